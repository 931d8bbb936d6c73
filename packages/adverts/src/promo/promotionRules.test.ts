import { describe, expect, it } from 'vitest';
import { parseCookies } from '../cookies/cookies';
import { fanHasFocus, isQuietPath, promotionShownCookie, promotionShownThisVisit } from './promotionRules';

describe('isQuietPath', () => {
  it.each(['/account', '/account/login', '/account/payment-success', '/videos/subscriptions', '/live'])(
    'should keep promotions off %s',
    (path) => expect(isQuietPath(path)).toBe(true),
  );

  it.each(['/', '/news', '/news/2026/12/cup-run', '/videos', '/accounts-of-the-season', '/lively'])(
    'should allow a promotion on %s',
    (path) => expect(isQuietPath(path)).toBe(false),
  );
});

describe('promotionShownThisVisit', () => {
  it('should read the session cookie it writes, which has no expiry', () => {
    const cookie = promotionShownCookie();
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    expect(promotionShownThisVisit(parseCookies(cookie.split(';')[0] ?? ''))).toBe(true);
    expect(promotionShownThisVisit(parseCookies('club_promos_seen=1'))).toBe(false);
  });
});

describe('fanHasFocus', () => {
  it('should say whether the fan put the focus somewhere', () => {
    const input = document.createElement('input');
    document.body.append(input);
    expect(fanHasFocus(document)).toBe(false);
    input.focus();
    expect(fanHasFocus(document)).toBe(true);
    input.blur();
    expect(fanHasFocus(document)).toBe(false);
    input.remove();
  });
});
