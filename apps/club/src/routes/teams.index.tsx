import { createFileRoute } from '@tanstack/react-router';
import { TeamsPage } from './-components/TeamsPages';
import { loadTeams, teamsHead } from './-components/teamsData';

/** SPEC 2.1: the team list. */
export const Route = createFileRoute('/teams/')({
  loader: async ({ context }) => {
    const [teams, season] = await Promise.all([loadTeams(context.api), context.api.settings.season()]);
    return { teams, currentSeason: season.data.slug };
  },
  head: () => teamsHead(),
  component: function TeamsRoute() {
    const { teams, currentSeason } = Route.useLoaderData();
    return <TeamsPage teams={teams} currentSeason={currentSeason} />;
  },
});
