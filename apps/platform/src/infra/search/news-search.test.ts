import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceArticles } from '../../modules/news/repo';
import { migrate } from '../../prepare-database';
import { TEST_NOW } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testDialects } from '../../testing/databases';
import { type NewsSearch, createNewsSearch } from './news-search';
import { parseSearchQuery } from './search-query';

function article(id: number, title: string, bodyText: string, publishedAt: string, standfirst = '') {
  const slug = `article-${id}`;
  return {
    id,
    slug,
    title,
    standfirst,
    body: `<p>${bodyText}</p>`,
    body_text: bodyText,
    published_at: publishedAt,
    image_key: `news/${slug}.jpg`,
    author: 'Test Writer',
    category: 'first-team' as const,
    tags: '',
  };
}

const articles = [
  article(1, 'Striker signs new contract', 'The striker has agreed terms until 2028.', '2025-01-10T10:00:00.000Z'),
  article(2, 'Report: Blues 2-1 Millbrook Rovers', 'A late free kick won it. The free kick was curled in.', '2025-02-01T17:00:00.000Z'),
  article(3, 'Preview: Millbrook Rovers v Blues', 'Team news ahead of the trip. Strikes from distance were practised.', '2025-03-01T10:00:00.000Z'),
  article(4, 'Kick-off time changed', 'The free and easy atmosphere returns; a kick free of charge for juniors.', '2025-04-01T10:00:00.000Z'),
  article(5, 'Community walk raises money', 'Supporters walked twelve miles.', '2025-05-01T10:00:00.000Z', 'The striker joined them.'),
  ...Array.from({ length: 12 }, (_, index) =>
    article(10 + index, `Academy report number ${index + 1}`, 'The academy won again.', `2024-09-${String(index + 10)}T10:00:00.000Z`),
  ),
];

describe.each(testDialects)('news search on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let search: NewsSearch;
  const find = (query: string, order: 'relevance' | 'newest' = 'relevance', limit = 50, offset = 0) =>
    search.search({ query: parseSearchQuery(query), now: TEST_NOW, order, limit, offset });

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrate(testDatabase.database, silentLog);
    await testDatabase.database.db.transaction().execute((trx) => replaceArticles(trx, articles));
    search = createNewsSearch(testDatabase.database.db, dialect);
  });

  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('should match a word by its prefix', async () => {
    const { rows } = await find('strik');
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([1, 5]));
  });

  it('should rank a headline match above a match in the standfirst', async () => {
    const { rows } = await find('striker');
    expect(rows[0]?.id).toBe(1);
    expect(rows.map((row) => row.id)).toContain(5);
  });

  it('should require every word to match', async () => {
    const { rows } = await find('millbrook preview');
    expect(rows.map((row) => row.id)).toEqual([3]);
  });

  it('should match a quoted phrase only where its words appear together, in order', async () => {
    const exact = await find('"free kick"');
    const loose = await find('free kick');
    expect(exact.rows.map((row) => row.id)).toEqual([2]);
    expect(loose.rows.map((row) => row.id).sort()).toEqual([2, 4]);
  });

  it('should not match a quoted word as a prefix', async () => {
    expect((await find('"strik"')).found).toBe(0);
  });

  it('should count every match in found, not just the page', async () => {
    const page = await find('academy', 'newest', 5, 0);
    expect(page.found).toBe(12);
    expect(page.rows).toHaveLength(5);
  });

  it('should page with offset and keep the total past the last hit', async () => {
    const all = await find('academy', 'newest', 50, 0);
    const second = await find('academy', 'newest', 5, 5);
    expect(second.rows.map((row) => row.id)).toEqual(all.rows.slice(5, 10).map((row) => row.id));
    const beyond = await find('academy', 'newest', 5, 40);
    expect(beyond).toEqual({ found: 12, rows: [] });
  });

  it('should sort by publication date, newest first', async () => {
    const { rows } = await find('academy', 'newest');
    const dates = rows.map((row) => row.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('should find nothing for an empty query or one of only punctuation or stop words', async () => {
    for (const query of ['', '   ', '"', '""', '***', '()', '-', ':', 'the', 'AND OR NOT']) {
      expect(await find(query), JSON.stringify(query)).toEqual({ found: 0, rows: [] });
    }
  });

  it('should treat quotes, punctuation and search operators as plain text, never as syntax', async () => {
    const hostile = [
      '"',
      '"free kick',
      'free" kick"',
      "o'brien",
      'kick-off',
      'strik*',
      '*strik',
      'AND',
      'striker AND',
      'OR striker',
      'NOT striker',
      'NEAR(striker contract)',
      'striker NEAR/2 contract',
      '(striker',
      'striker)',
      'title:striker',
      '^striker',
      'striker^2',
      '{striker}',
      '[striker]',
      'striker & contract | !rovers',
      "striker <-> contract",
      "'; drop table news_article; --",
      '\\',
      '%_',
      '+striker -contract',
      '“striker”',
    ];
    for (const query of hostile) {
      await expect(find(query), query).resolves.toMatchObject({ found: expect.any(Number) });
    }
    expect((await find('kick-off')).rows.map((row) => row.id)).toContain(4);
    expect((await find('title:striker')).found).toBe(0);
    expect((await find('strik*')).rows.map((row) => row.id)).toEqual(expect.arrayContaining([1, 5]));
  });

  it('should keep the index in step with inserts, updates and deletes', async () => {
    const { db } = testDatabase.database;
    await db.insertInto('news_article').values(article(99, 'Goalkeeper Zebedee joins', 'A new keeper.', '2025-06-01T10:00:00.000Z')).execute();
    expect((await find('zebedee')).rows.map((row) => row.id)).toEqual([99]);

    await db.updateTable('news_article').set({ title: 'Goalkeeper Quimby joins' }).where('id', '=', 99).execute();
    expect((await find('zebedee')).found).toBe(0);
    expect((await find('quimby')).rows.map((row) => row.id)).toEqual([99]);

    await db.deleteFrom('news_article').where('id', '=', 99).execute();
    expect((await find('quimby')).found).toBe(0);
  });
});
