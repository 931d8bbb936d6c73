import '@club/ui/themes/club';
import { LinkProvider } from '@club/ui';
import { createRootRouteWithContext, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { AppLink, SiteDocument, siteHead, type SiteRouterContext } from '@tooling/ssr/app';
import type { ReactNode } from 'react';
import { ClubLayout } from '../site/ClubLayout';
import { RouteErrorPage } from '../site/ErrorPage';
import { loadLayoutData } from '../site/layoutData';
import { clubName, siteDescription, siteTitle } from '../site/site';

export const Route = createRootRouteWithContext<SiteRouterContext>()({
  loader: ({ context }) => loadLayoutData(context.api),
  head: () =>
    siteHead({ title: siteTitle, description: siteDescription, siteName: clubName, themeColor: '#0b1d3a' }),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: RootError,
});

/** The document itself; it renders even when the root loader fails. */
function RootDocument({ children }: { children: ReactNode }) {
  const { store } = Route.useRouteContext();
  return (
    <SiteDocument store={store}>
      <LinkProvider component={AppLink}>{children}</LinkProvider>
    </SiteDocument>
  );
}

function RootLayout() {
  const { primaryNav, footerColumns, legalLinks } = Route.useLoaderData();
  return (
    <ClubLayout primaryNav={primaryNav} footerColumns={footerColumns} legalLinks={legalLinks}>
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
