import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { FixturesDesk } from './-components/FixturesDesk';
import { validateFixturesSearch } from './-components/fixturesSearch';
import { matchdayQueries } from './-components/matchdayQueries';

/** Fixtures and results: the season's matches, 20 a page (paged by the platform), with a new fixture form. */
export const Route = createFileRoute('/_staff/matchday/fixtures')({
  validateSearch: validateFixturesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.access.state === 'staff' && context.access.session.roles.some((role) => role === 'matchday' || role === 'admin')
      ? context.queryClient.ensureQueryData(matchdayQueries.fixtures(context.studio, deps))
      : undefined,
  head: () => ({ meta: [{ title: `Fixtures and results | ${siteName}` }] }),
  component: FixturesRoute,
});

function FixturesRoute() {
  const search = Route.useSearch();
  return <FixturesDesk search={search} />;
}
