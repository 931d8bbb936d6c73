import { createFileRoute } from '@tanstack/react-router';
import { MatchesPage } from './-components/MatchesPage';
import { loadMatchesPage, matchesHead } from './-components/matchesData';

/** SPEC 2.1: a team's fixtures and results this season. */
export const Route = createFileRoute('/matches/$team/')({
  loader: ({ context, params }) => loadMatchesPage(context.api, params.team),
  head: ({ loaderData }) => matchesHead(loaderData),
  component: function MatchesRoute() {
    return <MatchesPage data={Route.useLoaderData()} />;
  },
});
