import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from './-components/TeamsPages';
import { loadTeam, teamHead } from './-components/teamsData';

/** SPEC 2.1: a team's squad. */
export const Route = createFileRoute('/teams/$team')({
  loader: async ({ context, params }) => {
    const [team, season] = await Promise.all([loadTeam(context.api, params.team), context.api.settings.season()]);
    return { team, currentSeason: season.data.slug };
  },
  head: ({ loaderData }) => teamHead(loaderData?.team),
  component: function TeamRoute() {
    const { team, currentSeason } = Route.useLoaderData();
    return <TeamPage team={team} currentSeason={currentSeason} />;
  },
});
