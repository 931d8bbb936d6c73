import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MatchesPage } from './-components/MatchesPage';
import { matchesHeadData, matchesQueries } from './-components/matchesData';
import { matchesHead } from './-components/matchesHead';

/** SPEC 2.1: a team's fixtures and results in a season. The loader returns only what the head needs. */
export const Route = createFileRoute('/matches/$team/$season')({
  loader: async ({ context, params }) => matchesHeadData(await context.queryClient.ensureQueryData(matchesQueries.page(context.api, params.team, params.season))),
  head: ({ loaderData }) => matchesHead(loaderData),
  component: function MatchesRoute() {
    const { api } = Route.useRouteContext();
    const params = Route.useParams();
    const { data } = useSuspenseQuery(matchesQueries.page(api, params.team, params.season));
    return <MatchesPage data={data} />;
  },
});
