import { createFileRoute } from '@tanstack/react-router';
import { PlayerPage } from './-components/TeamsPages';
import { loadPlayer, playerHead } from './-components/teamsData';

/** SPEC 2.1: a player by slug alone; the canonical address names the team. */
export const Route = createFileRoute('/players/$player')({
  loader: ({ context, params }) => loadPlayer(context.api, params.player),
  head: ({ loaderData }) => playerHead(loaderData),
  component: function PlayerRoute() {
    return <PlayerPage player={Route.useLoaderData()} />;
  },
});
