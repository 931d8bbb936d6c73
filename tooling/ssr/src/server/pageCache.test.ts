import { createManualClock } from '@club/clock';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer, type SiteServer } from './createSiteServer';
import { createPageCache, pageCacheKey, personalise, type PageRender, type SharedPage } from './pageCache';

const shared = ['club_cookie_consent', 'club_child_friendly'];
const request = (overrides: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => ({
  method: 'GET',
  url: '/news',
  host: 'club.example',
  protocol: 'https',
  headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile Safari/537.36' },
  ...overrides,
});

describe('pageCacheKey', () => {
  it('should share a page between visitors without cookies, by host, scheme, path and query', () => {
    const key = pageCacheKey(request(), shared);
    expect(key).toBeDefined();
    expect(pageCacheKey(request(), shared)).toBe(key);
    expect(pageCacheKey(request({ url: '/news?page=2' }), shared)).not.toBe(key);
    expect(pageCacheKey(request({ host: 'other.example' }), shared)).not.toBe(key);
    expect(pageCacheKey(request({ protocol: 'http' }), shared)).not.toBe(key);
  });

  it("should vary by the shared cookies' values, in any order, and by crawler or browser", () => {
    const a = pageCacheKey(request({ headers: { cookie: 'club_cookie_consent=1; club_child_friendly=0' } }), shared);
    const b = pageCacheKey(request({ headers: { cookie: 'club_child_friendly=0;club_cookie_consent=1' } }), shared);
    const c = pageCacheKey(request({ headers: { cookie: 'club_child_friendly=1; club_cookie_consent=1' } }), shared);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(pageCacheKey(request({ headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }), shared)).not.toBe(
      pageCacheKey(request(), shared),
    );
  });

  it('should not let one cookie whose encoded value reads as two pass for those two', () => {
    const two = pageCacheKey(request({ headers: { cookie: 'club_child_friendly=0; club_cookie_consent=1' } }), shared);
    const one = pageCacheKey(request({ headers: { cookie: 'club_child_friendly=0%3B%20club_cookie_consent%3D1' } }), shared);
    expect(one).toBeDefined();
    expect(one).not.toBe(two);
  });

  it('should give a visitor with any other cookie (a sign-in) a page of their own, and never share a POST', () => {
    expect(pageCacheKey(request({ headers: { cookie: 'club_cookie_consent=1; club_access=eyJ' } }), shared)).toBeUndefined();
    expect(pageCacheKey(request({ headers: { cookie: 'club_access=eyJ' } }), [])).toBeUndefined();
    expect(pageCacheKey(request({ method: 'POST' }), shared)).toBeUndefined();
  });
});

describe('personalise', () => {
  it("should give each response its own nonce and the page's clock the instant it is sent", () => {
    const page = {
      status: 200,
      headers: [],
      nonce: 'PLACEHOLDER+/=',
      renderedAt: 0,
      body: '<head><script id="site-clock" type="application/json" nonce="PLACEHOLDER+/=">{"now":1000}</script></head><body><script nonce="PLACEHOLDER+/=">1</script></body>',
    };
    const body = personalise(page, 'mine', 6000);
    expect(body).not.toContain('PLACEHOLDER');
    expect(body.match(/nonce="mine"/g)).toHaveLength(2);
    expect(body).toContain('>{"now":1000,"sentAt":6000}</script>');
  });
});

describe('createPageCache', () => {
  const render = (body: string, status = 200, headers: Record<string, string> = {}) => async (): Promise<PageRender> => ({
    status,
    headers: new Headers({ 'content-type': 'text/html', ...headers }),
    body,
  });

  it('should render once for visitors who arrive together, keep it for the ttl, then send it stale while one render refreshes it', async () => {
    let time = 0;
    let renders = 0;
    const cache = createPageCache({ ttlMs: 5000, staleMs: 30_000, sharedCookies: [], monotonicMs: () => time });
    const counted = async (nonce: string): Promise<PageRender> => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 200, headers: new Headers({ 'content-type': 'text/html' }), body: `render ${renders} ${nonce}` };
    };
    const together = await Promise.all([cache.get('k', counted), cache.get('k', counted), cache.get('k', counted)]);
    expect(renders).toBe(1);
    expect(together.map((result) => result.outcome)).toEqual(['miss', 'miss', 'miss']);

    time = 4999;
    expect((await cache.get('k', counted)).outcome).toBe('hit');
    expect(renders).toBe(1);

    time = 5000;
    const stale = await cache.get('k', counted);
    expect(stale.outcome).toBe('stale');
    expect(stale.page.body).toMatch(/^render 1 /);
    // The refresh runs in the background: wait until it is kept (bounded against a hang, not timed). Asking
    // meanwhile gets the stale page without starting another render.
    await vi.waitFor(async () => expect((await cache.get('k', counted)).outcome).toBe('hit'), { timeout: 15_000, interval: 5 });
    expect(renders).toBe(2);
    const fresh = await cache.get('k', counted);
    expect(fresh.outcome).toBe('hit');
    expect(fresh.page.body).toMatch(/^render 2 /);

    // With no visitor for longer than ttl + stale, the next one waits for a new render.
    time += 35_001;
    expect((await cache.get('k', counted)).outcome).toBe('miss');
    expect(renders).toBe(3);
  });

  it('should keep only 200 and 404 answers without a Set-Cookie, and nothing when the render fails', async () => {
    const cache = createPageCache({ ttlMs: 5000, staleMs: 0, sharedCookies: [], monotonicMs: () => 0 });
    await cache.get('ok', render('ok'));
    await cache.get('missing', render('missing', 404));
    await cache.get('error', render('error', 500));
    await cache.get('cookie', render('cookie', 200, { 'set-cookie': 'a=1' }));
    await expect(cache.get('failed', () => Promise.reject(new Error('platform down')))).rejects.toThrow('platform down');
    expect(cache.size).toBe(2);
  });

  it('should forget the least recently used page past maxEntries', async () => {
    const cache = createPageCache({ ttlMs: 5000, staleMs: 0, sharedCookies: [], maxEntries: 2, monotonicMs: () => 0 });
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('c', render('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', render('a again'))).outcome).toBe('miss');
  });

  it('should drop every page on clear, and not keep a render that began before it', async () => {
    const cache = createPageCache({ ttlMs: 60_000, staleMs: 0, sharedCookies: [], monotonicMs: () => 0 });
    await cache.get('kept', render('kept'));
    let finish!: () => void;
    const slow = cache.get('slow', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { status: 200, headers: new Headers(), body: 'before the change' };
    });
    cache.clear();
    expect(cache.size).toBe(0);
    // A visitor after the change does not wait on the render begun before it.
    const after = await cache.get('slow', render('after the change'));
    expect(after.page.body).toBe('after the change');
    finish();
    expect((await slow).page.body).toBe('before the change');
    expect((await cache.get('slow', render('not asked'))).page.body).toBe('after the change');
  });

  describe("shared with the site's other processes", () => {
    // Two processes' caches, each on its own monotonic clock, linked as the cluster links them.
    function twoProcesses() {
      const clocks = { a: 1_000, b: 50_000 };
      const b = createPageCache({ ttlMs: 5_000, staleMs: 30_000, sharedCookies: [], monotonicMs: () => clocks.b });
      const sent: { key: string; page: SharedPage }[] = [];
      const a = createPageCache({
        ttlMs: 5_000,
        staleMs: 30_000,
        sharedCookies: [],
        monotonicMs: () => clocks.a,
        onKeep: (key, page) => sent.push({ key, page }),
      });
      return { a, b, clocks, sent };
    }
    const never = async (): Promise<PageRender> => {
      throw new Error('rendered again');
    };

    it('should hand every page it renders and keeps to the others, who send it without rendering', async () => {
      const { a, b, sent } = twoProcesses();
      await a.get('/news', render('the news'));
      expect(sent.map(({ key, page }) => [key, page.body, page.ageMs])).toEqual([['/news', 'the news', 0]]);
      for (const { key, page } of sent) b.adopt(key, page);
      const answer = await b.get('/news', never);
      expect([answer.outcome, answer.page.body]).toEqual(['hit', 'the news']);
    });

    it("should age an adopted page from when it was rendered, on the receiver's own clock", async () => {
      const { b, clocks } = twoProcesses();
      b.adopt('/news', { status: 200, headers: [], body: 'four seconds old', nonce: 'n', ageMs: 4_000 });
      expect((await b.get('/news', never)).outcome).toBe('hit');
      clocks.b += 1_000;
      const stale = await b.get('/news', render('refreshed'));
      expect([stale.outcome, stale.page.body]).toEqual(['stale', 'four seconds old']);
    });

    it('should not hand on a page it does not keep, nor let an older page replace a newer one', async () => {
      const { a, b, sent } = twoProcesses();
      await a.get('/error', async () => ({ status: 500, headers: new Headers(), body: 'broken' }));
      expect(sent).toEqual([]);
      await b.get('/news', render('newer'));
      b.adopt('/news', { status: 200, headers: [], body: 'older', nonce: 'n', ageMs: 1_000 });
      expect((await b.get('/news', never)).page.body).toBe('newer');
    });

    it('should not adopt a page rendered before its own content changed', async () => {
      const { b, clocks } = twoProcesses();
      b.clear();
      clocks.b += 2_000;
      b.adopt('/news', { status: 200, headers: [], body: 'from before the change', nonce: 'n', ageMs: 3_000 });
      b.adopt('/video', { status: 200, headers: [], body: 'from after the change', nonce: 'n', ageMs: 1_000 });
      expect((await b.get('/news', render('rendered after'))).page.body).toBe('rendered after');
      expect((await b.get('/video', never)).page.body).toBe('from after the change');
    });
  });
});

