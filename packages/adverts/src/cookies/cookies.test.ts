import { describe, expect, it } from 'vitest';
import { consentMaxAgeMs, parseCookies, promosSeenExpires, serialiseCookie } from './cookies';

describe('parseCookies', () => {
  it('should read every pair of a Cookie header, decoding values', () => {
    const jar = parseCookies('a=1; club_promos_seen=1.2;  b = x%20y ;c="quoted"');
    expect(Object.fromEntries(jar)).toEqual({ a: '1', club_promos_seen: '1.2', b: 'x y', c: 'quoted' });
  });

  it('should skip malformed pairs and keep the first of two equal names', () => {
    const jar = parseCookies('novalue; =orphan; a=first; a=second; bad=%E0%A4%A');
    expect(jar.get('a')).toBe('first');
    expect(jar.has('novalue')).toBe(false);
    expect(jar.get('bad')).toBe('%E0%A4%A');
  });

  it('should answer an empty jar for no header', () => {
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies('').size).toBe(0);
  });
});

describe('serialiseCookie', () => {
  it('should write consent for 60 days, site-wide, SameSite=Lax', () => {
    expect(consentMaxAgeMs).toBe(5_184_000_000);
    expect(serialiseCookie('club_cookie_consent', '1', { maxAgeMs: consentMaxAgeMs })).toBe(
      'club_cookie_consent=1; Path=/; Max-Age=5184000; SameSite=Lax',
    );
  });

  it('should write a fixed expiry, a deletion and Secure when asked', () => {
    expect(serialiseCookie('seen', '1.2', { expires: promosSeenExpires, secure: true })).toBe(
      'seen=1.2; Path=/; Expires=Thu, 31 Dec 2099 23:59:59 GMT; SameSite=Lax; Secure',
    );
    expect(serialiseCookie('gone', '', { maxAgeMs: 0 })).toBe('gone=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
