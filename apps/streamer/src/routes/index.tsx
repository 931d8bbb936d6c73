import { packagesQueries } from '@club/packages-widget';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/seo';
import { siteDescription, siteTitle } from '../site/site';
import { homeQueries } from './-components/homeData';
import { StreamerHome } from './-components/StreamerHome';

/**
 * The streaming site's one page: next game, packages, voucher, fixtures, replays and FAQs. The page's
 * data and the package lists (which the packages widget reads; SPEC 8: a list that fails is empty) go
 * into the query cache, dehydrated with the page; the head needs nothing from them.
 */
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(homeQueries.page(context.api)),
      context.queryClient.ensureQueryData(packagesQueries.list(context.api, 'membership')),
      context.queryClient.ensureQueryData(packagesQueries.list(context.api, 'match-pass')),
    ]);
  },
  head: () => pageHead({ title: siteTitle, description: siteDescription, path: '/' }),
  component: function StreamerHomeRoute() {
    const { api } = Route.useRouteContext();
    const { data } = useSuspenseQuery(homeQueries.page(api));
    return <StreamerHome data={data} />;
  },
});
