import { createManualClock, getClock } from '@club/clock';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../infra/http/errors';
import { createPackagesRepo } from '../../modules/packages/repo';
import { demoWorldData } from '../../prepare-database';
import { testDialects } from '../../testing/databases';
import { suiteSeededDatabase } from '../../testing/app';
import type { SignedInUser } from '../identity/current-user';
import { type PaymentsRepo, createPaymentsRepo } from './repo';
import { resolveReturnUrl } from './return-urls';
import { demoVoucherRowsFor } from './seed';
import { type PaymentsService, type PaymentsServiceOptions, createPaymentsService } from './service';

const secret = 'whsec_service_test';
const stripe = new Stripe('sk_test_service_test');
const { packages } = demoWorldData();
const demoVoucherRows = demoVoucherRowsFor(packages);
const matchPass = packages.find((entry) => entry.attributes.packageType === 'match-pass')!;
const user = (sub: string): SignedInUser => ({ sub, email: `${sub}@example.com`, givenName: null, familyName: null, bypassed: false, blocked: false });

/** A refusal's status and message, or 'ok'. */
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}

function paidMatchPassEvent(id: string, userId: string, sessionId = `cs_test_${id}`) {
  return {
    id,
    object: 'event',
    api_version: '2025-11-17.clover',
    created: Math.floor(getClock().nowMs() / 1000),
    type: 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
        created: Math.floor(getClock().nowMs() / 1000),
        customer: `cus_${userId}`,
        metadata: { userID: userId, packageID: matchPass.id, priceID: matchPass.attributes.priceData[0]!.id },
      },
    },
  };
}

const signed = (payload: string, timestamp = Math.floor(getClock().nowMs() / 1000), key = secret) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret: key, timestamp });

