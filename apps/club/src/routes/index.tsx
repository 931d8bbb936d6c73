import { createFileRoute } from '@tanstack/react-router';
import { HomeMatches, loadHomeMatches } from './-components/HomeMatches';
import { HomePage } from './-components/HomePage';
import { LatestNews } from './-components/LatestNews';
import { loadLatestNews } from './-components/loadLatestNews';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [latestNews, matches] = await Promise.all([loadLatestNews(context.api), loadHomeMatches(context.api)]);
    return { latestNews, matches };
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { latestNews, matches } = Route.useLoaderData();
  return <HomePage matches={<HomeMatches data={matches} />} latestNews={<LatestNews articles={latestNews} />} />;
}
