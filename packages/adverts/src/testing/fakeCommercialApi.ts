import type { AnalyticsRecord, PromoOverlay, SlotAdvert, SlotServiceAdvert } from '@club/api-client';
import type { CommercialApi } from '../react/CommercialContext';

/**
 * A stand-in for the platform in component tests: answers from the lists given and keeps every
 * analytics record sent. The routes themselves are tested against the real platform
 * (apps/platform) and the whole journey in e2e/club-consent.spec.ts.
 */
export function fakeCommercialApi(data: { slotAdverts?: SlotAdvert[]; promos?: PromoOverlay[]; slotAdvert?: SlotServiceAdvert | null } = {}) {
  const records: AnalyticsRecord[] = [];
  const calls: string[] = [];
  const api = {
    analytics: {
      record: async (record: AnalyticsRecord) => {
        records.push(record);
        return { accepted: true as const };
      },
    },
    commercial: {
      slotAdverts: async (slotId: string) => {
        calls.push(`slotAdverts:${slotId}`);
        return { data: { id: slotId, attributes: { adverts: data.slotAdverts ?? [] } } };
      },
      slotAdvert: async (slotId: string) => {
        calls.push(`slotAdvert:${slotId}`);
        return { data: { id: slotId, attributes: { advert: data.slotAdvert ?? null } } };
      },
      promoOverlays: async () => {
        calls.push('promoOverlays');
        return { body: data.promos ?? [] };
      },
      footerAdverts: async () => ({ adverts: [] }),
      experiments: async () => ({ data: { body: [] } }),
      feed: async () => ({ data: [] }),
      headerSponsors: async () => ({ data: [] }),
      sponsorRows: async () => ({ data: [] }),
      sectionSponsors: async () => {
        throw new Error('not used');
      },
      sectionSponsorSlots: async () => ({ data: [] }),
    },
  } as unknown as CommercialApi;
  return { api, records, calls };
}
