import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteDocument } from '../app/SiteDocument';
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
    component: () => createElement('h1', null, 'Blues win'),
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

describe('renderRouterRequest', () => {
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
});
