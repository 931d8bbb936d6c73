import { getJson, type Infer, type Http } from '../http';
import type { PromoChannel } from './commercial.constants';
import type {
  experimentsResponseSchema,
  feedResponseSchema,
  footerAdvertsResponseSchema,
  headerSponsorsResponseSchema,
  promoOverlaysResponseSchema,
  sectionSponsorSlotResponseSchema,
  sectionSponsorSlotsResponseSchema,
  slotAdvertResponseSchema,
  slotAdvertsResponseSchema,
  sponsorRowsResponseSchema,
} from './commercial.schemas';

/**
 * Sponsors, adverts and promo overlays (SPEC 7): each service under its own base path. Answers include
 * items a site must not show; filter them with the rules of `rules.ts`. Unknown sections and slots are
 * an ApiError 404.
 */
export function createCommercialClient(http: Http) {
  const slot = (slotId: string) => `api/advertising/slots/${encodeURIComponent(slotId)}`;
  return {
    headerSponsors: () => getJson<Infer<typeof headerSponsorsResponseSchema>>(http, 'api/sponsors/header'),
    sponsorRows: () => getJson<Infer<typeof sponsorRowsResponseSchema>>(http, 'api/sponsors/rows'),
    sectionSponsors: (sectionId: string) =>
      getJson<Infer<typeof sectionSponsorSlotResponseSchema>>(http, `api/sponsors/sections/${encodeURIComponent(sectionId)}`),
    /** Every section sponsor slot, active or not, web or app: a site shows the active web one of its page. */
    sectionSponsorSlots: () => getJson<Infer<typeof sectionSponsorSlotsResponseSchema>>(http, 'api/sponsors/sections'),
    /** Every advert of a slot, e.g. 'footer_slot', with timings, channel and flags. */
    slotAdverts: (slotId: string) =>
      getJson<Infer<typeof slotAdvertsResponseSchema>>(http, slot(slotId), { includeAllAdverts: 'true' }),
    /** The one advert a slot runs now (null when none), e.g. 'footerSlot1'. */
    slotAdvert: (slotId: string) => getJson<Infer<typeof slotAdvertResponseSchema>>(http, slot(slotId)),
    /** The web API's older footer adverts (`adverts/?area=footer`). */
    footerAdverts: () => getJson<Infer<typeof footerAdvertsResponseSchema>>(http, 'api/web/adverts', { area: 'footer' }),
    experiments: () => getJson<Infer<typeof experimentsResponseSchema>>(http, 'api/experiments/data'),
    feed: () => getJson<Infer<typeof feedResponseSchema>>(http, 'api/feed'),
    promoOverlays: (channel: PromoChannel = 'Web') =>
      getJson<Infer<typeof promoOverlaysResponseSchema>>(http, 'api/promos/promo-overlays', { channel }),
  };
}
export type CommercialClient = ReturnType<typeof createCommercialClient>;
