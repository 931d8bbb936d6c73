import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import type { SiteRouterContext } from '@tooling/ssr/app';
import { routeTree } from './routeTree.gen';
import { NotFoundPage, RouteErrorPage } from './studio/ErrorPage';
import { PendingPage } from './studio/PendingPage';
import { createStudioApi } from './studio/studioApi';

/**
 * A router per request on the server, one for the page's life in the browser. The staff's pages are
 * client-rendered (`ssr: false` on `_staff`), so the studio api is a same-origin client: it only ever
 * runs in the browser, through the site server's `/api` forwarding.
 */
export function createRouter(context: SiteRouterContext) {
  return createTanStackRouter({
    routeTree,
    context: { ...context, studio: createStudioApi() },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PendingPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
