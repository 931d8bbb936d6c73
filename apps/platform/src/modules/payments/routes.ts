import {
  apiErrorSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  entitlementsResponseSchema,
  portalRequestSchema,
  portalResponseSchema,
  userIdParamsSchema,
  voucherRedeemRequestSchema,
  voucherRedeemResponseSchema,
} from '@club/api-client';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser } from '../identity/current-user';
import { requestSite } from './return-urls';
import type { PaymentsService } from './service';

interface Options {
  service: PaymentsService;
  currentUser: CurrentUser;
  siteOrigins: readonly string[];
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 500: apiErrorSchema };
const privateAnswer = 'private, no-store';

/** SPEC 7 'entitlements', mounted at /api/entitlements. */
export const entitlementsRoutes: FastifyPluginAsyncZod<Omit<Options, 'siteOrigins'>> = async (app, { service, currentUser }) => {
  app.get(
    '/users/entitlements/:userId',
    {
      schema: {
        tags: ['entitlements'],
        operationId: 'getUserEntitlements',
        summary: "The signed-in user's entitlements",
        description:
          'Only for the signed-in user\'s own id (`sub`): 401 signed out, 403 for anyone else\'s id, 404 when they hold nothing now. ' +
          'Entitlements come from verified payments and redeemed vouchers only.',
        params: userIdParamsSchema,
        response: { 200: entitlementsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const attributes = await service.entitlementsFor(await currentUser(request), request.params.userId);
      return reply.header('cache-control', privateAnswer).send({ data: { attributes } });
    },
  );
};

/** SPEC 7 'payments', mounted at /api/payments: checkout, portal, Stripe's webhook, vouchers. */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, currentUser, siteOrigins }) => {
  app.post(
    '/create-checkout',
    {
      schema: {
        tags: ['payments'],
        operationId: 'createCheckout',
        summary: 'Start a hosted card checkout for a package price',
        description:
          "SPEC 3 'Checkout request'. The price must be one of `metadata.packageID`'s; amount and mode come from the package " +
          '(recurring → subscription, else payment), quantity is 1, `metadata.userID` must be the signed-in user, and the return ' +
          "URLs must be on one of the club's sites (a relative path is resolved against the site). 409 when the user already " +
          'holds everything the price gives. Redirect the browser to `url`.',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await service.createCheckout(await currentUser(request), request.body, requestSite(request, siteOrigins));
      return reply.header('cache-control', privateAnswer).send(session);
    },
  );

  app.post(
    '/create-portal-redirect',
    {
      schema: {
        tags: ['payments'],
        operationId: 'createPortalRedirect',
        summary: "Open the payment provider's customer portal",
        description: "For the signed-in user's own customer id; `returnURL` must be on one of the club's sites.",
        body: portalRequestSchema,
        response: { 200: portalResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const portal = await service.createPortal(await currentUser(request), request.body, requestSite(request, siteOrigins));
      return reply.header('cache-control', privateAnswer).send(portal);
    },
  );

  app.post(
    '/vouchers/redeem',
    {
      schema: {
        tags: ['payments'],
        operationId: 'redeemVoucher',
        summary: 'Redeem a voucher code',
        description:
          "Grants the voucher's package entitlements to the signed-in user. 404 unknown code, 409 already used (or used up, or " +
          'already redeemed by this user), 410 expired, 429 with Retry-After after too many attempts.',
        body: voucherRedeemRequestSchema,
        response: { 200: voucherRedeemResponseSchema, ...errors, 410: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const attributes = await service.redeemVoucher(await currentUser(request), request.body.code, request.ip);
      return reply.header('cache-control', privateAnswer).send({ data: { attributes } });
    },
  );

  await app.register(webhookRoute, { service });
};

/** Stripe's webhook: its own scope, because the signature is over the raw bytes, not re-serialised JSON. */
const webhookRoute: FastifyPluginAsync<{ service: PaymentsService }> = async (app, { service }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    '/webhook',
    {
      schema: {
        tags: ['payments'],
        operationId: 'receiveStripeWebhook',
        summary: "Stripe's webhook receiver",
        description:
          'Verified against the Stripe-Signature header (STRIPE_WEBHOOK_SECRET, else the simulator\'s secret generated per installation; ' +
            '400 when missing, wrong, or dated more than 5 minutes before or after the clock), ' +
          'processed once per event id; grants on checkout.session.completed and invoice.paid, revokes on customer.subscription.deleted.',
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const outcome = await service.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
      request.log.info({ type: outcome.type, duplicate: outcome.duplicate }, 'stripe webhook');
      return { received: true as const, duplicate: outcome.duplicate };
    },
  );
};
