import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteDocument } from '../app/SiteDocument';
import { connectRouterToQueries, createSiteQueryClient } from '../app/siteQueryClient';
import { pageCssMarker } from '../manifest/pageCss';
import { rootRouteId, type RouterManifest } from '../manifest/types';
import { renderRouterRequest } from './renderRouterRequest';

// A real router as a site builds one: the shared document (clock JSON, head, scripts), a loader whose data
// the router dehydrates into inline scripts, a JSON-LD block in the head, and the entry script.
function createTestRouter() {
  const rootRoute = createRootRoute({
    head: () => ({ meta: [{ title: 'Test' }], scripts: [{ type: 'application/ld+json', children: '{"@type":"Thing"}' }] }),
    shellComponent: ({ children }) => createElement(SiteDocument, { store: createStore(), children }),
    component: () => createElement(Outlet),
  });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: async () => ({ headline: 'Blues win' }),
    component: () => createElement('h1', { className: 'headline' }, 'Blues win'),
  });
  return createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });
}

const manifest: RouterManifest = {
  routes: { [rootRouteId]: { scripts: [{ attrs: { type: 'module', src: '/assets/entry.js', async: true } }] } },
};

async function renderPage(nonce?: string): Promise<string> {
  const response = await renderRouterRequest({
    request: new Request('http://site.test/'),
    manifest,
    createRouter: createTestRouter,
    ...(nonce ? { nonce } : {}),
  });
  return response.text();
}

// A site's router with its query cache, as createRenderEntry wires it: the loader ensures a query.
function createQueryRouter() {
  const queryClient = createSiteQueryClient({ server: true });
  const rootRoute = createRootRoute({
    shellComponent: ({ children }) => createElement(SiteDocument, { store: createStore(), children }),
    component: () => createElement(Outlet),
  });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    // The loader returns nothing: what reaches the page can only come from the query cache.
    loader: async () => {
      await queryClient.ensureQueryData({ queryKey: ['news', 'lead'], queryFn: async () => ({ headline: 'Cup run goes on' }) });
    },
    component: () => createElement('h1', null, 'Cup run goes on'),
  });
  return connectRouterToQueries(createRouter({ routeTree: rootRoute.addChildren([indexRoute]) }), queryClient);
}

describe('renderRouterRequest', () => {
  describe('given a query cache the loaders fill', () => {
    it('should send the cached answers in the page, under the nonce, so the browser does not ask again', async () => {
      const response = await renderRouterRequest({
        request: new Request('http://site.test/'),
        manifest,
        createRouter: createQueryRouter,
        nonce: 'q-nonce',
      });
      const html = await response.text();
      expect(response.status).toBe(200);
      const inline = (html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []).filter((tag) => !/\ssrc=/.test(tag));
      const carrying = inline.filter((tag) => tag.includes('Cup run goes on'));
      expect(carrying.length).toBeGreaterThan(0);
      for (const tag of carrying) expect(tag).toContain('nonce="q-nonce"');
      expect(carrying.join('')).toContain('lead');
    });
  });

  describe('given a CSP nonce', () => {
    it('should put the nonce on every inline script the render writes', async () => {
      const html = await renderPage('n0nce+Test/value==');
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const inline = scripts.filter((tag) => !/\ssrc=/.test(tag));
      // The clock, the JSON-LD block and the router's dehydration at least.
      expect(inline.length).toBeGreaterThanOrEqual(3);
      for (const tag of inline) expect(tag).toContain('nonce="n0nce+Test/value=="');
      expect(html).toContain('id="site-clock"');
      // The browser's router reads it back from here.
      expect(html).toMatch(/<meta[^>]*property="csp-nonce"[^>]*content="n0nce\+Test\/value=="/);
    });
  });

  describe('given no nonce', () => {
    it('should write no nonce attribute', async () => {
      expect(await renderPage()).not.toContain('nonce=');
    });
  });

  describe('given page CSS (the site stylesheet indexed by the build)', () => {
    const withPageCss: RouterManifest = {
      routes: { [rootRouteId]: { css: ['/assets/style-AAA.css'], scripts: manifest.routes[rootRouteId]!.scripts! } },
      inlineCss: { styles: { '/assets/style-AAA.css': pageCssMarker } },
      pageCss: {
        href: '/assets/style-AAA.css',
        later: '/assets/style-AAA.later.css',
        rules: [
          { css: 'body{margin:0}' },
          { css: '.headline{font-size:2rem}', classes: [['headline']] },
          { css: '.menu{display:none}', classes: [['menu']] },
        ],
      },
    };

    // What siteVitePlugin defines in both builds: the router's inline-CSS <style>, which the browser adopts.
    beforeAll(() => {
      process.env.TSS_INLINE_CSS_ENABLED = 'true';
    });
    afterAll(() => {
      delete process.env.TSS_INLINE_CSS_ENABLED;
    });

    it("should write only the page's rules into the head's <style>, under the nonce, and link no stylesheet", async () => {
      const response = await renderRouterRequest({
        request: new Request('http://site.test/'),
        manifest: withPageCss,
        createRouter: createTestRouter,
        nonce: 'css-nonce',
      });
      const html = await response.text();
      expect(response.status).toBe(200);
      const style = /<style\b[^>]*>([\s\S]*?)<\/style>/.exec(html);
      expect(style?.[0]).toContain('data-tsr-inline-css');
      expect(style?.[0]).toContain('nonce="css-nonce"');
      expect(style?.[1]).toBe('body{margin:0}.headline{font-size:2rem}');
      expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<body'));
      expect(html).not.toContain(pageCssMarker);
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    });
  });
});
