import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, liveFirstTeamMatch, matchPath, platformUrl, sessionCookie, waitForHydration } from './support';

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
