import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from './createSiteServer';

// A built app as `vite build` leaves it, small enough to write by hand: the render entry echoes what it
// was given, so the test sees exactly what the server hands an app.
const renderEntry = `
export async function render({ request, manifest, platformUrl }) {
  const url = new URL(request.url);
  const status = url.pathname === '/missing' ? 404 : 200;
  return new Response(
    '<!doctype html><html><body>' + JSON.stringify({ path: url.pathname, platformUrl, routes: Object.keys(manifest.routes) }) + '</body></html>',
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'seen=1; Path=/' } },
  );
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

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('createSiteServer in production', () => {
  let appRoot: string;
  let upstream: Server;
  let site: SiteServer;
  let origin: string;
  const seen: Seen[] = [];
  // The platform's live match stream as the site server sees it from upstream.
  const liveStreams: ServerResponse[] = [];
  let liveStreamsClosed = 0;

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-server-'));
    await mkdir(join(appRoot, 'dist/client/assets'), { recursive: true });
    await mkdir(join(appRoot, 'dist/client/.vite'), { recursive: true });
    await mkdir(join(appRoot, 'dist/server'), { recursive: true });
    await writeFile(join(appRoot, 'dist/client/assets/entry-client-AAA.js'), 'console.log("hydrate")');
    await writeFile(join(appRoot, 'dist/client/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(
      join(appRoot, 'dist/client/.vite/router-manifest.json'),
      JSON.stringify({ routes: { __root__: { scripts: [] }, '/': {} } }),
    );
    await writeFile(join(appRoot, 'dist/server/entry-server.js'), renderEntry);

    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (req.url?.startsWith('/api/matches/live')) {
          // Server-sent events: headers and a first message at once, the rest whenever the test says.
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          res.write('event: match\ndata: {"n":1}\n\n');
          liveStreams.push(res);
          res.on('close', () => (liveStreamsClosed += 1));
          return;
        }
        if (req.url?.startsWith('/media/')) {
          // Written in parts with pauses between, as a segment or a live manifest would arrive.
          res.writeHead(200, { 'content-type': 'video/mp2t' });
          res.write('part-1;');
          setTimeout(() => res.end('part-2'), 200);
          return;
        }
        res.writeHead(req.url === '/api/missing' ? 404 : 201, {
          'content-type': 'application/json',
          'x-platform': 'yes',
          'set-cookie': ['session=abc; Domain=platform.internal; Path=/; HttpOnly'],
        });
        res.end(JSON.stringify({ data: { url: req.url } }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

    site = await createSiteServer({
      appRoot,
      mode: 'production',
      port: 0,
      host: '127.0.0.1',
      platformUrl,
      logLevel: 'silent',
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(appRoot, { recursive: true, force: true });
  });

  describe('forwarding to the platform', () => {
    it('should pass the status, headers and body through', async () => {
      const response = await fetch(`${origin}/api/web/menus?x=1`);
      expect(response.status).toBe(201);
      expect(response.headers.get('x-platform')).toBe('yes');
      expect(await response.json()).toEqual({ data: { url: '/api/web/menus?x=1' } });
    });

    it("should refuse the platform's development mail outbox outright, however the path is spelt", async () => {
      const before = seen.length;
      for (const path of [
        '/api/identity/outbox?to=fan@example.com',
        '/api/identity/outbox/?to=fan@example.com',
        '/api//identity/outbox?to=fan@example.com',
        '/api/identity/./outbox?to=fan@example.com',
        '/api/web/../identity/outbox?to=fan@example.com',
        '/api/identity/%6Futbox?to=fan@example.com',
        '/api/identity/%256Futbox?to=fan@example.com',
        '/API/Identity/OUTBOX?to=fan@example.com',
        '/api/identity/outbox;x=1?to=fan@example.com',
      ]) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.json(), path).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      }
      const posted = await fetch(`${origin}/api/identity/outbox`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(posted.status).toBe(404);
      // None of them reached the platform.
      expect(seen.slice(before).filter((entry) => /outbox/i.test(decodeURIComponent(decodeURIComponent(entry.url))))).toEqual([]);
      // Its neighbours still go through.
      expect((await fetch(`${origin}/api/identity/session`)).status).toBe(201);
    });

    it("should pass the platform's error statuses through", async () => {
      expect((await fetch(`${origin}/api/missing`)).status).toBe(404);
    });

    it('should forward the cookie and add x-forwarded headers', async () => {
      await fetch(`${origin}/api/identity/session`, { headers: { cookie: 'refresh=r1' } });
      const request = seen.findLast((entry) => entry.url === '/api/identity/session');
      expect(request?.headers.cookie).toBe('refresh=r1');
      expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(request?.headers['x-forwarded-host']).toBe(new URL(origin).host);
      expect(request?.headers['x-forwarded-proto']).toBe('http');
    });

    it("should keep the platform's cookies first-party", async () => {
      const response = await fetch(`${origin}/api/web/menus`);
      expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly']);
    });

    it('should forward request bodies', async () => {
      await fetch(`${origin}/api/analytics/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'page_view' }),
      });
      const request = seen.findLast((entry) => entry.url === '/api/analytics/records');
      expect(request?.method).toBe('POST');
      expect(JSON.parse(request?.body ?? '')).toEqual({ event: 'page_view' });
    });

    it('should stream media from the platform as it arrives', async () => {
      const media = await fetch(`${origin}/media/live/segment-1.ts`);
      expect(media.headers.get('content-type')).toBe('video/mp2t');
      const reader = media.body!.getReader();
      const decoder = new TextDecoder();
      // The first part comes through while the platform is still writing the second.
      expect(decoder.decode((await reader.read()).value)).toBe('part-1;');
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
      expect(rest).toBe('part-2');
    });

    it("should stream the platform's server-sent events through unbuffered and uncompressed, and hang up upstream when the browser goes", async () => {
      const controller = new AbortController();
      const response = await fetch(`${origin}/api/matches/live?matchId=7`, {
        headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('x-accel-buffering')).toBe('no');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      // The first message arrives while the platform holds the stream open.
      expect(decoder.decode((await reader.read()).value)).toBe('event: match\ndata: {"n":1}\n\n');
      const stream = liveStreams.at(-1)!;
      stream.write(': heartbeat\n\n');
      expect(decoder.decode((await reader.read()).value)).toBe(': heartbeat\n\n');
      stream.write('event: match\ndata: {"n":2}\n\n');
      expect(decoder.decode((await reader.read()).value)).toBe('event: match\ndata: {"n":2}\n\n');

      const closedBefore = liveStreamsClosed;
      controller.abort();
      await expect.poll(() => liveStreamsClosed, { timeout: 5_000 }).toBe(closedBefore + 1);
    });

    it('should keep API calls flowing while more pages hold the live stream open than a connection pool has', async () => {
      const controller = new AbortController();
      const pages = await Promise.all(
        Array.from({ length: 140 }, () => fetch(`${origin}/api/matches/live`, { signal: controller.signal })),
      );
      expect(pages.every((page) => page.status === 200)).toBe(true);
      const answer = await fetch(`${origin}/api/web/menus`, { signal: AbortSignal.timeout(5_000) });
      expect(answer.status).toBe(201);
      controller.abort();
    });

    it('should forward images', async () => {
      expect((await fetch(`${origin}/images/320x180/crest.png`)).status).toBe(201);
    });
  });

  describe('serving the client build', () => {
    it('should serve hashed assets as immutable for a year', async () => {
      const response = await fetch(`${origin}/assets/entry-client-AAA.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('console.log("hydrate")');
    });

    it('should serve other files with a short cache', async () => {
      const response = await fetch(`${origin}/favicon.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    });

    it('should answer 404 for an asset that does not exist rather than render a page', async () => {
      const response = await fetch(`${origin}/assets/gone-ZZZ.js`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('text/html');
    });

    it("should not serve Vite's manifests", async () => {
      const body = await (await fetch(`${origin}/.vite/router-manifest.json`)).text();
      expect(body).not.toContain('"routes":{');
    });
  });

  describe('rendering pages', () => {
    it("should hand the app's render entry the request, the manifest and the platform's origin", async () => {
      const response = await fetch(`${origin}/tickets/match-tickets`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.getSetCookie()).toEqual(['seen=1; Path=/']);
      const body = await response.text();
      expect(body).toContain('"path":"/tickets/match-tickets"');
      expect(body).toContain('"routes":["__root__","/"]');
      expect(body).toContain('"platformUrl":"http://127.0.0.1:');
    });

    it("should answer with the status the app's render chose", async () => {
      expect((await fetch(`${origin}/missing`)).status).toBe(404);
    });

    it('should send a page brotli-compressed to a browser that takes brotli, gzip to one that takes only gzip', async () => {
      const br = await rawGet(`${origin}/news`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-length']).toBeUndefined();
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.body).toString('utf8')).toContain('"path":"/news"');

      const gzip = await rawGet(`${origin}/news`, { 'accept-encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toContain('"path":"/news"');
    });

    it('should send a page as it is to a client that asks for no compression, or refuses both', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
        const plain = await rawGet(`${origin}/news`, headers);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/accept-encoding/i);
        expect(plain.body.toString('utf8')).toContain('"path":"/news"');
      }
    });

    it("should leave the platform's answers as the platform sent them", async () => {
      const api = await rawGet(`${origin}/api/web/menus`, { 'accept-encoding': 'gzip, br' });
      expect(api.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(api.body.toString('utf8'))).toEqual({ data: { url: '/api/web/menus' } });
    });

    it('should answer its own health check without the platform', async () => {
      const response = await fetch(`${origin}/_health`);
      expect(await response.json()).toEqual({ status: 'ok' });
    });
  });
});

describe('createSiteServer with the platform down', () => {
  let site: SiteServer;
  let origin: string;
  let appRoot: string;

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-server-down-'));
    await mkdir(join(appRoot, 'dist/client/.vite'), { recursive: true });
    await mkdir(join(appRoot, 'dist/server'), { recursive: true });
    await writeFile(join(appRoot, 'dist/client/.vite/router-manifest.json'), JSON.stringify({ routes: {} }));
    await writeFile(join(appRoot, 'dist/server/entry-server.js'), renderEntry);
    // Port 1 is privileged and unused: the connection is refused at once.
    site = await createSiteServer({
      appRoot,
      mode: 'production',
      port: 0,
      host: '127.0.0.1',
      platformUrl: 'http://127.0.0.1:1',
      logLevel: 'silent',
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site?.close();
    await rm(appRoot, { recursive: true, force: true });
  });

  it('should answer 502 with the platform\'s error shape and no internal address', async () => {
    const response = await fetch(`${origin}/api/web/menus`);
    expect(response.status).toBe(502);
    const body = (await response.json()) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(502);
    expect(body.message).not.toContain('127.0.0.1');
  });
});
