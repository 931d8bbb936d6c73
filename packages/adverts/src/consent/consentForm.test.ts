// @vitest-environment node
// The site server answers this form in Node: a browser's Response would hide Set-Cookie.
import { describe, expect, it } from 'vitest';
import { answerConsentForm } from './consentForm';

const url = new URL('http://127.0.0.1:3000/cookie-consent');
const post = (fields: Record<string, string>, at = url) => answerConsentForm(new URLSearchParams(fields), at);

describe('answerConsentForm', () => {
  it('should set both cookies for Accept All Cookies and go back to the page', () => {
    const response = post({ choice: 'all', return: '/news?page=2' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/news?page=2');
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split(';')[0])).toEqual(['club_cookie_consent=1', 'club_cookie_tracking=1']);
    expect(cookies.every((cookie) => cookie.includes('Max-Age=5184000') && !cookie.includes('Secure'))).toBe(true);
  });

  it('should record consent and clear tracking for Only Essential', () => {
    const cookies = post({ choice: 'essential', return: '/' }).headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split(';')[0])).toEqual(['club_cookie_consent=1', 'club_cookie_tracking=']);
  });

  it('should mark the cookies Secure on https', () => {
    const cookies = post({ choice: 'all' }, new URL('https://club.example/cookie-consent')).headers.getSetCookie();
    expect(cookies.every((cookie) => cookie.includes('Secure'))).toBe(true);
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'news', ''])(
    'should go home instead of following %j',
    (target) => expect(post({ choice: 'all', return: target }).headers.get('location')).toBe('/'),
  );

  it('should refuse anything but the two choices, setting nothing', () => {
    const response = post({ choice: 'everything' });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
