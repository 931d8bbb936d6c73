import { describe, expect, it } from 'vitest';
import { contentPath } from './contentPath';

describe('contentPath', () => {
  it('should accept a page at any depth up to five segments', () => {
    expect(contentPath('tickets')).toBe('tickets');
    expect(contentPath('tickets/memberships/adult')).toBe('tickets/memberships/adult');
    expect(contentPath('a/b/c/d/e')).toBe('a/b/c/d/e');
  });

  it('should ignore a trailing slash', () => {
    expect(contentPath('tickets/match-tickets/')).toBe('tickets/match-tickets');
  });

  it('should refuse paths deeper than SPEC 2.1 allows', () => {
    expect(contentPath('a/b/c/d/e/f')).toBeUndefined();
  });

  it('should refuse what cannot be a slug', () => {
    expect(contentPath('Tickets')).toBeUndefined();
    expect(contentPath('.vite/manifest.json')).toBeUndefined();
    expect(contentPath('tickets/--')).toBeUndefined();
  });

  it('should refuse the empty path', () => {
    expect(contentPath(undefined)).toBeUndefined();
    expect(contentPath('')).toBeUndefined();
  });
});
