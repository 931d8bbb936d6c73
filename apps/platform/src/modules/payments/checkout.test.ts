import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { demoWorldData } from '../../prepare-database';
import { testConfig, testDialects } from '../../testing/databases';
import { suiteSeededDatabase } from '../../testing/app';
import { api, baseUrlOf, declinedCard, eventually, goodCard, signIn, simulatorSdk, submitCheckout } from './testing';

/**
 * Buying, end to end over real HTTP: the platform listens, fans sign in through the identity endpoint,
 * create-checkout calls the simulator through the real `stripe` SDK, the hosted page is paid by form post,
 * and the simulator's signed webhooks come back to /api/payments/webhook and turn into entitlements.
 */

const site = 'http://127.0.0.1:3100';
const accounts: Record<string, string> = {
  'fan@example.com': '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68',
  'subscriber@example.com': 'b2b73d76-2854-53b2-9457-b5c19f3ce279',
  'audio@example.com': '64c2f245-3bbb-5b02-876b-7e9af18922d9',
  'staff@example.com': 'e81014d0-79ea-5bbb-bda2-46e45c7b8a30',
};
const subOf = (email: string): string => accounts[email] ?? '';
const { packages } = demoWorldData();
const matchPass = packages.find((entry) => entry.attributes.packageType === 'match-pass')!;

function checkoutBody(email: string, packageId: string, price: string, extra: Record<string, unknown> = {}) {
  return {
    mode: 'subscription',
    success_url: `${site}/videos/subscriptions?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/videos/subscriptions`,
    metadata: { userID: subOf(email), userEmail: email, packageID: packageId, packageTitle: 'Ignored', packageDescription: 'Ignored' },
    line_items: [{ price, quantity: 1 }],
    allowPromotionCodes: true,
    ...extra,
  };
}

