import { getJson, sendJson, type Http } from '../http';
import type {
  StudioHeaderSponsor,
  StudioHeaderSponsorsResponse,
  StudioHeaderSponsorUpdate,
  StudioSectionSlot,
  StudioSectionSlotsResponse,
  StudioSectionSlotUpdate,
} from './studio.sponsorSlots.schemas';

/**
 * The commercial desk's header sponsors and section sponsor slots (issue 16), on the staff session
 * cookie. A visitor gets ApiError 401; an account without the commercial or admin role ApiError 403.
 */
export function createStudioSponsorSlotsClient(http: Http) {
  return {
    /** The three header places in order, and every sponsor to choose from. */
    headerSponsors: () => getJson<StudioHeaderSponsorsResponse>(http, 'api/studio/header-sponsors'),
    /** One place, saved against the version it was opened at (409 `versionConflict` otherwise). */
    updateHeaderSponsor: (position: number, body: StudioHeaderSponsorUpdate) =>
      sendJson<StudioHeaderSponsor>(http, 'put', `api/studio/header-sponsors/${position}`, body),
    /** Every section slot with its sponsors in order, and every sponsor to choose from. */
    sectionSlots: () => getJson<StudioSectionSlotsResponse>(http, 'api/studio/section-slots'),
    /** A whole slot: name, type, active and its sponsors in order (409 `versionConflict` when stale). */
    updateSectionSlot: (sectionId: string, body: StudioSectionSlotUpdate) =>
      sendJson<StudioSectionSlot>(http, 'put', `api/studio/section-slots/${encodeURIComponent(sectionId)}`, body),
  };
}
export type StudioSponsorSlotsClient = ReturnType<typeof createStudioSponsorSlotsClient>;
