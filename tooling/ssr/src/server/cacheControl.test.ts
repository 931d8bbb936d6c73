import { describe, expect, it } from 'vitest';
import { cacheControlFor, immutableCacheControl, shortCacheControl } from './cacheControl';

describe('cacheControlFor', () => {
  it('should cache hashed build assets for a year as immutable', () => {
    expect(cacheControlFor('/assets/entry-client-wTBnk782.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/Card-CCC.css')).toBe(immutableCacheControl);
  });

  it('should cache files with stable names briefly', () => {
    expect(cacheControlFor('/favicon.svg')).toBe(shortCacheControl);
    expect(cacheControlFor('/robots.txt')).toBe(shortCacheControl);
  });

  it('should not mistake a folder that merely starts like assets for the build output', () => {
    expect(cacheControlFor('/assets-old/logo.png')).toBe(shortCacheControl);
  });

  it('should accept Windows separators', () => {
    expect(cacheControlFor('\\assets\\entry.js')).toBe(immutableCacheControl);
  });
});
