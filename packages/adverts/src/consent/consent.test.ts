import { describe, expect, it } from 'vitest';
import { parseCookies } from '../cookies/cookies';
import { acceptAllCookies, onlyEssentialCookies, readConsent } from './consent';

const jarOf = (cookies: string[]) => parseCookies(cookies.map((cookie) => cookie.split(';')[0]).join('; '));

describe('readConsent', () => {
  it('should not count consent as recorded before the fan chooses, with every category off', () => {
    expect(readConsent(parseCookies(''))).toEqual({
      recorded: false,
      categories: { analytics: false, marketing: false, personalisation: false },
    });
  });

  it('should ignore a tracking cookie without the general consent cookie', () => {
    expect(readConsent(parseCookies('club_cookie_tracking=1')).categories.analytics).toBe(false);
  });
});

describe('acceptAllCookies', () => {
  it('should set both cookies for 60 days and turn all three categories on, also when read back', () => {
    const choice = acceptAllCookies();
    expect(choice.cookies).toEqual([
      'club_cookie_consent=1; Path=/; Max-Age=5184000; SameSite=Lax',
      'club_cookie_tracking=1; Path=/; Max-Age=5184000; SameSite=Lax',
    ]);
    expect(choice.categories).toEqual({ analytics: true, marketing: true, personalisation: true });
    expect(readConsent(jarOf(choice.cookies))).toEqual({ recorded: true, categories: choice.categories });
  });
});

describe('onlyEssentialCookies', () => {
  it('should set the general cookie, delete the tracking cookie and turn every category off', () => {
    const choice = onlyEssentialCookies(true);
    expect(choice.cookies).toEqual([
      'club_cookie_consent=1; Path=/; Max-Age=5184000; SameSite=Lax; Secure',
      'club_cookie_tracking=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    ]);
    expect(readConsent(jarOf(choice.cookies))).toEqual({
      recorded: true,
      categories: { analytics: false, marketing: false, personalisation: false },
    });
  });
});
