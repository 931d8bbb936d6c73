import { createFileRoute } from '@tanstack/react-router';
import { MatchesPage } from './-components/MatchesPage';
import { loadMatchesPage, matchesHead } from './-components/matchesData';

/** SPEC 2.1: a team's fixtures and results in a season. */
export const Route = createFileRoute('/matches/$team/$season')({
  loader: ({ context, params }) => loadMatchesPage(context.api, params.team, params.season),
  head: ({ loaderData }) => matchesHead(loaderData),
  component: function MatchesRoute() {
    return <MatchesPage data={Route.useLoaderData()} />;
  },
});
