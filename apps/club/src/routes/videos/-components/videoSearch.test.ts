import { describe, expect, it } from 'vitest';
import { validateVideoSearch } from './validateVideoSearch';
import { hasActiveFilter, videoSearchQuery, videosHref, withFilter } from './videoSearch';

describe('validateVideoSearch', () => {
  it('should keep known teams, seasons, durations and pages', () => {
    expect(validateVideoSearch({ team: 'women', season: '2025-26', duration: 'short', page: '3' })).toEqual({
      team: 'women',
      season: '2025-26',
      duration: 'short',
      page: 3,
    });
  });

  it('should drop unknown values instead of failing', () => {
    expect(validateVideoSearch({ team: 'ladies', season: '2025', duration: 'epic', page: '0' })).toEqual({});
    expect(validateVideoSearch({ page: '1' })).toEqual({});
    expect(validateVideoSearch({ page: 'two' })).toEqual({});
  });
});

describe('filters and the URL', () => {
  it('should write each filter as a search param and leave the rest out', () => {
    expect(videosHref('/videos', {})).toBe('/videos');
    expect(videosHref('/videos', { team: 'women', duration: 'long' })).toBe('/videos?team=women&duration=long');
    expect(videosHref('/videos/highlights', { season: '2024-25', page: 2 })).toBe('/videos/highlights?season=2024-25&page=2');
  });

  it('should read back what it writes', () => {
    const search = { team: 'u21', season: '2024-25', duration: 'medium', page: 4 } as const;
    const url = new URL(videosHref('/videos', search), 'http://club.test');
    expect(validateVideoSearch(Object.fromEntries(url.searchParams))).toEqual(search);
  });

  it('should go back to the first page when a filter changes, keeping the others', () => {
    expect(withFilter({ team: 'women', page: 3 }, 'duration', 'short')).toEqual({ team: 'women', duration: 'short' });
  });

  it('should clear a filter chosen as empty', () => {
    expect(withFilter({ team: 'women', duration: 'short' }, 'team', '')).toEqual({ duration: 'short' });
  });

  it('should know when any filter is on', () => {
    expect(hasActiveFilter({})).toBe(false);
    expect(hasActiveFilter({ page: 2 })).toBe(false);
    expect(hasActiveFilter({ season: '2025-26' })).toBe(true);
  });
});

describe('videoSearchQuery', () => {
  it('should ask the platform for 12 a page from index 0', () => {
    expect(videoSearchQuery({})).toEqual({ pageIndex: 0, pageSize: 12 });
  });

  it('should pass the filters, the category and the 0-based page', () => {
    expect(videoSearchQuery({ team: 'women', season: '2025-26', duration: 'long', page: 2 }, 'highlights')).toEqual({
      category: 'highlights',
      team: 'women',
      season: '2025-26',
      duration: 'long',
      pageIndex: 1,
      pageSize: 12,
    });
  });
});
