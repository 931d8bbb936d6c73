import type { PromoOverlay } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { parseCookies } from '../cookies/cookies';
import { promoToShow, readSeenPromos, seenPromosCookie } from './promoSeen';

const promo = (promoId: number, start: string, end: string): PromoOverlay => ({
  promoID: promoId,
  type: 'Default',
  url: '/videos',
  webNewWindow: false,
  imageKey: `promos/${promoId}.png`,
  imageAltText: `Promo ${promoId}`,
  startDateTime: start,
  endDateTime: end,
});

const now = new Date('2026-11-21T12:00:00Z');
const promos = [
  promo(3, '2026-04-01T08:00:00Z', '2026-06-30T22:59:59Z'), // ended
  promo(4, '2026-12-01T09:00:00Z', '2026-12-26T15:00:00Z'), // not started
  promo(1, '2026-11-14T09:00:00Z', '2026-12-01T00:00:00Z'),
  promo(2, '2026-11-20T00:00:00Z', '2026-12-18T12:00:00Z'),
];

describe('readSeenPromos', () => {
  it('should read the ids of the seen cookie, ignoring anything else', () => {
    expect(readSeenPromos(parseCookies('club_promos_seen=1.2'))).toEqual([1, 2]);
    expect(readSeenPromos(parseCookies('club_promos_seen=1.x.0.-3.2.2'))).toEqual([1, 2]);
    expect(readSeenPromos(parseCookies(''))).toEqual([]);
  });
});

describe('seenPromosCookie', () => {
  it('should add the promo once and expire in 2099', () => {
    expect(seenPromosCookie([1], 2)).toBe('club_promos_seen=1.2; Path=/; Expires=Thu, 31 Dec 2099 23:59:59 GMT; SameSite=Lax');
    expect(seenPromosCookie([1, 2], 2)).toContain('club_promos_seen=1.2;');
  });
});

describe('promoToShow', () => {
  it('should show the first active promo not yet seen', () => {
    expect(promoToShow(promos, now, [])?.promoID).toBe(1);
    expect(promoToShow(promos, now, [1])?.promoID).toBe(2);
  });

  it('should show nothing once every active promo is seen, nor one outside its window', () => {
    expect(promoToShow(promos, now, [1, 2])).toBeUndefined();
    expect(promoToShow(promos, new Date('2026-12-01T09:00:00Z'), [2])?.promoID).toBe(4);
    expect(promoToShow(promos, new Date('2026-12-01T00:00:00Z'), [2])).toBeUndefined();
  });
});
