import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadedPageHead } from '../site/seo';
import { PlayerPage } from './-components/TeamsPages';
import { playerHead, teamsQueries } from './-components/teamsData';

/** SPEC 2.1: a player by slug alone; the canonical address names the team. The loader returns the head's input. */
export const Route = createFileRoute('/players/$player')({
  loader: async ({ context, params }) =>
    playerHead(await context.queryClient.ensureQueryData(teamsQueries.player(context.api, params.player, null))),
  head: ({ loaderData }) => loadedPageHead(loaderData),
  component: function PlayerRoute() {
    const { api } = Route.useRouteContext();
    const params = Route.useParams();
    const { data: player } = useSuspenseQuery(teamsQueries.player(api, params.player, null));
    return <PlayerPage player={player} />;
  },
});
