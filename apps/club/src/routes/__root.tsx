import '@club/ui/themes/club';
import { commercialCookieFlags, commercialQueries, loadCommercialLayout, SiteLockScreen } from '@club/adverts';
import { fontPreloads, LinkProvider } from '@club/ui';
import { lockBackgroundAtom } from '@club/site-state';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { AppLink, SiteDocument, siteHead, type SiteRouterContext } from '@tooling/ssr/app';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ClubLayout } from '../site/ClubLayout';
import { clubFooter } from '../site/footer/clubFooterOnDemand';
import { RouteErrorPage } from '../site/ErrorPage';
import { layoutQueries } from '../site/layoutData';
import { liveStrip, liveStripQueries } from '../site/liveStrip/liveStripOnDemand';
import { bodyClassName } from '../site/page/bodyClass';
import { clubName, siteDescription, siteTitle, themeColor } from '../site/site';

export const Route = createRootRouteWithContext<SiteRouterContext>()({
  // The footer's code is loaded on demand (clubFooterOnDemand): the server and every navigation in the
  // browser wait for it, so they render the footer at once; the hydrating page does not (beforeLoad does
  // not run again at hydration) and loads it when the footer comes on screen. A preload needs no render.
  beforeLoad: async ({ preload }) => {
    if (!preload) await clubFooter.load();
  },
  loader: async ({ context, location }) => {
    // The promos go with the page, so a promotion is known at hydration and never pops in late (issue
    // 14). Not awaited: a slow promo service never holds the page back; its answer streams in after it.
    void context.queryClient.prefetchQuery(commercialQueries.promoOverlays(context.api));
    // The layout's menus go into the query cache (dehydrated once). The commercial layer is not a
    // query: it is worked out from the fan's cookies with each load, so the server already renders
    // their choices, and it carries the site lock's digest only to a visitor who is not yet in; so it
    // is the loader's answer, and only the settings the layout renders travel with the page.
    // The first team's live match, for the live strip (issue 31): the same for every visitor, asked for
    // again on a navigation once a minute old; its code is awaited only when there is one to show.
    const [commercial, , strip] = await Promise.all([
      loadCommercialLayout(context.api, context.cookies()),
      context.queryClient.ensureQueryData(layoutQueries.layout(context.api)),
      context.queryClient.fetchQuery(liveStripQueries.strip(context.api, location.pathname)),
    ]);
    if (strip) await liveStrip.load();
    return { commercial };
  },
  head: () =>
    siteHead({ title: siteTitle, description: siteDescription, siteName: clubName, themeColor, fontPreloads }),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: RootError,
});

/** The document itself; it renders even when the root loader fails. */
function RootDocument({ children }: { children: ReactNode }) {
  const store = Route.useRouteContext({ select: (context) => context.store });
  // SPEC 2.4: the body's class names the path and the locked state. The store is read directly: its
  // provider is inside the document.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const locked = useAtomValue(lockBackgroundAtom, { store });
  return (
    <SiteDocument store={store} bodyClassName={bodyClassName(pathname, locked)} cookieFlags={commercialCookieFlags}>
      <LinkProvider component={AppLink}>{children}</LinkProvider>
    </SiteDocument>
  );
}

function RootLayout() {
  const { commercial } = Route.useLoaderData();
  const api = Route.useRouteContext({ select: (context) => context.api });
  const { data: layout } = useSuspenseQuery(layoutQueries.layout(api));
  const { data: strip } = useSuspenseQuery(liveStripQueries.strip(api));
  // SPEC 4 'Site lock': while locked and without the entry cookie, only the lock screen is rendered.
  if (commercial.siteLock) return <SiteLockScreen clubName={clubName} setting={commercial.siteLock} />;
  return (
    <ClubLayout
      primaryNav={layout.primaryNav}
      secondaryNav={layout.secondaryNav}
      stickyNav={layout.stickyNav}
      mainNav={layout.mainNav}
      menuTree={layout.menuTree}
      featured={layout.featured}
      headerSponsors={layout.headerSponsors}
      sectionSponsors={layout.sectionSponsors}
      footerColumns={layout.footerColumns}
      legalLinks={layout.legalLinks}
      commercial={commercial}
      liveStrip={strip}
    >
      <Outlet />
    </ClubLayout>
  );
}

/** The platform could not give the layout its menus: the error page, with what needs no platform. */
function RootError({ error }: ErrorComponentProps) {
  return (
    <ClubLayout primaryNav={[]} footerColumns={[]} legalLinks={[]}>
      <RouteErrorPage error={error} />
    </ClubLayout>
  );
}
