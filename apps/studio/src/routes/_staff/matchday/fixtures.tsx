import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { FixturesDesk } from './-components/FixturesDesk';
import { validateFixturesSearch } from './-components/fixturesSearch';
import { matchdayQueries } from './-components/matchdayQueries';
import { loadDesk } from '../../../studio/desk/loadDesk';

/** Fixtures and results: the season's matches, 20 a page (paged by the platform), with a new fixture form. */
export const Route = createFileRoute('/_staff/matchday/fixtures')({
  validateSearch: validateFixturesSearch,
  loaderDeps: ({ search }) => search,
  // The page of fixtures and what a new fixture's form offers (teams, competitions, seasons).
  loader: ({ context, deps }) =>
    loadDesk(context, 'matchday', (queryClient, studio) =>
      Promise.all([queryClient.ensureQueryData(matchdayQueries.fixtures(studio, deps)), queryClient.ensureQueryData(matchdayQueries.options(studio))]),
    ),
  head: () => ({ meta: [{ title: `Fixtures and results | ${siteName}` }] }),
  component: FixturesRoute,
});

function FixturesRoute() {
  const search = Route.useSearch();
  return <FixturesDesk search={search} />;
}