describe.each(testDialects)('payments service on $dialect', ({ dialect }) => {
  const testDatabase = suiteSeededDatabase(dialect);
  let repo: PaymentsRepo;
  let service: PaymentsService;

  /** A service on the test database and the fake Stripe, with `options` over the suite's. */
  const serviceWith = (options: Partial<PaymentsServiceOptions>) =>
    createPaymentsService({
      repo,
      packages: createPackagesRepo(testDatabase.database.db),
      stripe: () => stripe,
      webhookSecret: secret,
      siteOrigins: ['http://127.0.0.1:3100'],
      ...options,
    });

  beforeAll(async () => {
    repo = createPaymentsRepo(testDatabase.database.db);
    service = serviceWith({ voucherLimits: { perUser: 10, perAddress: 1000, windowSeconds: 600 } });
  });

  describe('webhooks', () => {
    it('should grant a match pass for good from a verified checkout.session.completed', async () => {
      const payload = JSON.stringify(paidMatchPassEvent('evt_good', 'webhook-fan'));
      expect(await service.handleWebhook(Buffer.from(payload), signed(payload))).toEqual({ duplicate: false, type: 'checkout.session.completed' });
      expect(await repo.currentEntitlements('webhook-fan', getClock().now().toISOString())).toEqual([matchPass.id]);
      expect(await repo.customerOf('webhook-fan')).toBe('cus_webhook-fan');
    });

    it('should grant nothing for a tampered, missing, foreign-secret or replayed (old) signature', async () => {
      const payload = JSON.stringify(paidMatchPassEvent('evt_forged', 'forger'));
      const tampered = payload.replace('forger', 'forgex');
      expect(await outcome(service.handleWebhook(Buffer.from(tampered), signed(payload)))).toBe(
        '400 The webhook signature is missing, wrong or too old.',
      );
      expect(await outcome(service.handleWebhook(Buffer.from(payload), undefined))).toMatch(/^400/);
      expect(await outcome(service.handleWebhook(Buffer.from(payload), signed(payload, undefined, 'whsec_other')))).toMatch(/^400/);
      const tenMinutesAgo = Math.floor(getClock().nowMs() / 1000) - 600;
      expect(await outcome(service.handleWebhook(Buffer.from(payload), signed(payload, tenMinutesAgo)))).toMatch(/^400/);
      expect(await repo.grantsOf('forger')).toEqual([]);
      expect(await repo.grantsOf('forgex')).toEqual([]);
    });

    describe('given signatures dated on either side of the clock', () => {
      // A clock far from the machine's: the tolerance is measured on it, both ways.
      const clock = createManualClock('2027-03-06T14:00:00Z');
      const nowSeconds = () => Math.floor(clock.nowMs() / 1000);
      let clocked: PaymentsService;

      beforeAll(() => {
        clocked = serviceWith({ now: () => clock.now() });
      });

      it('should refuse a signature dated an hour or a year ahead, and grant nothing', async () => {
        for (const [label, ahead] of [['an hour', 3600], ['a year', 365 * 86_400], ['just past the tolerance', 301]] as const) {
          const payload = JSON.stringify(paidMatchPassEvent(`evt_future_${ahead}`, `future-fan-${ahead}`));
          expect(await outcome(clocked.handleWebhook(Buffer.from(payload), signed(payload, nowSeconds() + ahead))), label).toBe(
            '400 The webhook signature is dated in the future.',
          );
          expect(await repo.grantsOf(`future-fan-${ahead}`), label).toEqual([]);
        }
        // Nor does the same event go through later, once it was refused.
        expect(await testDatabase.database.db.selectFrom('webhook_event').select('event_id').where('event_id', 'like', 'evt_future_%').execute()).toEqual([]);
      });

      it('should refuse a signature older than the tolerance on the clock', async () => {
        const payload = JSON.stringify(paidMatchPassEvent('evt_stale', 'stale-fan'));
        expect(await outcome(clocked.handleWebhook(Buffer.from(payload), signed(payload, nowSeconds() - 301)))).toMatch(/^400 .*too old/);
        expect(await repo.grantsOf('stale-fan')).toEqual([]);
      });

      it('should accept a signature within the tolerance either way, and a replay of it grants once', async () => {
        const early = JSON.stringify(paidMatchPassEvent('evt_skew_ahead', 'skew-fan-ahead'));
        expect((await clocked.handleWebhook(Buffer.from(early), signed(early, nowSeconds() + 299))).duplicate).toBe(false);
        const late = JSON.stringify(paidMatchPassEvent('evt_skew_behind', 'skew-fan-behind'));
        expect((await clocked.handleWebhook(Buffer.from(late), signed(late, nowSeconds() - 299))).duplicate).toBe(false);
        // The same event replayed, re-signed within the tolerance: a duplicate; re-signed a day ahead: refused.
        clock.advance(60_000);
        expect((await clocked.handleWebhook(Buffer.from(early), signed(early, nowSeconds()))).duplicate).toBe(true);
        expect(await outcome(clocked.handleWebhook(Buffer.from(early), signed(early, nowSeconds() + 86_400)))).toMatch(/^400 .*future/);
        expect(await repo.grantsOf('skew-fan-ahead')).toHaveLength(1);
        expect(await repo.grantsOf('skew-fan-behind')).toHaveLength(1);
      });

      it('should refuse a header without a usable timestamp', async () => {
        const payload = JSON.stringify(paidMatchPassEvent('evt_no_time', 'no-time-fan'));
        const v1 = signed(payload, nowSeconds()).split(',').find((part) => part.startsWith('v1='))!;
        for (const header of [v1, `t=soon,${v1}`, `t=,${v1}`]) {
          expect(await outcome(clocked.handleWebhook(Buffer.from(payload), header)), header).toMatch(/^400/);
        }
        expect(await repo.grantsOf('no-time-fan')).toEqual([]);
      });
    });

    it('should process an event id once, however often it is delivered', async () => {
      const payload = JSON.stringify(paidMatchPassEvent('evt_twice', 'twice-fan'));
      const deliveries = await Promise.all([1, 2, 3].map(() => service.handleWebhook(Buffer.from(payload), signed(payload))));
      expect(deliveries.filter((entry) => !entry.duplicate)).toHaveLength(1);
      // The same event re-signed later (a replay with a fresh timestamp) is still a duplicate.
      expect((await service.handleWebhook(Buffer.from(payload), signed(payload))).duplicate).toBe(true);
      expect(await repo.grantsOf('twice-fan')).toHaveLength(1);
    });

    it('should grant nothing for an unpaid session', async () => {
      const event = paidMatchPassEvent('evt_unpaid', 'unpaid-fan');
      event.data.object.payment_status = 'unpaid';
      const payload = JSON.stringify(event);
      await service.handleWebhook(Buffer.from(payload), signed(payload));
      expect(await repo.grantsOf('unpaid-fan')).toEqual([]);
    });
  });

  describe('entitlements', () => {
    it('should read only current grants: not expired, not revoked, not yet started ones excluded', async () => {
      const db = testDatabase.database.db;
      const now = getClock().now().toISOString();
      const base = { userId: 'reader', source: 'voucher' as const, validFrom: '2025-01-01T00:00:00.000Z', revokedAt: null };
      await repo.upsertGrant(db, { ...base, entitlement: 'current', sourceId: 'a', validUntil: '2999-01-01T00:00:00.000Z' }, now);
      await repo.upsertGrant(db, { ...base, entitlement: 'expired', sourceId: 'b', validUntil: '2025-02-01T00:00:00.000Z' }, now);
      await repo.upsertGrant(db, { ...base, entitlement: 'revoked', sourceId: 'c', validUntil: null, revokedAt: now }, now);
      await repo.upsertGrant(db, { ...base, entitlement: 'future', sourceId: 'd', validFrom: '2999-01-01T00:00:00.000Z', validUntil: null }, now);
      expect(await service.entitlementsFor(user('reader'), 'reader')).toEqual({ userID: 'reader', entitlements: ['current'], stripeCustomerID: null });
      expect(await outcome(service.entitlementsFor(user('reader'), 'someone-else'))).toMatch(/^403/);
      expect(await outcome(service.entitlementsFor(null, 'reader'))).toMatch(/^401/);
      expect(await outcome(service.entitlementsFor(user('nobody'), 'nobody'))).toBe('404 You have no subscriptions');
    });
  });

  describe('vouchers', () => {
    const redeem = (sub: string, code: string, address = '203.0.113.1') => service.redeemVoucher(user(sub), code, address);

    it('should seed single-use, multi-use, expired and used vouchers', () => {
      expect(demoVoucherRows.map((row) => [row.code, row.max_redemptions, row.redemption_count])).toEqual([
        ['BLUES-MONTH', 1, 0],
        ['MATCHDAY-PASS', 500, 0],
        ['RADIO-TRIAL', 3, 0],
        ['SEASON-2024', 1000, 0],
        ['USED-UP', 1, 1],
      ]);
    });

    it("should grant the voucher's package for its time, whatever the case and spacing of the code", async () => {
      const result = await redeem('voucher-fan', '  blues-month ');
      expect(result).toMatchObject({ code: 'BLUES-MONTH', packageID: 'video-subscription', packageTitle: 'Blues TV Pass', entitlements: ['video-subscription'] });
      const days = (Date.parse(result.expiresAt!) - getClock().nowMs()) / 86_400_000;
      expect(days).toBeGreaterThan(30.9);
      expect(days).toBeLessThan(31.1);
      const pass = await redeem('voucher-fan', 'MATCHDAY-PASS');
      expect(pass.expiresAt).toBeNull();
      expect(pass.entitlements).toEqual([matchPass.id, 'video-subscription'].sort());
    });

    it('should refuse unknown (404), used (409), already redeemed by you (409) and expired (410) codes, granting nothing', async () => {
      expect(await outcome(redeem('voucher-other', 'NO-SUCH-CODE'))).toBe('404 That voucher code is not recognised.');
      expect(await outcome(redeem('voucher-other', 'BLUES-MONTH'))).toBe('409 That voucher code has already been used.');
      expect(await outcome(redeem('voucher-other', 'USED-UP'))).toBe('409 That voucher code has already been used.');
      expect(await outcome(redeem('voucher-fan', 'MATCHDAY-PASS'))).toBe('409 You have already redeemed that voucher code.');
      expect(await outcome(redeem('voucher-other', 'SEASON-2024'))).toBe('410 That voucher code has expired.');
      expect(await repo.grantsOf('voucher-other')).toEqual([]);
    });

    it('should never exceed a multi-use limit under concurrent redemptions', async () => {
      const fans = Array.from({ length: 12 }, (_, index) => `racer-${index}`);
      const results = await Promise.all(fans.map((fan) => outcome(redeem(fan, 'RADIO-TRIAL', `198.51.100.${fans.indexOf(fan)}`))));
      expect(results.filter((result) => result === 'ok')).toHaveLength(3);
      expect(results.filter((result) => result !== 'ok').every((result) => result === '409 That voucher code has been used the maximum number of times.')).toBe(true);
      const voucher = await repo.voucher('RADIO-TRIAL');
      expect(voucher?.redemption_count).toBe(3);
      const redemptions = await testDatabase.database.db.selectFrom('voucher_redemption').select('user_id').where('code', '=', 'RADIO-TRIAL').execute();
      expect(redemptions).toHaveLength(3);
    });

    it('should let one user redeem a code once even when they race themselves', async () => {
      const results = await Promise.all([1, 2, 3, 4].map(() => outcome(redeem('self-racer', 'MATCHDAY-PASS'))));
      expect(results.filter((result) => result === 'ok')).toHaveLength(1);
      expect(results.filter((result) => result.startsWith('409'))).toHaveLength(3);
      expect((await repo.grantsOf('self-racer')).length).toBe(1);
    });

    it('should rate-limit attempts per user with Retry-After, counted in the database', async () => {
      let refusal: HttpError | undefined;
      for (let attempt = 0; attempt < 11 && !refusal; attempt += 1) {
        try {
          await redeem('guesser', `GUESS-${attempt}`);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 429) refusal = error;
        }
      }
      expect(refusal?.message).toMatch(/^Too many voucher attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
      // A second service over the same database (another instance) sees the same count.
      const other = serviceWith({ repo: createPaymentsRepo(testDatabase.database.db), siteOrigins: [], voucherLimits: { perUser: 10, perAddress: 1000, windowSeconds: 600 } });
      expect(await outcome(other.redeemVoucher(user('guesser'), 'MATCHDAY-PASS', '192.0.2.1'))).toMatch(/^429/);
    });

    it('should refuse a blocked account', async () => {
      expect(await outcome(service.redeemVoucher({ ...user('blocked-fan'), blocked: true }, 'MATCHDAY-PASS', '192.0.2.7'))).toBe(
        '403 Your account has been blocked by an administrator',
      );
      const checkout = service.createCheckout({ ...user('blocked-fan'), blocked: true }, {
        success_url: '/ok',
        cancel_url: '/cancel',
        metadata: { userID: 'blocked-fan', userEmail: 'blocked-fan@example.com', packageID: 'video-subscription' },
        line_items: [{ price: 'price_video_monthly' }],
      }, 'http://127.0.0.1:3100');
      expect(await outcome(checkout)).toMatch(/^403 Your account has been blocked/);
    });

    it('should rate-limit per address across users', async () => {
      const strict = serviceWith({ siteOrigins: [], voucherLimits: { perUser: 100, perAddress: 3, windowSeconds: 600 } });
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((index) => outcome(strict.redeemVoucher(user(`address-user-${index}`), 'NOPE', '192.0.2.99'))),
      );
      expect(results.filter((result) => result.startsWith('429'))).toHaveLength(2);
    });
  });
});

