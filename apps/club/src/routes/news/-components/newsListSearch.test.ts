import type { NewsListResponse } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { newsListHead, newsListHref, showPage } from './newsListSearch';
import { allNewsHead, validateNewsListSearch } from './validateNewsListSearch';

const listPage = (page: number): NewsListResponse => ({
  data: [],
  meta: { total: 40, page, pageSize: 12, pageCount: 4 },
});

describe('validateNewsListSearch', () => {
  it('should keep a known category and a page above 1', () => {
    expect(validateNewsListSearch({ category: 'women', page: '3' })).toEqual({ category: 'women', page: 3 });
    expect(validateNewsListSearch({ page: 2 })).toEqual({ page: 2 });
  });

  it('should leave out page 1, so the first page has one URL', () => {
    expect(validateNewsListSearch({ page: '1' })).toEqual({});
  });

  it('should drop what is not a whole page number', () => {
    for (const page of ['0', '-2', '2.5', 'two', '', 2.5, 99_999, null]) {
      expect(validateNewsListSearch({ page })).toEqual({});
    }
  });

  it('should drop an unknown category', () => {
    expect(validateNewsListSearch({ category: 'reserves' })).toEqual({});
    expect(validateNewsListSearch({ category: ['women'] })).toEqual({});
  });
});

describe('newsListHref', () => {
  it('should link the first page without a query', () => {
    expect(newsListHref({})).toBe('/news');
    expect(newsListHref({ page: 1 })).toBe('/news');
  });

  it('should keep the category when linking the next page', () => {
    expect(newsListHref({ category: 'u21', page: 2 })).toBe('/news?category=u21&page=2');
  });
});

describe('newsListHead', () => {
  it('should title the whole list as News, with the description of the club, at /news', () => {
    expect(newsListHead(null, null, 1)).toEqual(allNewsHead);
    expect(allNewsHead).toMatchObject({ title: 'News', path: '/news' });
  });

  it('should name the category and the page, and keep both in the canonical path', () => {
    expect(newsListHead('women', 'Women', 2)).toEqual({
      title: 'Women news, page 2',
      description: 'The latest Women news from Brackwater Blues FC.',
      path: '/news?category=women&page=2',
    });
  });
});

describe('showPage', () => {
  it('should start with the page loaded', () => {
    const first = listPage(1);
    expect(showPage(undefined, null, first)).toEqual({ category: null, pages: [first] });
  });

  it('should append the next page of the same list', () => {
    const first = listPage(1);
    const second = listPage(2);
    expect(showPage(showPage(undefined, null, first), null, second).pages).toEqual([first, second]);
  });

  it('should keep the same state when the same page renders again', () => {
    const shown = showPage(undefined, null, listPage(1));
    expect(showPage(shown, null, shown.pages[0]!)).toBe(shown);
  });

  it('should start again on another category', () => {
    const shown = showPage(undefined, null, listPage(1));
    const women = listPage(2);
    expect(showPage(shown, 'women', women).pages).toEqual([women]);
  });

  it('should start again when the page is not the next one', () => {
    const shown = showPage(showPage(undefined, null, listPage(1)), null, listPage(2));
    const first = listPage(1);
    expect(showPage(shown, null, first).pages).toEqual([first]);
  });
});
