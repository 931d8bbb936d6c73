import { cookieNames, serialiseCookie, type CookieJar } from '../cookies/cookies';

/**
 * Issue 14: where a promotion never opens, because the fan came to do something it would get in the way
 * of: signing in or managing the account (and the payment result pages under /account), choosing and
 * buying a pass, and the live player page.
 */
const quietPaths = ['/account', '/videos/subscriptions', '/live', '/checkout'] as const;

export function isQuietPath(pathname: string): boolean {
  return quietPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Issue 14: at most one promotion a visit. */
export function promotionShownThisVisit(jar: CookieJar): boolean {
  return jar.get(cookieNames.promoShownThisVisit) === '1';
}

/** The session cookie that records it (no Max-Age: the browser drops it when the session ends). */
export function promotionShownCookie(secure = false): string {
  return serialiseCookie(cookieNames.promoShownThisVisit, '1', { secure });
}

/**
 * Whether the fan has put the focus somewhere (a field they are typing in, a link they tabbed to): a
 * promotion then waits, since opening it would take that focus away.
 */
export function fanHasFocus(doc: Document): boolean {
  const active = doc.activeElement;
  return active !== null && active !== doc.body && active !== doc.documentElement;
}
