import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoPassword, expectNoAccessibilityViolations, liveFirstTeamMatch, matchPath, platformUrl, sessionCookie, videoDialog, waitForHydration } from './support';

// Issue 31: on match day every page of the club site carries a slim live strip under the header while
// the first team's match is live: the score and minute move without a reload, and it leads to the match
// centre. The demo day's live first-team match (as in club-match-centre.spec.ts) is the match.

/** The home side's goals as the strip shows them ('2 – 1'). */
async function homeGoals(strip: Locator): Promise<number> {
  const text = (await strip.getByRole('link').textContent()) ?? '';
  const goals = /(\d+) – \d+/.exec(text)?.[1];
  if (goals === undefined) throw new Error(`the strip shows no score: ${text}`);
  return Number(goals);
}

const liveStrip = (page: Page) => page.getByRole('complementary', { name: 'Live match' });

test.describe('the live strip', () => {
  test('a fan on the news page sees the score move without a reload and follows the strip to the match centre', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { match } = await liveFirstTeamMatch();
    // In the server's HTML, for every visitor: nothing appears late, nothing moves.
    const html = await (await page.request.get('/news')).text();
    expect(html).toContain('aria-label="Live match"');

    await page.goto('/news');
    const strip = liveStrip(page);
    await expect(strip.getByRole('link')).toContainText(/Live \d+(\+\d+)?′|Half-time/);
    await expect(strip.getByRole('link')).toHaveAttribute('href', matchPath(match));
    // Under the header, above the page's content, never over it.
    const stripBox = await strip.boundingBox();
    const mainBox = await page.getByRole('main').boundingBox();
    expect(stripBox && mainBox && stripBox.y + stripBox.height <= mainBox.y + 1).toBe(true);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { onTheNewsPage: true }));
    const before = await homeGoals(strip);

    // Match-day staff record a home goal: the strip follows the live stream to the new score.
    const centre = await liveFirstTeamMatch();
    const scorer = centre.lineups?.home.startingXI[8];
    if (!centre.live || !scorer) throw new Error('the live match has no minute or no line-ups');
    const recorded = await fetch(`${platformUrl}/api/studio/matches/${match.id}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await sessionCookie('matchday@example.com') },
      body: JSON.stringify({ minute: centre.live.minute, addedTime: null, type: 'goal', side: 'home', player: scorer, playerOff: null, assist: null }),
    });
    expect(recorded.status, await recorded.clone().text()).toBe(200);
    // Other journeys may score too: at least this goal.
    await expect.poll(() => homeGoals(strip), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 1);
    // Said once, politely; the page was never reloaded and the fan's focus is where it was.
    await expect(strip.getByRole('status')).toContainText(`Goal for ${match.home.name}: ${scorer.name}`);
    expect(await page.evaluate(() => (window as unknown as { onTheNewsPage?: boolean }).onTheNewsPage === true)).toBe(true);
    await expect(page.locator('body')).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('news-live-strip-1440.png') });
    await expectNoAccessibilityViolations(page);

    // The strip leads to the match centre, which shows the match itself: no strip there.
    await strip.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${matchPath(match)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${match.home.name} v ${match.away.name}`);
    await expect(liveStrip(page)).toHaveCount(0);
    // Nor on the home page, whose match-day takeover leads with the same match.
    await page.goto('/');
    await expect(page.locator('#takeover-title')).toBeVisible();
    await expect(liveStrip(page)).toHaveCount(0);
  });

  test('behind and beside the video player nothing competes with its start: the strip and the list wait for it', async ({ page }) => {
    // Issue 30. Opening the player scrolls the page to the top (SPEC 4), which brings the strip of a page
    // the fan came back to scrolled down into view; and the modal's sidebar has a list of its own to fetch.
    await page.setViewportSize({ width: 1280, height: 720 });
    await liveFirstTeamMatch();
    const signedIn = await page.request.post('/api/identity/authenticate', { data: { username: 'subscriber@example.com', password: demoPassword } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    await page.goto('/videos');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: 'Full Match Replays', exact: true }).getByRole('article').first().getByRole('link');
    await card.scrollIntoViewIfNeeded();
    // Back on the page later, where the fan was (the browser restores the scroll): the strip is out of view.
    await page.goto('/videos');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /Profile/ }).first()).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const stripCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/LiveStrip-[^/]+\.js$/.test(request.url())) stripCode.push(request.url());
    });
    await page.evaluate(() => {
      performance.clearResourceTimings();
      const marks = window as unknown as { clickAt?: number; pictureAt?: number };
      document.addEventListener('click', () => (marks.clickAt = performance.now()), { capture: true, once: true });
      document.addEventListener('loadeddata', () => (marks.pictureAt = performance.now()), { capture: true, once: true });
    });
    await card.click();
    const dialog = videoDialog(page);
    await expect(dialog.getByRole('complementary', { name: 'Latest' }).getByRole('button').first()).toBeVisible({ timeout: 60_000 });
    const { clickAt, pictureAt, listAskedAt, scrollY } = await page.evaluate(() => {
      const marks = window as unknown as { clickAt?: number; pictureAt?: number };
      const list = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/video-platform/feed/') && entry.startTime > (marks.clickAt ?? Infinity));
      return { clickAt: marks.clickAt ?? null, pictureAt: marks.pictureAt ?? null, listAskedAt: list?.startTime ?? null, scrollY: window.scrollY };
    });
    expect(clickAt).not.toBeNull();
    // The sidebar's list went out once the player had its first picture.
    expect(pictureAt).not.toBeNull();
    expect(listAskedAt).toBeGreaterThan(pictureAt ?? Infinity);
    // The page behind is at its top, the strip in view there, and its code has not loaded while the player is open.
    expect(scrollY).toBe(0);
    expect(stripCode).toEqual([]);
    // Closed, the strip wakes: the page behind is no longer covered.
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect.poll(() => stripCode.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(liveStrip(page).getByRole('link')).toContainText(/Live \d+(\+\d+)?′|Half-time/);
  });

  test('on a phone the strip is one slim row under the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/news');
    const strip = liveStrip(page);
    await expect(strip.getByRole('link')).toContainText(/Live \d+(\+\d+)?′|Half-time/);
    const box = await strip.boundingBox();
    expect(box && box.height <= 48).toBe(true);
    const mainBox = await page.getByRole('main').boundingBox();
    expect(box && mainBox && box.y + box.height <= mainBox.y + 1).toBe(true);
    await waitForHydration(page);
    await page.screenshot({ path: test.info().outputPath('news-live-strip-390.png') });
    await expectNoAccessibilityViolations(page);
  });
});
