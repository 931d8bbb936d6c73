import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  collectPageErrors,
  expectNoAccessibilityViolations,
  freshAccount,
  freshPassword,
  waitForHydration,
} from './support';
import { platformUrl, startsWith } from './urls';

// Buying Club TV as a fan would: the packages page, the platform's hosted card page (Stripe's test
// cards), the return to the club site, and vouchers. Purchases and valid vouchers change what an
// account holds, and every spec shares one database, so those journeys use a fresh account each:
// fan@example.com must stay 'logged in, no subscriptions' for the streaming journeys.
const demoPassword = 'Password123!';

/** Opens /videos/subscriptions, logs in through the header's account panel and closes the panel. */
async function logInOnPackagesPage(page: Page, email: string, password = freshPassword): Promise<void> {
  await page.goto('/videos/subscriptions');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('textbox', { name: 'Email' }).fill(email);
  await panel.getByLabel(/^Password/).fill(password);
  await panel.getByLabel(/^Password/).press('Enter');
  await expect(panel.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

function card(page: Page, title: string | RegExp): Locator {
  return page.getByRole('article', { name: title });
}

/** Fills the platform's hosted card page and pays. */
async function payOnHostedPage(page: Page, cardNumber: string): Promise<void> {
  await expect(page).toHaveURL(startsWith(platformUrl, '/stripe-simulator/checkout/'));
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Billie Buyer');
  await page.getByRole('button', { name: /^(Subscribe|Pay) £/ }).click();
}

test.describe('club buying', () => {
  test('should open the login prompt when a visitor buys, and have no accessibility violations', async ({ page }) => {
    await page.goto('/videos/subscriptions');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Club TV Subscriptions' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Subscriptions', selected: true })).toBeVisible();
    const video = card(page, 'Blues TV Pass');
    await expect(video.getByText('You must be logged in to purchase')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The card turns to its 'Information' side and back, focus following.
    await video.getByRole('button', { name: 'Information about Blues TV Pass' }).click();
    await expect(video.getByText('Information', { exact: true })).toBeVisible();
    await expect(video.getByRole('button', { name: 'Close information' })).toBeFocused();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Enter');
    await expect(video.getByRole('button', { name: 'Information about Blues TV Pass' })).toBeFocused();

    await video.getByRole('button', { name: 'Buy - £9.99 p/m' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('You must be logged in to purchase')).toBeVisible();
    await expect(page).toHaveURL(/\/videos\/subscriptions$/);
  });

  test('should list match passes in their own tab, server-rendered', async ({ page, request }) => {
    const html = await (await request.get('/videos/subscriptions')).text();
    expect(html).toContain('Blues TV Pass');
    await page.goto('/videos/subscriptions');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Match passes' }).click();
    await expect(page.getByRole('article', { name: /^Match Pass: / }).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('should buy a subscription with 4242 4242 4242 4242 and see it owned', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const email = await freshAccount(request, 'subscribe');
    await logInOnPackagesPage(page, email);
    await card(page, 'Blues TV Pass').getByRole('button', { name: 'Buy - £9.99 p/m' }).click();

    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/account\/payment-success\?package=video-subscription&price=price_video_monthly/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('Thank you for buying Blues TV Pass (£9.99 p/m).')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Blues TV Pass is now on your account' })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole('link', { name: 'See all passes' }).click();
    const owned = card(page, 'Blues TV Pass');
    await expect(owned.getByText('You own this pass')).toBeVisible();
    await owned.getByRole('button', { name: 'Manage Subscriptions' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'My Account' })).toBeVisible();
    expect(errors.filter((error) => !/401|404/.test(error))).toEqual([]);
  });

  test('should refuse a declined card and return to the cancel page', async ({ page }) => {
    await logInOnPackagesPage(page, 'fan@example.com', demoPassword);
    await card(page, 'Blues TV Pass').getByRole('button', { name: 'Buy - £89.99' }).click();
    await payOnHostedPage(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('Your card was declined.');
    await expect(page).toHaveURL(/stripe-simulator\/checkout\//);

    await page.getByRole('link', { name: /^Cancel and return to / }).click();
    await expect(page).toHaveURL(/\/account\/payment-cancelled\?package=video-subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText('Your payment for Blues TV Pass was cancelled and you have not been charged.')).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('should buy a match pass with a one-off payment', async ({ page, request }) => {
    const email = await freshAccount(request, 'matchpass');
    await logInOnPackagesPage(page, email);
    await page.getByRole('tab', { name: 'Match passes' }).click();
    const pass = page.getByRole('article', { name: /^Match Pass: / }).first();
    const title = (await pass.getByRole('heading').textContent()) ?? '';
    await pass.getByRole('button', { name: 'Buy - £7.99' }).click();

    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/account\/payment-success\?package=match-pass-/);
    await expect(page.getByRole('status').filter({ hasText: `${title} is now on your account` })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('should redeem a voucher, and say why an unknown or used code is refused', async ({ page, request }) => {
    const email = await freshAccount(request, 'voucher');
    await logInOnPackagesPage(page, email);
    await page.getByRole('button', { name: 'Redeem a voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem a voucher code' });
    const code = dialog.getByRole('textbox', { name: 'Voucher code' });
    await expectNoAccessibilityViolations(page);

    await code.fill('NOT-A-REAL-CODE');
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That voucher code is not recognised.');

    await code.fill('USED-UP');
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/already been used|maximum number of times/);

    await code.fill('MATCHDAY-PASS');
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(dialog.getByRole('status')).toContainText('Voucher MATCHDAY-PASS redeemed.');
    await dialog.getByRole('button', { name: 'close' }).first().click();
    await expect(dialog).toBeHidden();

    // The entitlements were refreshed: the pass shows as owned without a reload.
    await page.getByRole('tab', { name: 'Match passes' }).click();
    await expect(page.getByText('You own this pass').first()).toBeVisible();
  });
});
