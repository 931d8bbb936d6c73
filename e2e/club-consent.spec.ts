import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, waitForHydration } from './support';

// The consent, child-friendly, advert and promo journeys of a first visit: these tests start without
// the returning fan's cookies the club project gives every other journey (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const clubHost = '127.0.0.1';
const promoSeenCookie = { name: 'club_promos_seen', value: '1.2.3.4.5', domain: clubHost, path: '/' };
const consentCookie = { name: 'club_cookie_consent', value: '1', domain: clubHost, path: '/' };
// SPEC 9: footer advert tracking waits 2 s after a route change; wait past it before saying nothing was sent.
const pastFooterTracking = 2_500;

/**
 * The bodies the page posts to analytics. ky posts a cloned Request whose body is a stream, which
 * Playwright's request events cannot read, so the page's fetch is wrapped to keep a copy.
 */
async function recordAnalyticsBodies(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const bodies: unknown[] = [];
    (window as unknown as { analyticsBodies: unknown[] }).analyticsBodies = bodies;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (input instanceof Request && input.url.includes('/api/analytics/records')) {
        bodies.push(JSON.parse(await input.clone().text()));
      }
      return original(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { analyticsBodies: unknown[] }).analyticsBodies);
}

function analyticsRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/records')) sent.push(request);
  });
  return sent;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

const cookieNotice = (page: Page) => page.getByRole('region', { name: 'We use cookies' });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('cookie notice', () => {
  test.beforeEach(async ({ context }) => {
    // The promo overlay is a modal; keep it out of the consent journeys.
    await context.addCookies([promoSeenCookie]);
  });

  test('sends no analytics before consent, starts with Accept All Cookies and remembers the choice after a reload', async ({ page, context }) => {
    const errors = collectPageErrors(page);
    const sent = analyticsRequests(page);
    const bodies = await recordAnalyticsBodies(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(cookieNotice(page)).toBeVisible();
    await expect(cookieNotice(page).getByRole('button', { name: 'Only Essential' })).toBeVisible();
    await page.waitForTimeout(pastFooterTracking);
    expect(sent).toHaveLength(0);

    const recorded = page.waitForResponse((response) => response.url().includes('/api/analytics/records'));
    await cookieNotice(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    const response = await recorded;
    expect(response.status()).toBe(202);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect((await bodies())[0]).toMatchObject({ channel: 'web', event: 'pageView', path: '/', advert: null, ssoID: null });
    await expect(cookieNotice(page)).toBeHidden();

    // 60 days, SameSite=Lax, both cookies.
    const consent = await cookie(context, 'club_cookie_consent');
    const tracking = await cookie(context, 'club_cookie_tracking');
    expect(consent?.sameSite).toBe('Lax');
    expect(tracking?.value).toBe('1');
    // Chromium's cookie jar counts Max-Age in the machine's own time, whatever the platform's clock says.
    // eslint-disable-next-line no-restricted-syntax -- measured against the browser's real time, not the club's
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);

    // The page is the same for every fan (issue 32): it holds the notice, which the page's first script
    // hides before the first paint for a fan who has chosen, and hydration then takes away.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-cookies-chosen', '');
    await waitForHydration(page);
    await expect(cookieNotice(page)).toHaveCount(0);
    // A visitor's log-in check answers 401 (the auth layer's, not this journey's concern).
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  test('Only Essential hides the notice for good and keeps analytics off', async ({ page, context }) => {
    const sent = analyticsRequests(page);
    await page.goto('/news');
    await waitForHydration(page);
    await cookieNotice(page).getByRole('button', { name: 'Only Essential' }).click();
    await expect(cookieNotice(page)).toBeHidden();
    // The notice closes at once; the cookie is written a moment after (waited for, not assumed).
    await expect.poll(async () => (await cookie(context, 'club_cookie_consent'))?.value).toBe('1');
    expect(await cookie(context, 'club_cookie_tracking')).toBeUndefined();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-cookies-chosen', '');
    await waitForHydration(page);
    await expect(cookieNotice(page)).toHaveCount(0);
    await page.waitForTimeout(pastFooterTracking);
    expect(sent).toHaveLength(0);
  });
});

test.describe('child-friendly mode', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([promoSeenCookie, consentCookie]);
  });

  test('hides an advert and a sponsor that are not child friendly until the fan switches it off, and remembers the switch', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const childMode = footer(page).getByRole('switch', { name: 'Child-friendly mode' });
    await expect(childMode).toHaveAttribute('aria-checked', 'true');

    // The adverts load in the browser when the footer comes on screen (issue 13); a child-friendly one
    // proves they have arrived.
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page).getByRole('link', { name: 'Tidewater Mortgage Week' })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Fenwick Bet Matchday Odds' })).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: 'Fenwick Bet (opens in a new tab)', exact: true })).toHaveCount(0);

    await childMode.click();
    await expect(childMode).toHaveAttribute('aria-checked', 'false');
    await expect(footer(page).getByRole('link', { name: 'Fenwick Bet Matchday Odds' })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Fenwick Bet (opens in a new tab)', exact: true })).toBeVisible();

    // Kept in a cookie: the page (the same for every fan, issue 32) takes it up once hydrated.
    await page.reload();
    await waitForHydration(page);
    await expect(footer(page).getByRole('switch', { name: 'Child-friendly mode' })).toHaveAttribute('aria-checked', 'false');
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page).getByRole('link', { name: 'Fenwick Bet Matchday Odds' })).toBeVisible();

    await footer(page).getByRole('switch', { name: 'Child-friendly mode' }).click();
    await expect(footer(page).getByRole('link', { name: 'Fenwick Bet Matchday Odds' })).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: 'Tidewater Mortgage Week' })).toBeVisible();
  });
});

