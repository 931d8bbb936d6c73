import { expect, test, type Locator, type Page } from '@playwright/test';
import { clubVisitor, collectPageErrors, expectNoAccessibilityViolations, liveFirstTeamMatch, platformUrl, signInToStudio, videoDialog, waitForHydration } from './support';

// Issue 31: "after the match's full time a goal clip appears in Club TV with the scorer in its title".
// Full time ends the demo day's live match, which the other journeys watch, listen to and record goals
// in: this one runs after all of them (playwright.config.ts, the 'full-time' project). Real platform,
// real encoder, real worker: the clip is cut from the live video's recording and transcoded, no mocks.

/** Blows `name` in the console once the match is waiting for it, and waits for the platform's answer. */
async function blow(page: Page, matchId: number, name: 'Half-time' | 'Second half' | 'Full time'): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === `/api/studio/matches/${matchId}/whistles` && response.request().method() === 'POST'),
    button.click(),
  ]);
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The first `video` of the open Club TV player, once it has metadata: how long its stream is, in seconds. */
async function playingSeconds(media: Locator): Promise<number> {
  await expect.poll(() => media.evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames), { timeout: 60_000 }).toBeGreaterThan(10);
  return media.evaluate((video: HTMLVideoElement) => video.duration);
}

test.describe('full time', { tag: '@full-time' }, () => {
  test("match-day staff record a goal and blow full time; within minutes the goal is a Club TV clip of its own, cut from the match's recording, with the scorer in its title", async ({
    page,
    browser,
  }, testInfo) => {
    // The worker waits for the recording to pass the goal, then cuts, decrypts and transcodes it.
    test.setTimeout(300_000);
    const errors = collectPageErrors(page);
    const { match, lineups } = await liveFirstTeamMatch();
    const scorer = lineups?.[match.homeAway].startingXI[10];
    if (!scorer) throw new Error('the live match has no line-ups');

    // A clip starts 20 s before its goal's minute began, so the live encoder (started with the platform)
    // must have recorded that: the whole run's other journeys take far longer, this alone 110 s at most.
    await expect
      .poll(async () => ((await (await fetch(`${platformUrl}/api/health`)).json()) as { uptimeSeconds: number }).uptimeSeconds, { timeout: 150_000, intervals: [5_000] })
      .toBeGreaterThanOrEqual(110);

    // The goal, in the console, as the first match-day journey records one.
    await page.goto('/matchday');
    await signInToStudio(page, 'matchday@example.com');
    await expect(page.getByLabel('Match', { exact: true })).toHaveValue(String(match.id));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Goal', exact: true }).click();
    const form = page.getByRole('form', { name: 'Record: Goal' });
    await form.getByLabel('Team').selectOption(match.homeAway);
    await form.getByLabel('Scorer').selectOption({ label: `${scorer.shirtNumber} ${scorer.name}` });
    const [recorded] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/studio/matches/${match.id}/events` && response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Record goal' }).click(),
    ]);
    expect(recorded.status(), await recorded.text()).toBe(200);

    // The whistles the match still waits for (the demo day's clock may already have reached half-time), then full time.
    if (await page.getByRole('button', { name: 'Half-time', exact: true }).isEnabled()) await blow(page, match.id, 'Half-time');
    await blow(page, match.id, 'Second half');
    await blow(page, match.id, 'Full time');
    // The console stays on the match it has just ended (it leaves the list of live and coming matches), so
    // the whistle can still be taken back.
    await expect(page.getByRole('button', { name: 'Undo full time' })).toBeEnabled();
    await expect(page.getByLabel('Match', { exact: true })).toHaveValue(String(match.id));

    // A visitor's Club TV: the goal's clip among the highlights once the worker has made it (read afresh each time).
    const visitor = await (await clubVisitor(browser)).newPage();
    const visitorErrors = collectPageErrors(visitor);
    // Its fixture as the match's highlights name it: the club by its short name.
    const fixture = match.homeAway === 'home' ? `Blues v ${match.away.name}` : `${match.home.name} v Blues`;
    const clipTitle = new RegExp(`^Goal: ${scorer.name} \\(\\d+(\\+\\d+)?'\\) \\| ${fixture}$`);
    const clip = visitor.getByRole('list', { name: 'Highlights videos' }).getByRole('link', { name: clipTitle });
    await expect(async () => {
      await visitor.goto('/videos/highlights');
      await expect(clip).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 240_000, intervals: [5_000] });
    await waitForHydration(visitor);
    for (const width of [375, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await clip.scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: testInfo.outputPath(`goal-clip-${width}.png`) });
    }

    // Free, as the match's highlights are: it plays, and it is the 30 s around the goal cut from the
    // recording (the demo video every seeded item plays is 10 s long).
    await clip.click();
    const dialog = videoDialog(visitor);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const seconds = await playingSeconds(dialog.getByTestId('video-player-media'));
    expect(seconds).toBeGreaterThan(25);
    expect(seconds).toBeLessThan(35);
    await expectNoAccessibilityViolations(visitor);

    await visitor.context().close();
    expect(visitorErrors).toEqual([]);
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
  });
});
