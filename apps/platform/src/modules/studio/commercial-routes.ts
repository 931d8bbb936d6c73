import {
  studioDesks,
  apiErrorSchema,
  studioAdvertCreateSchema,
  studioAdvertParamsSchema,
  studioAdvertSchema,
  studioAdvertsQuerySchema,
  studioAdvertsResponseSchema,
  studioAdvertUpdateSchema,
  studioAdvertSlotChangeSchema,
  studioAdvertSlotOrderSchema,
  studioAdvertSlotParamsSchema,
  studioCommercialDeleteSchema,
  studioConflictSchema,
  studioSponsorInputSchema,
  studioSponsorParamsSchema,
  studioSponsorSchema,
  studioSponsorsQuerySchema,
  studioSponsorsResponseSchema,
  studioSponsorUpdateSchema,
  studioPackageParamsSchema,
  studioPackageSchema,
  studioPackagesResponseSchema,
  studioPackageUpdateSchema,
  studioPageQuerySchema,
  studioPromoInputSchema,
  studioPromoParamsSchema,
  studioPromoSchema,
  studioPromosResponseSchema,
  studioPromoUpdateSchema,
  studioGrantOptionsSchema,
  studioVoucherDetailSchema,
  studioVoucherInputSchema,
  studioVoucherParamsSchema,
  studioVoucherSchema,
  studioVoucherUpdateSchema,
  studioVouchersQuerySchema,
  studioVouchersResponseSchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioVouchers } from '../payments/voucher-desk';
import type { StudioAdverts } from '../commercial/adverts';
import type { StudioPackages } from '../../modules/packages/desk';
import type { StudioPromos } from '../commercial/promos';
import type { StudioSponsors } from '../commercial/sponsors';
import type { StaffGuard } from './staff';

const commercial = studioDesks.commercial.roles;
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema };
const saveRefusals = { ...refusals, 404: apiErrorSchema, 409: z.union([studioConflictSchema, apiErrorSchema]) };
const deleted = z.object({ deleted: z.literal(true) });

/**
 * The commercial desk (issue 16), mounted at /api/studio: vouchers and their redemptions, promos, packages,
 * adverts in their slots and sponsors in their rows, for the
 * commercial role and administrators. Writes come only from the club's sites (the cross-site check in
 * app.ts covers /api/studio) and only as JSON; each is audited in its own transaction.
 */
