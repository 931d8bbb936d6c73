import {
  apiErrorSchema,
  studioAuditResponseSchema,
  studioGrantOptionsSchema,
  studioVoucherDetailSchema,
  studioVoucherSchema,
  studioVouchersResponseSchema,
  voucherCodeTakenMessage,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/clock';
import { testDialects } from '../../testing/databases';
import { cookieOf } from '../payments/testing';
import { injectedStudioApp, studioOrigin } from './testing';

const day = 86_400_000;

const monthOfTv = { code: '', packageId: 'video-subscription', priceId: 'price_video_monthly', description: 'Spring flyer', maxRedemptions: 2, redeemableUntil: null, accessDays: 31 };

describe.each(testDialects)('studio commercial desk on $dialect', ({ dialect }) => {
  const studio = injectedStudioApp(dialect, { signIn: ['commercial', 'admin', 'editor', 'fan', 'subscriber', 'audio'] });
  const { call, cookies } = studio;
  const redeem = (who: string, code: string) => call('POST', '/api/payments/vouchers/redeem', who, { code });

  it('should refuse a visitor 401, and a fan and an editor 403 in words', async () => {
    expect((await call('GET', '/api/studio/vouchers', undefined)).statusCode).toBe(401);
    const fan = await call('GET', '/api/studio/vouchers', 'fan');
    expect(fan.statusCode).toBe(403);
    expect(apiErrorSchema.parse(fan.json()).code).toBe('notStaff');
    const editor = await call('POST', '/api/studio/vouchers', 'editor', monthOfTv);
    expect(editor.statusCode).toBe(403);
    expect(apiErrorSchema.parse(editor.json()).message).toMatch(/not part of your staff role/);
  });

  it('should list the seeded vouchers and find one by part of its code', async () => {
    const all = studioVouchersResponseSchema.parse((await call('GET', '/api/studio/vouchers', 'commercial')).json());
    expect(all.total).toBeGreaterThanOrEqual(5);
    const found = studioVouchersResponseSchema.parse((await call('GET', '/api/studio/vouchers?q=radio', 'commercial')).json());
    expect(found.items.map((voucher) => voucher.code)).toEqual(['RADIO-TRIAL']);
    const statuses = Object.fromEntries(all.items.map((voucher) => [voucher.code, voucher.status]));
    expect(statuses).toMatchObject({ 'SEASON-2024': 'expired', 'USED-UP': 'usedUp', 'BLUES-MONTH': 'active' });
  });

  it('should offer the packages and prices on sale', async () => {
    const options = studioGrantOptionsSchema.parse((await call('GET', '/api/studio/voucher-options', 'commercial')).json());
    const video = options.packages.find((pkg) => pkg.id === 'video-subscription');
    expect(video?.prices.map((price) => price.id)).toContain('price_video_monthly');
  });

  it('should make a voucher a fan redeems on the club site, and show who redeemed it when', async () => {
    const created = await call('POST', '/api/studio/vouchers', 'commercial', monthOfTv);
    expect(created.statusCode, created.body).toBe(201);
    const voucher = studioVoucherSchema.parse(created.json());
    expect(voucher.code).toMatch(/^BLUES-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(voucher).toMatchObject({ status: 'active', createdBy: 'commercial@example.com', entitlements: ['video-subscription'], maxRedemptions: 2 });

    const redeemed = await redeem('fan', voucher.code.toLowerCase());
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().data.attributes.expiresAt).toBe(new Date(Date.parse(TEST_NOW) + 31 * day).toISOString());

    const detail = studioVoucherDetailSchema.parse((await call('GET', `/api/studio/vouchers/${voucher.code}`, 'commercial')).json());
    expect(detail.voucher.redemptionCount).toBe(1);
    expect(detail.redemptions).toEqual([{ userSub: expect.any(String), email: 'fan@example.com', redeemedAt: new Date(Date.parse(TEST_NOW)).toISOString() }]);
  });

  it('should refuse a typed code that is taken, and validate the fields with the schema', async () => {
    const typed = await call('POST', '/api/studio/vouchers', 'commercial', { ...monthOfTv, code: 'blues-month' });
    expect(typed.statusCode).toBe(409);
    expect(apiErrorSchema.parse(typed.json())).toMatchObject({ message: voucherCodeTakenMessage, code: 'voucherCodeTaken' });
    expect((await call('POST', '/api/studio/vouchers', 'commercial', { ...monthOfTv, code: 'no spaces' })).statusCode).toBe(400);
    expect((await call('POST', '/api/studio/vouchers', 'commercial', { ...monthOfTv, maxRedemptions: 0 })).statusCode).toBe(400);
    const unknown = await call('POST', '/api/studio/vouchers', 'commercial', { ...monthOfTv, priceId: 'price_nothing' });
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('noSuchPrice');
  });

  it('should honour the expiry it was given, by the platform clock', async () => {
    const expiry = new Date(Date.parse(TEST_NOW) + day).toISOString();
    const voucher = studioVoucherSchema.parse(
      (await call('POST', '/api/studio/vouchers', 'commercial', { ...monthOfTv, code: 'TOMORROW-ONLY', redeemableUntil: expiry })).json(),
    );
    expect(voucher.redeemableUntil).toBe(expiry);
    studio.clock.advance(2 * day);
    try {
      // Two days on, the access cookie of the morning has expired too: the fan signs in again.
      const signIn = await studio.signIn('audio');
      const late = await studio.app.inject({
        method: 'POST',
        url: '/api/payments/vouchers/redeem',
        headers: { origin: studioOrigin, cookie: cookieOf(signIn) },
        payload: { code: 'TOMORROW-ONLY' },
      });
      expect(late.statusCode).toBe(410);
      expect(apiErrorSchema.parse(late.json()).message).toBe('That voucher code has expired.');
    } finally {
      studio.clock.advance(-2 * day);
    }
  });

  it('should disable a voucher, so fans are told it is no longer valid, and audit both writes', async () => {
    const voucher = studioVoucherSchema.parse((await call('POST', '/api/studio/vouchers', 'admin', { ...monthOfTv, code: 'SOON-GONE' })).json());
    const disabled = await call('POST', `/api/studio/vouchers/${voucher.code}/disable`, 'commercial', {});
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(studioVoucherSchema.parse(disabled.json()).status).toBe('disabled');
    const refused = await redeem('subscriber', 'SOON-GONE');
    expect(refused.statusCode).toBe(410);
    expect(apiErrorSchema.parse(refused.json()).message).toBe('That voucher code is no longer valid.');

    const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=voucher&entityId=SOON-GONE', 'admin')).json());
    expect(audit.items.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['voucher.disable', 'commercial@example.com'],
      ['voucher.create', 'admin@example.com'],
    ]);
    expect(audit.items[0]?.before).toMatchObject({ disabled_at: null });
    expect(audit.items[0]?.after).toMatchObject({ disabled_at: expect.any(String) });
    const byActor = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?actor=Admin@example.com', 'admin')).json());
    expect(byActor.items.every((entry) => entry.actorEmail === 'admin@example.com')).toBe(true);
    expect(byActor.total).toBeGreaterThan(0);
  });

  it('should answer 404 for an unknown code and refuse a write from another site', async () => {
    expect((await call('GET', '/api/studio/vouchers/NOPE-NOPE', 'commercial')).statusCode).toBe(404);
    const crossSite = await studio.app.inject({
      method: 'POST',
      url: '/api/studio/vouchers',
      headers: { origin: 'https://evil.example', cookie: cookies.commercial! },
      payload: monthOfTv,
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
