import '@club/ui/themes/streamer';
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
import { RouteErrorPage } from '../site/ErrorPage';
import { loadLayoutData } from '../site/layoutData';
import { serviceName, siteDescription, siteTitle } from '../site/site';
import { StreamerLayout } from '../site/StreamerLayout';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => loadLayoutData(context.api),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: siteTitle },
      { name: 'description', content: siteDescription },
      { name: 'theme-color', content: '#050b18' },
      { property: 'og:site_name', content: serviceName },
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
  const { legalLinks } = Route.useLoaderData();
  return (
    <StreamerLayout legalLinks={legalLinks}>
      <Outlet />
    </StreamerLayout>
  );
}

/** The platform could not give the layout its links: the error page, with what needs no platform. */
function RootError({ error }: ErrorComponentProps) {
  return (
    <StreamerLayout legalLinks={[]}>
      <RouteErrorPage error={error} />
    </StreamerLayout>
  );
}
