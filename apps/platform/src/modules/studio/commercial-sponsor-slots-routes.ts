import {
  studioDesks,
  apiErrorSchema,
  studioConflictSchema,
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
import { z } from 'zod';
import type { StudioSponsorSlots } from '../commercial/sponsor-slots';
import type { StaffGuard } from './staff';

const commercial = studioDesks.commercial.roles;
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema };
const saveRefusals = { ...refusals, 404: apiErrorSchema, 409: z.union([studioConflictSchema, apiErrorSchema]) };

/**
 * The commercial desk's header sponsors and section sponsor slots (issue 16), mounted at /api/studio, for
 * the commercial role and administrators. Writes come only from the club's sites (the cross-site check in
 * app.ts covers /api/studio) and only as JSON; each is audited in its own transaction and forgets the
 * platform's read cache (the studio's write hook), so both sites show it at once.
 */
export const studioSponsorSlotsRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; slots: StudioSponsorSlots }> = async (
  app,
  { guard, slots },
) => {
  app.get(
    '/header-sponsors',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioHeaderSponsors',
        summary: "The header's three places in order, and every sponsor to choose from",
        response: { 200: studioHeaderSponsorsResponseSchema, ...refusals },
      },
    },
    async () => slots.headerSponsors(),
  );

  app.put(
    '/header-sponsors/:position',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'updateStudioHeaderSponsor',
        summary: "Change one header place: its sponsor (and so its logo), label, link, child friendly, on or off",
        description:
          '409 `versionConflict` when `version` is not the stored one (with who saved and when); 400 `sponsorNotFound` ' +
          'or `sponsorUnpublished` for a sponsor the header cannot show.',
        params: studioHeaderSponsorParamsSchema,
        body: studioHeaderSponsorUpdateSchema,
        response: { 200: studioHeaderSponsorSchema, ...saveRefusals },
      },
    },
    async (request) => slots.updateHeaderSponsor(request.params.position, request.body, guard.staffOf(request)),
  );

  app.get(
    '/section-slots',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioSectionSlots',
        summary: 'Every section sponsor slot with its sponsors in order, and every sponsor to choose from',
        response: { 200: studioSectionSlotsResponseSchema, ...refusals },
      },
    },
    async () => slots.sectionSlots(),
  );

  app.put(
    '/section-slots/:sectionID',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'updateStudioSectionSlot',
        summary: 'Change a section slot: name, web or app, active, and its sponsors in order',
        description: '409 `versionConflict` when `version` is not the stored one; 400 `sponsorNotFound` for a sponsor the club does not have.',
        params: studioSectionSlotParamsSchema,
        body: studioSectionSlotUpdateSchema,
        response: { 200: studioSectionSlotSchema, ...saveRefusals },
      },
    },
    async (request) => slots.updateSectionSlot(request.params.sectionID, request.body, guard.staffOf(request)),
  );
};
