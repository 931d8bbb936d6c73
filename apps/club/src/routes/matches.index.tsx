import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadedPageHead } from '../site/seo';
import { MatchesPage } from './-components/MatchesPage';
import { matchesHead, matchesQueries } from './-components/matchesData';

/** SPEC 2.1: the first team's fixtures and results this season. The loader returns the head's input. */
export const Route = createFileRoute('/matches/')({
  loader: async ({ context }) => matchesHead(await context.queryClient.ensureQueryData(matchesQueries.page(context.api))),
  head: ({ loaderData }) => loadedPageHead(loaderData),
  component: function MatchesRoute() {
    const { api } = Route.useRouteContext();
    const { data } = useSuspenseQuery(matchesQueries.page(api));
    return <MatchesPage data={data} />;
  },
});
