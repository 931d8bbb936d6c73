import { randomBytes } from 'node:crypto';
import type { PriceOption } from '@club/api-client';
import { getClock } from '@club/clock';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { JobQueue } from '../../infra/jobs/queue';
import type { PackagesRepo } from '../../modules/packages/repo';
import { queueAttempt } from './webhooks';

/**
 * The hosted-checkout simulator's engine: Stripe's objects (checkout sessions, customers, payment
 * methods, subscriptions, invoices, coupons, promotion codes, portal sessions, events) kept in the
 * platform's database, a test clock, and signed webhook deliveries with retries. The HTTP faces are
 * api.ts (what the `stripe` SDK calls) and pages.ts (what a fan's browser sees).
 */

/**
 * The key the platform's own SDK client uses against the simulator's /v1: derived from the installation's
 * root secret (infra/keys.ts, purpose `simulator-api`), so no key is written in the source and every
 * instance agrees. `sk_test_` so the SDK takes it for a test key.
 */
export const simulatorApiKey = (key: Uint8Array): string => `sk_test_sim_${Buffer.from(key).toString('base64url')}`;
export const simulatorApiVersion = '2025-11-17.clover';

export type SimKind =
  | 'sim_checkout_session'
  | 'sim_customer'
  | 'sim_payment_method'
  | 'sim_subscription'
  | 'sim_invoice'
  | 'sim_coupon'
  | 'sim_promotion_code'
  | 'sim_portal_session'
  | 'sim_event';

// Stripe objects are open-ended JSON; the simulator reads the fields it needs by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StripeObject = Record<string, any>;

/** A Stripe API refusal: answered as `{ error: { type, message, param, code } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

export interface SimulatorOptions {
  db: Kysely<DB>;
  packages: PackagesRepo;
  /** Where browsers reach the platform (hosted pages). */
  publicUrl: () => string;
  /** Where webhooks go: the platform's receiver unless a test points elsewhere. */
  webhookUrl: () => string;
  /** Each event's delivery attempts are jobs on it (webhooks.ts), run by the worker role. */
  jobs: JobQueue;
  /** The clock (default: the process's): the test clock's advance is added to it. */
  now?: () => Date;
}

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's `v1` signature: HMAC-SHA256 of `{t}.{payload}` (what `generateTestHeaderString` writes). */
/** The Stripe price of a package's price option. */
export function priceObject(price: PriceOption, packageId: string, created = 0): StripeObject {
  const recurring = price.type === 'recurring' && price.priceDisplay.interval;
  return {
    id: price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: price.priceDisplay.currency.toLowerCase(),
    livemode: false,
    lookup_key: null,
    metadata: { packageID: packageId },
    nickname: null,
    product: `prod_${packageId}`,
    recurring: recurring ? { interval: price.priceDisplay.interval, interval_count: 1, usage_type: 'licensed' } : null,
    tax_behavior: 'inclusive',
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: price.priceDisplay.amount,
    unit_amount_decimal: String(price.priceDisplay.amount),
  };
}

/** A coupon's discount on an amount, in minor units. */
export function discountOn(amount: number, coupon: StripeObject | undefined): number {
  if (!coupon) return 0;
  if (typeof coupon.percent_off === 'number') return Math.round((amount * coupon.percent_off) / 100);
  if (typeof coupon.amount_off === 'number') return Math.min(amount, coupon.amount_off);
  return 0;
}

export function addInterval(seconds: number, interval: 'month' | 'year' | 'week' | 'day'): number {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else date.setUTCDate(date.getUTCDate() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** A card as the hosted pages take it. */
export interface SimCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
}

export type CardOutcome = { ok: true; brand: string; last4: string } | { ok: false; field: 'cardNumber'; message: string; declined: boolean };

/** Stripe's test cards: 4242… pays, 4000 0000 0000 0002 is declined, anything else is not a card here. */
export function testCard(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === '4242424242424242') return { ok: true, brand: 'visa', last4: '4242' };
  if (digits === '4000000000000002') {
    return { ok: false, field: 'cardNumber', message: 'Your card was declined.', declined: true };
  }
  if (!/^\d{12,19}$/.test(digits)) {
    return { ok: false, field: 'cardNumber', message: 'Your card number is incomplete.', declined: false };
  }
  return { ok: false, field: 'cardNumber', message: 'Your card number is invalid.', declined: false };
}

