import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/seo';
import { settingsQueries } from '../site/settings.queries';
import { clubName } from '../site/site';
import { TeamsPage } from './-components/TeamsPages';
import { teamsQueries } from './-components/teamsData';

/** SPEC 2.1: the team list. */
export const Route = createFileRoute('/teams/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(teamsQueries.list(context.api)),
      context.queryClient.ensureQueryData(settingsQueries.season(context.api)),
    ]);
  },
  head: () =>
    pageHead({
      title: 'Teams',
      description: `The squads of ${clubName}: the First Team, U21s, U18s and Women.`,
      path: '/teams',
    }),
  component: function TeamsRoute() {
    const { api } = Route.useRouteContext();
    const { data: teams } = useSuspenseQuery(teamsQueries.list(api));
    const { data: season } = useSuspenseQuery(settingsQueries.season(api));
    return <TeamsPage teams={teams} currentSeason={season.slug} />;
  },
});
