import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerPage } from './-components/TeamsPages';
import { playerHeadData, teamsQueries } from './-components/teamsData';
import { playerHead } from './-components/teamsHead';

/** SPEC 2.1: a player by slug alone; the canonical address names the team. The loader returns only what the head needs. */
export const Route = createFileRoute('/players/$player')({
  loader: async ({ context, params }) =>
    playerHeadData(await context.queryClient.ensureQueryData(teamsQueries.player(context.api, params.player, null))),
  head: ({ loaderData }) => playerHead(loaderData),
  component: function PlayerRoute() {
    const { api } = Route.useRouteContext();
    const params = Route.useParams();
    const { data: player } = useSuspenseQuery(teamsQueries.player(api, params.player, null));
    return <PlayerPage player={player} />;
  },
});
