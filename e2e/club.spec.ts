import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, waitForHydration } from './support';

const primaryNav = ['News', 'Matches', 'Teams', 'Hospitality', 'Women'];

test.describe('the club home page', () => {
  test("should show the platform's primary navigation", async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await expect(nav.getByRole('link')).toHaveText(primaryNav);
    await expect(page).toHaveTitle('Brackwater Blues FC | Official Website');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to The Quayside' })).toBeVisible();
  });

  test('should arrive styled, hydrate without errors and then navigate in the browser', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/');
    expect(await response?.text()).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    await waitForHydration(page);

    // A full page load would lose this; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Hospitality' }).click();
    await expect(page).toHaveURL('/hospitality');
    await expect(page.getByRole('heading', { level: 1, name: 'Hospitality' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('should let a keyboard user skip to the content', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main');
  });

  test('should have no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('the server-rendered HTML', () => {
  test('should already hold the navigation, a stylesheet and the async entry script', async ({ baseURL }) => {
    // A plain request, no browser: what a crawler or a slow phone gets before any script runs.
    const response = await fetch(`${baseURL}/`, { headers: { 'user-agent': 'Mozilla/5.0' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    for (const label of primaryNav) expect(html).toContain(`>${label}</a>`);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\//);
    // The entry is an async module script (it also carries the page's CSP nonce, in whatever order).
    expect(html).toMatch(/<script(?=[^>]*type="module")(?=[^>]*src="\/assets\/entry-client-[^"]+\.js")(?=[^>]*async="")[^>]*>/);
  });
});

test.describe('content pages', () => {
  test('should render a Default page with its body on the server', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/tickets/match-tickets');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Match Tickets | Brackwater Blues FC');
    await expect(page.getByRole('heading', { level: 1, name: 'Match Tickets' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Tickets for every Blues home game at The Quayside');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Tickets']);
    await context.close();
  });

  test('should list the children of a Hub page', async ({ page }) => {
    await page.goto('/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    const children = page.getByRole('list', { name: 'Pages in Tickets' });
    await expect(children.getByRole('link', { name: 'Match Tickets' })).toHaveAttribute('href', '/tickets/match-tickets');
    await expect(children.getByRole('link', { name: 'Memberships' })).toHaveAttribute('href', '/tickets/memberships');
  });

  test('should have no accessibility violations', async ({ page }) => {
    await page.goto('/tickets/match-tickets');
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('a path outside the navigation tree', () => {
  test('should answer 404 with the error page and its quick links', async ({ page }) => {
    const response = await page.goto('/anything/not/in/the/tree');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 error' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText("Sorry, it looks like the page you are looking for isn't available right now.")).toBeVisible();
    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
    await expect(quickLinks.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(quickLinks.getByRole('link')).toHaveText(['News', 'Matches', 'Teams', 'Tickets']);
    await expect(page.locator('header[data-appearance="solid"]')).toBeVisible();
  });

  test('should have no accessibility violations', async ({ page }) => {
    await page.goto('/anything/not/in/the/tree');
    await expectNoAccessibilityViolations(page);
  });
});
