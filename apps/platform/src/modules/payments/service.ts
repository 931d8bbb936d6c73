import type { CheckoutRequest, CheckoutResponse, Entitlements, PortalRequest, PriceOption, VoucherRedeemResponse } from '@club/api-client';
import { getClock } from '@club/clock';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { createDatabaseRateLimitStore } from '../../infra/rate-limit/database';
import { type RateLimitStore, createRateLimiter } from '../../infra/rate-limit/limiter';
import type { SignedInUser } from '../identity/current-user';
import type { PackagesRepo } from '../../modules/packages/repo';
import { type PaymentsRepo, isUniqueViolation } from './repo';
import { resolveReturnUrl } from './return-urls';

/**
 * Entitlements, checkout, the customer portal, Stripe's webhooks and vouchers. Nothing the browser says
 * about a price, an amount, a mode or an entitlement is believed: prices come from the packages in the
 * database, and entitlements only from a verified webhook or a valid voucher.
 */

export interface VoucherLimits {
  /** Attempts per user, and per address, in one window. */
  perUser: number;
  perAddress: number;
  windowSeconds: number;
}

export interface PaymentsServiceOptions {
  repo: PaymentsRepo;
  packages: PackagesRepo;
  /** The Stripe client: Stripe itself or the simulator (made on first use: the simulator's port is known only once listening). */
  stripe: () => Stripe;
  /** Signs the simulator's deliveries and verifies every webhook. */
  webhookSecret: string;
  /** Verify too, while a rotation of the root secret lasts (the simulator's secrets of previous roots). */
  previousWebhookSecrets?: readonly string[];
  siteOrigins: readonly string[];
  now?: () => Date;
  voucherLimits?: VoucherLimits;
  /** Where voucher attempts are counted: Redis when REDIS_URL is set, else the database (shared by every instance on it). */
  rateLimits?: RateLimitStore;
  log?: { warn(data: object, message: string): void };
}

type VoucherResult = VoucherRedeemResponse['data']['attributes'];

const activeStatuses = new Set(['active', 'trialing', 'past_due']);
const endedStatuses = new Set(['canceled', 'unpaid', 'incomplete_expired']);
const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** How far a webhook signature's `t=` may be from the clock, either way (Stripe's own default, 5 minutes). */
const webhookToleranceSeconds = 300;

/**
 * The `t=` of a Stripe-Signature header, read as the SDK reads it (the last one wins; the SDK keeps its own
 * parser private); NaN when absent.
 */
