import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MatchesPage } from './-components/MatchesPage';
import { matchesHeadData, matchesQueries } from './-components/matchesData';
import { matchesHead } from './-components/matchesHead';

/** SPEC 2.1: a team's fixtures and results this season. The loader returns only what the head needs. */
export const Route = createFileRoute('/matches/$team/')({
  loader: async ({ context, params }) => matchesHeadData(await context.queryClient.ensureQueryData(matchesQueries.page(context.api, params.team))),
  head: ({ loaderData }) => matchesHead(loaderData),
  component: function MatchesRoute() {
    const { api } = Route.useRouteContext();
    const params = Route.useParams();
    const { data } = useSuspenseQuery(matchesQueries.page(api, params.team));
    return <MatchesPage data={data} />;
  },
});
