import { describe, expect, it } from 'vitest';
import { consentMaxAgeMs, promosSeenExpires, serialiseCookie } from './cookies';

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
