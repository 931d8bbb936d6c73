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
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser, SignedInUser } from '../identity/current-user';
import { requestSite } from './return-urls';
import type { PaymentsService } from './service';

interface Options {
  service: PaymentsService;
  currentUser: CurrentUser;
  siteOrigins: readonly string[];
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 500: apiErrorSchema };

/**
 * The signed-in user's own routes, declared once: each asks CurrentUser who is asking (the service
 * refuses the signed out and anyone else's id), answers what the service gave, and is never stored by a
 * cache, under the module's tag. `also` lists a route's own error statuses beyond `errors`.
 */
const userRoutes = (app: FastifyInstance, currentUser: CurrentUser, tag: 'entitlements' | 'payments') =>
  <Params extends z.ZodType = z.ZodUndefined, Body extends z.ZodType = z.ZodUndefined, Response extends z.ZodType = z.ZodType>(route: {
    method: 'GET' | 'POST';
    url: string;
    operationId: string;
    summary: string;
    description: string;
    params?: Params;
    body?: Body;
    response: Response;
    also?: readonly number[];
    answer: (user: SignedInUser | null, input: { params: z.output<Params>; body: z.output<Body> }, request: FastifyRequest) => Promise<z.output<Response>>;
  }) => {
    const { method, url, operationId, summary, description, params, body, response, also = [], answer } = route;
    app.route({
      method,
      url,
      schema: {
        tags: [tag],
        operationId,
        summary,
        description,
        ...(params && { params }),
        ...(body && { body }),
        response: { 200: response, ...errors, ...Object.fromEntries(also.map((status) => [status, apiErrorSchema])) },
      },
      handler: async (request, reply) => {
        // Fastify has validated both against the schemas above.
        const input = { params: request.params as z.output<Params>, body: request.body as z.output<Body> };
        const answered = await answer(await currentUser(request), input, request);
        return reply.header('cache-control', 'private, no-store').send(answered);
      },
    });
  };

/** SPEC 7 'entitlements', mounted at /api/entitlements. */
export const entitlementsRoutes: FastifyPluginAsyncZod<Omit<Options, 'siteOrigins'>> = async (app, { service, currentUser }) => {
  userRoutes(app, currentUser, 'entitlements')({
    method: 'GET',
    url: '/users/entitlements/:userId',
    operationId: 'getUserEntitlements',
    summary: "The signed-in user's entitlements",
    description:
      'Only for the signed-in user\'s own id (`sub`): 401 signed out, 403 for anyone else\'s id, 404 when they hold nothing now. ' +
      'Entitlements come from verified payments and redeemed vouchers only.',
    params: userIdParamsSchema,
    response: entitlementsResponseSchema,
    answer: async (user, { params }) => ({ data: { attributes: await service.entitlementsFor(user, params.userId) } }),
  });
};

/** SPEC 7 'payments', mounted at /api/payments: checkout, portal, Stripe's webhook, vouchers. */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, currentUser, siteOrigins }) => {
  const userRoute = userRoutes(app, currentUser, 'payments');

  userRoute({
    method: 'POST',
    url: '/create-checkout',
    operationId: 'createCheckout',
    summary: 'Start a hosted card checkout for a package price',
    description:
      "SPEC 3 'Checkout request'. The price must be one of `metadata.packageID`'s; amount and mode come from the package " +
      '(recurring → subscription, else payment), quantity is 1, `metadata.userID` must be the signed-in user, and the return ' +
      "URLs must be on one of the club's sites (a relative path is resolved against the site). 409 when the user already " +
      'holds everything the price gives. Redirect the browser to `url`.',
    body: checkoutRequestSchema,
    response: checkoutResponseSchema,
    also: [502],
    answer: (user, { body }, request) => service.createCheckout(user, body, requestSite(request, siteOrigins)),
  });

  userRoute({
    method: 'POST',
    url: '/create-portal-redirect',
    operationId: 'createPortalRedirect',
    summary: "Open the payment provider's customer portal",
    description: "For the signed-in user's own customer id; `returnURL` must be on one of the club's sites.",
    body: portalRequestSchema,
    response: portalResponseSchema,
    also: [502],
    answer: (user, { body }, request) => service.createPortal(user, body, requestSite(request, siteOrigins)),
  });

  userRoute({
    method: 'POST',
    url: '/vouchers/redeem',
    operationId: 'redeemVoucher',
    summary: 'Redeem a voucher code',
    description:
      "Grants the voucher's package entitlements to the signed-in user. 404 unknown code, 409 already used (or used up, or " +
      'already redeemed by this user), 410 expired, 429 with Retry-After after too many attempts.',
    body: voucherRedeemRequestSchema,
    response: voucherRedeemResponseSchema,
    also: [410, 429],
    answer: async (user, { body }, request) => ({ data: { attributes: await service.redeemVoucher(user, body.code, request.ip) } }),
  });

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