export type Simulator = ReturnType<typeof createStripeSimulator>;

export function createStripeSimulator(options: SimulatorOptions) {
  const { db, packages } = options;
  const clockMs = () => (options.now ?? (() => getClock().now()))().getTime();

  async function offsetSeconds(trx: Kysely<DB> = db): Promise<number> {
    const row = await trx.selectFrom('sim_clock').select('offset_seconds').where('id', '=', 1).executeTakeFirst();
    return row?.offset_seconds ?? 0;
  }
  /** The simulator's now in Unix seconds: the clock plus the test clock's advance. */
  async function now(trx: Kysely<DB> = db): Promise<number> {
    return Math.floor(clockMs() / 1000) + (await offsetSeconds(trx));
  }

  async function load(kind: SimKind, id: string, trx: Kysely<DB> = db): Promise<StripeObject | undefined> {
    const row = await trx.selectFrom(kind).select('data').where('id', '=', id).executeTakeFirst();
    return row ? (JSON.parse(row.data) as StripeObject) : undefined;
  }
  async function mustLoad(kind: SimKind, id: string, name: string, trx: Kysely<DB> = db): Promise<StripeObject> {
    const found = await load(kind, id, trx);
    if (!found) throw new StripeApiError(404, `No such ${name}: '${id}'`, 'id', 'resource_missing');
    return found;
  }

  async function save(kind: SimKind, object: StripeObject, trx: Kysely<DB> = db): Promise<StripeObject> {
    const columns: Record<string, string | number | null> = { id: object.id, data: JSON.stringify(object), created: object.created };
    if (kind === 'sim_checkout_session' || kind === 'sim_subscription') columns.status = object.status;
    if (kind === 'sim_customer') columns.email = object.email ?? null;
    if (kind === 'sim_payment_method') columns.customer_id = object.customer ?? null;
    if (kind === 'sim_subscription' || kind === 'sim_invoice' || kind === 'sim_portal_session') columns.customer_id = object.customer;
    if (kind === 'sim_invoice') columns.subscription_id = object.subscription ?? null;
    if (kind === 'sim_promotion_code') columns.code = object.code;
    if (kind === 'sim_event') columns.type = object.type;
    const { id: _id, ...changes } = columns;
    await trx
      .insertInto(kind)
      .values(columns as never)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(changes as never))
      .execute();
    return object;
  }

  async function listBy(kind: 'sim_subscription' | 'sim_invoice', customerId: string): Promise<StripeObject[]> {
    const rows = await db.selectFrom(kind).select('data').where('customer_id', '=', customerId).orderBy('created', 'desc').execute();
    return rows.map((row) => JSON.parse(row.data) as StripeObject);
  }

  async function priceFor(priceId: string): Promise<{ price: PriceOption; packageId: string; object: StripeObject }> {
    const found = await packages.findPrice(priceId);
    if (!found) throw new StripeApiError(400, `No such price: '${priceId}'`, 'line_items[0][price]', 'resource_missing');
    return { price: found.price, packageId: found.pkg.id, object: priceObject(found.price, found.pkg.id) };
  }

  async function couponById(id: string, trx: Kysely<DB> = db): Promise<StripeObject> {
    const coupon = await load('sim_coupon', id, trx);
    if (!coupon?.valid) throw new StripeApiError(400, `No such coupon: '${id}'`, 'discounts[0][coupon]', 'resource_missing');
    return coupon;
  }

  async function promotionCodeByCode(code: string): Promise<StripeObject | undefined> {
    const row = await db
      .selectFrom('sim_promotion_code')
      .select('data')
      .where('code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
    const promotion = row ? (JSON.parse(row.data) as StripeObject) : undefined;
    return promotion?.active ? promotion : undefined;
  }

  // ---- events and webhooks -------------------------------------------------------------------

  async function emit(type: string, object: StripeObject, trx: Kysely<DB>, previous?: StripeObject): Promise<string> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: simulatorApiVersion,
      created: await now(trx),
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    await save('sim_event', event, trx);
    await trx
      .insertInto('sim_webhook_delivery')
      .values({ event_id: event.id, status: 'pending', attempts: 0, next_attempt_at: new Date(clockMs()).toISOString(), last_status_code: null, last_error: null, updated_at: new Date(clockMs()).toISOString() })
      .execute();
    await queueAttempt(trx, options.jobs, { eventId: event.id, url: options.webhookUrl(), attempt: 1 });
    return event.id;
  }

  /** After the transaction that made events commits: their first attempts are due now (a worker here runs them at once). */
  function dispatch(eventIds: readonly string[]): void {
    if (eventIds.length > 0) options.jobs.poke();
  }

  // ---- subscriptions ---------------------------------------------------------------------------

  async function createInvoice(
    trx: Kysely<DB>,
    subscription: StripeObject,
    input: { amount: number; discount: number; periodStart: number; periodEnd: number; reason: string; paymentMethod: string | null },
  ): Promise<StripeObject> {
    const created = await now(trx);
    const total = input.amount - input.discount;
    const count = await trx.selectFrom('sim_invoice').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      account_country: 'GB',
      amount_due: total,
      amount_paid: total,
      amount_remaining: 0,
      billing_reason: input.reason,
      collection_method: 'charge_automatically',
      created,
      currency: subscription.currency,
      customer: subscription.customer,
      default_payment_method: input.paymentMethod,
      hosted_invoice_url: null,
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: input.amount,
            currency: subscription.currency,
            description: `1 × ${subscription.items.data[0].price.id}`,
            period: { start: input.periodStart, end: input.periodEnd },
            pricing: { price_details: { price: subscription.items.data[0].price.id } },
            quantity: 1,
          },
        ],
        has_more: false,
      },
      livemode: false,
      metadata: {},
      number: `SIM-${String(Number(count.n) + 1).padStart(4, '0')}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      period_start: input.periodStart,
      period_end: input.periodEnd,
      status: 'paid',
      status_transitions: { paid_at: created, finalized_at: created },
      subscription: subscription.id,
      subtotal: input.amount,
      total,
      total_discount_amounts: input.discount ? [{ amount: input.discount }] : [],
    };
    return save('sim_invoice', invoice, trx);
  }

  /** Renewals and period-end cancellations due by the simulator's clock; returns the events made. */
  async function runDueSubscriptions(trx: Kysely<DB>): Promise<string[]> {
    const current = await now(trx);
    const events: string[] = [];
    const rows = await trx.selectFrom('sim_subscription').select('data').where('status', 'in', ['active', 'trialing', 'past_due']).execute();
    for (const row of rows) {
      const subscription = JSON.parse(row.data) as StripeObject;
      const item = subscription.items.data[0];
      while (subscription.status === 'active' && item.current_period_end <= current) {
        if (subscription.cancel_at_period_end) {
          subscription.status = 'canceled';
          subscription.ended_at = item.current_period_end;
          subscription.canceled_at ??= item.current_period_end;
          await save('sim_subscription', subscription, trx);
          events.push(await emit('customer.subscription.deleted', subscription, trx));
          break;
        }
        const start = item.current_period_end;
        const end = addInterval(start, item.price.recurring.interval);
        item.current_period_start = start;
        item.current_period_end = end;
        const invoice = await createInvoice(trx, subscription, {
          amount: item.price.unit_amount,
          discount: 0,
          periodStart: start,
          periodEnd: end,
          reason: 'subscription_cycle',
          paymentMethod: subscription.default_payment_method,
        });
        subscription.latest_invoice = invoice.id;
        await save('sim_subscription', subscription, trx);
        events.push(await emit('invoice.paid', invoice, trx));
        events.push(await emit('customer.subscription.updated', subscription, trx, { items: { data: [{ current_period_end: start }] } }));
      }
    }
    return events;
  }

async function createCustomer(input: { email?: string; name?: string; metadata?: Record<string, string> }, trx: Kysely<DB> = db) {
    return save(
      'sim_customer',
      {
        id: newId('cus'),
        object: 'customer',
        created: await now(trx),
        email: input.email ?? null,
        name: input.name ?? null,
        metadata: input.metadata ?? {},
        invoice_settings: { default_payment_method: null },
        livemode: false,
      },
      trx,
    );
  }

  /** A card paid with or given in the portal: a payment method of the customer's, made their default. */
  async function attachDefaultCard(customer: StripeObject, card: SimCard, created: number, trx: Kysely<DB>): Promise<StripeObject> {
    const paymentMethod = await save(
      'sim_payment_method',
      {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, country: 'GB' },
        billing_details: { name: card.name, email: customer.email },
        customer: customer.id,
        created,
        livemode: false,
      },
      trx,
    );
    customer.invoice_settings = { default_payment_method: paymentMethod.id };
    await save('sim_customer', customer, trx);
    return paymentMethod;
  }

  async function inTransaction<T>(work: (trx: Transaction<DB>) => Promise<{ result: T; events: string[] }>): Promise<T> {
    const { result, events } = await db.transaction().execute(work);
    dispatch(events);
    return result;
  }

  return {
    now,
    load,
    mustLoad,
    save,
    listBy,
    priceFor,
    couponById,
    promotionCodeByCode,
    publicUrl: options.publicUrl,
    packages,

    /** Idempotency-Key answers, kept a day as Stripe does. */
    idempotency: {
      async read(key: string) {
        const cutoff = Math.floor(clockMs() / 1000) - 86_400;
        return db.selectFrom('sim_idempotency').selectAll().where('key', '=', key).where('created', '>', cutoff).executeTakeFirst();
      },
      async write(key: string, statusCode: number, response: string) {
        const created = Math.floor(clockMs() / 1000);
        // Forgetting day-old keys now and then keeps the table small without a sweep on every POST.
        if (Math.random() < 0.01) await db.deleteFrom('sim_idempotency').where('created', '<=', created - 86_400).execute();
        await db
          .insertInto('sim_idempotency')
          .values({ key, status_code: statusCode, response, created })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ status_code: statusCode, response, created }))
          .execute();
      },
    },

    createCustomer,

    async createCheckoutSession(input: {
      mode: string;
      priceId: string;
      quantity: number;
      successUrl: string;
      cancelUrl?: string;
      customer?: string;
      customerEmail?: string;
      metadata: Record<string, string>;
      subscriptionMetadata: Record<string, string>;
      clientReferenceId?: string;
      allowPromotionCodes: boolean;
      coupon?: string;
      promotionCode?: string;
    }): Promise<StripeObject> {
      if (!['payment', 'subscription'].includes(input.mode)) throw new StripeApiError(400, 'Invalid mode: must be one of payment, subscription or setup', 'mode');
      if (input.quantity !== 1) throw new StripeApiError(400, 'This simulator sells one of each price at a time.', 'line_items[0][quantity]');
      const { object: price } = await priceFor(input.priceId);
      if (input.mode === 'subscription' && price.type !== 'recurring') {
        throw new StripeApiError(400, 'You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items');
      }
      if (input.mode === 'payment' && price.type === 'recurring') {
        throw new StripeApiError(400, 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.', 'line_items');
      }
      if (input.customer) await mustLoad('sim_customer', input.customer, 'customer');
      if (input.customer && input.customerEmail) throw new StripeApiError(400, 'You may only specify one of these parameters: customer, customer_email.', 'customer_email');
      if (input.allowPromotionCodes && (input.coupon || input.promotionCode)) {
        throw new StripeApiError(400, 'You may only specify one of these parameters: allow_promotion_codes, discounts.', 'discounts');
      }
      let discount: { coupon: StripeObject; promotionCode: string | null } | undefined;
      if (input.coupon) discount = { coupon: await couponById(input.coupon), promotionCode: null };
      if (input.promotionCode) {
        const promotion = await load('sim_promotion_code', input.promotionCode);
        if (!promotion?.active) throw new StripeApiError(400, `No such promotion code: '${input.promotionCode}'`, 'discounts[0][promotion_code]');
        discount = { coupon: promotion.coupon, promotionCode: promotion.id };
      }
      const created = await now();
      const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
      const amount = price.unit_amount as number;
      const off = discountOn(amount, discount?.coupon);
      return save('sim_checkout_session', {
        id,
        object: 'checkout.session',
        allow_promotion_codes: input.allowPromotionCodes,
        amount_subtotal: amount,
        amount_total: amount - off,
        cancel_url: input.cancelUrl ?? null,
        client_reference_id: input.clientReferenceId ?? null,
        created,
        currency: price.currency,
        customer: input.customer ?? null,
        customer_details: null,
        customer_email: input.customerEmail ?? null,
        discounts: discount ? [{ coupon: discount.coupon.id, promotion_code: discount.promotionCode }] : [],
        expires_at: created + 24 * 3600,
        invoice: null,
        livemode: false,
        metadata: input.metadata,
        mode: input.mode,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        subscription: null,
        success_url: input.successUrl,
        total_details: { amount_discount: off, amount_shipping: 0, amount_tax: 0 },
        ui_mode: 'hosted',
        url: `${options.publicUrl()}/stripe-simulator/checkout/${id}`,
        // Not Stripe's: what the session sells and carries into a subscription; stripped from answers.
        _sim: { price, subscriptionMetadata: input.subscriptionMetadata },
      });
    },

    /** Applies (or with '' removes) a promotion code typed on the hosted page. */
    async applyPromotionCode(sessionId: string, code: string): Promise<{ ok: true } | { ok: false; message: string }> {
      const session = await mustLoad('sim_checkout_session', sessionId, 'checkout session');
      if (session.status !== 'open') return { ok: false, message: 'This checkout is no longer open.' };
      let coupon: StripeObject | undefined;
      let promotionId: string | null = null;
      if (code.trim()) {
        if (!session.allow_promotion_codes) return { ok: false, message: 'Promotion codes cannot be used on this checkout.' };
        const promotion = await promotionCodeByCode(code);
        if (!promotion) return { ok: false, message: 'This code is invalid.' };
        coupon = promotion.coupon;
        promotionId = promotion.id;
      }
      const off = discountOn(session.amount_subtotal, coupon);
      session.discounts = coupon ? [{ coupon: coupon.id, promotion_code: promotionId }] : [];
      session.amount_total = session.amount_subtotal - off;
      session.total_details.amount_discount = off;
      session._sim.coupon = coupon ?? null;
      await save('sim_checkout_session', session);
      return { ok: true };
    },

    /** A successful card payment on the hosted page: completes the session and sends its events. */
    async completeCheckout(sessionId: string, card: SimCard): Promise<StripeObject> {
      return inTransaction(async (trx) => {
        const session = await mustLoad('sim_checkout_session', sessionId, 'checkout session', trx);
        if (session.status !== 'open') throw new StripeApiError(400, 'This checkout is no longer open.');
        const created = await now(trx);
        const events: string[] = [];
        let customer = session.customer ? await mustLoad('sim_customer', session.customer, 'customer', trx) : undefined;
        customer ??= await createCustomer({ email: session.customer_email ?? undefined, name: card.name }, trx);
        const paymentMethod = await attachDefaultCard(customer, card, created, trx);
        const price = session._sim.price as StripeObject;
        const coupon = (session._sim.coupon ?? undefined) as StripeObject | undefined;
        let subscription: StripeObject | undefined;
        if (session.mode === 'subscription') {
          const end = addInterval(created, price.recurring.interval);
          subscription = {
            id: newId('sub'),
            object: 'subscription',
            billing_cycle_anchor: created,
            cancel_at: null,
            cancel_at_period_end: false,
            canceled_at: null,
            collection_method: 'charge_automatically',
            created,
            currency: price.currency,
            customer: customer.id,
            default_payment_method: paymentMethod.id,
            ended_at: null,
            items: {
              object: 'list',
              data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: created, current_period_end: end, created }],
              has_more: false,
            },
            latest_invoice: null,
            livemode: false,
            metadata: session._sim.subscriptionMetadata,
            start_date: created,
            status: 'active',
          };
          const invoice = await createInvoice(trx, subscription, {
            amount: session.amount_subtotal,
            discount: session.amount_subtotal - session.amount_total,
            periodStart: created,
            periodEnd: end,
            reason: 'subscription_create',
            paymentMethod: paymentMethod.id,
          });
          subscription.latest_invoice = invoice.id;
          await save('sim_subscription', subscription, trx);
          session.invoice = invoice.id;
          session.subscription = subscription.id;
          events.push(await emit('customer.subscription.created', subscription, trx));
          events.push(await emit('invoice.paid', invoice, trx));
        } else {
          session.payment_intent = newId('pi');
        }
        session.status = 'complete';
        session.payment_status = 'paid';
        session.customer = customer.id;
        session.customer_details = { email: customer.email, name: card.name };
        void coupon;
        await save('sim_checkout_session', session, trx);
        // The completion goes last of the three, yet they are sent side by side: the receiver must not
        // care which arrives first.
        events.push(await emit('checkout.session.completed', publicObject(session), trx));
        return { result: session, events };
      });
    },

    async updateSubscription(id: string, changes: { cancelAtPeriodEnd?: boolean; defaultPaymentMethod?: string }): Promise<StripeObject> {
      return inTransaction(async (trx) => {
        const subscription = await mustLoad('sim_subscription', id, 'subscription', trx);
        if (subscription.status === 'canceled') throw new StripeApiError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
        const previous: StripeObject = {};
        if (changes.cancelAtPeriodEnd !== undefined && changes.cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
          previous.cancel_at_period_end = subscription.cancel_at_period_end;
          subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
          subscription.cancel_at = changes.cancelAtPeriodEnd ? subscription.items.data[0].current_period_end : null;
          subscription.canceled_at = changes.cancelAtPeriodEnd ? await now(trx) : null;
        }
        if (changes.defaultPaymentMethod) {
          await mustLoad('sim_payment_method', changes.defaultPaymentMethod, 'payment method', trx);
          previous.default_payment_method = subscription.default_payment_method;
          subscription.default_payment_method = changes.defaultPaymentMethod;
        }
        await save('sim_subscription', subscription, trx);
        const events = Object.keys(previous).length ? [await emit('customer.subscription.updated', subscription, trx, previous)] : [];
        return { result: subscription, events };
      });
    },

    async cancelSubscriptionNow(id: string): Promise<StripeObject> {
      return inTransaction(async (trx) => {
        const subscription = await mustLoad('sim_subscription', id, 'subscription', trx);
        if (subscription.status === 'canceled') return { result: subscription, events: [] };
        const current = await now(trx);
        subscription.status = 'canceled';
        subscription.canceled_at = current;
        subscription.ended_at = current;
        await save('sim_subscription', subscription, trx);
        return { result: subscription, events: [await emit('customer.subscription.deleted', subscription, trx)] };
      });
    },

    /** A new card for a customer (the portal's 'change card'), made their default and their subscriptions'. */
    async replaceCard(customerId: string, card: SimCard) {
      return inTransaction(async (trx) => {
        const customer = await mustLoad('sim_customer', customerId, 'customer', trx);
        const paymentMethod = await attachDefaultCard(customer, card, await now(trx), trx);
        const events: string[] = [];
        const rows = await trx.selectFrom('sim_subscription').select('data').where('customer_id', '=', customerId).where('status', '=', 'active').execute();
        for (const row of rows) {
          const subscription = JSON.parse(row.data) as StripeObject;
          const previous = { default_payment_method: subscription.default_payment_method };
          subscription.default_payment_method = paymentMethod.id;
          await save('sim_subscription', subscription, trx);
          events.push(await emit('customer.subscription.updated', subscription, trx, previous));
        }
        return { result: paymentMethod, events };
      });
    },

    async createPortalSession(customerId: string, returnUrl: string | null): Promise<StripeObject> {
      await mustLoad('sim_customer', customerId, 'customer');
      const id = `bps_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
      return save('sim_portal_session', {
        id,
        object: 'billing_portal.session',
        created: await now(),
        customer: customerId,
        livemode: false,
        return_url: returnUrl,
        url: `${options.publicUrl()}/stripe-simulator/portal/${id}`,
      });
    },

    /** Moves the test clock forward and runs what falls due (renewals, period-end cancellations). */
    async advanceClock(seconds: number): Promise<number> {
      return inTransaction(async (trx) => {
        const offset = (await offsetSeconds(trx)) + seconds;
        await trx
          .insertInto('sim_clock')
          .values({ id: 1, offset_seconds: offset })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ offset_seconds: offset }))
          .execute();
        const events = await runDueSubscriptions(trx);
        return { result: await now(trx), events };
      });
    },
  };
}

/** An object as the API answers it: without the simulator's private `_sim` notes. */
export function publicObject(object: StripeObject): StripeObject {
  const { _sim: _private, ...rest } = object;
  return rest;
}
