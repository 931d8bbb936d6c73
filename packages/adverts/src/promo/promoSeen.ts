import type { PromoOverlay } from '@club/api-client';
import { firstUnseenActivePromo } from '@club/api-client';
import { cookieNames, promosSeenExpires, serialiseCookie, type CookieJar } from '../cookies/cookies';

/** The promos already shown, from the seen cookie ('1.4.7'); anything that is not a positive id is ignored. */
export function readSeenPromos(jar: CookieJar): number[] {
  const value = jar.get(cookieNames.promosSeen);
  if (!value) return [];
  const ids = value
    .split('.')
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

/** SPEC 4/9: the seen cookie with one more id, expiring in 2099. */
export function seenPromosCookie(seen: readonly number[], promoId: number, secure = false): string {
  const ids = seen.includes(promoId) ? [...seen] : [...seen, promoId];
  return serialiseCookie(cookieNames.promosSeen, ids.join('.'), { expires: promosSeenExpires, secure });
}

/** SPEC 4: the promo to show now, if any: the first active one not yet seen (in child mode, a child-friendly one). */
export function promoToShow(promos: readonly PromoOverlay[], now: Date, seen: readonly number[], childMode = false): PromoOverlay | undefined {
  return firstUnseenActivePromo(promos, now, new Set(seen), childMode);
}
