import { describe, expect, it } from 'vitest';
import { clubTvListHref, validateClubTvListSearch } from './listSearch';

describe('the Club TV library address', () => {
  it('should keep a known status, the words and a page, and drop the rest', () => {
    expect(validateClubTvListSearch({ status: 'ready', q: ' derby ', page: '3', other: 'x' })).toEqual({ status: 'ready', q: 'derby', page: 3 });
    expect(validateClubTvListSearch({ status: 'nonsense', page: '0' })).toEqual({});
  });

  it('should write the address back without its defaults', () => {
    expect(clubTvListHref({})).toBe('/clubtv');
    expect(clubTvListHref({ status: 'published', q: 'goal', page: 2 })).toBe('/clubtv?status=published&q=goal&page=2');
  });
});
