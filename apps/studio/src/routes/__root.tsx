import '@club/ui/themes/club';
import { LinkProvider } from '@club/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppLink, SiteDocument, siteHead, type SiteRouterContext } from '@tooling/ssr/app';
import type { ReactNode } from 'react';
import { siteDescription, siteName, themeColor } from '../studio/site';
import type { StudioContext } from '../studio/studioApi';

export const Route = createRootRouteWithContext<SiteRouterContext & StudioContext>()({
  head: () => {
    const head = siteHead({ title: siteName, description: siteDescription, siteName, themeColor });
    // A staff tool: never in a search engine's index.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex, nofollow' }] };
  },
  shellComponent: RootDocument,
  component: Outlet,
});

/** The document itself; it renders even when a route fails. */
function RootDocument({ children }: { children: ReactNode }) {
  const { store } = Route.useRouteContext();
  return (
    <SiteDocument store={store}>
      <LinkProvider component={AppLink}>{children}</LinkProvider>
    </SiteDocument>
  );
}