export const studioCommercialRoutes: FastifyPluginAsyncZod<{
  guard: StaffGuard;
  vouchers: StudioVouchers;
  promos: StudioPromos;
  packages: StudioPackages;
  adverts: StudioAdverts;
  sponsors: StudioSponsors;
}> = async (app, { guard, vouchers, promos, packages, adverts, sponsors }) => {

  app.get(
    '/vouchers',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioVouchers',
        summary: 'Vouchers, newest first, 20 a page',
        description: '`q`: part of the code.',
        querystring: studioVouchersQuerySchema,
        response: { 200: studioVouchersResponseSchema, ...refusals },
      },
    },
    async (request) => vouchers.list(request.query),
  );

  app.post(
    '/vouchers',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'createStudioVoucher',
        summary: 'A new voucher, redeemable on the club site at once',
        description: 'An empty code is generated. 409 `voucherCodeTaken` when a typed code is taken; 400 `noSuchPrice` when the package or price is not on sale.',
        body: studioVoucherInputSchema,
        response: { 201: studioVoucherSchema, 409: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await vouchers.create(request.body, guard.staffOf(request))),
  );

  app.get(
    '/vouchers/:code',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'getStudioVoucher',
        summary: 'One voucher and who redeemed it when',
        params: studioVoucherParamsSchema,
        response: { 200: studioVoucherDetailSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => vouchers.detail(request.params.code),
  );

  app.put(
    '/vouchers/:code',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'updateStudioVoucher',
        summary: "Change a voucher's limits, expiry, days of access, note, or switch it off or on again",
        description:
          'What it grants stays. 409 `versionConflict` when `version` is not the stored one; 400 `limitBelowRedemptions` ' +
          'when the limit is below the redemptions already made.',
        params: studioVoucherParamsSchema,
        body: studioVoucherUpdateSchema,
        response: { 200: studioVoucherSchema, ...saveRefusals },
      },
    },
    async (request) => vouchers.update(request.params.code, request.body, guard.staffOf(request)),
  );

  app.post(
    '/vouchers/:code/disable',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'disableStudioVoucher',
        summary: 'Disable a voucher: fans who try it are told it is no longer valid',
        description: 'What fans already redeemed stays theirs. Disabling a disabled voucher changes nothing.',
        params: studioVoucherParamsSchema,
        body: z.object({}).strict(),
        response: { 200: studioVoucherSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => vouchers.disable(request.params.code, guard.staffOf(request)),
  );

  app.get(
    '/voucher-options',
    {
      // Administrators give complimentary passes from the same list.
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioGrantOptions',
        summary: 'The packages and prices a voucher or a complimentary pass may grant',
        response: { 200: studioGrantOptionsSchema, ...refusals },
      },
    },
    async () => vouchers.grantOptions(),
  );

  app.get(
    '/promos',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioPromos',
        summary: 'Promo overlays in the order the sites pick from, 20 a page',
        querystring: studioPageQuerySchema,
        response: { 200: studioPromosResponseSchema, ...refusals },
      },
    },
    async (request) => promos.list(request.query),
  );

  app.post(
    '/promos',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'createStudioPromo',
        summary: 'A new promo overlay, last in the order; the club site shows it while it runs',
        body: studioPromoInputSchema,
        response: { 201: studioPromoSchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await promos.create(request.body, guard.staffOf(request))),
  );

  app.get(
    '/promos/:promoID',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'getStudioPromo',
        summary: 'One promo overlay',
        params: studioPromoParamsSchema,
        response: { 200: studioPromoSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => promos.get(request.params.promoID),
  );

  app.put(
    '/promos/:promoID',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'updateStudioPromo',
        summary: 'Change a promo: its dates, image, address, flags; enabled false takes it off the sites',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
        params: studioPromoParamsSchema,
        body: studioPromoUpdateSchema,
        response: { 200: studioPromoSchema, ...saveRefusals },
      },
    },
    async (request) => promos.update(request.params.promoID, request.body, guard.staffOf(request)),
  );

  app.get(
    '/packages',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioPackages',
        summary: "Packages in the packages service's order, on sale or not, 20 a page",
        querystring: studioPageQuerySchema,
        response: { 200: studioPackagesResponseSchema, ...refusals },
      },
    },
    async (request) => packages.list(request.query),
  );

  app.get(
    '/packages/:packageId',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'getStudioPackage',
        summary: 'One package with its prices',
        params: studioPackageParamsSchema,
        response: { 200: studioPackageSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => packages.get(request.params.packageId),
  );

  app.put(
    '/packages/:packageId',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'updateStudioPackage',
        summary: "Change a package's name, description, prices and whether it is on sale",
        description:
          'A changed amount is sold under a new price id: checkout refuses the old one (409 `priceChanged`), running ' +
          'subscriptions keep the price they were bought at, vouchers follow the option. 409 `versionConflict` when ' +
          '`version` is not the stored one; 400 `unknownPrice` when the prices are not exactly the package\'s.',
        params: studioPackageParamsSchema,
        body: studioPackageUpdateSchema,
        response: { 200: studioPackageSchema, ...saveRefusals },
      },
    },
    async (request) => packages.update(request.params.packageId, request.body, guard.staffOf(request)),
  );

  app.get(
    '/adverts',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioAdverts',
        summary: "One slot's adverts in the order the sites pick from, 20 a page, with every slot and its count",
        description: '`slot`: a slot id, the first slot when left out; 404 `advertSlotNotFound` for one the club does not have.',
        querystring: studioAdvertsQuerySchema,
        response: { 200: studioAdvertsResponseSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => adverts.list(request.query),
  );

  app.post(
    '/adverts',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'createStudioAdvert',
        summary: 'A new advert, last in its slot; the club site shows it while it runs',
        description: '400 `advertSlotNotFound` when the slot is not one the club has.',
        body: studioAdvertCreateSchema,
        response: { 201: studioAdvertSchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await adverts.create(request.body, guard.staffOf(request))),
  );

  app.get(
    '/adverts/:advertID',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'getStudioAdvert',
        summary: 'One advert with the slots it is placed in',
        params: studioAdvertParamsSchema,
        response: { 200: studioAdvertSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => adverts.get(request.params.advertID),
  );

  app.put(
    '/adverts/:advertID',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'updateStudioAdvert',
        summary: 'Change an advert in every slot it is in: name, images, address, window, flags; enabled false takes it off the sites',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
        params: studioAdvertParamsSchema,
        body: studioAdvertUpdateSchema,
        response: { 200: studioAdvertSchema, ...saveRefusals },
      },
    },
    async (request) => adverts.update(request.params.advertID, request.body, guard.staffOf(request)),
  );

  app.post(
    '/adverts/:advertID/delete',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'deleteStudioAdvert',
        summary: 'Delete an advert: gone from every slot and every site at once, and never laid back by the demo world',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
        params: studioAdvertParamsSchema,
        body: studioCommercialDeleteSchema,
        response: { 200: deleted, ...saveRefusals },
      },
    },
    async (request) => adverts.remove(request.params.advertID, request.body.version, guard.staffOf(request)),
  );

  app.post(
    '/advert-slots/:slotID',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'changeStudioAdvertSlot',
        summary: "Put an advert last in a slot, take it out, or move it one place up or down; the sites follow the slot's new order at once",
        description:
          '409 `versionConflict` when `version` is not the slot\'s stored one; 409 `advertAlreadyInSlot`, `advertNotInSlot`, ' +
          '`advertLastSlot` (an advert stays in one slot at least), `advertAlreadyFirst`, `advertAlreadyLast`; 404 `advertSlotNotFound`, `advertNotFound`.',
        params: studioAdvertSlotParamsSchema,
        body: studioAdvertSlotChangeSchema,
        response: { 200: studioAdvertSlotOrderSchema, ...saveRefusals },
      },
    },
    async (request) => adverts.changeSlot(request.params.slotID, request.body, guard.staffOf(request)),
  );

  app.get(
    '/sponsors',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioSponsors',
        summary: "One footer row's sponsors in the order the club site shows them (published or not), 20 a page, with every row",
        description: '`row`: a row id, the first row when left out; 404 `sponsorRowNotFound` for one the club does not have.',
        querystring: studioSponsorsQuerySchema,
        response: { 200: studioSponsorsResponseSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => sponsors.list(request.query),
  );

  app.post(
    '/sponsors',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'createStudioSponsor',
        summary: 'A new sponsor in a footer row; the club site shows it when published',
        description: '400 `sponsorRowNotFound` when the row is not one the club has.',
        body: studioSponsorInputSchema,
        response: { 201: studioSponsorSchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await sponsors.create(request.body, guard.staffOf(request))),
  );

  app.get(
    '/sponsors/:sponsorID',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'getStudioSponsor',
        summary: 'One sponsor with its row',
        params: studioSponsorParamsSchema,
        response: { 200: studioSponsorSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => sponsors.get(request.params.sponsorID),
  );

  app.put(
    '/sponsors/:sponsorID',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'updateStudioSponsor',
        summary: 'Change a sponsor: name, logo, link, row, place in the row; published false takes it off the sites',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when); 400 `sponsorRowNotFound`.',
        params: studioSponsorParamsSchema,
        body: studioSponsorUpdateSchema,
        response: { 200: studioSponsorSchema, ...saveRefusals },
      },
    },
    async (request) => sponsors.update(request.params.sponsorID, request.body, guard.staffOf(request)),
  );

  app.post(
    '/sponsors/:sponsorID/delete',
    {
      preHandler: guard.requireStaff(commercial),
      schema: {
        tags: ['studio'],
        operationId: 'deleteStudioSponsor',
        summary: 'Delete a sponsor: gone from its row and the footer at once, and never laid back by the demo world',
        description: '409 `sponsorInUse` when it is in the header or a section\'s sponsor slot (named in the message); 409 `versionConflict` when `version` is not the stored one.',
        params: studioSponsorParamsSchema,
        body: studioCommercialDeleteSchema,
        response: { 200: deleted, ...saveRefusals },
      },
    },
    async (request) => sponsors.remove(request.params.sponsorID, request.body.version, guard.staffOf(request)),
  );
};
