import {
  type StudioAdvert,
  type StudioPackage,
  type StudioPackageUpdate,
  type StudioAdvertCreate,
  type StudioAdvertUpdate,
  type StudioPromo,
  type StudioPromoInput,
  type StudioPromoUpdate,
  type StudioSponsor,
  type StudioSponsorInput,
  type StudioSponsorUpdate,
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
import { type CollectionRoutes, registerCollection } from './collection-routes';
import { deskRoutes, notFound, saveRefusals } from './desk-routes';
import { itemRoutes } from './item-routes';
import type { StaffGuard } from './staff';

const commercial = studioDesks.commercial.roles;

/**
 * The commercial desk (issue 16), mounted at /api/studio: vouchers and their redemptions, promos, packages,
 * adverts in their slots and sponsors in their rows (promos, adverts and sponsors as studio collections,
 * `collection-routes.ts`), for the
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

  const desk = deskRoutes(app, guard, commercial);

  desk.get('/vouchers', {
    operationId: 'listStudioVouchers',
    summary: 'Vouchers, newest first, 20 a page',
    description: '`q`: part of the code.',
    querystring: studioVouchersQuerySchema,
    response: { 200: studioVouchersResponseSchema },
  }, ({ query }) => vouchers.list(query));

  desk.post('/vouchers', {
    operationId: 'createStudioVoucher',
    summary: 'A new voucher, redeemable on the club site at once',
    description: 'An empty code is generated. 409 `voucherCodeTaken` when a typed code is taken; 400 `noSuchPrice` when the package or price is not on sale.',
    body: studioVoucherInputSchema,
    response: { 201: studioVoucherSchema, 409: apiErrorSchema },
  }, ({ body }, staff) => vouchers.create(body, staff));

  const voucher = itemRoutes(desk, { path: '/vouchers/:code', name: 'StudioVoucher', params: studioVoucherParamsSchema, item: studioVoucherSchema, refusals: saveRefusals });

  voucher.get({ summary: 'One voucher and who redeemed it when', answer: studioVoucherDetailSchema }, ({ code }) => vouchers.detail(code));

  voucher.update({
    summary: "Change a voucher's limits, expiry, days of access, note, or switch it off or on again",
    description:
      'What it grants stays. 409 `versionConflict` when `version` is not the stored one; 400 `limitBelowRedemptions` ' +
      'when the limit is below the redemptions already made.',
    body: studioVoucherUpdateSchema,
  }, ({ code }, body, staff) => vouchers.update(code, body, staff));

  desk.post('/vouchers/:code/disable', {
    operationId: 'disableStudioVoucher',
    summary: 'Disable a voucher: fans who try it are told it is no longer valid',
    description: 'What fans already redeemed stays theirs. Disabling a disabled voucher changes nothing.',
    params: studioVoucherParamsSchema,
    body: z.object({}).strict(),
    response: { 200: studioVoucherSchema, ...notFound },
  }, ({ params }, staff) => vouchers.disable(params.code, staff));

  // Administrators give complimentary passes from the same list.
  desk.get('/voucher-options', {
    operationId: 'listStudioGrantOptions',
    summary: 'The packages and prices a voucher or a complimentary pass may grant',
    response: { 200: studioGrantOptionsSchema },
  }, () => vouchers.grantOptions());

  desk.post('/advert-slots/:slotID', {
    operationId: 'changeStudioAdvertSlot',
    summary: "Put an advert last in a slot, take it out, or move it one place up or down; the sites follow the slot's new order at once",
    description:
      '409 `versionConflict` when `version` is not the slot\'s stored one; 409 `advertAlreadyInSlot`, `advertNotInSlot`, ' +
      '`advertLastSlot` (an advert stays in one slot at least), `advertAlreadyFirst`, `advertAlreadyLast`; 404 `advertSlotNotFound`, `advertNotFound`.',
    params: studioAdvertSlotParamsSchema,
    body: studioAdvertSlotChangeSchema,
    response: { 200: studioAdvertSlotOrderSchema, ...saveRefusals },
  }, ({ params, body }, staff) => adverts.changeSlot(params.slotID, body, staff));

  registerCollection(app, guard, promoRoutes(promos));
  registerCollection(app, guard, advertRoutes(adverts));
  registerCollection(app, guard, sponsorRoutes(sponsors));
  registerCollection(app, guard, packageRoutes(packages));
};

/** The promo overlays as a studio collection: `/promos`, no delete (switching one off takes it off the sites). */
export const promoRoutes = (promos: StudioPromos) =>
  ({
    path: '/promos',
    idParam: 'promoID',
    subject: 'promo',
    plural: 'promos',
    roles: commercial,
    schemas: {
      params: studioPromoParamsSchema,
      listQuery: studioPageQuerySchema,
      list: studioPromosResponseSchema,
      item: studioPromoSchema,
      create: studioPromoInputSchema,
      update: studioPromoUpdateSchema,
    },
    docs: {
      list: { summary: 'Promo overlays in the order the sites pick from, 20 a page' },
      create: { summary: 'A new promo overlay, last in the order; the club site shows it while it runs' },
      get: { summary: 'One promo overlay' },
      update: {
        summary: 'Change a promo: its dates, image, address, flags; enabled false takes it off the sites',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
      },
    },
    operations: { list: promos.list, get: promos.get, create: promos.create, update: promos.update },
  }) satisfies CollectionRoutes<StudioPromo, number, Parameters<StudioPromos['list']>[0], StudioPromoInput, StudioPromoUpdate>;

/** The adverts as a studio collection, listed by slot (their order in a slot is `/advert-slots/:slotID`). */
export const advertRoutes = (adverts: StudioAdverts) =>
  ({
    path: '/adverts',
    idParam: 'advertID',
    subject: 'advert',
    plural: 'adverts',
    roles: commercial,
    listMayMiss: true,
    schemas: {
      params: studioAdvertParamsSchema,
      listQuery: studioAdvertsQuerySchema,
      list: studioAdvertsResponseSchema,
      item: studioAdvertSchema,
      create: studioAdvertCreateSchema,
      update: studioAdvertUpdateSchema,
    },
    docs: {
      list: {
        summary: "One slot's adverts in the order the sites pick from, 20 a page, with every slot and its count",
        description: '`slot`: a slot id, the first slot when left out; 404 `advertSlotNotFound` for one the club does not have.',
      },
      create: {
        summary: 'A new advert, last in its slot; the club site shows it while it runs',
        description: '400 `advertSlotNotFound` when the slot is not one the club has.',
      },
      get: { summary: 'One advert with the slots it is placed in' },
      update: {
        summary: 'Change an advert in every slot it is in: name, images, address, window, flags; enabled false takes it off the sites',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
      },
      remove: {
        summary: 'Delete an advert: gone from every slot and every site at once, and never laid back by the demo world',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
      },
    },
    operations: { list: adverts.list, get: adverts.get, create: adverts.create, update: adverts.update, remove: adverts.remove },
  }) satisfies CollectionRoutes<StudioAdvert, number, Parameters<StudioAdverts['list']>[0], StudioAdvertCreate, StudioAdvertUpdate>;

/** The footer's sponsors as a studio collection, listed by row. */
export const sponsorRoutes = (sponsors: StudioSponsors) =>
  ({
    path: '/sponsors',
    idParam: 'sponsorID',
    subject: 'sponsor',
    plural: 'sponsors',
    roles: commercial,
    listMayMiss: true,
    schemas: {
      params: studioSponsorParamsSchema,
      listQuery: studioSponsorsQuerySchema,
      list: studioSponsorsResponseSchema,
      item: studioSponsorSchema,
      create: studioSponsorInputSchema,
      update: studioSponsorUpdateSchema,
    },
    docs: {
      list: {
        summary: "One footer row's sponsors in the order the club site shows them (published or not), 20 a page, with every row",
        description: '`row`: a row id, the first row when left out; 404 `sponsorRowNotFound` for one the club does not have.',
      },
      create: {
        summary: 'A new sponsor in a footer row; the club site shows it when published',
        description: '400 `sponsorRowNotFound` when the row is not one the club has.',
      },
      get: { summary: 'One sponsor with its row' },
      update: {
        summary: 'Change a sponsor: name, logo, link, row, place in the row; published false takes it off the sites',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when); 400 `sponsorRowNotFound`.',
      },
      remove: {
        summary: 'Delete a sponsor: gone from its row and the footer at once, and never laid back by the demo world',
        description: "409 `sponsorInUse` when it is in the header or a section's sponsor slot (named in the message); 409 `versionConflict` when `version` is not the stored one.",
      },
    },
    operations: { list: sponsors.list, get: sponsors.get, create: sponsors.create, update: sponsors.update, remove: sponsors.remove },
  }) satisfies CollectionRoutes<StudioSponsor, number, Parameters<StudioSponsors['list']>[0], StudioSponsorInput, StudioSponsorUpdate>;

/** The packages as a studio collection: the catalogue lays them out, so the desk lists, opens and changes them only. */
export const packageRoutes = (packages: StudioPackages) =>
  ({
    path: '/packages',
    idParam: 'packageId',
    subject: 'package',
    plural: 'packages',
    roles: commercial,
    schemas: {
      params: studioPackageParamsSchema,
      listQuery: studioPageQuerySchema,
      list: studioPackagesResponseSchema,
      item: studioPackageSchema,
      update: studioPackageUpdateSchema,
    },
    docs: {
      list: { summary: "Packages in the packages service's order, on sale or not, 20 a page" },
      get: { summary: 'One package with its prices' },
      update: {
        summary: "Change a package's name, description, prices and whether it is on sale",
        description:
          'A changed amount is sold under a new price id: checkout refuses the old one (409 `priceChanged`), running ' +
          'subscriptions keep the price they were bought at, vouchers follow the option. 409 `versionConflict` when ' +
          "`version` is not the stored one; 400 `unknownPrice` when the prices are not exactly the package's.",
      },
    },
    operations: { list: packages.list, get: packages.get, update: packages.update },
  }) satisfies CollectionRoutes<StudioPackage, string, Parameters<StudioPackages['list']>[0], never, StudioPackageUpdate>;

