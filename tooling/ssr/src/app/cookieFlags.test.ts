import { describe, expect, it } from 'vitest';
import { cookieFlagsScriptText, type CookieFlag } from './cookieFlags';

const flags: CookieFlag[] = [
  { attribute: 'data-cookies-chosen', cookies: ['club_cookie_consent'], value: '1' },
  { attribute: 'data-signed-in', cookies: ['club_signed_in', '__Host-club_signed_in'] },
];

/** Runs the script against a document holding `cookie`; the attributes it set on <html>. */
function attributesFor(cookie: string): string[] {
  const set: string[] = [];
  const doc = { cookie, documentElement: { setAttribute: (name: string) => set.push(name) } };
  new Function('document', cookieFlagsScriptText(flags))(doc);
  return set;
}

describe('cookieFlagsScriptText', () => {
  it('should mark <html> for each flag whose cookie the browser holds, with the value it needs', () => {
    expect(attributesFor('')).toEqual([]);
    expect(attributesFor('club_cookie_consent=1')).toEqual(['data-cookies-chosen']);
    expect(attributesFor('a=b; club_cookie_consent=1; __Host-club_signed_in=1')).toEqual(['data-cookies-chosen', 'data-signed-in']);
    expect(attributesFor('club_cookie_consent=0; club_signed_in=')).toEqual(['data-signed-in']);
    expect(attributesFor('xclub_cookie_consent=1; club_cookie_consent_old=1; club_cookie_consent=10')).toEqual([]);
  });

  it('should be the same text for the same flags, whatever the visitor (one digest for every page)', () => {
    expect(cookieFlagsScriptText(flags)).toBe(cookieFlagsScriptText([...flags]));
    expect(cookieFlagsScriptText(flags)).not.toContain('<');
  });
});
