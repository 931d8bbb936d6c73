import { describe, expect, it } from 'vitest';
import { listHref, pageOf, wordsOf } from './listSearch';

describe('pageOf', () => {
  it('should keep a whole page number above 1', () => {
    expect(pageOf({ page: '3' })).toEqual({ page: 3 });
  });

  it('should drop the first page and anything that is not a whole page number', () => {
    for (const page of ['1', '0', '-2', '2.5', 'two', undefined]) expect(pageOf({ page })).toEqual({});
  });
});

describe('wordsOf', () => {
  it('should trim the words and cut them to the most the list asks for', () => {
    expect(wordsOf('  derby day  ', 5)).toBe('derby');
  });

  it('should read anything that is not text as no words', () => {
    expect(wordsOf(['derby'], 10)).toBe('');
  });
});

describe('listHref', () => {
  it('should write the parts that are set, in their order', () => {
    expect(listHref('/news', { status: 'draft', q: 'derby day', page: 2 })).toBe('/news?status=draft&q=derby+day&page=2');
  });

  it('should give the plain address for the first page and no search', () => {
    expect(listHref('/commercial/vouchers', { q: '', page: 1 })).toBe('/commercial/vouchers');
    expect(listHref('/audit', { kind: undefined, page: undefined })).toBe('/audit');
  });
});
