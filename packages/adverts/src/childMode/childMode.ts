import { childModeMaxAgeMs, cookieNames, serialiseCookie, type CookieJar } from '../cookies/cookies';

/**
 * SPEC 3 and 6: child-friendly mode is on by default. Only an explicit '0' (the fan switched it off)
 * turns it off, so a missing, stale or tampered cookie errs on the side of children.
 */
export function readChildMode(jar: CookieJar): boolean {
  return jar.get(cookieNames.childFriendly) !== '0';
}

export function childModeCookie(on: boolean, secure = false): string {
  return serialiseCookie(cookieNames.childFriendly, on ? '1' : '0', { maxAgeMs: childModeMaxAgeMs, secure });
}

/** SPEC 5: child mode hides sponsors, adverts and footer items whose child-friendly flag is not true. */
export function childModeAllows(childFriendly: boolean | null | undefined, childMode: boolean): boolean {
  return !childMode || childFriendly === true;
}

/** Footer items (menu links and the like) that carry an optional flag, filtered the same way. */
export function childFriendlyItems<T extends { childFriendly?: boolean | null }>(items: readonly T[], childMode: boolean): T[] {
  return items.filter((item) => childModeAllows(item.childFriendly, childMode));
}