describe('resolveReturnUrl', () => {
  const allowed = ['http://127.0.0.1:3100', 'https://club.example'];
  const site = 'https://club.example';

  it('should keep pages on the club sites and resolve relative paths against the request site', () => {
    expect(resolveReturnUrl('https://club.example/videos?session_id={CHECKOUT_SESSION_ID}', site, allowed, 'success_url')).toBe(
      'https://club.example/videos?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(resolveReturnUrl('/videos/subscriptions', site, allowed, 'success_url')).toBe('https://club.example/videos/subscriptions');
    expect(resolveReturnUrl('/done/{CHECKOUT_SESSION_ID}', site, allowed, 'success_url')).toBe('https://club.example/done/{CHECKOUT_SESSION_ID}');
    expect(resolveReturnUrl('http://127.0.0.1:3100/', site, allowed, 'cancel_url')).toBe('http://127.0.0.1:3100/');
  });

  it('should refuse everything else', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'https://club.example@evil.example/',
      'https://user:pass@club.example/',
      'http://club.example/',
      'https://club.example.evil.example/',
      '/\t/evil.example',
      '',
      'videos',
    ]) {
      expect(() => resolveReturnUrl(value, site, allowed, 'success_url'), value).toThrow("The success_url must be a page on one of the club's sites.");
    }
  });
});
