import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { collectCspViolations, collectPageErrors, videoDialog, waitForHydration } from './support';
import { streamerUrl } from './urls';

// Issue 17: every HTML answer of both sites carries the security headers, and a fan's walk through the
// club site (pages, the live match centre, a playing video) and the streamer breaks none of its policy.


test.describe.configure({ timeout: 120_000 });

/** The headers a security reviewer expects on a page, and the nonce its inline scripts carry. */
async function expectSecurityHeaders(page: Page, response: Response | APIResponse | null): Promise<void> {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeDefined();
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toMatch(/no-store|no-cache/);
  // Plain HTTP here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  // The router's own scripts ran (the page hydrated), so they carried this response's nonce.
  const html = await response!.text();
  for (const tag of (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/\ssrc=/.test(tag))) {
    expect(tag).toContain(`nonce="${nonce}"`);
  }
}

test.describe('Security headers', () => {
  test('a fan walks the club site and watches a video without a Content-Security-Policy violation', async ({ page }) => {
    // Violations only: a signed-in /videos also logs React's hydration error #418 (not a policy matter).
    const violations = collectCspViolations(page);
    // A subscriber, so the player really plays (MSE blob: media, the session check, the concurrency socket).
    const signIn = await page.request.post('/api/identity/authenticate', {
      data: { username: 'subscriber@example.com', password: 'Password123!' },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);

    await expectSecurityHeaders(page, await page.goto('/'));
    await waitForHydration(page);

    await page.goto('/news');
    await waitForHydration(page);
    const article = await page.locator('main a[href^="/news/"]').first().getAttribute('href');
    expect(article).toBeTruthy();
    await expectSecurityHeaders(page, await page.goto(article!));
    await waitForHydration(page);

    await page.goto('/matches/first-team/2025-26');
    await waitForHydration(page);
    const matchCentre = await page.getByRole('main').getByRole('link', { name: 'Match Centre' }).first().getAttribute('href');
    expect(matchCentre).toBeTruthy();
    await expectSecurityHeaders(page, await page.goto(matchCentre!));
    await waitForHydration(page);

    await expectSecurityHeaders(page, await page.goto('/videos'));
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /Profile/ }).first()).toBeVisible({ timeout: 15_000 });
    const dialog = videoDialog(page);
    const replays = page.getByRole('region', { name: 'Full Match Replays', exact: true });
    // One click (the card is a link, so an early click is not lost), then the modal, whose code loads on first use.
    await replays.getByRole('article').first().getByRole('link').click();
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const media = dialog.getByTestId('video-player-media');
    await expect
      .poll(() => media.evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);

    expect(violations).toEqual([]);

    // A page that does not exist is an HTML answer too (asked for aside: Chromium logs a 404 document as an error).
    const missing = await page.request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    await expectSecurityHeaders(page, missing);
  });

  test('a viewer opens the streamer without a Content-Security-Policy violation', async ({ page }) => {
    const errors = collectPageErrors(page);
    await expectSecurityHeaders(page, await page.goto(streamerUrl));
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});
