import type { Clock } from '@club/clock';
import type { AnyRouter } from '@tanstack/react-router';
import {
  createRequestHandler,
  renderRouterToStream,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { createElement } from 'react';
import type { SiteOrigins } from '../app/siteOrigins';
import type { RouterManifest } from '../manifest/types';
import type { SiteRoute } from '../server/siteRoutes';
import { inlinePageCss } from './inlinePageCss';
import { statusForMatches } from './statusForMatches';

/** What the site server hands an app's `render` export for each page request. */
export interface RenderContext {
  request: Request;
  manifest: RouterManifest;
  /** Origin of the platform, for the server-side api client. */
  platformUrl: string;
  /**
   * The site server's clock. In development the entry runs in Vite's module graph, a second copy of
   * `@club/clock`, so the entry installs the server's clock there too.
   */
  clock?: Clock;
  /** Both sites' public origins, installed in the entry's module graph for the same reason as the clock. */
  origins?: SiteOrigins;
  /** This response's Content-Security-Policy nonce, for every inline script the render writes. */
  nonce?: string;
}

/**
 * The contract of an app's `src/entry-server.tsx`. Everything of the app's that the site server uses comes
 * from here, so it always runs as Vite made it: through `ssrLoadModule` in development, bundled in the
 * built `entry-server.js` in production. (An app's `server.ts` is loaded by plain Node under tsx in
 * development: anything it imported beyond this package would meet Node's loader, which knows nothing of
 * `?url` fonts, `.svg` sprites or `.css.ts` files.)
 */
export interface ServerEntry {
  render: (context: RenderContext) => Promise<Response>;
  /** Extra GETs (and form POSTs) the server answers before page rendering: see `SiteRoute`. */
  routes?: readonly SiteRoute[];
  /**
   * Path prefixes of the pages that are a visitor's own (account, checkout: `/account` covers
   * `/account/…`; `/` covers every page, as in the studio): rendered with their cookies, `private, no-store`. Every other page is public (issue
   * 32): rendered with no cookie at all, the same bytes for everyone, kept by the page cache and by any
   * CDN in front. None by default.
   */
  privatePaths?: readonly string[];
  /**
   * Cookies whose holder gets pages of their own everywhere, because the server must decide by them (the
   * club's site-lock entry). A CDN in front must pass a request carrying one to the origin uncached.
   */
  privateCookies?: readonly string[];
}

export interface RenderRouterRequestOptions<TRouter extends AnyRouter> {
  request: Request;
  manifest: RouterManifest;
  /** A fresh router for this request: its own context, store and api client. */
  createRouter: () => TRouter;
  /** The status of a failed loader's error (SPEC 8 normalisation); the router's 500 otherwise. */
  errorStatus?: (error: unknown) => number;
  /**
   * The response's CSP nonce: the router puts it on its dehydration and stream scripts, the head's and
   * body's scripts and a `csp-nonce` meta the browser's router reads back, and hands it to React's stream.
   */
  nonce?: string;
}

/** Stream-renders one request with TanStack Router's own SSR (no TanStack Start). */
export async function renderRouterRequest<TRouter extends AnyRouter>({
  request,
  manifest,
  createRouter,
  errorStatus = () => 500,
  nonce,
}: RenderRouterRequestOptions<TRouter>): Promise<Response> {
  const createNoncedRouter = () => {
    const router = createRouter();
    if (nonce) router.update({ ...router.options, ssr: { ...router.options.ssr, nonce } });
    return router;
  };
  const handler = createRequestHandler({ request, createRouter: createNoncedRouter, getRouterManifest: () => manifest });
  const response = await handler(async ({ request: handledRequest, router, responseHeaders }) => {
    const rendered = await renderRouterToStream({
      request: handledRequest,
      router,
      responseHeaders,
      children: createElement(RouterServer, { router }),
    });
    const status = statusForMatches(rendered.response.status, router.stores.matches.get(), errorStatus);
    if (status === rendered.response.status) return rendered;
    // Same body stream, so the router's dispose still cancels it when the client goes away.
    return {
      ...rendered,
      response: new Response(rendered.response.body, { status, headers: rendered.response.headers }),
    };
  });
  // The head's <style> cut to the page's own rules (issue 13); the same stream underneath, so cancelling
  // the response still cancels the render.
  if (!manifest.pageCss || !response.body) return response;
  return new Response(inlinePageCss(response.body, manifest.pageCss), { status: response.status, headers: response.headers });
}
