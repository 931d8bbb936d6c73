import type { StudioPromo, StudioPromoStatus } from '@club/api-client';

export const promoStatusLabels: Record<StudioPromoStatus, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  ended: 'Ended',
  disabled: 'Disabled',
};

/** 'Website · Default size · child friendly' */
export function promoPlaceText(promo: Pick<StudioPromo, 'channel' | 'type' | 'childFriendly'>): string {
  return [promo.channel === 'Web' ? 'Website' : 'App', `${promo.type} size`, promo.childFriendly ? 'child friendly' : 'hidden in child mode'].join(' · ');
}
