import type { StudioPromo } from '@club/api-client';

/** 'Website · Default size · child friendly' */
export function promoPlaceText(promo: Pick<StudioPromo, 'channel' | 'type' | 'childFriendly'>): string {
  return [promo.channel === 'Web' ? 'Website' : 'App', `${promo.type} size`, promo.childFriendly ? 'child friendly' : 'hidden in child mode'].join(' · ');
}
