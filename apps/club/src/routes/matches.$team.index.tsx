import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadedPageHead } from '../site/seo';
import { MatchesPage } from './-components/MatchesPage';
import { matchesHead, matchesQueries } from './-components/matchesData';

/** SPEC 2.1: a team's fixtures and results this season. The loader returns the head's input. */
export const Route = createFileRoute('/matches/$team/')({
  loader: async ({ context, params }) => matchesHead(await context.queryClient.ensureQueryData(matchesQueries.page(context.api, params.team))),
  head: ({ loaderData }) => loadedPageHead(loaderData),
  component: function MatchesRoute() {
    const { api } = Route.useRouteContext();
    const params = Route.useParams();
    const { data } = useSuspenseQuery(matchesQueries.page(api, params.team));
    return <MatchesPage data={data} />;
  },
});
