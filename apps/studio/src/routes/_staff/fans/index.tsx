import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { FansDesk } from './-components/FansDesk';
import { loadDesk } from '../../../studio/desk/loadDesk';
import { deskQueries } from '../../../studio/desk/deskQueries';

function validateSearch(search: Record<string, unknown>): { email?: string } {
  const email = typeof search.email === 'string' ? search.email.trim().toLowerCase().slice(0, 254) : '';
  return email ? { email } : {};
}

/** Find a fan's account by email, see what it holds, and act on it. */
export const Route = createFileRoute('/_staff/fans/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  // The account asked for, and the passes a complimentary one can be (its form shows with the account).
  loader: ({ context, deps }) =>
    loadDesk(context, 'fans', (queryClient, studio) =>
      deps.email ? Promise.all([queryClient.ensureQueryData(deskQueries.fan(studio, deps.email)), queryClient.ensureQueryData(deskQueries.grantOptions(studio))]) : Promise.resolve(),
    ),
  head: () => ({ meta: [{ title: `Fans | ${siteName}` }] }),
  component: FansRoute,
});

function FansRoute() {
  const { email } = Route.useSearch();
  return <FansDesk email={email} />;
}
