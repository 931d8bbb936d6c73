import { describe, expect, it } from 'vitest';
import { parseNewsPath } from './newsPath';

describe('parseNewsPath', () => {
  it('should read a bare slug', () => {
    expect(parseNewsPath('kofi-asante-signs')).toEqual({ slug: 'kofi-asante-signs' });
  });

  it('should read a four-digit first segment as a year', () => {
    expect(parseNewsPath('2025/kofi-asante-signs')).toEqual({ year: 2025, slug: 'kofi-asante-signs' });
  });

  it('should read a year and a month', () => {
    expect(parseNewsPath('2025/07/kofi-asante-signs')).toEqual({ year: 2025, month: 7, slug: 'kofi-asante-signs' });
  });

  it('should read a full date, with or without leading zeros', () => {
    expect(parseNewsPath('2025/07/01/kofi-asante-signs')).toEqual({ year: 2025, month: 7, day: 1, slug: 'kofi-asante-signs' });
    expect(parseNewsPath('2025/7/1/kofi-asante-signs')).toEqual({ year: 2025, month: 7, day: 1, slug: 'kofi-asante-signs' });
  });

  it('should ignore a trailing slash', () => {
    expect(parseNewsPath('2025/kofi-asante-signs/')).toEqual({ year: 2025, slug: 'kofi-asante-signs' });
  });

  it('should keep a slug that starts with digits as a slug', () => {
    expect(parseNewsPath('2025-26-season-tickets')).toEqual({ slug: '2025-26-season-tickets' });
  });

  it('should refuse a first segment that is not a year', () => {
    expect(parseNewsPath('first-team/kofi-asante-signs')).toBeUndefined();
    expect(parseNewsPath('25/kofi-asante-signs')).toBeUndefined();
  });

  it('should refuse months and days out of range', () => {
    expect(parseNewsPath('2025/13/kofi-asante-signs')).toBeUndefined();
    expect(parseNewsPath('2025/00/kofi-asante-signs')).toBeUndefined();
    expect(parseNewsPath('2025/07/32/kofi-asante-signs')).toBeUndefined();
  });

  it('should refuse paths deeper than a full date', () => {
    expect(parseNewsPath('2025/07/01/09/kofi-asante-signs')).toBeUndefined();
  });

  it('should refuse what cannot be a slug, and the empty path', () => {
    expect(parseNewsPath('Kofi_Asante')).toBeUndefined();
    expect(parseNewsPath('')).toBeUndefined();
    expect(parseNewsPath(undefined)).toBeUndefined();
  });
});
