import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseCookies } from '../cookies/cookies';
import { sha256Hex } from './sha256';
import { isSiteLocked, passwordMatches, siteEntryCookie } from './siteLock';

const digest = await sha256Hex('quayside');
const setting = { enabled: true, passwordSha256: digest };

describe('sha256Hex', () => {
  it('should agree with node:crypto across block boundaries and non-ASCII text', async () => {
    for (const text of ['', 'abc', 'quayside', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(200), 'Brackwater Blues £ ⚽']) {
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
});

describe('isSiteLocked', () => {
  it('should not lock when the setting is off or missing', () => {
    expect(isSiteLocked({ enabled: false, passwordSha256: digest }, parseCookies(''))).toBe(false);
    expect(isSiteLocked(null, parseCookies(''))).toBe(false);
  });

  it('should lock without the entry cookie for the current word, and open with it', async () => {
    expect(isSiteLocked(setting, parseCookies(''))).toBe(true);
    expect(isSiteLocked(setting, parseCookies(`club_site_entry=${await sha256Hex('old word')}`))).toBe(true);
    expect(isSiteLocked(setting, parseCookies(siteEntryCookie(digest).split(';')[0]))).toBe(false);
  });
});

describe('passwordMatches', () => {
  it('should match only the configured word', async () => {
    expect(await passwordMatches('quayside', digest)).toBe(true);
    expect(await passwordMatches('Quayside', digest)).toBe(false);
    expect(await passwordMatches('', digest)).toBe(false);
  });
});

describe('siteEntryCookie', () => {
  it('should last 60 days', () => {
    expect(siteEntryCookie(digest)).toBe(`club_site_entry=${digest}; Path=/; Max-Age=5184000; SameSite=Lax`);
  });
});
