import { createFileRoute } from '@tanstack/react-router';
import { MatchesPage } from './-components/MatchesPage';
import { loadMatchesPage, matchesHead } from './-components/matchesData';

/** SPEC 2.1: the first team's fixtures and results this season. */
export const Route = createFileRoute('/matches/')({
  loader: ({ context }) => loadMatchesPage(context.api),
  head: ({ loaderData }) => matchesHead(loaderData),
  component: function MatchesRoute() {
    return <MatchesPage data={Route.useLoaderData()} />;
  },
});
