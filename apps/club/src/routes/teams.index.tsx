import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { settingsQueries } from '../site/settings.queries';
import { TeamsPage } from './-components/TeamsPages';
import { teamsQueries } from './-components/teamsData';
import { teamsHead } from './-components/teamsHead';

/** SPEC 2.1: the team list. */
export const Route = createFileRoute('/teams/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(teamsQueries.list(context.api)),
      context.queryClient.ensureQueryData(settingsQueries.season(context.api)),
    ]);
  },
  head: () => teamsHead(),
  component: function TeamsRoute() {
    const { api } = Route.useRouteContext();
    const { data: teams } = useSuspenseQuery(teamsQueries.list(api));
    const { data: season } = useSuspenseQuery(settingsQueries.season(api));
    return <TeamsPage teams={teams} currentSeason={season.slug} />;
  },
});
