import { expect, test, type Page } from '@playwright/test';
import { freshAccount, freshPassword, trackQuietNetwork, waitForHydration } from './support';

// Issue 15: server data in the browser goes one way (TanStack Query over api-client), so a sign-in and a
// voucher update every lock, badge and button on the page without a reload, and re-read only what
// depends on the viewer: never the packages, menus, news or adverts the page already has.

/** The platform paths the page asks for from now on (same origin: the site forwards /api). */
function apiRequests(page: Page): { paths: string[]; documents: number } {
  const seen = { paths: [] as string[], documents: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') seen.documents += 1;
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.paths.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** Data every visitor shares: none of it depends on who is signed in. */
const publicData = /^GET \/api\/(packages|web|news|advertising|sponsors|promos|experiments|feed|matches|video-platform)\b/;

test.describe('one way to the network', () => {
  test('should update the packages page on sign-in and on a voucher, re-reading only the viewer', async ({ page, request }) => {
    const email = await freshAccount(request, 'one-way');
    const quiet = trackQuietNetwork(page);
    await page.goto('/videos/subscriptions');
    await waitForHydration(page);
    const video = page.getByRole('article', { name: 'Blues TV Pass' });
    await expect(video.getByText('You must be logged in to purchase')).toBeVisible();
    // Let the first load settle before counting, the footer's adverts too: they load when the footer
    // first comes on screen (issue 13), which a click lower down the page would otherwise bring about.
    const footerAdverts = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/advertising/slots/'));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await footerAdverts;
    await page.evaluate(() => window.scrollTo(0, 0));
    await quiet();

    const signIn = apiRequests(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('textbox', { name: 'Email' }).fill(email);
    await panel.getByLabel(/^Password/).fill(freshPassword);
    await panel.getByLabel(/^Password/).press('Enter');
    await expect(panel.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The lock on every card lifts where it is: buying is open to the signed-in fan.
    await expect(video.getByText('You must be logged in to purchase')).toBeHidden();
    await expect(video.getByRole('button', { name: 'Buy - £9.99 p/m' })).toBeVisible();
    await quiet();
    expect(signIn.documents).toBe(0);
    expect(signIn.paths.filter((path) => publicData.test(path))).toEqual([]);
    expect(signIn.paths.some((path) => path.startsWith('POST /api/identity/'))).toBe(true);

    const voucher = apiRequests(page);
    await page.getByRole('button', { name: 'Redeem a voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem a voucher code' });
    await dialog.getByRole('textbox', { name: 'Voucher code' }).fill('MATCHDAY-PASS');
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(dialog.getByRole('status')).toContainText('Voucher MATCHDAY-PASS redeemed.');
    await dialog.getByRole('button', { name: 'close' }).first().click();
    await page.getByRole('tab', { name: 'Match passes' }).click();
    await expect(page.getByText('You own this pass').first()).toBeVisible();
    await quiet();
    expect(voucher.documents).toBe(0);
    expect(voucher.paths.filter((path) => publicData.test(path))).toEqual([]);
    // What the voucher changed is read once: the account's entitlements.
    expect(voucher.paths.filter((path) => path.startsWith('GET /api/entitlements/')).length).toBe(1);
  });
});
