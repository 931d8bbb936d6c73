import { PackagesWidget, SitePackagesProvider } from '@club/packages-widget';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import { loadSubscriptions } from './-components/loadSubscriptions';
import { ClubTvHero } from './-components/ClubTvHero';

/**
 * SPEC 2.1 /videos/subscriptions: Club TV's packages, both lists rendered on the server (the loader puts
 * them in the page's query cache, where the widget reads them).
 */
export const Route = createFileRoute('/videos/subscriptions')({
  loader: ({ context }) => loadSubscriptions(context.queryClient, context.api),
  head: () =>
    pageHead({
      title: 'Club TV Subscriptions',
      description: 'Club TV passes: live matches, full replays and live commentary. Subscriptions and match passes.',
      path: '/videos/subscriptions',
    }),
  component: function SubscriptionsRoute() {
    // The provider straight from the package, not through a module of the site's: one script fewer (issue 13).
    const { api } = Route.useRouteContext();
    return (
      <>
        {/* The same hero as the other Club TV pages: the title was set flush against the header. */}
        <ClubTvHero
          title="Club TV Subscriptions"
          description="Live matches, full replays and live commentary: choose a subscription or a pass for one match."
        />
        <SitePackagesProvider api={api}>
          <PackagesWidget headingAs="h2" />
        </SitePackagesProvider>
      </>
    );
  },
});
