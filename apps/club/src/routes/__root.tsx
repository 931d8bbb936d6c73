import '@club/ui/themes/club';
import { LinkProvider } from '@club/ui';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { RouterContext } from '../routerContext';
import { AppLink } from '@tooling/ssr/app';
import { ClubLayout } from '../site/ClubLayout';
import { RouteErrorPage } from '../site/ErrorPage';
import { loadLayoutData } from '../site/layoutData';
import { clubName, siteDescription, siteTitle } from '../site/site';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => loadLayoutData(context.api),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: siteTitle },
      { name: 'description', content: siteDescription },
      { name: 'theme-color', content: '#0b1d3a' },
      { property: 'og:site_name', content: clubName },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: siteTitle },
      { property: 'og:description', content: siteDescription },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: RootError,
});

/** The document itself; it renders even when the root loader fails. */
function RootDocument({ children }: { children: ReactNode }) {
  const { store } = Route.useRouteContext();
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <StoreProvider store={store}>
          <LinkProvider component={AppLink}>{children}</LinkProvider>
        </StoreProvider>
        <Scripts />
      </body>
    </html>
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
