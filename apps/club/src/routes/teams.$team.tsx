import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { settingsQueries } from '../site/settings.queries';
import { TeamPage } from './-components/TeamsPages';
import { loadedPageHead } from '../site/seo';
import { teamHead, teamsQueries } from './-components/teamsData';

/** SPEC 2.1: a team's squad. The loader returns the head's input. */
export const Route = createFileRoute('/teams/$team')({
  loader: async ({ context, params }) => {
    const [team] = await Promise.all([
      context.queryClient.ensureQueryData(teamsQueries.team(context.api, params.team)),
      context.queryClient.ensureQueryData(settingsQueries.season(context.api)),
    ]);
    return teamHead(team);
  },
  head: ({ loaderData }) => loadedPageHead(loaderData),
  component: function TeamRoute() {
    const { api } = Route.useRouteContext();
    const params = Route.useParams();
    const { data: team } = useSuspenseQuery(teamsQueries.team(api, params.team));
    const { data: season } = useSuspenseQuery(settingsQueries.season(api));
    return <TeamPage team={team} currentSeason={season.slug} />;
  },
});
