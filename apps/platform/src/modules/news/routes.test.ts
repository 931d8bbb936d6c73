import {
  apiErrorSchema,
  newsArticleResponseSchema,
  newsCategoriesResponseSchema,
  newsListResponseSchema,
  newsRelatedResponseSchema,
  newsSearchResponseSchema,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { demoWorldData } from '../../prepare-database';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';

const seededArticles = demoWorldData().articles;
const newest = [...seededArticles].sort(
  (a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id,
);
const total = seededArticles.length;
// A report published on a winter evening (GMT) and one on a summer evening (BST): London dates differ
// from UTC dates only around midnight, so the lookups are checked against London wall-clock dates.
const article = newest.find((row) => row.tags.startsWith('match-report')) ?? newest[0];
if (!article) throw new Error('the seed has no articles');

describe.each(testDialects)('news routes on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect);
  const get = (url: string) => platform.app.inject({ method: 'GET', url });

  describe('GET /api/news/articles', () => {
    it('should answer the first page, newest first, with paging metadata, asked again by every browser', async () => {
      const response = await get('/api/news/articles');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      const { data, meta } = newsListResponseSchema.parse(response.json());
      expect(meta).toEqual({ total, page: 1, pageSize: 12, pageCount: Math.ceil(total / 12) });
      expect(data.map((item) => item.slug)).toEqual(newest.slice(0, 12).map((row) => row.slug));
    });

    it('should not send the body in the list', async () => {
      const { data } = (await get('/api/news/articles?pageSize=1')).json() as { data: object[] };
      expect(data[0]).not.toHaveProperty('body');
    });

    it('should answer the last page partly filled and a page past the end empty', async () => {
      const pageCount = Math.ceil(total / 50);
      const last = newsListResponseSchema.parse((await get(`/api/news/articles?pageSize=50&page=${pageCount}`)).json());
      expect(last.data).toHaveLength(total - (pageCount - 1) * 50);
      expect(last.data.at(-1)?.slug).toBe(newest.at(-1)?.slug);

      const beyond = await get(`/api/news/articles?pageSize=50&page=${pageCount + 1}`);
      expect(beyond.statusCode).toBe(200);
      expect(newsListResponseSchema.parse(beyond.json())).toEqual({
        data: [],
        meta: { total, page: pageCount + 1, pageSize: 50, pageCount },
      });
    });

    it('should walk every article exactly once across the pages', async () => {
      const slugs: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 50); page += 1) {
        const { data } = newsListResponseSchema.parse((await get(`/api/news/articles?pageSize=50&page=${page}`)).json());
        slugs.push(...data.map((item) => item.slug));
      }
      expect(slugs).toEqual(newest.map((row) => row.slug));
    });

    it('should filter by category, with the total of that category', async () => {
      const women = seededArticles.filter((row) => row.category === 'women');
      const { data, meta } = newsListResponseSchema.parse((await get('/api/news/articles?category=women&pageSize=50')).json());
      expect(meta.total).toBe(women.length);
      expect(data.every((item) => item.category.slug === 'women' && item.category.name === 'Women')).toBe(true);
    });

    it.each([
      ['page=0', 'query.page', 'page must be a whole number 1 or more'],
      ['page=-1', 'query.page', 'page must be a whole number 1 or more'],
      ['page=abc', 'query.page', 'page must be a whole number 1 or more'],
      ['page=1.5', 'query.page', 'page must be a whole number 1 or more'],
      ['pageSize=0', 'query.pageSize', 'pageSize must be a whole number between 1 and 50'],
      ['pageSize=51', 'query.pageSize', 'pageSize must be a whole number between 1 and 50'],
      ['category=reserves', 'query.category', 'category must be one of first-team, u21, u18, women, club'],
    ])('should answer 400 for %s, naming the input', async (query, path, message) => {
      const response = await get(`/api/news/articles?${query}`);
      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.details).toEqual([{ path, message }]);
    });

    it('should accept the bounds of pageSize', async () => {
      expect((await get('/api/news/articles?pageSize=1')).statusCode).toBe(200);
      expect((await get('/api/news/articles?pageSize=50')).statusCode).toBe(200);
    });
  });

  describe('GET /api/news/articles/{slug}', () => {
    it('should answer the article with its body, London date and dated path', async () => {
      const response = await get(`/api/news/articles/${article.slug}`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      const { data } = newsArticleResponseSchema.parse(response.json());
      expect(data.slug).toBe(article.slug);
      expect(data.body).toMatch(/^<p>/);
      expect(data.imageKey).toBe(`news/${article.slug}.jpg`);
      expect(data.path).toBe(`/news/${data.publishedDate.replaceAll('-', '/')}/${article.slug}`);
      expect(data.publishedAt).toBe(article.published_at);
    });

    it('should answer 404 as JSON for an unknown slug', async () => {
      const response = await get('/api/news/articles/no-such-article');
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe('This page could not be found');
    });

    it('should answer 400 for a slug that cannot be one', async () => {
      const response = await get('/api/news/articles/Not%20A%20Slug');
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).details?.[0]?.path).toBe('params.slug');
    });
  });

  describe('GET /api/news/articles/{slug}/related', () => {
    it('should answer four other articles, never the article itself', async () => {
      for (const row of [article, newest[100], newest.at(-1)]) {
        if (!row) continue;
        const response = await get(`/api/news/articles/${row.slug}/related`);
        expect(response.statusCode).toBe(200);
        const { data } = newsRelatedResponseSchema.parse(response.json());
        expect(data).toHaveLength(4);
        expect(data.map((item) => item.slug)).not.toContain(row.slug);
        expect(new Set(data.map((item) => item.slug)).size).toBe(4);
      }
    });

    it('should prefer articles of the same category', async () => {
      const { data } = newsRelatedResponseSchema.parse((await get(`/api/news/articles/${article.slug}/related`)).json());
      expect(data.filter((item) => item.category.slug === article.category).length).toBeGreaterThanOrEqual(3);
    });

    it('should answer 404 for an unknown slug', async () => {
      expect((await get('/api/news/articles/no-such-article/related')).statusCode).toBe(404);
    });
  });

  describe('GET /api/news/lookup', () => {
    const dated = async () =>
      newsArticleResponseSchema.parse((await get(`/api/news/articles/${article.slug}`)).json()).data;

    it('should find the article by year, year and month, and full date', async () => {
      const { publishedDate } = await dated();
      const [year, month, day] = publishedDate.split('-').map(Number);
      for (const query of [`year=${year}`, `year=${year}&month=${month}`, `year=${year}&month=${month}&day=${day}`]) {
        const response = await get(`/api/news/lookup?${query}&slug=${article.slug}`);
        expect(response.statusCode, query).toBe(200);
        expect(newsArticleResponseSchema.parse(response.json()).data.slug).toBe(article.slug);
      }
      // Zero-padded parts, as they appear in the URL.
      const padded = `year=${year}&month=${String(month).padStart(2, '0')}&day=${String(day).padStart(2, '0')}`;
      expect((await get(`/api/news/lookup?${padded}&slug=${article.slug}`)).statusCode).toBe(200);
    });

    it('should answer 404 when any date part does not match', async () => {
      const { publishedDate } = await dated();
      const [year = 0, month = 0, day = 0] = publishedDate.split('-').map(Number);
      const otherMonth = (month % 12) + 1;
      const otherDay = (day % 28) + 1;
      for (const query of [
        `year=${year + 1}`,
        `year=${year}&month=${otherMonth}`,
        `year=${year}&month=${month}&day=${otherDay}`,
      ]) {
        const response = await get(`/api/news/lookup?${query}&slug=${article.slug}`);
        expect(response.statusCode, query).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toBe('This page could not be found');
      }
      expect((await get(`/api/news/lookup?year=${year}&slug=no-such-article`)).statusCode).toBe(404);
    });

    it('should answer 400 for impossible or missing parts', async () => {
      for (const [query, path] of [
        [`year=2025&month=13&slug=${article.slug}`, 'query.month'],
        [`year=2025&month=1&day=32&slug=${article.slug}`, 'query.day'],
        [`year=2025&day=3&slug=${article.slug}`, 'query.day'],
        [`year=twenty&slug=${article.slug}`, 'query.year'],
        ['year=2025', 'query.slug'],
        [`slug=${article.slug}`, 'query.year'],
      ] as const) {
        const response = await get(`/api/news/lookup?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(apiErrorSchema.parse(response.json()).details?.map((detail) => detail.path), query).toContain(path);
      }
    });
  });

  describe('GET /api/news/categories', () => {
    it('should list the four teams and the club with their counts', async () => {
      const response = await get('/api/news/categories');
      expect(response.statusCode).toBe(200);
      const { data } = newsCategoriesResponseSchema.parse(response.json());
      expect(data.map((item) => item.slug)).toEqual(['first-team', 'u21', 'u18', 'women', 'club']);
      expect(data.reduce((sum, item) => sum + item.count, 0)).toBe(total);
      expect(data.every((item) => item.count > 0)).toBe(true);
    });
  });

  describe('GET /api/news/search', () => {
    const search = async (query: string) => {
      const response = await get(`/api/news/search?${query}`);
      expect(response.statusCode, query).toBe(200);
      return newsSearchResponseSchema.parse(response.json()).hits;
    };

    it('should answer the CloudSearch shape with the default page size of 8', async () => {
      const hits = await search('query=blues');
      expect(hits.start).toBe(0);
      expect(hits.hit).toHaveLength(8);
      expect(hits.found).toBeGreaterThan(8);
      const first = hits.hit[0];
      expect(first?.fields.slug).toHaveLength(1);
      expect(first?.fields.categories?.[0]).toMatch(/^(First Team|U21s|U18s|Women|Club)$/);
      expect(first?.imageData?.key).toBe(`news/${first?.fields.slug[0]}.jpg`);
    });

    it('should count every match in found and page with start', async () => {
      const all = await search('query=millbrook&size=50');
      const page = await search('query=millbrook&size=3&start=3');
      expect(page.found).toBe(all.found);
      expect(page.start).toBe(3);
      expect(page.hit.map((hit) => hit.id)).toEqual(all.hit.slice(3, 6).map((hit) => hit.id));
      const beyond = await search(`query=millbrook&size=3&start=${all.found + 10}`);
      expect(beyond).toEqual({ found: all.found, start: all.found + 10, hit: [] });
    });

    it("should sort by 'published_date desc' newest first", async () => {
      const hits = await search(`query=${encodeURIComponent('report')}&size=50&sort=${encodeURIComponent('published_date desc')}`);
      const dates = hits.hit.map((hit) => hit.fields.published_date[0] ?? '');
      expect(dates.length).toBeGreaterThan(10);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('should match prefixes and exact phrases', async () => {
      expect((await search('query=strik')).found).toBeGreaterThan(0);
      const phrase = await search(`query=${encodeURIComponent('"free kick"')}&size=50`);
      const loose = await search(`query=${encodeURIComponent('free kick')}&size=50`);
      expect(phrase.found).toBeLessThanOrEqual(loose.found);
      const exactTitle = seededArticles.find((row) => row.tags.startsWith('retained-list'))?.title ?? '';
      const exact = await search(`query=${encodeURIComponent(`"${exactTitle}"`)}`);
      expect(exact.hit[0]?.fields.title[0]).toBe(exactTitle);
    });

    it('should find nothing for an empty query', async () => {
      expect(await search('query=')).toEqual({ found: 0, start: 0, hit: [] });
      expect(await search('')).toEqual({ found: 0, start: 0, hit: [] });
    });

    it('should never fail on punctuation, quotes or search operators', async () => {
      for (const query of ['"', "'", '-', '*', 'AND', '(', ':', 'NEAR', 'blues OR', '"unbalanced', 'a:b', '^', '%', '\\']) {
        await search(`query=${encodeURIComponent(query)}`);
      }
    });

    it.each([
      ['size=0', 'query.size'],
      ['size=51', 'query.size'],
      ['size=ten', 'query.size'],
      ['start=-1', 'query.start'],
      ['sort=newest', 'query.sort'],
      [`query=${'a'.repeat(501)}`, 'query.query'],
    ])('should answer 400 for %s, naming the input', async (query, path) => {
      const response = await get(`/api/news/search?${query.startsWith('query=') ? '' : 'query=blues&'}${query}`);
      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.details?.map((detail) => detail.path)).toContain(path);
      expect(body.details?.[0]?.message).toMatch(/size|start|sort|query/);
    });
  });
});
