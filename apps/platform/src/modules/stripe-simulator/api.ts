import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type FormValue, list, metadataOf, parseBracketed, record, text } from './form';
import { isLoopbackAddress } from '../../infra/http/loopback';
import { type Simulator, StripeApiError, type StripeObject, publicObject } from './simulator';

/**
 * The Stripe REST endpoints the `stripe` SDK calls, mounted at /v1 (the SDK has a host and port but no
 * base path). Bodies are form-encoded with bracketed keys; answers and errors are Stripe's shapes; a
 * POST with an Idempotency-Key seen before gets the first answer again.
 */
export const stripeSimulatorApiRoutes: FastifyPluginAsync<{ simulator: Simulator; apiKeys: readonly string[] }> = async (app, { simulator, apiKeys }) => {
  const formType = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(formType)) app.removeContentTypeParser(formType);
  app.addContentTypeParser(formType, { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, parseBracketed(body as string));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StripeApiError) {
      void reply.code(error.statusCode).send({
        error: { type: error.type, message: error.message, ...(error.param ? { param: error.param } : {}), ...(error.code ? { code: error.code } : {}) },
      });
      return;
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      void reply.code(statusCode).send({ error: { type: 'invalid_request_error', message: (error as Error).message } });
      return;
    }
    request.log.error({ err: error }, 'stripe simulator failed');
    void reply.code(500).send({ error: { type: 'api_error', message: 'The simulator failed; see the platform log.' } });
  });

  // Only the platform's own SDK client may drive the API: the browser sees the hosted pages only. So /v1
  // answers a caller on this machine talking to it directly (the socket's address, not request.ip, and
  // nothing forwarded: a proxy on this machine relays strangers), holding the installation's key (the
  // current root's, or a previous root's while a rotation lasts).
  app.addHook('onRequest', async (request) => {
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!isLoopbackAddress(request.socket.remoteAddress) || forwarded) {
      throw new StripeApiError(404, 'Not found.', undefined, 'resource_missing');
    }
    const header = request.headers.authorization ?? '';
    const key = header.startsWith('Bearer ') ? header.slice(7) : Buffer.from(header.replace(/^Basic /, ''), 'base64').toString().split(':')[0];
    if (!key || !apiKeys.includes(key)) {
      throw new StripeApiError(401, 'Invalid API Key provided. The simulator accepts only its own key.', undefined, undefined, 'invalid_request_error');
    }
  });

  const body = (request: FastifyRequest): Record<string, FormValue> => (request.body && typeof request.body === 'object' ? (request.body as Record<string, FormValue>) : {});
  const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;
  const params = (request: FastifyRequest) => request.params as Record<string, string>;
  const listOf = (url: string, data: StripeObject[]) => ({ object: 'list', url, has_more: false, data: data.map(publicObject) });

  /** Runs a POST once per Idempotency-Key (kept 24 hours), replaying the stored answer after that. */
  function idempotent(handler: (request: FastifyRequest) => Promise<StripeObject>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key ? `${request.url}:${key}` : undefined;
      if (idempotencyKey) {
        const stored = await readIdempotent(idempotencyKey);
        if (stored) return reply.code(stored.status_code).header('idempotent-replayed', 'true').type('application/json').send(stored.response);
      }
      let statusCode = 200;
      let answer: unknown;
      try {
        answer = publicObject(await handler(request));
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        statusCode = error.statusCode;
        answer = { error: { type: error.type, message: error.message, ...(error.param ? { param: error.param } : {}) } };
      }
      if (idempotencyKey) await writeIdempotent(idempotencyKey, statusCode, JSON.stringify(answer));
      return reply.code(statusCode).send(answer);
    };
  }
  const readIdempotent = (key: string) => simulator.idempotency.read(key);
  const writeIdempotent = (key: string, statusCode: number, response: string) =>
    simulator.idempotency.write(key, statusCode, response);

  app.post('/customers', idempotent(async (request) => {
    const input = body(request);
    return simulator.createCustomer({ email: text(input.email), name: text(input.name), metadata: metadataOf(input.metadata) });
  }));
  app.get('/customers/:id', async (request) => publicObject(await simulator.mustLoad('sim_customer', params(request).id ?? '', 'customer')));

  app.post('/checkout/sessions', idempotent(async (request) => {
    const input = body(request);
    const items = list(input.line_items).map(record);
    if (items.length !== 1) throw new StripeApiError(400, 'The simulator sells exactly one line item per checkout.', 'line_items');
    const item = items[0] ?? {};
    const discounts = list(input.discounts).map(record);
    const successUrl = text(input.success_url);
    if (!successUrl) throw new StripeApiError(400, 'Missing required param: success_url.', 'success_url');
    return simulator.createCheckoutSession({
      mode: text(input.mode) ?? '',
      priceId: text(item.price) ?? '',
      quantity: Number(text(item.quantity) ?? '1'),
      successUrl,
      cancelUrl: text(input.cancel_url),
      customer: text(input.customer),
      customerEmail: text(input.customer_email),
      metadata: metadataOf(input.metadata),
      subscriptionMetadata: metadataOf(record(input.subscription_data).metadata),
      clientReferenceId: text(input.client_reference_id),
      allowPromotionCodes: text(input.allow_promotion_codes) === 'true',
      coupon: text(discounts[0]?.coupon),
      promotionCode: text(discounts[0]?.promotion_code),
    });
  }));
  app.get('/checkout/sessions/:id', async (request) =>
    publicObject(await simulator.mustLoad('sim_checkout_session', params(request).id ?? '', 'checkout.session')),
  );

  app.get('/prices/:id', async (request) => (await simulator.priceFor(params(request).id ?? '')).object);
  app.get('/products/:id', async (request) => {
    const id = params(request).id ?? '';
    const pkg = id.startsWith('prod_') ? await simulator.packages.find(id.slice(5)) : undefined;
    if (!pkg) throw new StripeApiError(404, `No such product: '${id}'`, 'id', 'resource_missing');
    return { id, object: 'product', active: true, name: pkg.attributes.title, description: pkg.attributes.description || null, metadata: { packageID: pkg.id }, livemode: false, created: 0 };
  });

  /** What the simulator lists by customer only (`?customer=`), and finds by id. */
  function customerObjects(resource: 'subscriptions' | 'invoices', kind: 'sim_subscription' | 'sim_invoice', name: string) {
    app.get(`/${resource}`, async (request) => {
      const customer = query(request).customer;
      if (!customer) throw new StripeApiError(400, `The simulator lists ${resource} by customer only.`, 'customer');
      return listOf(`/v1/${resource}`, await simulator.listBy(kind, customer));
    });
    app.get(`/${resource}/:id`, async (request) => publicObject(await simulator.mustLoad(kind, params(request).id ?? '', name)));
  }

  customerObjects('subscriptions', 'sim_subscription', 'subscription');
  app.post('/subscriptions/:id', idempotent(async (request) => {
    const input = body(request);
    const cancel = text(input.cancel_at_period_end);
    return simulator.updateSubscription(params(request).id ?? '', {
      cancelAtPeriodEnd: cancel === undefined ? undefined : cancel === 'true',
      defaultPaymentMethod: text(input.default_payment_method),
    });
  }));
  app.delete('/subscriptions/:id', async (request) => publicObject(await simulator.cancelSubscriptionNow(params(request).id ?? '')));

  customerObjects('invoices', 'sim_invoice', 'invoice');

  app.post('/billing_portal/sessions', idempotent(async (request) => {
    const input = body(request);
    const customer = text(input.customer);
    if (!customer) throw new StripeApiError(400, 'Missing required param: customer.', 'customer');
    return simulator.createPortalSession(customer, text(input.return_url) ?? null);
  }));

  app.get('/coupons/:id', async (request) => publicObject(await simulator.couponById(params(request).id ?? '')));
  app.get('/promotion_codes', async (request) => {
    const code = query(request).code;
    const found = code ? await simulator.promotionCodeByCode(code) : undefined;
    return listOf('/v1/promotion_codes', found ? [found] : []);
  });
  app.get('/events/:id', async (request) => publicObject(await simulator.mustLoad('sim_event', params(request).id ?? '', 'event')));

  // Not Stripe's: moves the simulator's test clock so renewals and period-end cancellations happen now.
  app.post('/test_helpers/simulator/advance', idempotent(async (request) => {
    const seconds = Number(text(body(request).seconds));
    if (!Number.isInteger(seconds) || seconds <= 0 || seconds > 5 * 366 * 86_400) {
      throw new StripeApiError(400, 'seconds must be a whole number of seconds, at most five years.', 'seconds');
    }
    return { object: 'test_helpers.simulator_clock', frozen_time: await simulator.advanceClock(seconds) };
  }));
};