describe.each(testDialects)('buying through the simulator on $dialect', ({ dialect }) => {
  const testDatabase = suiteSeededDatabase(dialect);
  let app: FastifyInstance;
  let base: string;
  let sdk: Stripe;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildApp(
      { ...testConfig(testDatabase.location), siteOrigins: [site, 'http://127.0.0.1:3101'] },
      { database: testDatabase.database, simulatorDelivery: { baseDelayMs: 50, maxDelayMs: 200 } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    sdk = await simulatorSdk(base, testDatabase.database.db);
    for (const email of Object.keys(accounts)) cookies[email] = await signIn(base, email);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const entitlementsOf = (email: string) =>
    api(base, 'GET', `/api/entitlements/users/entitlements/${subOf(email)}`, { cookie: cookies[email] });
  const checkout = (email: string, body: object, headers: Record<string, string> = {}) =>
    api(base, 'POST', '/api/payments/create-checkout', { cookie: cookies[email], body, headers });

  describe('GET /api/entitlements/users/entitlements/{userId}', () => {
    it("should answer the signed-in user's own seeded entitlements", async () => {
      const response = await entitlementsOf('subscriber@example.com');
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({
        data: { attributes: { userID: accounts['subscriber@example.com'], entitlements: ['video-subscription'], stripeCustomerID: null } },
      });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it("should refuse another user's id (403), a signed-out caller (401) and answer 404 for no subscriptions", async () => {
      const other = await api(base, 'GET', `/api/entitlements/users/entitlements/${accounts['subscriber@example.com']}`, {
        cookie: cookies['fan@example.com'],
      });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('You can only see your own subscriptions.');
      const signedOut = await api(base, 'GET', `/api/entitlements/users/entitlements/${accounts['subscriber@example.com']}`);
      expect(signedOut.status).toBe(401);
      const none = await entitlementsOf('staff@example.com');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('You have no subscriptions');
    });
  });

  describe('POST /api/payments/create-checkout refusals', () => {
    it('should refuse a signed-out caller and a checkout for someone else', async () => {
      const signedOut = await api(base, 'POST', '/api/payments/create-checkout', {
        body: checkoutBody('fan@example.com', 'video-subscription', 'price_video_monthly'),
      });
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.message).toBe('You must be logged in to purchase');
      const forFan = await checkout('audio@example.com', checkoutBody('fan@example.com', 'video-subscription', 'price_video_monthly'));
      expect(forFan.status).toBe(403);
    });

    it("should refuse a price from another package (the browser's choice of price is never believed)", async () => {
      const response = await checkout('fan@example.com', checkoutBody('fan@example.com', 'video-subscription', 'price_audio_monthly'));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("That price is not one of this package's prices.");
      const unknown = await checkout('fan@example.com', checkoutBody('fan@example.com', 'no-such-package', 'price_video_monthly'));
      expect(unknown.status).toBe(404);
    });

    it('should refuse return URLs off the club sites (no open redirect)', async () => {
      for (const success_url of ['https://evil.example/thanks', '//evil.example/thanks', '/\\evil.example', 'javascript:alert(1)', 'http://127.0.0.1:3100@evil.example/']) {
        const response = await checkout('fan@example.com', checkoutBody('fan@example.com', 'video-subscription', 'price_video_monthly', { success_url }));
        expect(response.status, success_url).toBe(400);
        expect(response.body.message).toBe("The success_url must be a page on one of the club's sites.");
      }
      const cancel = await checkout('fan@example.com', checkoutBody('fan@example.com', 'video-subscription', 'price_video_monthly', { cancel_url: 'https://evil.example/' }));
      expect(cancel.status).toBe(400);
    });

    it('should answer 409 when the user already holds everything the price gives', async () => {
      const response = await checkout('subscriber@example.com', checkoutBody('subscriber@example.com', 'video-subscription', 'price_video_monthly'));
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/already have everything this package includes/);
      // The annual price also gives audio, which they lack: that one may be bought.
      const annual = await checkout('subscriber@example.com', checkoutBody('subscriber@example.com', 'video-subscription', 'price_video_annual'));
      expect(annual.status, annual.text).toBe(200);
    });
  });

  describe('a subscription bought with 4242…', () => {
    let sessionId = '';
    let url = '';

    it('should create a session priced from the package, ignoring the browser mode and resolving a relative return path', async () => {
      const response = await checkout(
        'fan@example.com',
        checkoutBody('fan@example.com', 'video-subscription', 'price_video_monthly', {
          mode: 'payment',
          success_url: '/videos/subscriptions?session_id={CHECKOUT_SESSION_ID}',
          customerEmail: 'someone-else@example.com',
        }),
        { 'x-forwarded-proto': 'http', 'x-forwarded-host': '127.0.0.1:3101' },
      );
      expect(response.status, response.text).toBe(200);
      ({ id: sessionId, url } = response.body);
      expect(url).toBe(`${base}/stripe-simulator/checkout/${sessionId}`);
      const session = await sdk.checkout.sessions.retrieve(sessionId);
      expect(session.mode).toBe('subscription');
      expect(session.amount_total).toBe(999);
      expect(session.customer_email).toBe('fan@example.com');
      expect(session.success_url).toBe('http://127.0.0.1:3101/videos/subscriptions?session_id={CHECKOUT_SESSION_ID}');
      expect(session.metadata).toMatchObject({ userID: accounts['fan@example.com'], packageID: 'video-subscription', priceID: 'price_video_monthly' });
    });

    it('should serve an accessible hosted card page', async () => {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="en-GB">');
      for (const label of ['Card number', 'Expiry date', 'Security code (CVC)', 'Name on card', 'Promotion code']) {
        expect(html).toContain(`>${label}</label>`);
      }
      expect(html).toContain('£9.99');
      expect(html).toContain('href="http://127.0.0.1:3100/videos/subscriptions"');
    });

    it('should decline 4000 0000 0000 0002 with the message announced, and grant nothing', async () => {
      const declined = await submitCheckout(url, declinedCard);
      expect(declined.status).toBe(402);
      expect(declined.html).toContain('role="alert"');
      expect(declined.html).toContain('Your card was declined.');
      expect(declined.html).toMatch(/id="cardNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="cardNumber-hint cardNumber-error"[^>]*autofocus/);
      const invalid = await submitCheckout(url, { ...goodCard, cardNumber: '1234 5678 9012 3456', expiry: '01/20', cvc: '' });
      expect(invalid.status).toBe(422);
      expect(invalid.html).toContain('Your card number is invalid.');
      expect(invalid.html).toContain('Your card&#39;s expiry date is in the past.');
      expect(invalid.html).toContain('Your card&#39;s security code is incomplete.');
      expect((await entitlementsOf('fan@example.com')).status).toBe(404);
    });

    it('should pay with 4242… and BLUES10, redirect to the success page and grant after the verified webhooks', async () => {
      const badCode = await submitCheckout(url, { ...goodCard, promotionCode: 'NOPE', intent: 'apply-code' });
      expect(badCode.status).toBe(422);
      expect(badCode.html).toContain('This code is invalid.');
      const applied = await submitCheckout(url, { promotionCode: 'blues10', intent: 'apply-code' });
      expect(applied.status).toBe(200);
      expect(applied.html).toContain('£8.99');
      const paid = await submitCheckout(url, goodCard);
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`http://127.0.0.1:3101/videos/subscriptions?session_id=${sessionId}`);

      const granted = await eventually(async () => {
        const response = await entitlementsOf('fan@example.com');
        expect(response.status).toBe(200);
        return response.body.data.attributes;
      });
      expect(granted.entitlements).toEqual(['video-subscription']);
      expect(granted.stripeCustomerID).toMatch(/^cus_/);
      const session = await sdk.checkout.sessions.retrieve(sessionId);
      expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 899 });
      const invoices = await sdk.invoices.list({ customer: granted.stripeCustomerID });
      expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([899]);
      // Paying again is refused, and the page says it is done.
      expect((await submitCheckout(url, goodCard)).status).toBe(303);
      expect((await checkout('fan@example.com', checkoutBody('fan@example.com', 'video-subscription', 'price_video_monthly'))).status).toBe(409);
    });

    it('should extend the grant when the subscription renews, and revoke it after a cancellation at period end', async () => {
      const db = testDatabase.database.db;
      const grant = () =>
        db.selectFrom('entitlement_grant').selectAll().where('user_id', '=', accounts['fan@example.com']!).where('source', '=', 'subscription').executeTakeFirstOrThrow();
      const before = await eventually(async () => {
        const row = await grant();
        expect(row.valid_until).not.toBeNull();
        return row;
      });
      await sdk.rawRequest('POST', '/v1/test_helpers/simulator/advance', { seconds: 32 * 86_400 });
      const renewed = await eventually(async () => {
        const row = await grant();
        expect(Date.parse(row.valid_until!)).toBeGreaterThan(Date.parse(before.valid_until!) + 25 * 86_400_000);
        return row;
      });
      expect(renewed.revoked_at).toBeNull();

      const customer = (await entitlementsOf('fan@example.com')).body.data.attributes.stripeCustomerID as string;
      const refused = await api(base, 'POST', '/api/payments/create-portal-redirect', {
        cookie: cookies['audio@example.com'],
        body: { customerID: customer, returnURL: `${site}/account/profile` },
      });
      expect(refused.status).toBe(404);
      const offSite = await api(base, 'POST', '/api/payments/create-portal-redirect', {
        cookie: cookies['fan@example.com'],
        body: { customerID: customer, returnURL: 'https://evil.example/' },
      });
      expect(offSite.status).toBe(400);
      const portal = await api(base, 'POST', '/api/payments/create-portal-redirect', {
        cookie: cookies['fan@example.com'],
        body: { customerID: customer, returnURL: '/account/profile' },
      });
      expect(portal.status, portal.text).toBe(200);
      const page = await (await fetch(portal.body.url)).text();
      expect(page).toContain('Renews on');
      expect(page).toContain('VISA ending 4242');
      expect(page).toContain('href="http://127.0.0.1:3100/account/profile"');
      const declinedCard = await submitCheckout(`${portal.body.url}/payment-method`, { cardNumber: '4000000000000002', expiry: '01/35', cvc: '321', cardName: 'Frankie Fan' });
      expect(declinedCard.status).toBe(402);
      expect(declinedCard.html).toContain('Your card was declined.');
      const newCard = await submitCheckout(`${portal.body.url}/payment-method`, { cardNumber: '4242424242424242', expiry: '01/35', cvc: '321', cardName: 'Frankie Fan' });
      expect(newCard.status).toBe(303);
      expect(await (await fetch(new URL(newCard.location!, base))).text()).toContain('expires 01/2035');
      expect(page).toContain('SIM-0001');
      const [subscription] = (await sdk.subscriptions.list({ customer })).data;
      const cancel = await fetch(`${portal.body.url}/subscriptions/${subscription!.id}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(cancel.status).toBe(303);
      expect(await (await fetch(new URL(cancel.headers.get('location')!, base))).text()).toContain('Cancels on');
      // Still held until the period ends.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await entitlementsOf('fan@example.com')).status).toBe(200);

      await sdk.rawRequest('POST', '/v1/test_helpers/simulator/advance', { seconds: 40 * 86_400 });
      await eventually(async () => expect((await entitlementsOf('fan@example.com')).status).toBe(404));
      expect((await grant()).revoked_at).not.toBeNull();
    });
  });

  it('should grant a match pass for good after a one-off payment', async () => {
    const price = matchPass.attributes.priceData[0]!;
    const response = await checkout('staff@example.com', checkoutBody('staff@example.com', matchPass.id, price.id));
    expect(response.status, response.text).toBe(200);
    const session = await sdk.checkout.sessions.retrieve(response.body.id);
    expect(session.mode).toBe('payment');
    expect((await submitCheckout(response.body.url, { ...goodCard, cardName: 'Stevie Staff' })).status).toBe(303);
    const held = await eventually(async () => {
      const answer = await entitlementsOf('staff@example.com');
      expect(answer.status).toBe(200);
      return answer.body.data.attributes.entitlements;
    });
    expect(held).toEqual([matchPass.id]);
    const [row] = await testDatabase.database.db.selectFrom('entitlement_grant').selectAll().where('user_id', '=', accounts['staff@example.com']!).execute();
    expect(row).toMatchObject({ source: 'payment', source_id: response.body.id, valid_until: null });
  });

  it('should refuse a webhook without a valid signature', async () => {
    const response = await fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(response.status).toBe(400);
  });
});
