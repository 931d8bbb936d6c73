import { describe, expect, it } from 'vitest';
import { clampSearchPage, searchCountText, searchHitHref, searchPageCount, searchRequest } from './searchQuery';

describe('searchRequest (SPEC 7 news search)', () => {
  it('should ask for 8 results from the page offset, in the chosen order', () => {
    expect(searchRequest('  cup run ', { filter: 'all', sort: '_score desc', page: 0 })).toEqual({
      query: 'cup run',
      size: 8,
      start: 0,
      sort: '_score desc',
    });
    expect(searchRequest('cup', { filter: 'all', sort: 'published_date desc', page: 2 })).toMatchObject({
      start: 16,
      sort: 'published_date desc',
    });
  });

  it('should quote the term for exact matches', () => {
    expect(searchRequest('cup run', { filter: 'exact', sort: '_score desc', page: 0 })?.query).toBe('"cup run"');
    expect(searchRequest('a "b" c', { filter: 'exact', sort: '_score desc', page: 0 })?.query).toBe('"a b c"');
  });

  it('should not search for a blank term', () => {
    expect(searchRequest('   ', { filter: 'all', sort: '_score desc', page: 0 })).toBeNull();
  });
});

describe('searchCountText (SPEC 8)', () => {
  it('should say there are no results, one result, or N of M', () => {
    expect(searchCountText(0, 0)).toBe('No results');
    expect(searchCountText(1, 1)).toBe('Showing 1 result');
    expect(searchCountText(8, 20)).toBe('Showing 8 of 20 results');
    expect(searchCountText(4, 20)).toBe('Showing 4 of 20 results');
    expect(searchCountText(2, 2)).toBe('Showing 2 of 2 results');
  });
});

describe('search paging', () => {
  it('should count pages of 8', () => {
    expect(searchPageCount(0)).toBe(0);
    expect(searchPageCount(8)).toBe(1);
    expect(searchPageCount(9)).toBe(2);
  });

  it('should clamp previous and next to the pages there are', () => {
    expect(clampSearchPage(-1, 20)).toBe(0);
    expect(clampSearchPage(3, 20)).toBe(2);
    expect(clampSearchPage(1, 20)).toBe(1);
    expect(clampSearchPage(1, 0)).toBe(0);
  });

  it('should link a hit to its article', () => {
    expect(searchHitHref('cup-run-ends')).toBe('/news/cup-run-ends');
  });
});
