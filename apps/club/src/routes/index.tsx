import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from './-components/HomePage';
import { loadHomePage } from './-components/home/homeData';

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHomePage(context.api),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage data={Route.useLoaderData()} />;
}
