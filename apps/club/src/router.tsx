import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { SiteRouterContext } from '@tooling/ssr/app';
import { NotFoundPage, RouteErrorPage } from './site/ErrorPage';

/** A router per request on the server, one for the page's life in the browser. */
export function createRouter(context: SiteRouterContext) {
  return createTanStackRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // SPEC 2.1: the layout scrolls to a #hash itself, after 1 s and 130px above the anchor.
    defaultHashScrollIntoView: false,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
