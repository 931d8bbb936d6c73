import {
  type StaffRole,
  apiErrorSchema,
  studioGrantOptionsSchema,
  studioVoucherDetailSchema,
  studioVoucherInputSchema,
  studioVoucherParamsSchema,
  studioVoucherSchema,
  studioVouchersQuerySchema,
  studioVouchersResponseSchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioVouchers } from './commercial';
import type { StaffGuard } from './staff';

const commercial: StaffRole[] = ['commercial'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema };

/**
 * The commercial desk (issue 16), mounted at /api/studio: vouchers and their redemptions, for the
 * commercial role and administrators. Writes come only from the club's sites (the cross-site check in
 * app.ts covers /api/studio) and only as JSON; each is audited in its own transaction.
 */
export const studioCommercialRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; vouchers: StudioVouchers }> = async (app, { guard, vouchers }) => {
  // Plain text is the one body type a cross-site form can send that Fastify would otherwise parse.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

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
};
