import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayError, registerPlatformForwarding, withFirstPartyCookies, withForwardedHeaders } from './forwarding';

const visitor = { ip: '203.0.113.7', host: 'club.example', protocol: 'https', viaTrustedProxy: false };

describe('withForwardedHeaders', () => {
  it('should tell the platform who asked, for which host, over which scheme', () => {
    expect(withForwardedHeaders({ accept: 'application/json' }, visitor)).toEqual({
      accept: 'application/json',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'club.example',
      'x-forwarded-proto': 'https',
    });
  });

  it("should forward the visitor's address as this server derived it, never the chain a visitor wrote", () => {
    const headers = withForwardedHeaders(
      { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': 'evil.example', 'x-forwarded-port': '1', 'x-real-ip': '192.0.2.1' },
      visitor,
    );
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers['x-forwarded-host']).toBe('club.example');
    expect(headers['x-forwarded-port']).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  // Issue 28, the 3 pm blackout: a fan in London typing `cf-ipcountry: FR` must not watch from "France".
  it("should drop a visitor's own geo headers, the known ones and the platform's GEO_COUNTRY_HEADER", () => {
    const headers = withForwardedHeaders(
      { 'cf-ipcountry': 'FR', 'CloudFront-Viewer-Country': 'FR', 'x-e2e-country': 'FR', forwarded: 'for=192.0.2.1', cookie: 'a=1' },
      visitor,
      ['x-e2e-country'],
    );
    expect(headers).toEqual({
      cookie: 'a=1',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'club.example',
      'x-forwarded-proto': 'https',
    });
  });

  it('should pass on the geo headers a trusted proxy set, with the address the trusted chain gives', () => {
    const headers = withForwardedHeaders(
      { 'cf-ipcountry': 'GB', 'x-e2e-country': 'GB', 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
      { ...visitor, viaTrustedProxy: true },
      ['x-e2e-country'],
    );
    expect(headers['cf-ipcountry']).toBe('GB');
    expect(headers['x-e2e-country']).toBe('GB');
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
  });
});

describe('withFirstPartyCookies', () => {
  it("should drop a Domain naming the platform's host", () => {
    const headers = withFirstPartyCookies({
      'set-cookie': ['refresh=abc; Domain=127.0.0.1; Path=/api; HttpOnly; SameSite=Lax'],
    });
    expect(headers['set-cookie']).toEqual(['refresh=abc; Path=/api; HttpOnly; SameSite=Lax']);
  });

  it('should handle a single cookie handed over as a plain string', () => {
    const headers = withFirstPartyCookies({ 'set-cookie': 'a=1; domain=platform.internal; Path=/' as never });
    expect(headers['set-cookie']).toEqual(['a=1; Path=/']);
  });

  it("should keep a Domain the visitor's host falls under, so the club site and the streamer share a sign-in", () => {
    const cookie = 'club_access=t; Domain=club.example; Path=/; HttpOnly';
    expect(withFirstPartyCookies({ 'set-cookie': [cookie] }, 'watch.club.example')['set-cookie']).toEqual([cookie]);
    expect(withFirstPartyCookies({ 'set-cookie': [cookie] }, 'club.example:443')['set-cookie']).toEqual([cookie]);
    expect(withFirstPartyCookies({ 'set-cookie': [cookie] }, 'notclub.example')['set-cookie']).toEqual([
      'club_access=t; Path=/; HttpOnly',
    ]);
  });

  it('should leave cookies without a Domain as they are', () => {
    expect(withFirstPartyCookies({ 'set-cookie': ['a=1; Path=/'] })['set-cookie']).toEqual(['a=1; Path=/']);
  });

  it('should leave answers without cookies alone', () => {
    const headers = { 'content-type': 'application/json' };
    expect(withFirstPartyCookies(headers)).toBe(headers);
  });
});

describe('gatewayError', () => {
  it('should answer 502 in the platform\'s error shape when the platform cannot be reached', () => {
    expect(gatewayError({ statusCode: 500 })).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The club platform cannot be reached right now. Please try again in a few minutes.',
    });
    expect(gatewayError({ statusCode: 503 }).statusCode).toBe(502);
  });

  it('should answer 504 when the platform took too long', () => {
    expect(gatewayError({ statusCode: 504 })).toMatchObject({ statusCode: 504, error: 'Gateway Timeout' });
  });
});

describe('forwarding /api to the platform', () => {
  let platform: Server;
  let platformUrl: string;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    platform = createServer((request, response) => {
      seen.push(request.headers);
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => platform.close(resolve));
  });

  const site = async (trustProxy?: string[]) => {
    const app = Fastify(trustProxy ? { trustProxy } : {});
    await registerPlatformForwarding(app, platformUrl, { geoHeaders: ['x-e2e-country'] });
    return app;
  };

  it("should not let a visitor's cf-ipcountry or X-Forwarded-For reach the platform", async () => {
    const app = await site();
    const response = await app.inject({
      method: 'POST',
      url: '/api/videos/session/check',
      remoteAddress: '203.0.113.7',
      headers: { 'cf-ipcountry': 'FR', 'x-e2e-country': 'FR', 'x-forwarded-for': '198.51.100.9', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    const headers = seen.at(-1) ?? {};
    expect(headers['cf-ipcountry']).toBeUndefined();
    expect(headers['x-e2e-country']).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    await app.close();
  });

  it('should pass on what a proxy TRUST_PROXY names says, and the visitor it forwarded for', async () => {
    const app = await site(['10.0.0.0/8']);
    await app.inject({
      method: 'GET',
      url: '/api/news/search?q=cup',
      remoteAddress: '10.1.2.3',
      headers: { 'cf-ipcountry': 'FR', 'x-forwarded-for': '198.51.100.9, 203.0.113.7' },
    });
    const headers = seen.at(-1) ?? {};
    expect(headers['cf-ipcountry']).toBe('FR');
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    await app.close();
  });

  it("should send the site's request id on as x-request-id, whatever id the visitor sent, so both logs carry one id", async () => {
    const app = Fastify({ genReqId: () => 'site-request-42' });
    await registerPlatformForwarding(app, platformUrl, {});
    const response = await app.inject({ method: 'GET', url: '/api/news/search?q=cup', headers: { 'x-request-id': 'visitor-made' } });
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)?.['x-request-id']).toBe('site-request-42');
    await app.close();
  });
});
