import {
  apiErrorSchema,
  packagesResponseSchema,
  promoOverlaysResponseSchema,
  studioAuditResponseSchema,
  studioPackageSchema,
  studioPackagesResponseSchema,
  studioPromoSchema,
  studioPromosResponseSchema,
  studioVoucherSchema,
} from '@club/api-client';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, simulatorSdk } from '../payments/testing';
import { TEST_NOW } from '../../testing/clock';
import { testDialects } from '../../testing/databases';
import { newPromo, reseedCommercial, studioTestApp } from './testing';

const site = 'http://127.0.0.1:3000';
const fanSub = '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68';

const checkoutBody = (priceId: string) => ({
  mode: 'subscription',
  success_url: `${site}/videos/subscriptions?session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `${site}/videos/subscriptions`,
  metadata: { userID: fanSub, userEmail: 'fan@example.com', packageID: 'video-subscription', packageTitle: 'Ignored', packageDescription: 'Ignored' },
  line_items: [{ price: priceId, quantity: 1 }],
  allowPromotionCodes: true,
});

describe.each(testDialects)('studio commercial desk: promos and packages on $dialect', ({ dialect }) => {
  const t = studioTestApp(dialect, { signIn: ['commercial', 'admin', 'editor', 'fan'], config: { readCacheSeconds: 30 } });
  const { call } = t;
  let sdk: Stripe;
  const publicPromos = async () => promoOverlaysResponseSchema.parse((await t.read('/api/promos/promo-overlays?channel=Web')).body).body;

  beforeAll(async () => {
    sdk = await simulatorSdk(t.base, t.testDatabase.database.db);
  });

  describe('promos', () => {
    it('should refuse a visitor 401, and a fan and an editor 403 in words', async () => {
      expect((await call('GET', '/api/studio/promos', undefined)).status).toBe(401);
      expect((await call('GET', '/api/studio/promos', 'fan')).status).toBe(403);
      const editor = await call('POST', '/api/studio/promos', 'editor', newPromo());
      expect(editor.status).toBe(403);
      expect(apiErrorSchema.parse(editor.body).message).toMatch(/not part of your staff role/);
      const editorPut = await call('PUT', '/api/studio/promos/1', 'editor', { ...newPromo(), version: 1 });
      expect(editorPut.status).toBe(403);
    });

    it('should list the seeded promos in priority order with where each stands', async () => {
      const list = studioPromosResponseSchema.parse((await call('GET', '/api/studio/promos', 'commercial')).body);
      expect(list.total).toBe(5);
      expect(list.items.map((promo) => [promo.promoID, promo.status])).toEqual([
        [1, 'running'],
        [2, 'running'],
        [3, 'ended'],
        [4, 'scheduled'],
        [5, 'running'],
      ]);
      expect(list.items.every((promo) => promo.origin === 'seed' && promo.enabled && promo.childFriendly)).toBe(true);
    });

    it('should make a promo the club site offers at once, last in the order, and keep it through a reseed', async () => {
      expect(await publicPromos()).toHaveLength(4); // read once, so the read cache holds it
      const created = await call('POST', '/api/studio/promos', 'commercial', newPromo());
      expect(created.status, created.text).toBe(201);
      const promo = studioPromoSchema.parse(created.body);
      expect(promo).toMatchObject({ promoID: 1001, position: 6, origin: 'studio', version: 1, status: 'running', updatedByEmail: 'commercial@example.com' });
      const offered = await publicPromos();
      expect(offered.at(-1)).toMatchObject({ promoID: 1001, imageAltText: 'Cup final offer: a month of Club TV for £1', childFriendly: true });

      // The demo world moves on a day: the seed replaces its own promos and leaves staff's alone.
      await reseedCommercial(t, 1);
      const after = studioPromosResponseSchema.parse((await call('GET', '/api/studio/promos', 'commercial')).body);
      expect(after.items.map((item) => item.promoID)).toEqual([1, 2, 3, 4, 5, 1001]);
    });

    it('should refuse bad input in words, with nothing written', async () => {
      const backwards = await call('POST', '/api/studio/promos', 'commercial', { ...newPromo(), endDateTime: newPromo().startDateTime });
      expect(backwards.status).toBe(400);
      expect(JSON.stringify(apiErrorSchema.parse(backwards.body).details)).toMatch(/The end must come after the start/);
      const badUrl = await call('POST', '/api/studio/promos', 'commercial', { ...newPromo(), url: 'javascript:alert(1)' });
      expect(badUrl.status).toBe(400);
      const noAlt = await call('POST', '/api/studio/promos', 'commercial', { ...newPromo(), imageAltText: ' ' });
      expect(noAlt.status).toBe(400);
      expect(studioPromosResponseSchema.parse((await call('GET', '/api/studio/promos', 'commercial')).body).total).toBe(6);
    });

    it('should edit a seeded promo (kept through a reseed), refuse a stale version 409, and disable it off the site', async () => {
      const seeded = studioPromoSchema.parse((await call('GET', '/api/studio/promos/1', 'commercial')).body);
      const edited = await call('PUT', '/api/studio/promos/1', 'commercial', { ...seeded, imageAltText: 'Club TV: every game live', version: seeded.version });
      expect(edited.status, edited.text).toBe(200);
      expect(studioPromoSchema.parse(edited.body)).toMatchObject({ origin: 'studio', version: seeded.version + 1 });
      expect((await publicPromos())[0]?.imageAltText).toBe('Club TV: every game live');

      const stale = await call('PUT', '/api/studio/promos/1', 'admin', { ...seeded, version: seeded.version });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'versionConflict', updatedBy: 'commercial@example.com', updatedByName: 'Casey Commercial' });
      expect(stale.body.message).toMatch(/^Someone else saved this promo since you opened it/);

      await reseedCommercial(t, 2);
      const kept = studioPromoSchema.parse((await call('GET', '/api/studio/promos/1', 'commercial')).body);
      expect(kept.imageAltText).toBe('Club TV: every game live');

      const disabled = await call('PUT', '/api/studio/promos/1', 'commercial', { ...kept, enabled: false, version: kept.version });
      expect(studioPromoSchema.parse(disabled.body).status).toBe('disabled');
      expect((await publicPromos()).map((promo) => promo.promoID)).not.toContain(1);

      const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=promo&entityId=1', 'admin')).body);
      expect(audit.items.map((entry) => entry.action)).toEqual(['promo.disable', 'promo.update']);
      expect(audit.items[0]?.before).toMatchObject({ enabled: 1 });
      expect(audit.items[0]?.after).toMatchObject({ enabled: 0 });
    });

    it('should answer 404 for an unknown promo and refuse a write from another site', async () => {
      expect((await call('GET', '/api/studio/promos/999', 'commercial')).status).toBe(404);
      const crossSite = await api(t.base, 'POST', '/api/studio/promos', { cookie: t.cookies.commercial, body: newPromo(), headers: { origin: 'https://evil.example' } });
      expect(crossSite.status).toBe(403);
    });
  });

  describe('packages and prices', () => {
    it('should refuse a fan and an editor', async () => {
      expect((await call('GET', '/api/studio/packages', 'fan')).status).toBe(403);
      expect((await call('PUT', '/api/studio/packages/video-subscription', 'editor', { title: 'X', description: '', onSale: true, prices: [{ key: 'price_video_monthly', amount: 100, strikethroughAmount: null }], version: 0 })).status).toBe(403);
    });

    it('should list every package with its prices in pence', async () => {
      const list = studioPackagesResponseSchema.parse((await call('GET', '/api/studio/packages', 'commercial')).body);
      const video = list.items.find((item) => item.id === 'video-subscription');
      expect(video?.prices).toEqual([
        expect.objectContaining({ key: 'price_video_monthly', id: 'price_video_monthly', amount: 999, strikethroughAmount: null, interval: 'month' }),
        expect.objectContaining({ key: 'price_video_annual', id: 'price_video_annual', amount: 8999, strikethroughAmount: 11988 }),
      ]);
    });

    it('should sell a new price under a new id: the site lists it, checkout charges it and refuses the old one 409', async () => {
      const before = studioPackageSchema.parse((await call('GET', '/api/studio/packages/video-subscription', 'commercial')).body);
      expect(before.version).toBe(0);
      const listed = async () => packagesResponseSchema.parse((await t.read('/api/packages/packages?filter.packageType=membership')).body).data.data;
      expect((await listed()).find((pkg) => pkg.id === 'video-subscription')?.attributes.priceData[0]?.priceDisplay.amountFormatted).toBe('£9.99');

      const saved = await call('PUT', '/api/studio/packages/video-subscription', 'commercial', {
        title: 'Blues TV Pass',
        description: before.description,
        onSale: true,
        prices: before.prices.map((price) => ({ key: price.key, amount: price.key === 'price_video_monthly' ? 1299 : price.amount, strikethroughAmount: price.strikethroughAmount })),
        version: 0,
      });
      expect(saved.status, saved.text).toBe(200);
      const after = studioPackageSchema.parse(saved.body);
      expect(after.prices.map((price) => [price.key, price.id, price.amount])).toEqual([
        ['price_video_monthly', 'price_video_monthly_v1', 1299],
        ['price_video_annual', 'price_video_annual', 8999],
      ]);

      const onSite = (await listed()).find((pkg) => pkg.id === 'video-subscription');
      expect(onSite?.attributes.title).toBe('Blues TV Pass');
      expect(onSite?.attributes.priceData[0]).toMatchObject({ id: 'price_video_monthly_v1', priceDisplay: { amount: 1299, amountFormatted: '£12.99' } });

      const fresh = await api(t.base, 'POST', '/api/payments/create-checkout', { cookie: t.cookies.fan, body: checkoutBody('price_video_monthly_v1') });
      expect(fresh.status, fresh.text).toBe(200);
      expect((await sdk.checkout.sessions.retrieve(fresh.body.id as string)).amount_total).toBe(1299);
      const stale = await api(t.base, 'POST', '/api/payments/create-checkout', { cookie: t.cookies.fan, body: checkoutBody('price_video_monthly') });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'priceChanged', message: expect.stringMatching(/has changed since the page was loaded/) });
    });

    it('should let a voucher made for the old price still grant the option', async () => {
      const redeemed = await api(t.base, 'POST', '/api/payments/vouchers/redeem', { cookie: t.cookies.fan, body: { code: 'BLUES-MONTH' } });
      expect(redeemed.status, redeemed.text).toBe(200);
    });

    it('should take a package off sale and refuse a stale version, both audited', async () => {
      const current = studioPackageSchema.parse((await call('GET', '/api/studio/packages/audio-yearly', 'commercial')).body);
      const body = { title: current.title, description: current.description, onSale: false, prices: current.prices.map(({ key, amount, strikethroughAmount }) => ({ key, amount, strikethroughAmount })), version: 0 };
      expect((await call('PUT', '/api/studio/packages/audio-yearly', 'commercial', body)).status).toBe(200);
      const listed = packagesResponseSchema.parse((await t.read('/api/packages/packages?filter.packageType=membership')).body).data.data;
      expect(listed.map((pkg) => pkg.id)).not.toContain('audio-yearly');
      const stale = await call('PUT', '/api/studio/packages/audio-yearly', 'admin', { ...body, onSale: true });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^Someone else saved this package/);
      const wrongPrices = await call('PUT', '/api/studio/packages/audio-yearly', 'admin', { ...body, version: 1, prices: [{ key: 'price_other', amount: 100, strikethroughAmount: null }] });
      expect(wrongPrices.status).toBe(400);
      expect(wrongPrices.body.code).toBe('unknownPrice');
      const cheapWas = await call('PUT', '/api/studio/packages/audio-yearly', 'admin', { ...body, version: 1, prices: [{ key: 'price_audio_yearly', amount: 2999, strikethroughAmount: 100 }] });
      expect(cheapWas.status).toBe(400);
      const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=package&entityId=audio-yearly', 'admin')).body);
      expect(audit.items.map((entry) => entry.action)).toEqual(['package.update']);
      expect(audit.items[0]?.after).toMatchObject({ onSale: false });
    });
  });

  describe('editing a voucher', () => {
    it('should change its limit and expiry against its version, refuse a limit below its uses, and switch it off and on', async () => {
      const made = studioVoucherSchema.parse(
        (await call('POST', '/api/studio/vouchers', 'commercial', { code: 'EDIT-ME', packageId: 'video-subscription', priceId: 'price_video_annual', description: '', maxRedemptions: 1, redeemableUntil: null, accessDays: 7 })).body,
      );
      expect(made.version).toBe(1);
      const until = new Date(Date.parse(TEST_NOW) + 30 * 86_400_000).toISOString();
      const body = { description: 'Spring flyer', maxRedemptions: 5, redeemableUntil: until, accessDays: 14, disabled: false, version: 1 };
      const editor = await call('PUT', '/api/studio/vouchers/EDIT-ME', 'editor', body);
      expect(editor.status).toBe(403);
      const saved = await call('PUT', '/api/studio/vouchers/EDIT-ME', 'commercial', body);
      expect(saved.status, saved.text).toBe(200);
      expect(studioVoucherSchema.parse(saved.body)).toMatchObject({ maxRedemptions: 5, redeemableUntil: until, accessDays: 14, description: 'Spring flyer', version: 2, status: 'active' });
      const stale = await call('PUT', '/api/studio/vouchers/EDIT-ME', 'admin', body);
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'versionConflict', message: expect.stringMatching(/changed this voucher since you opened it/) });

      expect((await api(t.base, 'POST', '/api/payments/vouchers/redeem', { cookie: t.cookies.editor, body: { code: 'EDIT-ME' } })).status).toBe(200);
      const below = await call('PUT', '/api/studio/vouchers/EDIT-ME', 'commercial', { ...body, maxRedemptions: 0, version: 2 });
      expect(below.status).toBe(400);
      const belowUses = await call('PUT', '/api/studio/vouchers/EDIT-ME', 'commercial', { ...body, maxRedemptions: 1, version: 2 });
      expect(belowUses.status).toBe(200);
      expect(studioVoucherSchema.parse(belowUses.body).status).toBe('usedUp');

      const off = studioVoucherSchema.parse((await call('PUT', '/api/studio/vouchers/EDIT-ME', 'commercial', { ...body, disabled: true, version: 3 })).body);
      expect(off.status).toBe('disabled');
      const on = studioVoucherSchema.parse((await call('PUT', '/api/studio/vouchers/EDIT-ME', 'commercial', { ...body, disabled: false, version: 4 })).body);
      expect(on).toMatchObject({ status: 'active', disabledAt: null });
      const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=voucher&entityId=EDIT-ME', 'admin')).body);
      expect(audit.items.map((entry) => entry.action)).toEqual(['voucher.enable', 'voucher.disable', 'voucher.update', 'voucher.update', 'voucher.create']);
    });

    it('should refuse a limit below the redemptions already made, in words, with nothing written', async () => {
      const made = { code: 'TWO-FANS', packageId: 'audio-monthly', priceId: 'price_audio_monthly', description: '', maxRedemptions: 3, redeemableUntil: null, accessDays: 7 };
      expect((await call('POST', '/api/studio/vouchers', 'commercial', made)).status).toBe(201);
      for (const who of ['fan', 'editor'] as const) {
        expect((await api(t.base, 'POST', '/api/payments/vouchers/redeem', { cookie: t.cookies[who], body: { code: 'TWO-FANS' } })).status).toBe(200);
      }
      const refused = await call('PUT', '/api/studio/vouchers/TWO-FANS', 'commercial', { description: '', maxRedemptions: 1, redeemableUntil: null, accessDays: 7, disabled: false, version: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'limitBelowRedemptions', message: '2 fans have already redeemed it: the limit cannot be lower than that.' });
      expect(studioVoucherSchema.parse((await call('GET', '/api/studio/vouchers/TWO-FANS', 'commercial')).body.voucher)).toMatchObject({ maxRedemptions: 3, version: 1 });
    });
  });
});
