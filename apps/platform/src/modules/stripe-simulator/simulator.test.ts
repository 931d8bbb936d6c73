import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { getClock } from '@club/clock';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';
import { api, baseUrlOf, eventually, goodCard, keysOf, signIn, simulatorSdk, submitCheckout } from '../payments/testing';
import { parseBracketed } from './form';
import { webhookSecretsFor } from '../payments/stripe-client';
import { createKeyRing } from '../../infra/keys';
import { simulatorApiKey } from './simulator';
import { webhookJob } from './webhooks';

/**
 * The simulator's webhooks, caught by a collector instead of going straight to the platform: the test
 * sees every attempt (signature, timing), makes attempts fail, and forwards events to the platform's
 * receiver in whatever order it likes.
 */

interface Received {
  at: number;
  payload: string;
  signature: string;
  event: Stripe.Event;
}

const site = 'http://127.0.0.1:3100';
/** Signatures are dated on the platform's clock (pinned in tests), as the simulator dates its own. */
const clockSeconds = () => Math.floor(getClock().nowMs() / 1000);
const fanSub = '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68';
const staffSub = 'e81014d0-79ea-5bbb-bda2-46e45c7b8a30';

describe.each(testDialects)('stripe simulator webhooks on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let collector: Server;
  let base: string;
  let sdk: Stripe;
  let received: Received[] = [];
  /** How many attempts of each event the collector refuses (500) before accepting. */
  let failFirst = 0;
  /** The installation's generated secret, read back from the database the app made it in. */
  let simulatorWebhookSecret: string;

  beforeAll(async () => {
    collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const payload = Buffer.concat(chunks).toString('utf8');
        const event = JSON.parse(payload) as Stripe.Event;
        received.push({ at: performance.now(), payload, signature: String(request.headers['stripe-signature']), event });
        const attempts = received.filter((entry) => entry.event.id === event.id).length;
        response.statusCode = attempts <= failFirst ? 500 : 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    app = await buildApp(
      { ...testConfig(testDatabase.location), siteOrigins: [site] },
      {
        database: testDatabase.database,
        simulatorDelivery: { baseDelayMs: 100, maxDelayMs: 1000, maxAttempts: 4 },
        // Retries are delayed jobs: pg-boss's worker looks for due ones this often (its least).
        jobs: { pollMs: 500 },
        simulatorWebhookUrl: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/hook`,
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    sdk = await simulatorSdk(base, testDatabase.database.db);
    simulatorWebhookSecret = webhookSecretsFor(undefined, await keysOf(testDatabase.database.db)).signing;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => collector?.close(resolve));
    await testDatabase?.drop();
  });

  beforeEach(() => {
    received = [];
    failFirst = 0;
  });

  /** Buys the monthly video pass as `email` and returns the session id once its three events arrived. */
  async function buyMonthlyVideo(email: string, sub: string): Promise<string> {
    const cookie = await signIn(base, email);
    const created = await api(base, 'POST', '/api/payments/create-checkout', {
      cookie,
      body: {
        success_url: `${site}/ok`,
        cancel_url: `${site}/cancel`,
        metadata: { userID: sub, userEmail: email, packageID: 'video-subscription' },
        line_items: [{ price: 'price_video_monthly', quantity: 1 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    expect((await submitCheckout(created.body.url, goodCard)).status).toBe(303);
    await eventually(() => {
      const types = new Set(received.map((entry) => entry.event.type));
      expect(types).toEqual(new Set(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']));
      return Promise.resolve();
    });
    return created.body.id as string;
  }

  const forward = (entry: Received) =>
    fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': entry.signature },
      body: entry.payload,
    });
  const entitlementsStatus = async (email: string, sub: string) =>
    (await api(base, 'GET', `/api/entitlements/users/entitlements/${sub}`, { cookie: await signIn(base, email) })).status;

  it('should sign each attempt so the SDK verifies it, and retry with growing delays until a 2xx', async () => {
    failFirst = 2;
    const sessionId = await buyMonthlyVideo('fan@example.com', fanSub);
    const completed = () => received.filter((entry) => entry.event.type === 'checkout.session.completed');
    await eventually(() => {
      expect(completed()).toHaveLength(3);
      return Promise.resolve();
    });
    const [first, second, third] = completed();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(90);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(190);
    for (const attempt of completed()) {
      const event = sdk.webhooks.constructEvent(attempt.payload, attempt.signature, simulatorWebhookSecret);
      expect(event.data.object).toMatchObject({ id: sessionId, payment_status: 'paid', mode: 'subscription' });
    }
    await eventually(async () => {
      const deliveries = await testDatabase.database.db.selectFrom('sim_webhook_delivery').selectAll().where('event_id', '=', first!.event.id).execute();
      expect(deliveries).toMatchObject([{ status: 'delivered', attempts: 3, last_status_code: 200 }]);
    });
    // Every event of this purchase delivered before the next test changes what the collector answers.
    await eventually(async () => {
      const pending = await testDatabase.database.db.selectFrom('sim_webhook_delivery').select('event_id').where('status', '=', 'pending').execute();
      expect(pending).toEqual([]);
    });
  });

  it('should give up after the bounded number of attempts', async () => {
    failFirst = 99;
    await buyMonthlyVideo('staff@example.com', staffSub);
    const db = testDatabase.database.db;
    const eventId = received.find((entry) => entry.event.type === 'checkout.session.completed' && entry.payload.includes(staffSub))!.event.id;
    await eventually(async () => {
      const row = await db.selectFrom('sim_webhook_delivery').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', attempts: 4, next_attempt_at: null });
    }, 8000);
    expect(received.filter((entry) => entry.event.id === eventId)).toHaveLength(4);
  });

  it('should grant the same whatever order the events arrive in, and never revive a cancelled subscription', async () => {
    // staff@ bought in the previous test, but every delivery failed: the platform knows nothing yet.
    expect(await entitlementsStatus('staff@example.com', staffSub)).toBe(404);
    const staffEvents = (await testDatabase.database.db.selectFrom('sim_event').select('data').orderBy('created').execute())
      .map((row) => JSON.parse(row.data) as Stripe.Event)
      .filter((event) => JSON.stringify(event).includes(staffSub));
    const payloadOf = (event: Stripe.Event): Received => {
      const payload = JSON.stringify(event);
      return { at: 0, payload, event, signature: sdk.webhooks.generateTestHeaderString({ payload, secret: simulatorWebhookSecret, timestamp: clockSeconds() }) };
    };
    // The invoice first, the completion last: the subscription's own state decides.
    const order = ['invoice.paid', 'customer.subscription.created', 'checkout.session.completed'];
    for (const type of order) {
      const event = staffEvents.find((candidate) => candidate.type === type)!;
      expect((await forward(payloadOf(event))).status).toBe(200);
    }
    expect(await entitlementsStatus('staff@example.com', staffSub)).toBe(200);

    // Cancelled now; the deletion arrives before an older 'updated' that still says active.
    received = [];
    failFirst = 99;
    const subscriptionId = staffEvents.find((event) => event.type === 'customer.subscription.created')!.data.object as Stripe.Subscription;
    await sdk.subscriptions.update(subscriptionId.id, { cancel_at_period_end: true });
    await sdk.subscriptions.cancel(subscriptionId.id);
    await eventually(() => {
      expect(received.map((entry) => entry.event.type)).toEqual(expect.arrayContaining(['customer.subscription.updated', 'customer.subscription.deleted']));
      return Promise.resolve();
    });
    const deleted = received.find((entry) => entry.event.type === 'customer.subscription.deleted')!;
    const updated = received.find((entry) => entry.event.type === 'customer.subscription.updated')!;
    expect((await forward(payloadOf(deleted.event))).status).toBe(200);
    expect((await forward(payloadOf(updated.event))).status).toBe(200);
    const created = staffEvents.find((event) => event.type === 'customer.subscription.created')!;
    expect((await forward(payloadOf({ ...created, id: `${created.id}_late` }))).status).toBe(200);
    expect(await entitlementsStatus('staff@example.com', staffSub)).toBe(404);
  });

  describe("the simulator's webhook secret", () => {
    const selfSigned = (secret: string, userId: string) => {
      const payload = JSON.stringify({
        id: `evt_forged_${userId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_forged_${userId}`,
            object: 'checkout.session',
            mode: 'payment',
            payment_status: 'paid',
            status: 'complete',
            customer: 'cus_forged',
            metadata: { userID: userId, entitlements: 'audio-pass', packageID: 'audio-pass' },
          },
        },
      });
      return { at: 0, payload, event: JSON.parse(payload) as Stripe.Event, signature: sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp: clockSeconds() }) };
    };

    it('should refuse an event signed with the fixed secret of earlier versions, and grant nothing', async () => {
      expect(simulatorWebhookSecret).not.toBe('whsec_club_simulator');
      const response = await forward(selfSigned('whsec_club_simulator', fanSub));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400, code: 'badSignature' });
      const grants = await testDatabase.database.db.selectFrom('entitlement_grant').select('entitlement').where('user_id', '=', fanSub).execute();
      expect(grants.map((grant) => grant.entitlement)).not.toContain('audio-pass');
      expect(await testDatabase.database.db.selectFrom('webhook_event').select('event_id').where('event_id', '=', `evt_forged_${fanSub}`).execute()).toEqual([]);
    });

    it('should be random per installation, not kept in the database, and the same for another instance and after a restart', async () => {
      expect(simulatorWebhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const delivered = selfSigned(simulatorWebhookSecret, 'second-instance-fan');
      for (let restart = 0; restart < 2; restart += 1) {
        // Another instance (and then a restart of it) on the same database verifies what this one's simulator signs.
        const other = await buildApp({ ...testConfig(testDatabase.location), siteOrigins: [site] }, { database: testDatabase.database });
        try {
          const response = await other.inject({
            method: 'POST',
            url: '/api/payments/webhook',
            headers: { 'content-type': 'application/json', 'stripe-signature': delivered.signature },
            payload: delivered.payload,
          });
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json()).toEqual({ received: true, duplicate: restart > 0 });
        } finally {
          await other.close();
        }
      }
      expect(webhookSecretsFor(undefined, await keysOf(testDatabase.database.db)).signing).toBe(simulatorWebhookSecret);
      const stored = await testDatabase.database.db.selectFrom('payment_secret').select('value').execute();
      expect(stored.map((row) => row.value)).not.toContain(simulatorWebhookSecret);
      // STRIPE_WEBHOOK_SECRET still wins over the derived one.
      expect(webhookSecretsFor({ webhookSecret: 'whsec_configured' }, await keysOf(testDatabase.database.db)).signing).toBe('whsec_configured');
    });

    it('should verify a delivery signed under the previous root while a rotation lasts, and not after', async () => {
      const oldRoot = 'o'.repeat(40);
      const oldSecret = webhookSecretsFor(undefined, createKeyRing({ current: Buffer.from(oldRoot), now: () => getClock().now() })).signing;
      const delivered = selfSigned(oldSecret, 'rotation-fan');
      const deliver = async (sessionSecretPrevious: string[]) => {
        const rotated = await buildApp(
          { ...testConfig(testDatabase.location), siteOrigins: [site], sessionSecret: 'n'.repeat(40), sessionSecretPrevious },
          { database: testDatabase.database },
        );
        try {
          return (
            await rotated.inject({
              method: 'POST',
              url: '/api/payments/webhook',
              headers: { 'content-type': 'application/json', 'stripe-signature': delivered.signature },
              payload: delivered.payload,
            })
          ).statusCode;
        } finally {
          await rotated.close();
        }
      };
      expect(await deliver([])).toBe(400);
      expect(await deliver([oldRoot])).toBe(200);
    });

    it('should differ between installations', async () => {
      const elsewhere = await createTestDatabase(dialect);
      try {
        await prepareDatabase(elsewhere.database, silentLog);
        const [first, second] = await Promise.all([
          keysOf(elsewhere.database.db).then((keys) => webhookSecretsFor(undefined, keys).signing),
          keysOf(elsewhere.database.db).then((keys) => webhookSecretsFor(undefined, keys).signing),
        ]);
        expect(first).toBe(second);
        expect(first).not.toBe(simulatorWebhookSecret);
      } finally {
        await elsewhere.drop();
      }
    });
  });

  it('should honour Idempotency-Key: a retried POST gets the first answer', async () => {
    const first = await sdk.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'same-key' });
    const again = await sdk.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'same-key' });
    expect(again.id).toBe(first.id);
    const other = await sdk.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'other-key' });
    expect(other.id).not.toBe(first.id);
  });

  it('should refuse API calls without the simulator key and answer Stripe-shaped errors the SDK understands', async () => {
    const stranger = new Stripe('sk_test_not_the_key', { host: '127.0.0.1', port: Number(new URL(base).port), protocol: 'http' });
    await expect(stranger.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(sdk.prices.retrieve('price_nope')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', message: "No such price: 'price_nope'" });
    const price = await sdk.prices.retrieve('price_video_annual');
    expect(price).toMatchObject({ unit_amount: 8999, currency: 'gbp', type: 'recurring', recurring: { interval: 'year' }, product: 'prod_video-subscription' });
    const promotion = await sdk.promotionCodes.list({ code: 'BLUES10' });
    expect(promotion.data[0]).toMatchObject({ code: 'BLUES10', active: true });
  });

  it("should refuse the key earlier versions wrote in the source, and any caller not on this machine or forwarded by a proxy", async () => {
    const published = new Stripe('sk_test_club_simulator', { host: '127.0.0.1', port: Number(new URL(base).port), protocol: 'http' });
    await expect(published.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const key = simulatorApiKey((await keysOf(testDatabase.database.db)).current('simulator-api'));
    expect(key).toMatch(/^sk_test_sim_[A-Za-z0-9_-]{43}$/);
    const headers = { authorization: `Bearer ${key}` };
    expect((await app.inject({ method: 'GET', url: '/v1/prices/price_video_annual', headers })).statusCode).toBe(200);
    // A proxy on this machine relays strangers; another machine is not the platform's own client.
    const forwarded = await app.inject({ method: 'GET', url: '/v1/prices/price_video_annual', headers: { ...headers, 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(404);
    const remote = await app.inject({ method: 'GET', url: '/v1/prices/price_video_annual', headers, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe.each(testDialects)("the simulator's webhooks as the worker role's jobs on $dialect", ({ dialect }) => {
  let testDatabase: TestDatabase | undefined;
  let apiInstance: FastifyInstance | undefined;
  let worker: FastifyInstance | undefined;
  let collector: Server | undefined;

  afterAll(async () => {
    await worker?.close();
    await apiInstance?.close();
    await new Promise((resolve) => collector?.close(resolve));
    await testDatabase?.drop();
  });

  it('should send nothing from an api instance, leave each attempt to a worker started later, and have that worker retry a refused one', async () => {
    const received: Stripe.Event[] = [];
    collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Stripe.Event;
        received.push(event);
        // Each event's first attempt is refused.
        response.statusCode = received.filter((entry) => entry.id === event.id).length === 1 ? 500 : 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => collector!.listen(0, '127.0.0.1', resolve));
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    const config = { ...testConfig(testDatabase.location), siteOrigins: [site] };
    const seams = {
      database: testDatabase.database,
      simulatorDelivery: { baseDelayMs: 100, maxDelayMs: 1000, maxAttempts: 4 },
      simulatorWebhookUrl: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/hook`,
      jobs: { pollMs: 500 },
    };
    apiInstance = await buildApp({ ...config, roles: ['api'] }, seams);
    await apiInstance.listen({ port: 0, host: '127.0.0.1' });
    const base = baseUrlOf(apiInstance);
    const cookie = await signIn(base, 'fan@example.com');
    const created = await api(base, 'POST', '/api/payments/create-checkout', {
      cookie,
      body: {
        success_url: `${site}/ok`,
        cancel_url: `${site}/cancel`,
        metadata: { userID: fanSub, userEmail: 'fan@example.com', packageID: 'video-subscription' },
        line_items: [{ price: 'price_video_monthly', quantity: 1 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    expect((await submitCheckout(created.body.url, goodCard)).status).toBe(303);

    // The purchase's three events wait as their first attempts' jobs: the api instance works none.
    const db = testDatabase.database.db;
    const pending = await db.selectFrom('sim_webhook_delivery').select(['event_id', 'attempts']).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(3);
    for (const { event_id: eventId, attempts } of pending) {
      expect(attempts).toBe(0);
      expect(await apiInstance.jobs.find(webhookJob, `${webhookJob}:${eventId}:1`)).toEqual({ state: 'queued', attempts: 0 });
    }
    expect(received).toEqual([]);

    // A worker sends each, is refused once, and sends it again after the back-off.
    worker = await buildApp({ ...config, roles: ['worker'] }, seams);
    await eventually(async () => {
      const rows = await db.selectFrom('sim_webhook_delivery').select(['status', 'attempts', 'last_status_code']).execute();
      expect(rows).toEqual(Array.from({ length: 3 }, () => ({ status: 'delivered', attempts: 2, last_status_code: 200 })));
    });
    for (const { event_id: eventId } of pending) expect(received.filter((event) => event.id === eventId)).toHaveLength(2);
    expect(new Set(received.map((event) => event.type))).toEqual(new Set(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']));
  }, 60_000);
});

describe('parseBracketed', () => {
  it("should read the SDK's bracketed form bodies", () => {
    expect(
      parseBracketed(
        'mode=payment&line_items[0][price]=price_a&line_items[0][quantity]=1&metadata[userID]=u%201&discounts[0][coupon]=c&expand[]=x&__proto__[x]=1',
      ),
    ).toEqual({
      mode: 'payment',
      line_items: [{ price: 'price_a', quantity: '1' }],
      metadata: { userID: 'u 1' },
      discounts: [{ coupon: 'c' }],
      expand: ['x'],
    });
  });
});
