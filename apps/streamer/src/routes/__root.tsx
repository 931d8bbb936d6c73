import '@club/ui/themes/streamer';
import { fontPreloads, LinkProvider } from '@club/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { AppLink, SiteDocument, siteHead, type SiteRouterContext } from '@tooling/ssr/app';
import type { ReactNode } from 'react';
import { RouteErrorPage } from '../site/ErrorPage';
import { layoutQueries } from '../site/layoutData';
import { serviceName, siteDescription, siteTitle, themeColor } from '../site/site';
import { StreamerLayout } from '../site/StreamerLayout';

export const Route = createRootRouteWithContext<SiteRouterContext>()({
  // The layout's links go into the query cache (dehydrated once); the head needs nothing from them.
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(layoutQueries.layout(context.api));
  },
  head: () =>
    siteHead({ title: siteTitle, description: siteDescription, siteName: serviceName, themeColor, fontPreloads }),
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
  const { api } = Route.useRouteContext();
  const { data: layout } = useSuspenseQuery(layoutQueries.layout(api));
  return (
    <StreamerLayout legalLinks={layout.legalLinks}>
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
