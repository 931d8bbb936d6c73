import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, freshAccount, freshPassword, waitForHydration } from './support';
import { clubUrl } from './urls';

// The commercial desk of issue 16 (done-when 4): commercial@ makes a voucher in the studio (:3102), a
// fan redeems it on the club site (:3100) and the pass unlocks. Real platform, real Chromium, no mocks.
const demoPassword = 'Password123!';
const locked = 'Locked: you must have a pass to watch this content';

// Staff at the studio and a fan on the club site in one journey: on a busy 2-core machine that takes
// longer than one page's journey. A bound for a hung journey, not a guess at how long one takes.
test.describe.configure({ timeout: 240_000 });

async function signIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A returning fan of the club site: cookies chosen and promos seen, so no modal stands in the way. */
async function clubFan(browser: Browser): Promise<BrowserContext> {
  const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const });
  return browser.newContext({
    baseURL: clubUrl,
    storageState: { cookies: [cookie('club_cookie_consent', '1'), cookie('club_promos_seen', '1.2.3.4.5')], origins: [] },
  });
}

/** A code no other run made: E2E- and eight capitals. */
function uniqueCode(): string {
  return `E2E-${Array.from({ length: 8 }, () => String.fromCharCode(65 + randomInt(26))).join('')}`;
}

test.describe('the commercial desk', () => {
  test('commercial staff make a voucher; a fan redeems it on the club site and the pass unlocks', async ({ page, browser, request }) => {
    const errors = collectPageErrors(page);
    const code = uniqueCode();
    await page.goto('/commercial/vouchers');
    await signIn(page, 'commercial@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Vouchers' }).getByRole('link', { name: 'BLUES-MONTH' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('link', { name: 'New voucher' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New voucher' })).toBeVisible();
    await page.getByRole('radio', { name: 'Type my own' }).check();
    const codeField = page.getByRole('textbox', { name: 'Voucher code' });
    // Checked as it is typed, with the platform's own words: a code fans could not type, then one that is taken.
    await codeField.fill('no spaces');
    await expect(page.getByText(/Use 4 to 32 capital letters, digits and single hyphens/)).toBeVisible();
    await codeField.fill('BLUES-MONTH');
    await expect(page.getByText('That code is already used by another voucher.')).toBeVisible();
    await codeField.fill(code.toLowerCase());
    await expect(page.getByText(`${code} is free.`)).toBeVisible();
    await page.getByLabel('Package').selectOption('video-subscription');
    await page.getByLabel('Price it stands for').selectOption('price_video_monthly');
    await page.getByRole('textbox', { name: 'Days of access' }).fill('31');
    await page.getByRole('textbox', { name: /Note for staff/ }).fill('Journey 4');
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Create voucher' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Voucher ${code}` })).toBeVisible();
    await expect(page.getByText('Single use · 0 redeemed')).toBeVisible();
    await expect(page.getByText('Nobody has redeemed it yet.')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // A fan without the pass: Full Match Replays are locked for them.
    const email = await freshAccount(request, 'studio-voucher');
    const fanContext = await clubFan(browser);
    const fan = await fanContext.newPage();
    const signedIn = await fan.request.post('/api/identity/authenticate', { data: { username: email, password: freshPassword } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    await fan.goto('/videos');
    const replays = fan.getByRole('region', { name: 'Full Match Replays', exact: true });
    await expect(replays.getByText(locked).first()).toBeAttached();

    await fan.goto('/videos/subscriptions');
    await waitForHydration(fan);
    await expect(fan.getByRole('button', { name: /Profile/ }).first()).toBeVisible({ timeout: 15_000 });
    await fan.getByRole('button', { name: 'Redeem a voucher' }).click();
    const dialog = fan.getByRole('dialog', { name: 'Redeem a voucher code' });
    await dialog.getByRole('textbox', { name: 'Voucher code' }).fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(dialog.getByRole('status')).toContainText(`Voucher ${code} redeemed.`);
    await dialog.getByRole('button', { name: 'close' }).first().click();

    // The pass unlocks: no padlock on the replays.
    await fan.goto('/videos');
    await expect(replays.getByText(locked)).toHaveCount(0);
    await expect(replays.getByText('Watch Now').first()).toBeVisible();

    // The studio shows who redeemed it; it was single use, so it is used up.
    await page.reload();
    await expect(page.getByRole('table', { name: /Redemptions/ }).getByRole('cell', { name: email })).toBeVisible();
    await expect(page.getByText('Used up', { exact: true })).toBeVisible();

    // Disabled, it is refused on the club site in words.
    await page.getByRole('button', { name: 'Disable voucher' }).click();
    await page.getByRole('button', { name: 'Disable it' }).click();
    await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();
    await fanContext.close();
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
  });

  test('the vouchers list is searched by code on the server; commercial staff cannot open the fans desk', async ({ page }) => {
    await page.goto('/commercial');
    await signIn(page, 'commercial@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Commercial' })).toBeVisible();
    await expect(page.getByText(/Sponsors, adverts, promos and packages and prices are not in the studio yet/)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('link', { name: 'Vouchers', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search vouchers' }).or(page.getByRole('textbox', { name: 'Search vouchers' })).fill('radio');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/commercial\/vouchers\?q=radio$/);
    const list = page.getByRole('list', { name: 'Vouchers' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link', { name: 'RADIO-TRIAL' })).toBeVisible();

    // The fans desk is for administrators: told so in words, and the api answers 403.
    await page.goto('/fans');
    await expect(page.getByText('This part of the studio is not part of your staff role. Ask a club administrator for access.')).toBeVisible();
    const api = await page.request.get('/api/studio/fans?email=fan@example.com');
    expect(api.status()).toBe(403);
    await page.goto('/audit');
    await expect(page.getByText('This part of the studio is not part of your staff role. Ask a club administrator for access.')).toBeVisible();
    expect((await page.request.get('/api/studio/audit')).status()).toBe(403);
  });
});
