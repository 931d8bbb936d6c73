import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations, freshAccount, freshPassword } from './support';
import { clubUrl as site, platformUrl as platform } from './urls';

// The platform's own hosted checkout and customer portal (the payment simulator), in Chromium, by
// keyboard: the API calls a site would make are made directly, so this spec needs no site UI.

test.describe('hosted checkout (payment simulator)', () => {
  // The portal test manages what the checkout test bought.
  test.describe.configure({ mode: 'serial' });
  // A new account: a demo account that bought here would hold more than DESIGN.md says in every later journey.
  const buyer = { email: '', sub: '' };

  test('should pay by keyboard, announce a declined card, return to the site and grant the subscription', async ({ page, request }) => {
    buyer.email = await freshAccount(request, 'checkout', { given_name: 'Ari', family_name: 'Listener' });
    const signIn = await request.post(`${platform}/api/identity/authenticate`, { data: { username: buyer.email, password: freshPassword } });
    expect(signIn.status()).toBe(200);
    buyer.sub = ((await signIn.json()) as { data: { attributes: { user: { sub: string } } } }).data.attributes.user.sub;
    const created = await request.post(`${platform}/api/payments/create-checkout`, {
      data: {
        success_url: `${site}/videos/subscriptions?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/videos/subscriptions`,
        metadata: { userID: buyer.sub, userEmail: buyer.email, packageID: 'video-subscription' },
        line_items: [{ price: 'price_video_monthly', quantity: 1 }],
        allowPromotionCodes: true,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id, url } = (await created.json()) as { id: string; url: string };

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Blues TV Pass' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expect(page.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type('4000 0000 0000 0002');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12 / 34');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ari Listener');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('alert')).toContainText('Your card was declined.');
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAccessibilityViolations(page);

    await page.getByRole('textbox', { name: 'Promotion code' }).fill('BLUES10');
    await page.getByRole('textbox', { name: 'Promotion code' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'you save £1.00' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe £8.99' })).toBeVisible();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Ari Listener');
    await page.getByLabel('Name on card').press('Enter');
    await page.waitForURL(`${site}/videos/subscriptions?session_id=${id}`);

    await expect
      .poll(async () => {
        const answer = await request.get(`${platform}/api/entitlements/users/entitlements/${buyer.sub}`);
        return answer.ok() ? ((await answer.json()) as { data: { attributes: { entitlements: string[] } } }).data.attributes.entitlements : [];
      })
      .toEqual(['video-subscription']);
  });

  test('should open the customer portal, cancel at period end by keyboard, and link back to the site', async ({ page, request }) => {
    await request.post(`${platform}/api/identity/authenticate`, { data: { username: buyer.email, password: freshPassword } });
    // The webhooks of the purchase above may still be on their way.
    let customerId = '';
    await expect
      .poll(async () => {
        const answer = await request.get(`${platform}/api/entitlements/users/entitlements/${buyer.sub}`);
        customerId = answer.ok() ? (((await answer.json()) as { data: { attributes: { stripeCustomerID: string | null } } }).data.attributes.stripeCustomerID ?? '') : '';
        return customerId;
      }, { timeout: 30_000 })
      .toMatch(/^cus_/);
    const portal = await request.post(`${platform}/api/payments/create-portal-redirect`, {
      data: { customerID: customerId, returnURL: `${site}/account/profile` },
    });
    expect(portal.status()).toBe(200);
    await page.goto(((await portal.json()) as { url: string }).url);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your subscriptions' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^Renews on / })).toBeVisible();
    await expect(page.getByText('VISA ending 4242')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Cancel Blues TV Pass' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Your subscription will end at the end of the current period.');
    await expect(page.getByRole('cell', { name: /^Cancels on / })).toBeVisible();
    await expect(page.getByRole('link', { name: /Return to / })).toHaveAttribute('href', `${site}/account/profile`);
  });
});
