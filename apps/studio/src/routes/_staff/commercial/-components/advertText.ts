import type { StudioAdvert } from '@club/api-client';

const channelLabels: Record<StudioAdvert['channel'], string> = { '': 'Website and app', web: 'Website', app: 'App only' };

/** 'Website · child friendly' */
export function advertPlaceText(advert: Pick<StudioAdvert, 'channel' | 'childFriendly'>): string {
  return [channelLabels[advert.channel], advert.childFriendly ? 'child friendly' : 'hidden in child mode'].join(' · ');
}
