import { createManualClock } from '@club/clock';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer, type SiteServer } from './createSiteServer';
import { createPageCache, isPrivatePageRequest, matchesEtag, pageCacheKey, type PageRender, type SharedPage } from './pageCache';

const request = (overrides: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => ({
  method: 'GET',
  url: '/news',
  host: 'club.example',
  protocol: 'https',
  headers: {},
  ...overrides,
});

describe('pageCacheKey', () => {
  it('should be the same for everyone who asks for the same URL, whatever their cookies, and differ by host, scheme, path and query', () => {
    const key = pageCacheKey(request());
    expect(pageCacheKey(request({ headers: { cookie: 'club_access=eyJ; club_cookie_consent=1' } }))).toBe(key);
    expect(pageCacheKey(request({ url: '/news?page=2' }))).not.toBe(key);
    expect(pageCacheKey(request({ host: 'other.example' }))).not.toBe(key);
    expect(pageCacheKey(request({ protocol: 'http' }))).not.toBe(key);
  });
});

describe('isPrivatePageRequest', () => {
  const privatePages = { paths: ['/account', '/packages'], cookies: ['club_site_entry'] };

  it('should treat a page as public for a fan signed in or not, consented or not', () => {
    expect(isPrivatePageRequest(request(), privatePages)).toBe(false);
    expect(isPrivatePageRequest(request({ headers: { cookie: 'club_access=eyJ; club_signed_in=1; club_cookie_consent=1' } }), privatePages)).toBe(false);
    expect(isPrivatePageRequest(request({ url: '/accounts' }), privatePages)).toBe(false);
  });

  it('should keep account and checkout pages, a POST and a holder of a private cookie to themselves', () => {
    expect(isPrivatePageRequest(request({ url: '/account' }), privatePages)).toBe(true);
    expect(isPrivatePageRequest(request({ url: '/account/profile?tab=1' }), privatePages)).toBe(true);
    expect(isPrivatePageRequest(request({ url: '/packages' }), privatePages)).toBe(true);
    expect(isPrivatePageRequest(request({ method: 'POST' }), privatePages)).toBe(true);
    expect(isPrivatePageRequest(request({ headers: { cookie: 'a=1; club_site_entry=abc' } }), privatePages)).toBe(true);
  });

  it("should keep every page of a site that names '/' (the studio) to its visitor", () => {
    for (const url of ['/', '/news', '/fans?page=2']) expect(isPrivatePageRequest(request({ url }), { paths: ['/'], cookies: [] })).toBe(true);
  });
});

describe('matchesEtag', () => {
  it("should match the page's tag weakly, in a list, or '*', and nothing else", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
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
    const cache = createPageCache({ ttlMs: 5000, staleMs: 30_000, monotonicMs: () => time });
    const counted = async (): Promise<PageRender> => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 200, headers: new Headers({ 'content-type': 'text/html' }), body: `render ${renders} ` };
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
    const cache = createPageCache({ ttlMs: 5000, staleMs: 0, monotonicMs: () => 0 });
    await cache.get('ok', render('ok'));
    await cache.get('missing', render('missing', 404));
    await cache.get('error', render('error', 500));
    await cache.get('cookie', render('cookie', 200, { 'set-cookie': 'a=1' }));
    await expect(cache.get('failed', () => Promise.reject(new Error('platform down')))).rejects.toThrow('platform down');
    expect(cache.size).toBe(2);
  });

  it('should forget the least recently used page past maxEntries', async () => {
    const cache = createPageCache({ ttlMs: 5000, staleMs: 0, maxEntries: 2, monotonicMs: () => 0 });
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('c', render('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', render('a again'))).outcome).toBe('miss');
  });

  it('should drop every page on clear, and not keep a render that began before it', async () => {
    const cache = createPageCache({ ttlMs: 60_000, staleMs: 0, monotonicMs: () => 0 });
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
      const b = createPageCache({ ttlMs: 5_000, staleMs: 30_000, monotonicMs: () => clocks.b });
      const sent: { key: string; page: SharedPage }[] = [];
      const a = createPageCache({
        ttlMs: 5_000,
        staleMs: 30_000,
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
      b.adopt('/news', { status: 200, headers: [], body: 'four seconds old', hashes: { scripts: [], styles: [] }, etag: 'W/"t"', ageMs: 4_000 });
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
      b.adopt('/news', { status: 200, headers: [], body: 'older', hashes: { scripts: [], styles: [] }, etag: 'W/"t"', ageMs: 1_000 });
      expect((await b.get('/news', never)).page.body).toBe('newer');
    });

    it('should not adopt a page rendered before its own content changed', async () => {
      const { b, clocks } = twoProcesses();
      b.clear();
      clocks.b += 2_000;
      b.adopt('/news', { status: 200, headers: [], body: 'from before the change', hashes: { scripts: [], styles: [] }, etag: 'W/"t"', ageMs: 3_000 });
      b.adopt('/video', { status: 200, headers: [], body: 'from after the change', hashes: { scripts: [], styles: [] }, etag: 'W/"t"', ageMs: 1_000 });
      expect((await b.get('/news', render('rendered after'))).page.body).toBe('rendered after');
      expect((await b.get('/video', never)).page.body).toBe('from after the change');
    });
  });
});

