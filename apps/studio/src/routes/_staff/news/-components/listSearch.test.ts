import { describe, expect, it } from 'vitest';
import { validateNewsListSearch } from './listSearch';

describe('validateNewsListSearch', () => {
  it('should keep a status, a search and a page', () => {
    expect(validateNewsListSearch({ status: 'draft', q: ' derby ', page: '3' })).toEqual({ status: 'draft', q: 'derby', page: 3 });
  });

  it('should drop what the list does not understand', () => {
    expect(validateNewsListSearch({ status: 'deleted', q: '', page: 'two' })).toEqual({});
    expect(validateNewsListSearch({ page: 1 })).toEqual({});
  });
});
