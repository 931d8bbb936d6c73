import { describe, expect, it } from 'vitest';
import { internalReturnPath, safeReturnPath, withReturnUrl } from './returnUrl';
import { rememberReturnUrl, takeReturnUrl } from './storedReturnUrl';

describe('internalReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/videos', '/videos'],
    ['/news?page=2', '/news?page=2'],
    ['/matches/u21#results', '/matches/u21#results'],
    ['/videos/subscriptions?tab=2#top', '/videos/subscriptions?tab=2#top'],
    ['/news/2025/a-slug', '/news/2025/a-slug'],
    // Dot segments resolve on this site; they cannot climb out of it.
    ['/a/../../b', '/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/account/profile', '/account/profile'],
  ])('should accept the relative path %j', (value, expected) => {
    expect(internalReturnPath(value)).toBe(expected);
  });

  it.each([
    ['an absolute https URL', 'https://evil.example/'],
    ['an absolute http URL', 'http://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/videos'],
    ['a backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later in the path', '/videos\\..\\..\\evil'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL character', '/\u0000/evil.example'],
    ['a DEL character', '/\u007f'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a bare host', 'evil.example'],
    ['a relative path without a slash', 'videos'],
    ['a dot-relative path', './videos'],
    ['a parent-relative path', '../videos'],
    ['a leading space', ' /videos'],
    ['a query on its own', '?returnUrl=/x'],
    ['a hash on its own', '#top'],
    ['an empty string', ''],
    ['a path that is far too long', `/${'a'.repeat(2000)}`],
  ])('should refuse %s', (_name, value) => {
    expect(internalReturnPath(value)).toBeNull();
  });

  it.each([
    ['/account/login'],
    ['/account/login?returnUrl=/videos'],
    ['/account/register'],
    ['/account/forgot-password'],
    ['/account/callback'],
    ['/account/callback/'],
  ])('should refuse the account form %j, which would loop back to itself', (value) => {
    expect(internalReturnPath(value)).toBeNull();
  });

  it.each([[undefined], [null], [42], [{ href: '/videos' }], [['/videos']]])('should refuse the non-string %j', (value) => {
    expect(internalReturnPath(value)).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('should follow an internal path', () => {
    expect(safeReturnPath('/videos')).toBe('/videos');
  });

  it('should fall back to the home page for an external address', () => {
    expect(safeReturnPath('https://evil.example')).toBe('/');
  });

  it('should fall back to the given path when there is no return URL', () => {
    expect(safeReturnPath(undefined, '/account/profile')).toBe('/account/profile');
  });
});

describe('withReturnUrl', () => {
  it('should carry an internal return path, encoded', () => {
    expect(withReturnUrl('/account/login', '/news?page=2')).toBe('/account/login?returnUrl=%2Fnews%3Fpage%3D2');
  });

  it('should drop an external return URL', () => {
    expect(withReturnUrl('/account/login', '//evil.example')).toBe('/account/login');
  });

  it('should not add the home page, the fallback anyway', () => {
    expect(withReturnUrl('/account/login', '/')).toBe('/account/login');
  });
});

describe('stored return URL', () => {
  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
      values,
    };
  }

  it('should return a remembered internal path once', () => {
    const storage = memoryStorage();
    rememberReturnUrl('/videos', storage);
    expect(takeReturnUrl(storage)).toBe('/videos');
    expect(takeReturnUrl(storage)).toBeNull();
  });

  it('should not remember an external address', () => {
    const storage = memoryStorage();
    rememberReturnUrl('https://evil.example', storage);
    expect(storage.values.size).toBe(0);
  });

  it('should refuse an external address written into storage by someone else', () => {
    const storage = memoryStorage();
    storage.setItem('club.auth.returnUrl', '//evil.example');
    expect(takeReturnUrl(storage)).toBeNull();
  });

  it('should remember nothing when storage is unavailable', () => {
    rememberReturnUrl('/videos', null);
    expect(takeReturnUrl(null)).toBeNull();
  });
});
