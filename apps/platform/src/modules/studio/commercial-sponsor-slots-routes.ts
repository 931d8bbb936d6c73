import {
  studioDesks,
  studioHeaderSponsorParamsSchema,
  studioHeaderSponsorSchema,
  studioHeaderSponsorsResponseSchema,
  studioHeaderSponsorUpdateSchema,
  studioSectionSlotParamsSchema,
  studioSectionSlotSchema,
  studioSectionSlotsResponseSchema,
  studioSectionSlotUpdateSchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StudioSponsorSlots } from '../commercial/sponsor-slots';
import { deskRoutes, saveRefusals } from './desk-routes';
import type { StaffGuard } from './staff';

/**
 * The commercial desk's header sponsors and section sponsor slots (issue 16), mounted at /api/studio, for
 * the commercial role and administrators. Writes come only from the club's sites (the cross-site check in
 * app.ts covers /api/studio) and only as JSON; each is audited in its own transaction and forgets the
 * platform's read cache (the studio's write hook), so both sites show it at once.
 */
export const studioSponsorSlotsRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; slots: StudioSponsorSlots }> = async (app, { guard, slots }) => {
  const desk = deskRoutes(app, guard, studioDesks.commercial.roles);

  desk.get('/header-sponsors', {
    operationId: 'listStudioHeaderSponsors',
    summary: "The header's three places in order, and every sponsor to choose from",
    response: { 200: studioHeaderSponsorsResponseSchema },
  }, () => slots.headerSponsors());

  desk.put('/header-sponsors/:position', {
    operationId: 'updateStudioHeaderSponsor',
    summary: "Change one header place: its sponsor (and so its logo), label, link, child friendly, on or off",
    description:
      '409 `versionConflict` when `version` is not the stored one (with who saved and when); 400 `sponsorNotFound` ' +
      'or `sponsorUnpublished` for a sponsor the header cannot show.',
    params: studioHeaderSponsorParamsSchema,
    body: studioHeaderSponsorUpdateSchema,
    response: { 200: studioHeaderSponsorSchema, ...saveRefusals },
  }, ({ params, body }, staff) => slots.updateHeaderSponsor(params.position, body, staff));

  desk.get('/section-slots', {
    operationId: 'listStudioSectionSlots',
    summary: 'Every section sponsor slot with its sponsors in order, and every sponsor to choose from',
    response: { 200: studioSectionSlotsResponseSchema },
  }, () => slots.sectionSlots());

  desk.put('/section-slots/:sectionID', {
    operationId: 'updateStudioSectionSlot',
    summary: 'Change a section slot: name, web or app, active, and its sponsors in order',
    description: '409 `versionConflict` when `version` is not the stored one; 400 `sponsorNotFound` for a sponsor the club does not have.',
    params: studioSectionSlotParamsSchema,
    body: studioSectionSlotUpdateSchema,
    response: { 200: studioSectionSlotSchema, ...saveRefusals },
  }, ({ params, body }, staff) => slots.updateSectionSlot(params.sectionID, body, staff));
};
