import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectPageErrors, liveFirstTeamMatch, matchPath, platformUrl, sessionCookie, waitForHydration } from './support';
import { streamerUrl } from './urls';

// The streamer's server in these runs (playwright.config.ts); this journey opens it beside the club site.

/** Each page in a browser window of its own, so none is a background tab the stream would pause in. */
async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, errors };
}

test.describe('the live match', () => {
  test('should reach the match centre, the home page and the streamer within 2 s of a goal, and the minute should move, without a reload', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const before = await liveFirstTeamMatch();
    const { match } = before;
    const score = before.match.score ?? { home: 0, away: 0 };
    const scorer = before.lineups?.home.startingXI[9];
    if (!scorer) throw new Error('the live match has no line-ups');
    const centrePath = matchPath(match);

    const centre = await openPage(browser, `${baseURL}${centrePath}`);
    const home = await openPage(browser, `${baseURL}/`);
    const streamer = await openPage(browser, `${streamerUrl}/`);

    const status = centre.page.getByText(/^Live (\d+(\+\d+)?′)$|^Half-time$/);
    await expect(status).toBeVisible();
    const minuteBefore = await status.textContent();
    const eventRows = centre.page.getByRole('region', { name: 'Match events' }).getByRole('listitem');
    const eventsBefore = await eventRows.count();
    const homeCard = home.page.getByRole('article', { name: `${match.home.name} v ${match.away.name}` }).first();
    await expect(homeCard).toContainText(`${score.home} - ${score.away}`);
    const streamerScore = streamer.page.locator('#next-match-teams');
    await expect(streamerScore).toContainText(`${score.home} – ${score.away}`);
    await expect(streamer.page.getByRole('button', { name: 'Watch Live' })).toBeVisible();

    const cookie = await sessionCookie('matchday@example.com');
    const recorded = await fetch(`${platformUrl}/api/studio/matches/${match.id}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        minute: Math.max(1, Math.min(before.live?.minute ?? 1, 120)),
        addedTime: null,
        type: 'goal',
        side: 'home',
        player: scorer,
        playerOff: null,
        assist: null,
      }),
    });
    expect(recorded.status, await recorded.clone().text()).toBe(200);
    const after = { home: score.home + 1, away: score.away };

    // On every open page, without a reload. The 2 s budget of the spec is measured by `pnpm bench live`
    // (recorded → delivered, p50/p95/max); a test only bounds a hang, since a busy machine is slow, not wrong.
    const budget = { timeout: 30_000 };
    await Promise.all([
      expect(centre.page.getByText(/^Score: /)).toHaveText(
        `Score: ${match.home.name} ${after.home}, ${match.away.name} ${after.away}`,
        budget,
      ),
      expect(eventRows).toHaveCount(eventsBefore + 1, budget),
      expect(homeCard).toContainText(`${after.home} - ${after.away}`, budget),
      expect(streamerScore).toContainText(`${after.home} – ${after.away}`, budget),
    ]);
    await expect(eventRows.last()).toContainText(scorer.name);
    // Read out once, politely, in the page's one status region for the match.
    await expect(centre.page.getByRole('status').filter({ hasText: scorer.name })).toHaveCount(1);
    await expect(streamer.page.getByRole('button', { name: 'Watch Live' })).toBeVisible();
    await expect(streamer.page.getByRole('button', { name: 'Listen Live' })).toBeVisible();

    // A real minute passes on the match clock.
    await expect(status).not.toHaveText(minuteBefore ?? '', { timeout: 120_000 });

    for (const { errors } of [centre, home, streamer]) expect(errors).toEqual([]);
  });
});
