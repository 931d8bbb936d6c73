import { cookieNames, serialiseCookie, siteEntryMaxAgeMs, type CookieJar } from '../cookies/cookies';
import { sha256Hex } from './sha256';

/** What of the platform's `siteLock` setting a site needs (web settings). */
export interface SiteLockSetting {
  enabled: boolean;
  heading: string;
  description: string;
  /** SHA-256 (hex) of the word; the word itself never reaches a site. */
  passwordSha256: string;
}

/**
 * SPEC 4 'Site lock': locked while the setting is on and the visitor has no entry cookie for the
 * current word. The cookie holds the word's digest, so changing the word locks everyone out again.
 */
export function isSiteLocked(setting: Pick<SiteLockSetting, 'enabled' | 'passwordSha256'> | null, jar: CookieJar): boolean {
  if (!setting?.enabled) return false;
  return jar.get(cookieNames.siteEntry) !== setting.passwordSha256;
}

/** The entry button appears only when this is true for the typed word. */
export async function passwordMatches(typed: string, passwordSha256: string): Promise<boolean> {
  return typed !== '' && (await sha256Hex(typed)) === passwordSha256;
}

/** SPEC 9: the entry cookie lasts 60 days. */
export function siteEntryCookie(passwordSha256: string, secure = false): string {
  return serialiseCookie(cookieNames.siteEntry, passwordSha256, { maxAgeMs: siteEntryMaxAgeMs, secure });
}
