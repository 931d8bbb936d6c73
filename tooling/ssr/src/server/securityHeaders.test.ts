import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from './createSiteServer';
import { cleanDoubleSlashPath, contentSecurityPolicy } from './securityHeaders';

// A built app whose render writes inline scripts with the nonce it was handed, as the router does; /missing
// is a 404 page, /broken throws (the server's own 500 document), /cached sets its own cache policy.
const renderEntry = `
export async function render({ request, nonce }) {
  const url = new URL(request.url);
  if (url.pathname === '/broken') throw new Error('render failed');
  const status = url.pathname === '/missing' ? 404 : 200;
  const headers = { 'content-type': 'text/html; charset=utf-8' };
  if (url.pathname === '/cached') headers['cache-control'] = 'public, max-age=60';
  return new Response(
    '<!doctype html><html><head><script id="site-clock" type="application/json" nonce="' + nonce + '">{"now":1}</script></head>' +
      '<body><h1>' + url.pathname + '</h1><script nonce="' + nonce + '">self.$_TSR = {}</script>' +
      '<script type="module" async src="/assets/entry-client-AAA.js"></script></body></html>',
    { status, headers },
  );
}
`;

async function writeApp(appRoot: string): Promise<void> {
  await mkdir(join(appRoot, 'dist/client/assets'), { recursive: true });
  await mkdir(join(appRoot, 'dist/client/.vite'), { recursive: true });
  await mkdir(join(appRoot, 'dist/server'), { recursive: true });
  await writeFile(join(appRoot, 'dist/client/assets/entry-client-AAA.js'), 'console.log("hydrate")');
  await writeFile(join(appRoot, 'dist/client/.vite/router-manifest.json'), JSON.stringify({ routes: {} }));
  await writeFile(join(appRoot, 'dist/server/entry-server.js'), renderEntry);
}

function expectPageHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/'unsafe-eval'/);
  for (const directive of [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cache-control')).toBeTruthy();
}

function nonceOf(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

describe('the site server security headers', () => {
  let appRoot: string;
  let upstream: Server;
  let platformUrl: string;
  let site: SiteServer;
  let origin: string;

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-headers-'));
    await writeApp(appRoot);
    upstream = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { url: req.url } }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    platformUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    site = await createSiteServer({ appRoot, mode: 'production', port: 0, host: '127.0.0.1', platformUrl, logLevel: 'silent' });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(appRoot, { recursive: true, force: true });
  });

  describe('on HTML answers', () => {
    it('should send every header on a page', async () => {
      const response = await fetch(`${origin}/news/some-article`);
      expect(response.status).toBe(200);
      expectPageHeaders(response);
    });

    it('should send every header on a 404 page', async () => {
      const response = await fetch(`${origin}/missing`);
      expect(response.status).toBe(404);
      expectPageHeaders(response);
    });

    it("should send every header on the server's own 500 document", async () => {
      const response = await fetch(`${origin}/broken`);
      expect(response.status).toBe(500);
      expectPageHeaders(response);
    });

    it("should give each response a fresh nonce that every inline script's nonce attribute matches", async () => {
      const nonces = new Set<string>();
      for (let round = 0; round < 5; round += 1) {
        const response = await fetch(`${origin}/`);
        const nonce = nonceOf(response);
        expect(nonce).toBeDefined();
        nonces.add(nonce!);
        const inline = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/\ssrc=/.test(tag));
        expect(inline).toHaveLength(2);
        for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(nonces.size).toBe(5);
    });

    it('should have a public page revalidated whoever asks, with cookies or not (it is rendered without them)', async () => {
      expect((await fetch(`${origin}/`, { headers: { cookie: 'session=abc' } })).headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${origin}/`)).headers.get('cache-control')).toBe('no-cache');
    });

    it("should keep a page's own cache policy", async () => {
      expect((await fetch(`${origin}/cached`)).headers.get('cache-control')).toBe('public, max-age=60');
    });

    it('should not send HSTS when the request did not come over HTTPS through a trusted proxy', async () => {
      // x-forwarded-proto from a proxy nobody trusts is not believed.
      const response = await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  });

  describe('on everything else', () => {
    it('should send nosniff on static files and forwarded answers, without the page headers', async () => {
      for (const path of ['/assets/entry-client-AAA.js', '/api/web/menus', '/assets/gone-ZZZ.js', '/_health']) {
        const response = await fetch(`${origin}${path}`);
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('content-security-policy'), path).toBeNull();
      }
    });
  });

  describe('given a path that starts with //', () => {
    it('should redirect to the same-origin path, never to another host', async () => {
      for (const [path, location] of [
        ['//evil.example/', '/evil.example/'],
        ['//evil.example', '/evil.example'],
        ['///evil.example/x?y=1', '/evil.example/x?y=1'],
        ['/\\evil.example/', '/evil.example/'],
        ['//', '/'],
      ] as const) {
        // fetch would clean the path itself; a raw request keeps it as written.
        const response = await rawGet(origin, path);
        expect(response.status, path).toBe(301);
        expect(response.location, path).toBe(location);
        expect(new URL(response.location ?? '', origin).origin, path).toBe(origin);
      }
    });

    it('should answer 404 to other methods', async () => {
      const response = await rawGet(origin, '//evil.example/', 'POST');
      expect(response.status).toBe(404);
    });
  });
});

describe('the site server behind a trusted HTTPS proxy', () => {
  let appRoot: string;
  let site: SiteServer;
  let origin: string;

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-headers-proxy-'));
    await writeApp(appRoot);
    site = await createSiteServer({
      appRoot,
      mode: 'production',
      port: 0,
      host: '127.0.0.1',
      platformUrl: 'http://127.0.0.1:1',
      logLevel: 'silent',
      trustProxy: ['loopback'],
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site?.close();
    await rm(appRoot, { recursive: true, force: true });
  });

  it('should send HSTS when the proxy says the visitor came over HTTPS', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expectPageHeaders(response);
  });

  it('should not send HSTS when the proxy says the visitor came over plain HTTP', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the site server told every visitor arrives over HTTPS (HTTPS_ONLY=1)', () => {
  let appRoot: string;
  let upstream: Server;
  let site: SiteServer;
  let origin: string;
  const forwardedProto: (string | undefined)[] = [];

  beforeAll(async () => {
    appRoot = await mkdtemp(join(tmpdir(), 'site-headers-https-'));
    await writeApp(appRoot);
    upstream = createServer((req, res) => {
      forwardedProto.push(req.headers['x-forwarded-proto'] as string | undefined);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    site = await createSiteServer({
      appRoot,
      mode: 'production',
      port: 0,
      host: '127.0.0.1',
      platformUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      logLevel: 'silent',
      httpsOnly: true,
    });
    origin = await site.listen();
  });

  afterAll(async () => {
    await site?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(appRoot, { recursive: true, force: true });
  });

  it('should send HSTS behind a TLS-terminating proxy it does not trust, and tell the platform the visitor came over https', async () => {
    const page = await fetch(`${origin}/`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const api = await fetch(`${origin}/api/health`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(forwardedProto.at(-1)).toBe('https');
  });
});

describe('contentSecurityPolicy', () => {
  it('should allow inline styles only in development, and scripts by nonce in both modes', () => {
    expect(contentSecurityPolicy({ nonce: 'abc', mode: 'production' })).toContain("style-src 'self' 'nonce-abc'");
    expect(contentSecurityPolicy({ nonce: 'abc', mode: 'development' })).toContain("style-src 'self' 'unsafe-inline'");
    for (const mode of ['production', 'development'] as const) {
      expect(contentSecurityPolicy({ nonce: 'abc', mode })).toContain("script-src 'self' 'nonce-abc'");
    }
  });
});

describe('cleanDoubleSlashPath', () => {
  it('should leave clean paths alone', () => {
    expect(cleanDoubleSlashPath('/')).toBeUndefined();
    expect(cleanDoubleSlashPath('/news/a//b')).toBeUndefined();
  });
});

/** A GET (or another method) with the path exactly as written, as curl --path-as-is sends it. */
async function rawGet(origin: string, path: string, method = 'GET'): Promise<{ status: number; location: string | undefined }> {
  const { request } = await import('node:http');
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}
