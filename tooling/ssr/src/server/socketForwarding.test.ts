import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlatformForwarding, socketUpgradeHeaders } from './forwarding';

// `ws` is not a dependency of this package but of @fastify/http-proxy, which forwards the sockets with it:
// the test borrows it from there rather than adding a second copy.
const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a borrowed module without its types
const ws: any = createRequire(require.resolve('@fastify/http-proxy'))('ws');

describe('forwarding the concurrency socket', () => {
  let platform: Server;
  let site: FastifyInstance;
  let siteUrl: string;
  const handshakes: { url: string; headers: IncomingHttpHeaders }[] = [];
  const closedUpstream: string[] = [];

  beforeAll(async () => {
    // The platform: answers on its socket path only, echoing each message back with 'platform:'.
    platform = createServer((_request, response) => response.end('plain'));
    const sockets = new ws.WebSocketServer({ noServer: true });
    platform.on('upgrade', (request, socket, head) => {
      if (request.url !== '/api/videos/concurrency') {
        socket.destroy();
        return;
      }
      handshakes.push({ url: request.url, headers: request.headers });
      sockets.handleUpgrade(request, socket, head, (client: { on: (event: string, listener: (data?: unknown) => void) => void; send: (text: string) => void }) => {
        client.on('message', (data) => client.send(`platform:${String(data)}`));
        client.on('close', () => closedUpstream.push('closed'));
      });
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    // The test's client stands for a trusted proxy in front (a CDN on loopback), so its country header counts.
    site = Fastify({ trustProxy: ['loopback'] });
    await registerPlatformForwarding(site, `http://127.0.0.1:${(platform.address() as AddressInfo).port}`);
    await site.listen({ port: 0, host: '127.0.0.1' });
    siteUrl = `ws://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => platform.close(resolve));
  });

  const connect = (path: string, headers: Record<string, string>) =>
    new Promise<{ send(text: string): void; next(): Promise<string>; close(): void }>((resolve, reject) => {
      const socket = new ws.WebSocket(`${siteUrl}${path}`, { headers });
      const received: string[] = [];
      const waiting: ((text: string) => void)[] = [];
      socket.on('message', (data: unknown) => {
        const next = waiting.shift();
        if (next) next(String(data));
        else received.push(String(data));
      });
      socket.once('open', () =>
        resolve({
          send: (text) => socket.send(text),
          next: () => (received.length ? Promise.resolve(received.shift()!) : new Promise((done) => waiting.push(done))),
          close: () => socket.close(),
        }),
      );
      socket.once('error', reject);
      socket.once('unexpected-response', (_request: unknown, response: { statusCode: number }) => reject(new Error(`HTTP ${response.statusCode}`)));
    });

  it("should carry the visitor's cookie and a trusted proxy's country header to the platform, and messages both ways", async () => {
    const socket = await connect('/api/videos/concurrency', { cookie: 'club_access=abc', 'cf-ipcountry': 'GB', 'x-forwarded-for': '203.0.113.7' });
    socket.send('{"action":"ping"}');
    expect(await socket.next()).toBe('platform:{"action":"ping"}');
    const headers = handshakes.at(-1)?.headers ?? {};
    expect(headers.cookie).toBe('club_access=abc');
    expect(headers['cf-ipcountry']).toBe('GB');
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    // The proxy's own handshake towards the platform, not the visitor's.
    expect(headers.host).toBe(`127.0.0.1:${(platform.address() as AddressInfo).port}`);
    socket.close();
    await expect.poll(() => closedUpstream.length).toBe(1);
  });

  it('should not forward upgrades of other paths', async () => {
    await expect(connect('/api/other', {})).rejects.toThrow();
  });
});

describe('socketUpgradeHeaders', () => {
  it("should drop the visitor hop's handshake and keep what identifies the visitor", () => {
    expect(
      socketUpgradeHeaders(
        {
          host: 'club.example',
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-key': 'abc',
          'sec-websocket-version': '13',
          'sec-websocket-extensions': 'permessage-deflate',
          cookie: 'club_access=abc',
          'user-agent': 'Firefox',
          origin: 'https://club.example',
          'cf-ipcountry': 'FR',
        },
        { ip: '198.51.100.1', host: 'club.example', protocol: 'https', viaTrustedProxy: false },
      ),
    ).toEqual({
      cookie: 'club_access=abc',
      'user-agent': 'Firefox',
      origin: 'https://club.example',
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-host': 'club.example',
      'x-forwarded-proto': 'https',
    });
  });
});
