import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from './-components/HomePage';
import { homeClubTvAndLinks, homeLatestNews, homeTableAndWomen } from './-components/home/lowerSectionsOnDemand';
import { homeQueries } from './-components/home/homeData';
import { homeTakeover } from './-components/home/takeoverOnDemand';

/** The home page: its parts go into the query cache; the head is the layout's, so the loader returns nothing. */
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    // The sections below the first screen render with the page on the server and on a navigation; a
    // page that hydrates loads them when the fan comes near them (HomePage).
    // On match day the match leads (its hero's code too, so it renders at once).
    const page = context.queryClient.ensureQueryData(homeQueries.page(context.api)).then((data) => (data.takeover ? homeTakeover.load() : undefined));
    await Promise.all([page, homeLatestNews.load(), homeTableAndWomen.load(), homeClubTvAndLinks.load()]);
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { api } = Route.useRouteContext();
  const { data } = useSuspenseQuery(homeQueries.page(api));
  return <HomePage data={data} />;
}
