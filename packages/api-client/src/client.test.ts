import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './http';

// A real HTTP server on loopback standing in for the platform, so ky, the schemas and the error
// mapping are exercised exactly as the sites use them.
const menus = {
  data: {
    primary: [{ name: 'News', slug: '/news', icon: null, isExternal: false, customClass: null, newTab: false }],
    secondary: [],
    sticky: [],
    main: [],
    featured: [],
  },
};

let server: Server;
let baseUrl: string;
const seen: { url: string; cookie: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', cookie: request.headers.cookie });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/web/menus') {
      response.end(JSON.stringify(menus));
    } else if (request.url?.startsWith('/api/web/pages')) {
      response.statusCode = 404;
      response.end(
        JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'This page could not be found' }),
      );
    } else {
      response.statusCode = 503;
      response.end('not json');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createApiClient', () => {
  it('should parse a valid answer with its schema', async () => {
    const api = createApiClient({ baseUrl });
    const { data } = await api.web.menus();
    expect(data.primary.map((item) => item.name)).toEqual(['News']);
  });

  it('should forward the headers it was given, such as the incoming request cookie during SSR', async () => {
    const api = createApiClient({ baseUrl, headers: { cookie: 'session=abc' } });
    await api.web.menus();
    expect(seen.at(-1)?.cookie).toBe('session=abc');
  });

  it('should send the page path as a query parameter', async () => {
    const api = createApiClient({ baseUrl });
    await api.web.page('tickets/match-tickets').catch(() => undefined);
    expect(seen.at(-1)?.url).toBe('/api/web/pages?path=tickets%2Fmatch-tickets');
  });

  it("should turn a platform error into an ApiError with the platform's status and message", async () => {
    const api = createApiClient({ baseUrl });
    const error = await api.web.page('nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, message: 'This page could not be found' });
  });

  it('should keep the status of an error whose body is not JSON', async () => {
    const api = createApiClient({ baseUrl });
    const error = await api.health().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 503 });
  });
});
