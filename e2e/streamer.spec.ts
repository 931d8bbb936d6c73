import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, waitForHydration } from './support';

const sections = [
  'Upcoming Game',
  'Available Packages',
  'Redeem a voucher code',
  'Upcoming Fixtures',
  'Replays',
  'Having Trouble?',
];

test.describe('the streamer home page', () => {
  test("should show the header's anchor links and every section", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Blues Live | Official streaming of Brackwater Blues FC');
    await expect(page.getByText('The official streaming service of Brackwater Blues FC')).toBeVisible();
    const anchors = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    await expect(anchors).toHaveText(['Next game', 'Packages', 'Fixtures', 'Replays', 'FAQs']);
    await expect(anchors.first()).toHaveAttribute('href', '/#next-match');
    for (const name of sections) await expect(page.getByRole('region', { name })).toBeVisible();
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });

  test('should move scroll and focus to a section from its anchor link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'FAQs' }).click();
    const faqs = page.getByRole('region', { name: 'Having Trouble?' });
    await expect(faqs).toBeFocused();
    await expect(page).toHaveURL(/#troubleshooting$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("should show legal links from the platform's navigation tree", async ({ page }) => {
    await page.goto('/');
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', /\/help-info\/privacy-policy$/);
    await expect(legal.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', /\/help-info\/cookies-policy$/);
  });

  test('should have no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('a path the streamer does not have', () => {
  test('should answer 404 with the error page', async ({ page }) => {
    const response = await page.goto('/watch/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 error' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});
