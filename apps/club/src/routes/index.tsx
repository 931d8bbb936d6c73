import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from './-components/HomePage';
import { LatestNews } from './-components/LatestNews';
import { loadLatestNews } from './-components/loadLatestNews';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => ({ latestNews: await loadLatestNews(context.api) }),
  component: HomeRoute,
});

function HomeRoute() {
  const { latestNews } = Route.useLoaderData();
  return <HomePage latestNews={<LatestNews articles={latestNews} />} />;
}
