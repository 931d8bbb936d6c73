import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../http';
import { newsLookupQuerySchema, newsSearchQuerySchema } from './news.schemas';

// A loopback server standing in for the platform: checks the URLs the news client builds and the parsing.
let server: Server;
let baseUrl: string;
const seen: string[] = [];

const hits = {
  hits: {
    found: 21,
    start: 8,
    hit: [
      {
        id: '7',
        fields: {
          slug: ['kofi-asante-signs'],
          title: ['Kofi Asante signs'],
          published_date: ['2025-07-01T09:00:00.000Z'],
          categories: ['First Team'],
        },
        imageData: { key: 'news/kofi-asante-signs.jpg' },
      },
    ],
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/news/search')) {
      response.end(JSON.stringify(hits));
    } else if (request.url === '/api/news/articles' || request.url?.startsWith('/api/news/articles?')) {
      response.end(JSON.stringify({ data: [], meta: { total: 0, page: 1, pageSize: 12, pageCount: 0 } }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'This page could not be found' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createNewsClient', () => {
  it('should send the search parameters of SPEC 7 and parse the CloudSearch shape', async () => {
    const result = await createApiClient({ baseUrl }).news.search({
      query: '"free kick"',
      size: 8,
      start: 8,
      sort: 'published_date desc',
    });
    expect(result.hits.found).toBe(21);
    expect(result.hits.hit[0]?.fields.title[0]).toBe('Kofi Asante signs');
    expect(seen.at(-1)).toBe('/api/news/search?query=%22free+kick%22&size=8&start=8&sort=published_date+desc');
  });

  it('should leave out list parameters that are not given', async () => {
    await createApiClient({ baseUrl }).news.list();
    expect(seen.at(-1)).toBe('/api/news/articles');
    await createApiClient({ baseUrl }).news.list({ category: 'women', page: 2 });
    expect(seen.at(-1)).toBe('/api/news/articles?category=women&page=2');
  });

  it('should escape the slug in article paths', async () => {
    await createApiClient({ baseUrl }).news.related('a/b').catch(() => undefined);
    expect(seen.at(-1)).toBe('/api/news/articles/a%2Fb/related');
  });

  it('should turn a 404 into an ApiError with the message', async () => {
    const error = await createApiClient({ baseUrl })
      .news.lookup({ year: 2025, month: 3, slug: 'nope' })
      .catch((caught: unknown) => caught);
    expect(seen.at(-1)).toBe('/api/news/lookup?year=2025&month=3&slug=nope');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, message: 'This page could not be found' });
  });
});

describe('news query schemas', () => {
  it('should default the search to 8 results by relevance from the start', () => {
    expect(newsSearchQuerySchema.parse({})).toEqual({ query: '', size: 8, start: 0, sort: '_score desc' });
  });

  it('should reject a day without a month', () => {
    expect(newsLookupQuerySchema.safeParse({ year: '2025', day: '3', slug: 'a' }).success).toBe(false);
  });
});
