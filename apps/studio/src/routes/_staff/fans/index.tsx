import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { FansDesk } from './-components/FansDesk';

function validateSearch(search: Record<string, unknown>): { email?: string } {
  const email = typeof search.email === 'string' ? search.email.trim().toLowerCase().slice(0, 254) : '';
  return email ? { email } : {};
}

/** Find a fan's account by email, see what it holds, and act on it. */
export const Route = createFileRoute('/_staff/fans/')({
  validateSearch,
  head: () => ({ meta: [{ title: `Fans | ${siteName}` }] }),
  component: FansRoute,
});

function FansRoute() {
  const { email } = Route.useSearch();
  return <FansDesk email={email} />;
}