function signedAtSeconds(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/** SPEC 8's words where it has them. */
export const messages = {
  signedOut: 'You must be logged in to purchase',
  signedOutEntitlements: 'You must be logged in to see your subscriptions.',
  signedOutVoucher: 'You must be logged in to redeem a voucher.',
  otherUser: 'You can only see your own subscriptions.',
  noSubscriptions: 'You have no subscriptions',
  checkoutForOtherUser: 'A checkout can only be started for your own account.',
  packageNotOnSale: 'That package is not on sale.',
  priceNotInPackage: "That price is not one of this package's prices.",
  priceChanged: 'The price of this package has changed since the page was loaded. Reload the page to see the new price.',
  alreadyHeld: 'You already have everything this package includes. Manage your subscriptions from your account.',
  checkoutUnavailable: 'Sorry, checkout is not currently available, please try again',
  couponInvalid: 'That coupon is not valid.',
  noCustomer: 'You have no subscriptions to manage.',
  otherCustomer: 'That customer account is not yours.',
  badSignature: 'The webhook signature is missing, wrong or too old.',
  futureSignature: 'The webhook signature is dated in the future.',
  voucherUnknown: 'That voucher code is not recognised.',
  voucherExpired: 'That voucher code has expired.',
  voucherUsed: 'That voucher code has already been used.',
  voucherUsedUp: 'That voucher code has been used the maximum number of times.',
  voucherAlreadyYours: 'You have already redeemed that voucher code.',
  voucherWithdrawn: 'That voucher code is no longer valid.',
  blocked: 'Your account has been blocked by an administrator',
} as const;

export function createPaymentsService(options: PaymentsServiceOptions) {
  const { repo, packages } = options;
  const db: Kysely<DB> = repo.db;
  const clock = options.now ?? (() => getClock().now());
  const limits: VoucherLimits = options.voucherLimits ?? { perUser: 10, perAddress: 30, windowSeconds: 15 * 60 };
  const rateLimits = options.rateLimits ?? createDatabaseRateLimitStore(db);
  const windowMs = limits.windowSeconds * 1000;
  const userLimiter = createRateLimiter(rateLimits, { limit: limits.perUser, windowMs });
  const addressLimiter = createRateLimiter(rateLimits, { limit: limits.perAddress, windowMs });

  async function entitlementsOfPrice(priceId: string | undefined, listed: string | undefined): Promise<string[]> {
    // The checkout put the price's entitlements in its metadata, so a package withdrawn since still grants.
    const fromMetadata = (listed ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    if (fromMetadata.length) return fromMetadata;
    const found = priceId ? await packages.findPrice(priceId) : undefined;
    return found?.price.accessData.entitlements ?? [];
  }

  type Apply = (trx: Kysely<DB>, now: string) => Promise<void>;
  const nothing: Apply = async () => undefined;

  /** The current state of a subscription (fetched, not taken from the event) turned into grants. */
  async function subscriptionPlan(subscriptionId: string): Promise<Apply> {
    const subscription = await options.stripe().subscriptions.retrieve(subscriptionId);
    const userId = subscription.metadata?.userID;
    const item = subscription.items.data[0];
    if (!userId || !item) {
      options.log?.warn({ subscriptionId }, 'subscription without a userID: not ours, ignored');
      return nothing;
    }
    const priceId = subscription.metadata.priceID ?? item.price.id;
    const entitlements = await entitlementsOfPrice(priceId, subscription.metadata.entitlements);
    const periodEnd = Math.max(...subscription.items.data.map((entry) => entry.current_period_end));
    const customerId = idOf(subscription.customer);
    return async (trx, now) => {
      if (customerId) await repo.saveCustomer(trx, userId, customerId, now);
      const known = await repo.subscription(trx, subscription.id);
      // Cancelled is final: a late 'created' or 'updated' must not bring it back.
      if (known && endedStatuses.has(known.status)) return;
      await repo.saveSubscription(trx, {
        id: subscription.id,
        userId,
        priceId,
        status: subscription.status,
        currentPeriodEnd: iso(periodEnd),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        updatedAt: now,
      });
      if (activeStatuses.has(subscription.status)) {
        for (const entitlement of entitlements) {
          await repo.upsertGrant(
            trx,
            { userId, entitlement, source: 'subscription', sourceId: subscription.id, validFrom: now, validUntil: iso(periodEnd), revokedAt: null },
            now,
          );
        }
      } else if (endedStatuses.has(subscription.status)) {
        await repo.revokeSource(trx, 'subscription', subscription.id, now);
      }
    };
  }

  async function planFor(event: Stripe.Event): Promise<Apply> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const userId = session.metadata?.userID;
        if (!userId || !['paid', 'no_payment_required'].includes(session.payment_status)) return nothing;
        const customerId = idOf(session.customer);
        if (session.mode === 'subscription') {
          const subscriptionId = idOf(session.subscription);
          const apply = subscriptionId ? await subscriptionPlan(subscriptionId) : nothing;
          return async (trx, now) => {
            if (customerId) await repo.saveCustomer(trx, userId, customerId, now);
            await apply(trx, now);
          };
        }
        const entitlements = await entitlementsOfPrice(session.metadata?.priceID, session.metadata?.entitlements);
        return async (trx, now) => {
          if (customerId) await repo.saveCustomer(trx, userId, customerId, now);
          // A match pass is for good.
          for (const entitlement of entitlements) {
            await repo.upsertGrant(
              trx,
              { userId, entitlement, source: 'payment', sourceId: session.id, validFrom: now, validUntil: null, revokedAt: null },
              now,
            );
          }
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return subscriptionPlan(event.data.object.id);
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
        return subscriptionId ? subscriptionPlan(subscriptionId) : nothing;
      }
      default:
        return nothing;
    }
  }

  /** Counts a voucher attempt against the user and the address; 429 once either is over its limit. */
  async function limitVoucherAttempts(userId: string, address: string): Promise<void> {
    const nowMs = clock().getTime();
    const byUser = await userLimiter.hit(`voucher:user:${userId}`, nowMs);
    const byAddress = await addressLimiter.hit(`voucher:address:${address}`, nowMs);
    if (!byUser.allowed || !byAddress.allowed) {
      // Both limits share the window, so either answer's wait is the wait.
      const retryAfter = Math.max(1, Math.ceil(byUser.retryAfterMs / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new HttpError(429, `Too many voucher attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        code: 'tooManyVoucherAttempts',
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  }

  return {
    /** What a user holds now (empty when nothing): for other modules, e.g. the video session check. */
    heldBy(userId: string): Promise<string[]> {
      return repo.currentEntitlements(userId, clock().toISOString());
    },

    /** SPEC 7: the signed-in user's own entitlements; 404 when they hold none. */
    async entitlementsFor(user: SignedInUser | null, userId: string): Promise<Entitlements> {
      if (!user) throw new HttpError(401, messages.signedOutEntitlements);
      if (user.sub !== userId) throw new HttpError(403, messages.otherUser);
      // A blocked account's token still names it for the player's message (identity), and is refused here.
      if (user.blocked) throw new HttpError(403, messages.blocked, { code: 'blocked' });
      const entitlements = await repo.currentEntitlements(user.sub, clock().toISOString());
      if (entitlements.length === 0) throw new HttpError(404, messages.noSubscriptions);
      return { userID: user.sub, entitlements, stripeCustomerID: await repo.customerOf(user.sub) };
    },

    /** SPEC 3 'Checkout request', priced from the package in the database. */
    async createCheckout(user: SignedInUser | null, request: CheckoutRequest, site: string): Promise<CheckoutResponse> {
      if (!user) throw new HttpError(401, messages.signedOut);
      // A blocked account keeps what it has but buys nothing more until an administrator lifts the block.
      if (user.blocked) throw new HttpError(403, messages.blocked, { code: 'blocked' });
      if (request.metadata.userID !== user.sub) throw new HttpError(403, messages.checkoutForOtherUser);
      const pkg = await packages.find(request.metadata.packageID);
      if (!pkg) throw new HttpError(404, messages.packageNotOnSale);
      const price: PriceOption | undefined = pkg.attributes.priceData.find((option) => option.id === request.line_items[0]?.price);
      if (!price) {
        // The studio changed this price since the fan's page was drawn: nobody is charged what they did not see.
        if (await packages.isFormerPrice(pkg.id, request.line_items[0]?.price ?? '')) throw new HttpError(409, messages.priceChanged, { code: 'priceChanged' });
        throw new HttpError(400, messages.priceNotInPackage);
      }
      const held = new Set(await repo.currentEntitlements(user.sub, clock().toISOString()));
      if (price.accessData.entitlements.every((entitlement) => held.has(entitlement))) {
        throw new HttpError(409, messages.alreadyHeld, { code: 'alreadyEntitled' });
      }
      const successUrl = resolveReturnUrl(request.success_url, site, options.siteOrigins, 'success_url');
      const cancelUrl = resolveReturnUrl(request.cancel_url, site, options.siteOrigins, 'cancel_url');
      const mode = price.type === 'recurring' ? 'subscription' : 'payment';
      const customer = await repo.customerOf(user.sub);
      const metadata = { userID: user.sub, packageID: pkg.id, priceID: price.id, entitlements: price.accessData.entitlements.join(',') };
      const coupon = request.discounts?.[0]?.coupon;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata,
        client_reference_id: user.sub,
        ...(customer ? { customer } : { customer_email: user.email }),
        // Stripe takes a coupon or the promotion-code box, not both.
        ...(coupon ? { discounts: [{ coupon }] } : { allow_promotion_codes: request.allowPromotionCodes !== false }),
        ...(mode === 'subscription'
          ? { subscription_data: { metadata } }
          : { payment_intent_data: { metadata }, ...(customer ? {} : { customer_creation: 'always' as const }) }),
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await options.stripe().checkout.sessions.create(params);
      } catch (error) {
        if (coupon && error instanceof Stripe.errors.StripeInvalidRequestError && /coupon/i.test(`${error.param ?? ''} ${error.message}`)) {
          throw new HttpError(400, messages.couponInvalid);
        }
        options.log?.warn({ err: error }, 'checkout session could not be created');
        throw new HttpError(502, messages.checkoutUnavailable);
      }
      if (!session.url) throw new HttpError(502, messages.checkoutUnavailable);
      return { id: session.id, url: session.url };
    },

    async createPortal(user: SignedInUser | null, request: PortalRequest, site: string): Promise<{ url: string }> {
      if (!user) throw new HttpError(401, messages.signedOutEntitlements);
      const customer = await repo.customerOf(user.sub);
      if (!customer) throw new HttpError(404, messages.noCustomer);
      if (customer !== request.customerID) throw new HttpError(403, messages.otherCustomer);
      const returnUrl = resolveReturnUrl(request.returnURL, site, options.siteOrigins, 'returnURL');
      try {
        const portal = await options.stripe().billingPortal.sessions.create({ customer, return_url: returnUrl });
        return { url: portal.url };
      } catch (error) {
        options.log?.warn({ err: error }, 'portal session could not be created');
        throw new HttpError(502, 'Sorry, managing subscriptions is not currently available, please try again');
      }
    },

    /**
     * A Stripe webhook: verified against the raw body, processed once per event id, and turned into
     * grants from the objects' current state, so duplicates, replays and any arrival order end the same.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean; type: string }> {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no signature');
        // The signature's age is measured on the clock, as the simulator signs by it (real Stripe: the
        // clock is the real time in production).
        const receivedAt = clock().getTime();
        // The current secret first; a previous root's (SESSION_SECRET_PREVIOUS) while a rotation lasts.
        event = verifyWithAny([options.webhookSecret, ...(options.previousWebhookSecrets ?? [])], (secret) =>
          options.stripe().webhooks.constructEvent(rawBody, signature, secret, webhookToleranceSeconds, undefined, receivedAt),
        );
        // The SDK bounds only the age: a signature dated ahead would stay replayable until then.
        const signedAt = signedAtSeconds(signature);
        if (!Number.isFinite(signedAt)) throw new Error('no timestamp');
        if (signedAt - Math.floor(receivedAt / 1000) > webhookToleranceSeconds) {
          throw new HttpError(400, messages.futureSignature, { code: 'badSignature' });
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, messages.badSignature, { code: 'badSignature' });
      }
      const seen = await db.selectFrom('webhook_event').select('event_id').where('event_id', '=', event.id).executeTakeFirst();
      if (seen) return { duplicate: true, type: event.type };
      const apply = await planFor(event);
      const now = clock().toISOString();
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await repo.claimEvent(trx, event.id, event.type, now))) return false;
        await apply(trx, now);
        return true;
      });
      return { duplicate: !claimed, type: event.type };
    },

    /** Redeems a voucher for the signed-in user: atomic, once per user, never past its limit. */
    async redeemVoucher(user: SignedInUser | null, rawCode: string, address: string): Promise<VoucherResult> {
      if (!user) throw new HttpError(401, messages.signedOutVoucher);
      if (user.blocked) throw new HttpError(403, messages.blocked, { code: 'blocked' });
      await limitVoucherAttempts(user.sub, address);
      const code = rawCode.trim().toUpperCase();
      const voucher = await repo.voucher(code);
      if (!voucher) throw new HttpError(404, messages.voucherUnknown, { code: 'voucherUnknown' });
      const now = clock();
      // Disabled in the studio's commercial desk (issue 16): refused as no longer valid.
      if (voucher.disabled_at) throw new HttpError(410, messages.voucherWithdrawn, { code: 'voucherExpired' });
      if (voucher.redeemable_until && voucher.redeemable_until <= now.toISOString()) {
        throw new HttpError(410, messages.voucherExpired, { code: 'voucherExpired' });
      }
      const { pkg, price } = (await packages.findGranted(voucher.package_id, voucher.price_id)) ?? {};
      if (!pkg || !price) throw new HttpError(410, messages.voucherWithdrawn, { code: 'voucherExpired' });
      const validUntil = voucher.access_days ? new Date(now.getTime() + voucher.access_days * 86_400_000).toISOString() : null;
      try {
        await db.transaction().execute(async (trx) => {
          if (await repo.redemption(trx, code, user.sub)) throw new HttpError(409, messages.voucherAlreadyYours, { code: 'voucherAlreadyRedeemed' });
          await repo.insertRedemption(trx, code, user.sub, now.toISOString());
          if (!(await repo.takeVoucherUse(trx, code))) {
            throw new HttpError(409, voucher.max_redemptions === 1 ? messages.voucherUsed : messages.voucherUsedUp, { code: 'voucherUsed' });
          }
          for (const entitlement of price.accessData.entitlements) {
            await repo.upsertGrant(
              trx,
              { userId: user.sub, entitlement, source: 'voucher', sourceId: code, validFrom: now.toISOString(), validUntil, revokedAt: null },
              now.toISOString(),
            );
          }
        });
      } catch (error) {
        // Two redemptions by one user racing: the second trips the unique (code, user) constraint.
        if (isUniqueViolation(error)) throw new HttpError(409, messages.voucherAlreadyYours, { code: 'voucherAlreadyRedeemed' });
        throw error;
      }
      return {
        code,
        packageID: pkg.id,
        packageTitle: pkg.attributes.title,
        entitlements: await repo.currentEntitlements(user.sub, now.toISOString()),
        expiresAt: validUntil,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The first secret the signature verifies with, or the current secret's refusal. */
function verifyWithAny<T>(secrets: readonly string[], verify: (secret: string) => T): T {
  let refusal: unknown;
  for (const secret of secrets) {
    try {
      return verify(secret);
    } catch (error) {
      refusal ??= error;
    }
  }
  throw refusal;
}