// The page renderer of a built app, small enough to write by hand: it counts its renders and writes the
// nonce and the clock as the real entry does.
const renderEntry = `
let renders = 0;
export async function render({ request, nonce, clock }) {
  renders += 1;
  const url = new URL(request.url);
  const body = '<!doctype html><html><head><script id="site-clock" type="application/json" nonce="' + nonce + '">{"now":' +
    clock.nowMs() + '}</script></head><body><p>' + url.pathname + ' render ' + renders + '</p><script nonce="' + nonce + '">hydrate()</script></body></html>';
  return new Response(body, { status: url.pathname === '/error' ? 500 : 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
`;

/** A GET as a browser sends it, the body as it came over the wire (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('a site server with the page cache', () => {
  let appRoot: string;
  let site: SiteServer;
  let origin: string;
  const clock = createManualClock('2026-12-05T15:20:00Z');

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-cache-'));
    await mkdir(join(appRoot, 'dist/client/.vite'), { recursive: true });
    await mkdir(join(appRoot, 'dist/server'), { recursive: true });
    await writeFile(join(appRoot, 'dist/client/.vite/router-manifest.json'), JSON.stringify({ routes: { __root__: { scripts: [] } } }));
    await writeFile(join(appRoot, 'dist/server/entry-server.js'), renderEntry);
    site = await createSiteServer({
      appRoot,
      mode: 'production',
      port: 0,
      host: '127.0.0.1',
      platformUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
      clock,
      pageCache: { ttlMs: 60_000, staleMs: 0, sharedCookies: ['club_cookie_consent'] },
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site.close();
    await rm(appRoot, { recursive: true, force: true });
  });

  const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  it("should render a page once for every visitor without a sign-in, each with their own nonce matching their CSP, and the clock they were sent at", async () => {
    const first = await fetch(`${origin}/news`);
    const firstBody = await first.text();
    clock.advance(3000);
    const second = await fetch(`${origin}/news`, { headers: { cookie: 'club_cookie_consent=1' } });
    await second.text();
    clock.advance(2000);
    const third = await fetch(`${origin}/news`, { headers: { cookie: 'club_cookie_consent=1' } });
    const thirdBody = await third.text();

    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('miss');
    expect(third.headers.get('x-page-cache')).toBe('hit');
    expect(thirdBody).toContain('/news render 2');
    for (const [response, body] of [
      [first, firstBody],
      [third, thirdBody],
    ] as const) {
      const nonce = nonceOf(response);
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
      expect(body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    }
    expect(nonceOf(third)).not.toBe(nonceOf(second));
    // Hydration prints what was rendered at 15:20:03; the page's clock starts at 15:20:05, when it was sent.
    expect(thirdBody).toContain(`{"now":${Date.parse('2026-12-05T15:20:03Z')},"sentAt":${Date.parse('2026-12-05T15:20:05Z')}}`);
    expect(third.headers.get('content-type')).toMatch(/^text\/html/);
    expect(third.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('cache-control')).toBe('no-cache');
  });

  it('should compress a kept page for each visitor who takes it compressed, with their own nonce', async () => {
    const plain = await rawGet(`${origin}/compressed`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await rawGet(`${origin}/compressed`, { 'accept-encoding': 'br' });
    expect(compressed.headers['x-page-cache']).toBe('hit');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const nonce = /'nonce-([^']+)'/.exec(String(compressed.headers['content-security-policy']))?.[1];
    const body = brotliDecompressSync(compressed.body).toString('utf8');
    expect(body).toContain('/compressed render');
    expect(body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
  });

  it('should render a page of its own for a visitor who is signed in, and never keep an error', async () => {
    const signedIn = await fetch(`${origin}/account`, { headers: { cookie: 'club_access=eyJ' } });
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    expect(await signedIn.text()).toContain('/account render');
    const error = await fetch(`${origin}/error`);
    await error.text();
    expect(error.status).toBe(500);
    const again = await fetch(`${origin}/error`);
    expect(again.headers.get('x-page-cache')).toBe('miss');
    await again.text();
  });
});

describe('a site server whose platform content changes', () => {
  let appRoot: string;
  let site: SiteServer;
  let origin: string;
  let platform: Server;
  let version = 'v1';

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-content-'));
    await mkdir(join(appRoot, 'dist/client/.vite'), { recursive: true });
    await mkdir(join(appRoot, 'dist/server'), { recursive: true });
    await writeFile(join(appRoot, 'dist/client/.vite/router-manifest.json'), JSON.stringify({ routes: { __root__: { scripts: [] } } }));
    await writeFile(join(appRoot, 'dist/server/entry-server.js'), renderEntry);
    // The platform's side of the contract: GET /api/web/content-version, as api-client's schema says.
    platform = createServer((req, res) => {
      if (req.url !== '/api/web/content-version') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ version }));
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    site = await createSiteServer({
      appRoot,
      mode: 'production',
      port: 0,
      host: '127.0.0.1',
      platformUrl: `http://127.0.0.1:${(platform.address() as AddressInfo).port}`,
      logLevel: 'silent',
      pageCache: { ttlMs: 60_000, staleMs: 60_000, sharedCookies: [] },
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => platform.close(resolve));
    await rm(appRoot, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return { outcome: response.headers.get('x-page-cache'), body: await response.text() };
  };

  it('should drop its kept pages as soon as the content version moves, and not before', async () => {
    await site.contentVersion!.check();
    const first = await page('/fixtures');
    expect((await page('/fixtures')).outcome).toBe('hit');
    await site.contentVersion!.check();
    expect((await page('/fixtures')).outcome).toBe('hit');

    version = 'v2';
    await site.contentVersion!.check();
    const after = await page('/fixtures');
    expect(after.outcome).toBe('miss');
    expect(after.body).not.toBe(first.body);
  });

  it('should keep its pages while the platform cannot say', async () => {
    await page('/table');
    platform.closeAllConnections();
    const closed = new Promise((resolve) => platform.close(resolve));
    await site.contentVersion!.check();
    expect((await page('/table')).outcome).toBe('hit');
    await closed;
  });
});
