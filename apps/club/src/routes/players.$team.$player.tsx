import { createFileRoute } from '@tanstack/react-router';
import { PlayerPage } from './-components/TeamsPages';
import { loadPlayer, playerHead } from './-components/teamsData';

/** SPEC 2.1: a player of a team. */
export const Route = createFileRoute('/players/$team/$player')({
  loader: ({ context, params }) => loadPlayer(context.api, params.player, params.team),
  head: ({ loaderData }) => playerHead(loaderData),
  component: function PlayerRoute() {
    return <PlayerPage player={Route.useLoaderData()} />;
  },
});