test.describe('the footer, hydrated when it comes on screen (issue 13)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([promoSeenCookie, consentCookie]);
  });

  const footerCode = /\/assets\/ClubFooter-[^/]+\.js$/;

  /** Holds the footer's code until `release` is called, so a test acts on the server's footer for sure. */
  async function holdFooterCode(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = () => undefined as void;
    const asked = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await page.route(footerCode, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    return { requested: asked, release };
  }

  test('asks for no footer code and no adverts until the fan comes to the footer, then shows them', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 375, height: 667 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/advertising') || footerCode.test(url.pathname)) asked.push(url.pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(asked).toEqual([]);
    // The server's footer is whole: its menus and sponsors read without its code.
    await expect(footer(page).getByRole('switch', { name: 'Child-friendly mode' })).toHaveAttribute('aria-checked', 'true');

    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page).getByRole('link', { name: 'Tidewater Mortgage Week' })).toBeVisible();
    expect(asked.filter((path) => footerCode.test(path))).toHaveLength(1);
    expect(asked.filter((path) => path.startsWith('/api/advertising'))).not.toEqual([]);
    expect(errors).toEqual([]);
  });

  test('keeps a click on the child-friendly switch made before its code has arrived', async ({ page }) => {
    const errors = collectPageErrors(page);
    const held = await holdFooterCode(page);
    await page.goto('/');
    await waitForHydration(page);
    const childMode = footer(page).getByRole('switch', { name: 'Child-friendly mode' });
    // Scrolls to the footer and clicks at once: the code is asked for, and held, so the click lands first.
    await childMode.click();
    await held.requested;
    await expect(childMode).toHaveAttribute('aria-checked', 'true');
    held.release();
    await expect(childMode).toHaveAttribute('aria-checked', 'false');
    await expect(footer(page).getByRole('link', { name: 'Fenwick Bet Matchday Odds' })).toBeVisible();
    // Once: the held click is not made twice.
    await expect(footer(page).getByRole('link', { name: 'Fenwick Bet (opens in a new tab)', exact: true })).toBeVisible();
    await expect(childMode).toHaveAttribute('aria-checked', 'false');
    expect(errors).toEqual([]);
  });

  test('keeps a key pressed on the child-friendly switch before its code has arrived', async ({ page }) => {
    const errors = collectPageErrors(page);
    const held = await holdFooterCode(page);
    await page.goto('/');
    await waitForHydration(page);
    const childMode = footer(page).getByRole('switch', { name: 'Child-friendly mode' });
    // From the last partner's link before it, as a keyboard user arrives: the focus asks for the code.
    await footer(page).getByRole('region', { name: 'Our partners' }).getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(childMode).toBeFocused();
    await held.requested;
    await page.keyboard.press('Space');
    await expect(childMode).toHaveAttribute('aria-checked', 'true');
    held.release();
    await expect(childMode).toHaveAttribute('aria-checked', 'false');
    await expect(childMode).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(childMode).toHaveAttribute('aria-checked', 'true');
    expect(errors).toEqual([]);
  });

  test('navigates in the page from a footer link before the footer has hydrated', async ({ page }) => {
    const errors = collectPageErrors(page);
    const held = await holdFooterCode(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Straight to the link, with no scroll that would hydrate the footer first.
    await footer(page).getByRole('link', { name: 'Privacy Policy' }).first().evaluate((link: HTMLElement) => link.click());
    // The navigation waits for the footer's code (the root route's beforeLoad).
    held.release();
    await expect(page).toHaveURL('/help-info/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(footer(page).getByRole('switch', { name: 'Child-friendly mode' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('has no accessibility violations once hydrated', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page).getByRole('link', { name: 'Tidewater Mortgage Week' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('promo overlay', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([consentCookie]);
  });

  test('shows the first active promo, at most one a visit, and a seen one never again', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    const promo = page.getByRole('dialog', { name: 'Promotion' });
    await expect(promo.getByRole('link', { name: /Club TV Season Pass/ })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/is-locked/);
    expect((await cookie(context, 'club_promos_seen'))?.value).toBe('1');
    // Asked for 2099 (SPEC 9); Chromium caps every cookie at 400 days, so that is what it keeps.
    const seen = await cookie(context, 'club_promos_seen');
    // eslint-disable-next-line no-restricted-syntax -- Chromium caps a cookie at 400 days of the machine's own time
    expect(((seen?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(399);
    // The visit's record is a session cookie: it goes when the browser session ends.
    expect((await cookie(context, 'club_promo_visit'))?.expires).toBe(-1);

    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(promo).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/is-locked/);

    // Issue 14: after one promotion is closed, no other appears in that visit, though the Mini one is
    // still unseen.
    await page.reload();
    await waitForHydration(page);
    await page.goto('/news');
    await waitForHydration(page);
    await page.waitForTimeout(1_000);
    await expect(promo).toHaveCount(0);

    // The next visit shows the next active promo (the Mini one), never the first again.
    await context.clearCookies({ name: 'club_promo_visit' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(promo.getByRole('link', { name: /New at the Blues Store/ })).toBeVisible();
    await expect(promo.getByRole('link', { name: /Club TV Season Pass/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(promo).toBeHidden();

    await context.clearCookies({ name: 'club_promo_visit' });
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1_000);
    await expect(promo).toHaveCount(0);
  });

  test('never opens on the account pages, and typing in the sign-in form is never interrupted', async ({ page }) => {
    await page.goto('/account/login');
    await waitForHydration(page);
    const email = page.getByRole('main').getByRole('textbox', { name: 'Email' });
    await email.click();
    await email.pressSequentially('patient.fan@example.com', { delay: 60 });
    await expect(email).toHaveValue('patient.fan@example.com');
    await expect(email).toBeFocused();
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog', { name: 'Promotion' })).toHaveCount(0);
  });
});

test.describe("a fresh visitor's first minute (issue 14)", () => {
  for (const path of ['/', '/news', '/account/login']) {
    test(`can answer the cookie notice at once on ${path}, with nothing over it`, async ({ page, context }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(cookieNotice(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await cookieNotice(page).getByRole('button', { name: 'Accept All Cookies' }).click();
      await expect(cookieNotice(page)).toBeHidden();
      await expect.poll(async () => (await cookie(context, 'club_cookie_consent'))?.value).toBe('1');
      const promo = page.getByRole('dialog', { name: 'Promotion' });
      if (path === '/account/login') {
        await page.waitForTimeout(1_000);
        await expect(promo).toHaveCount(0);
      } else {
        // One thing at a time: the promotion comes once the notice is answered, and passes axe.
        await expect(promo).toBeVisible();
        await expectNoAccessibilityViolations(page);
      }
    });
  }

  test('can answer the cookie notice before the page has run any script', async ({ browser, baseURL }) => {
    // As on a slow phone before hydration: the buttons post the choice to the site server.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/news');
    await cookieNotice(page).getByRole('button', { name: 'Only Essential' }).click();
    await expect(page).toHaveURL(/\/news$/);
    expect((await cookie(context, 'club_cookie_consent'))?.value).toBe('1');
    expect(await cookie(context, 'club_cookie_tracking')).toBeUndefined();
    await context.close();
    // The page is the same for every fan (issue 32): its notice is hidden by the page's first script,
    // which runs before any other (here: with the site's own scripts never arriving).
    const scripted = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    await scripted.addCookies([consentCookie]);
    const later = await scripted.newPage();
    await later.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await later.goto('/news');
    await expect(cookieNotice(later)).toBeHidden();
    await scripted.close();
  });
});
