import { internalReturnPath, returnUrlParam } from '@club/auth';
import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../studio/site';
import { SignInPage } from './-components/SignInPage';

/** Staff sign in with their club account; `?returnUrl=/news/12` is where they were going. */
export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): { [returnUrlParam]?: string } => {
    const target = internalReturnPath(search[returnUrlParam]);
    return target ? { [returnUrlParam]: target } : {};
  },
  head: () => ({ meta: [{ title: `Sign in | ${siteName}` }] }),
  component: SignInRoute,
});

function SignInRoute() {
  const search = Route.useSearch();
  return <SignInPage returnTo={search[returnUrlParam] ?? '/'} />;
}