// The page renderer of a built app, small enough to write by hand: it counts its renders, writes the
// nonce (when it is given one) and the clock as the real entry does, and says whether a cookie reached it.
const renderEntry = `
let renders = 0;
export const privatePaths = ['/account'];
export async function render({ request, nonce, clock }) {
  renders += 1;
  const url = new URL(request.url);
  const nonceAttribute = nonce ? ' nonce="' + nonce + '"' : '';
  const body = '<!doctype html><html><head><script id="site-clock" type="application/json"' + nonceAttribute + '>{"now":' +
    clock.nowMs() + '}</script><style' + nonceAttribute + '>p{color:red}</style></head><body><p>' + url.pathname + ' render ' + renders +
    ' cookie ' + (request.headers.get('cookie') ?? 'none') + '</p><script' + nonceAttribute + '>hydrate()</script></body></html>';
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
      pageCache: { ttlMs: 60_000, staleMs: 0 },
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site.close();
    await rm(appRoot, { recursive: true, force: true });
  });

  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('should send the same bytes to every fan, signed in or not, consented or not, rendered with no cookie and nothing per response in them', async () => {
    const first = await fetch(`${origin}/news`);
    const firstBody = await first.text();
    // A cache keeps the page for minutes: nothing in it moves with the clock.
    clock.advance(5 * 60_000);
    const fans = await Promise.all(
      ['club_access=eyJ; club_signed_in=1; club_cookie_consent=1', 'club_cookie_consent=1; club_cookie_tracking=1', 'club_child_friendly=0'].map(
        async (cookie) => {
          const response = await fetch(`${origin}/news`, { headers: { cookie } });
          return { response, body: await response.text() };
        },
      ),
    );
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(firstBody).toContain('/news render 1 cookie none');
    expect(firstBody).toContain(`{"now":${Date.parse('2026-12-05T15:20:00Z')}}`);
    for (const { response, body } of fans) {
      expect(response.headers.get('x-page-cache')).toBe('hit');
      expect(body).toBe(firstBody);
      expect(response.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
      expect(response.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    expect(firstBody).not.toContain('nonce');
  });

  it('should allow its inline script and style by their digests, with no nonce and no unsafe-inline for scripts', async () => {
    const response = await fetch(`${origin}/csp`);
    await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSources).toBe(`'self' ${sha256('hydrate()')}`);
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${sha256('p{color:red}')}`);
    expect(policy).not.toContain('nonce-');
  });

  it('should tell a CDN to keep it a few seconds, how old it is, and answer a revalidation with 304', async () => {
    const first = await fetch(`${origin}/revalidate`);
    await first.text();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=0, stale-if-error=86400');
    expect(first.headers.get('surrogate-key')).toBe('pages');
    expect(first.headers.get('age')).toBe('0');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await fetch(`${origin}/revalidate`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await fetch(`${origin}/revalidate`, { headers: { 'if-none-match': 'W/"another"' } });
    expect(changed.status).toBe(200);
  });

  it('should send a kept page compressed to whoever takes it compressed, the same bytes each time', async () => {
    const plain = await rawGet(`${origin}/compressed`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await rawGet(`${origin}/compressed`, { 'accept-encoding': 'br' });
    const again = await rawGet(`${origin}/compressed`, { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['x-page-cache']).toBe('hit');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(again.body.equals(compressed.body)).toBe(true);
  });

  it("should render an account page for the visitor alone, with their cookie and their own nonce, and never keep an error", async () => {
    const signedIn = await fetch(`${origin}/account`, { headers: { cookie: 'club_access=eyJ' } });
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const nonce = /'nonce-([^']+)'/.exec(signedIn.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    const body = await signedIn.text();
    expect(body).toContain('/account render');
    expect(body).toContain('cookie club_access=eyJ');
    expect(body).toContain(`<script nonce="${nonce}">hydrate()`);
    const error = await fetch(`${origin}/error`);
    await error.text();
    expect(error.status).toBe(500);
    expect(error.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${origin}/error`);
    expect(again.headers.get('x-page-cache')).toBe('miss');
    await again.text();
  });

  it("should answer the site clock's instant now, uncached, however old the kept page is", async () => {
    await (await fetch(`${origin}/kick-off`)).text();
    clock.advance(4 * 60_000);
    const kept = await fetch(`${origin}/kick-off`);
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    const time = await fetch(`${origin}/_clock`);
    expect(time.headers.get('cache-control')).toBe('no-store');
    expect(await time.json()).toEqual({ now: clock.nowMs() });
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
      pageCache: { ttlMs: 60_000, staleMs: 60_000 },
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
