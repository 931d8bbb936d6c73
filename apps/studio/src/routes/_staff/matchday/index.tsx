import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { validateConsoleSearch } from './-components/consoleSearch';
import { ConsolePage } from './-components/ConsolePage';
import { matchdayQueries } from './-components/matchdayQueries';
import { loadDesk } from '../../../studio/desk/loadDesk';

/** The live match console: the live match first, or the one picked (`?match=`). */
export const Route = createFileRoute('/_staff/matchday/')({
  validateSearch: validateConsoleSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context }) => loadDesk(context, 'matchday', (queryClient, studio) => queryClient.ensureQueryData(matchdayQueries.console(studio))),
  head: () => ({ meta: [{ title: `Match day | ${siteName}` }] }),
  component: ConsoleRoute,
});

function ConsoleRoute() {
  const search = Route.useSearch();
  return <ConsolePage picked={search.match} />;
}
