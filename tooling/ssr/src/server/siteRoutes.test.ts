import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from './createSiteServer';
import type { SiteRoute } from './siteRoutes';

const renderEntry = `
export async function render({ request }) {
  return new Response('<!doctype html><p>page ' + new URL(request.url).pathname + '</p>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
`;

const routes: SiteRoute[] = [
  {
    path: '/robots.txt',
    handler: () => new Response('User-agent: *\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
  },
  {
    path: '/matches/:team/calendar.ics',
    handler: async ({ api, params, url }) => {
      const teams = await api.teams.list();
      return new Response(JSON.stringify({ team: params.team, teams, query: url.searchParams.get('x') }), {
        headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'public, max-age=60' },
      });
    },
  },
  {
    path: '/choose',
    method: 'POST',
    handler: ({ form }) =>
      new Response(null, { status: 303, headers: { location: form.get('return') ?? '/', 'set-cookie': `chosen=${form.get('choice')}` } }),
  },
  { path: '/missing.xml', handler: ({ api }) => api.teams.team('nobody').then(() => new Response('never')) },
  {
    path: '/broken.xml',
    handler: () => {
      throw new Error('secret internal detail');
    },
  },
];

describe('createSiteServer with site routes', () => {
  let appRoot: string;
  let upstream: Server;
  let site: SiteServer;
  let origin: string;
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-routes-'));
    await mkdir(join(appRoot, 'dist/client/.vite'), { recursive: true });
    await mkdir(join(appRoot, 'dist/server'), { recursive: true });
    await writeFile(join(appRoot, 'dist/client/.vite/router-manifest.json'), JSON.stringify({ routes: {} }));
    await writeFile(join(appRoot, 'dist/server/entry-server.js'), renderEntry);
    upstream = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      const missing = req.url?.includes('nobody');
      res.writeHead(missing ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(missing ? { statusCode: 404, error: 'Not Found', message: 'No team' } : { data: [] }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    site = await createSiteServer({
      appRoot,
      mode: 'production',
      port: 0,
      host: '127.0.0.1',
      platformUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      logLevel: 'silent',
      routes,
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(appRoot, { recursive: true, force: true });
  });

  it('should answer a static path with the handler instead of a page', async () => {
    const response = await fetch(`${origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('User-agent: *\n');
  });

  it('should give the handler its parameters, the query and a platform client', async () => {
    const response = await fetch(`${origin}/matches/women/calendar.ics?x=1`);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({ team: 'women', teams: { data: [] }, query: '1' });
  });

  it("should not pass the visitor's cookies to the platform, since the answers are shared", async () => {
    await fetch(`${origin}/matches/u21/calendar.ics`, { headers: { cookie: 'refresh=secret' } });
    expect(seen.at(-1)?.url).toBe('/api/teams');
    expect(seen.at(-1)?.headers.cookie).toBeUndefined();
  });

  it('should answer HEAD as well as GET', async () => {
    const response = await fetch(`${origin}/robots.txt`, { method: 'HEAD' });
    expect(response.status).toBe(200);
  });

  it("should turn the platform's 404 into a plain 404", async () => {
    const response = await fetch(`${origin}/missing.xml`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('should answer a failing handler with a plain 500 that hides the detail', async () => {
    const response = await fetch(`${origin}/broken.xml`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('secret');
  });

  describe('given a form posted to a POST route', () => {
    const post = (headers: Record<string, string>, body = 'choice=all&return=%2Fnews') =>
      fetch(`${origin}/choose`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });

    it('should give the handler the form when it comes from a page of the site', async () => {
      const response = await post({ 'sec-fetch-site': 'same-origin', origin });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/news');
      expect(response.headers.get('set-cookie')).toBe('chosen=all');
    });

    it('should accept a browser that sends only its Origin', async () => {
      expect((await post({ origin })).status).toBe(303);
    });

    it('should refuse a form posted from another site, setting nothing', async () => {
      const forged: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, { origin: 'https://evil.example' }, {}];
      for (const headers of forged) {
        const response = await post(headers);
        expect(response.status).toBe(403);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it('should refuse a form larger than a choice needs', async () => {
      const response = await post({ 'sec-fetch-site': 'same-origin' }, `choice=all&return=${'a'.repeat(4_000)}`);
      expect(response.status).toBe(413);
    });
  });

  it('should still render pages for every other path', async () => {
    const response = await fetch(`${origin}/matches/women`);
    expect(await response.text()).toContain('page /matches/women');
  });
});

// An app declares its routes and private pages in its render entry (not in server.ts, which tsx runs
// on plain Node in development: the club's imported @club/ui's `?url` font and crashed `pnpm dev:club`).
const entryWithRoutes = `
export async function render({ request }) {
  return new Response('<!doctype html><p>page ' + new URL(request.url).pathname + '</p>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
export const routes = [
  { path: '/feed.xml', handler: () => new Response('<rss/>', { headers: { 'content-type': 'application/rss+xml' } }) },
  { path: '/choose', method: 'POST', handler: ({ form }) => new Response(null, { status: 303, headers: { location: form.get('return') } }) },
];
export const privatePaths = ['/account'];
export const privateCookies = ['site_entry'];
`;

describe('createSiteServer with the routes and private pages its render entry exports', () => {
  let appRoot: string;
  let site: SiteServer;
  let origin: string;

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-entry-routes-'));
    await mkdir(join(appRoot, 'dist/client/.vite'), { recursive: true });
    await mkdir(join(appRoot, 'dist/server'), { recursive: true });
    await writeFile(join(appRoot, 'dist/client/.vite/router-manifest.json'), JSON.stringify({ routes: {} }));
    await writeFile(join(appRoot, 'dist/server/entry-server.js'), entryWithRoutes);
    site = await createSiteServer({
      appRoot,
      mode: 'production',
      port: 0,
      host: '127.0.0.1',
      platformUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
      pageCache: { ttlMs: 60_000, staleMs: 0 },
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site?.close();
    await rm(appRoot, { recursive: true, force: true });
  });

  it("should answer the entry's GET and POST routes instead of rendering a page", async () => {
    const feed = await fetch(`${origin}/feed.xml`);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml');
    expect(await feed.text()).toBe('<rss/>');
    const chosen = await fetch(`${origin}/choose`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: 'return=%2Fnews',
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/news');
  });

  it("should share a public page with every visitor, signed in or not, and render the entry's private pages and private cookies' holders alone", async () => {
    const first = await fetch(`${origin}/news`, { headers: { cookie: 'consent=1' } });
    const firstBody = await first.text();
    const signedIn = await fetch(`${origin}/news`, { headers: { cookie: 'consent=1; access=secret' } });
    expect(signedIn.headers.get('x-page-cache')).toBe('hit');
    expect(await signedIn.text()).toBe(firstBody);
    for (const [path, cookie] of [
      ['/account/profile', 'access=secret'],
      ['/news', 'site_entry=digest'],
    ] as const) {
      const own = await fetch(`${origin}${path}`, { headers: { cookie } });
      expect(own.headers.get('x-page-cache')).toBeNull();
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(await own.text()).toContain(`page ${path}`);
    }
    // '/accounts' is not under '/account'.
    expect((await fetch(`${origin}/accounts`)).headers.get('cache-control')).toMatch(/^public, /);
  });
});
