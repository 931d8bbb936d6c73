import '@club/ui/themes/club';
import { commercialQueries, loadCommercialLayout, SiteLockScreen } from '@club/adverts';
import { LinkProvider } from '@club/ui';
import { lockBackgroundAtom } from '@club/site-state';
import { createRootRouteWithContext, Outlet, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { AppLink, SiteDocument, siteHead, type SiteRouterContext } from '@tooling/ssr/app';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ClubLayout } from '../site/ClubLayout';
import { RouteErrorPage } from '../site/ErrorPage';
import { loadLayoutData } from '../site/layoutData';
import { bodyClassName } from '../site/page/bodyClass';
import { clubName, siteDescription, siteTitle, themeColor } from '../site/site';

export const Route = createRootRouteWithContext<SiteRouterContext>()({
  loader: async ({ context }) => {
    // The promos go with the page, so a promotion is known at hydration and never pops in late (issue
    // 14). Not awaited: a slow promo service never holds the page back; its answer streams in after it.
    void context.queryClient.prefetchQuery(commercialQueries.promoOverlays(context.api));
    // The commercial layer reads the fan's cookies here, so the server already renders their choices.
    const [layout, commercial] = await Promise.all([
      loadLayoutData(context.api),
      loadCommercialLayout(context.api, context.cookies()),
    ]);
    return { ...layout, commercial };
  },
  head: () =>
    siteHead({ title: siteTitle, description: siteDescription, siteName: clubName, themeColor }),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: RootError,
});

/** The document itself; it renders even when the root loader fails. */
function RootDocument({ children }: { children: ReactNode }) {
  const { store } = Route.useRouteContext();
  // SPEC 2.4: the body's class names the path and the locked state. The store is read directly: its
  // provider is inside the document.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const locked = useAtomValue(lockBackgroundAtom, { store });
  return (
    <SiteDocument store={store} bodyClassName={bodyClassName(pathname, locked)}>
      <LinkProvider component={AppLink}>{children}</LinkProvider>
    </SiteDocument>
  );
}

function RootLayout() {
  const layout = Route.useLoaderData();
  // SPEC 4 'Site lock': while locked and without the entry cookie, only the lock screen is rendered.
  if (layout.commercial.siteLock) return <SiteLockScreen clubName={clubName} setting={layout.commercial.siteLock} />;
  return (
    <ClubLayout
      primaryNav={layout.primaryNav}
      secondaryNav={layout.secondaryNav}
      stickyNav={layout.stickyNav}
      mainNav={layout.mainNav}
      menuTree={layout.menuTree}
      featured={layout.featured}
      headerSponsors={layout.headerSponsors}
      footerColumns={layout.footerColumns}
      legalLinks={layout.legalLinks}
      commercial={layout.commercial}
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
