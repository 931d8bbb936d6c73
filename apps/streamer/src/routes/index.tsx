import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/seo';
import { siteDescription, siteTitle } from '../site/site';
import { loadHomeData } from './-components/homeData';
import { StreamerHome } from './-components/StreamerHome';

/** The streaming site's one page: next game, packages, voucher, fixtures, replays and FAQs. */
export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHomeData(context.api, context.queryClient),
  head: () => pageHead({ title: siteTitle, description: siteDescription, path: '/' }),
  component: function StreamerHomeRoute() {
    return <StreamerHome data={Route.useLoaderData()} />;
  },
});
