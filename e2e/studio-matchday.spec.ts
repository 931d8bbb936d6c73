import { expect, test } from '@playwright/test';
import { clubVisitor, collectPageErrors, expectNoAccessibilityViolations, liveFirstTeamMatch, matchPath, platformUrl, signInToStudio, waitForHydration, type PlatformMatch } from './support';

// The match-day desk of issue 16: staff at the studio (the project's baseURL, :3102) record the live
// match, and a fan's match centre already open on the club site (:3100) follows without a reload.
// Real platform, real Chromium, no mocks.

interface LiveUpdate {
  match: PlatformMatch & { score: { home: number; away: number } };
  events: unknown[];
}

const scoreText = (update: LiveUpdate) =>
  `Score: ${update.match.home.name} ${update.match.score.home}, ${update.match.away.name} ${update.match.score.away}`;

test.describe('the live match console', () => {
  test("match-day staff record a goal in the live match; a fan's open match centre shows it and then its removal, without a reload", async ({
    page,
    browser,
  }) => {
    const errors = collectPageErrors(page);
    const { match, lineups } = await liveFirstTeamMatch();
    const clubSide = match.homeAway;
    const scorer = lineups?.[clubSide].startingXI[9];
    if (!scorer) throw new Error('the live match has no line-ups');

    // The fan's match centre, open before anything is recorded; a mark on its window shows it is never reloaded.
    const fanContext = await clubVisitor(browser);
    const fan = await fanContext.newPage();
    const fanErrors = collectPageErrors(fan);
    await fan.goto(matchPath(match));
    await waitForHydration(fan);
    await expect(fan.getByText(/^Score: /)).toBeVisible();
    await fan.evaluate(() => Object.assign(window, { openedBeforeTheGoal: true }));
    const stillTheSamePage = () => fan.evaluate(() => (window as unknown as { openedBeforeTheGoal?: boolean }).openedBeforeTheGoal === true);
    const fanEvents = fan.getByRole('region', { name: 'Match events' }).getByRole('listitem');

    // The console opens on the live match.
    await page.goto('/matchday');
    await expect(page).toHaveURL(/\/sign-in\?returnUrl=%2Fmatchday$/);
    await signInToStudio(page, 'matchday@example.com');
    await expect(page).toHaveURL(/\/matchday$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Match day' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Match day' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Match', { exact: true })).toHaveValue(String(match.id));
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(match.home.name);

    // G opens the goal form with its first choice focused; the scorer, then Enter.
    const goal = page.getByRole('button', { name: 'Goal', exact: true });
    await expect(goal).toHaveAttribute('aria-keyshortcuts', 'G');
    await expect(goal).toBeEnabled();
    await page.getByRole('heading', { level: 1, name: 'Match day' }).click();
    await page.keyboard.press('g');
    const form = page.getByRole('form', { name: 'Record: Goal' });
    await expect(form.getByLabel('Team')).toBeFocused();
    await expect(form.getByLabel('Team')).toHaveValue(clubSide);
    await form.getByLabel('Scorer').selectOption({ label: `${scorer.shirtNumber} ${scorer.name}` });
    const [recorded] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/studio/matches/${match.id}/events` && response.request().method() === 'POST'),
      form.getByLabel('Scorer').press('Enter'),
    ]);
    expect(recorded.status(), await recorded.text()).toBe(200);
    const afterGoal = ((await recorded.json()) as { data: LiveUpdate }).data;
    await expect(page.getByRole('status').filter({ hasText: `Goal for ` })).toContainText(scorer.name);
    await expect(form).toHaveCount(0);

    // The fan's page, without a reload: the new score, the goal in the list, read out once.
    await expect(fan.getByText(/^Score: /)).toHaveText(scoreText(afterGoal));
    await expect(fanEvents).toHaveCount(afterGoal.events.length);
    await expect(fan.getByRole('status').filter({ hasText: `Goal for` }).filter({ hasText: scorer.name })).toHaveCount(1);
    expect(await stillTheSamePage()).toBe(true);

    // Taken back: the event chosen in the console's list, so another recording meanwhile is left alone.
    const row = page.getByRole('list', { name: 'Match events' }).getByRole('listitem').filter({ hasText: scorer.name }).last();
    const [removed] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/studio/matches/${match.id}/events/remove`),
      row.getByRole('button', { name: /^Remove: .*Goal/ }).click(),
    ]);
    expect(removed.status(), await removed.text()).toBe(200);
    const afterRemoval = ((await removed.json()) as { data: LiveUpdate }).data;
    expect(afterRemoval.match.score[clubSide]).toBe(afterGoal.match.score[clubSide] - 1);
    await expect(page.getByRole('status').filter({ hasText: 'Correction' })).toContainText(scorer.name);
    await expect(fan.getByText(/^Score: /)).toHaveText(scoreText(afterRemoval));
    await expect(fanEvents).toHaveCount(afterRemoval.events.length);
    expect(await stillTheSamePage()).toBe(true);

    await fanContext.close();
    // What the studio's page may report: the session check before signing in (401), and the entitlements
    // lookup that @club/auth's sign-in makes (404: the staff account holds no passes).
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
    expect(fanErrors).toEqual([]);
  });
});

/** The London day of the clock (the platform's clock starts at E2E_CLOCK_NOW for the whole run; GMT in December). */
function todayInLondon(): string {
  return new Date(Date.parse(process.env.E2E_CLOCK_NOW ?? '2026-12-05T15:20:00Z')).toISOString().slice(0, 10);
}

test.describe('line-ups of a fixture made in the studio', () => {
  test("match-day staff add tonight's fixture, set its line-ups with the keyboard, kick off and record a goal, then take a whistle back; a fan's open match centre follows without a reload", async ({
    page,
    browser,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/matchday/fixtures');
    await signInToStudio(page, 'matchday@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixtures and results' })).toBeVisible();

    // Tonight's Women's friendly, at home: made here, so it has no plan and no line-ups.
    await page.getByRole('button', { name: 'New fixture' }).click();
    const form = page.getByRole('form', { name: 'New fixture' });
    await form.getByLabel('Team', { exact: true }).selectOption('women');
    await form.getByLabel('Competition').selectOption({ index: 1 });
    await form.getByLabel('Round', { exact: true }).fill('Studio friendly');
    await form.getByLabel('Opponent').selectOption({ index: 1 });
    await form.getByLabel('Ground').fill('The Quayside');
    await form.getByLabel('Kick-off (London time)').fill(`${todayInLondon()}T19:45`);
    const [created] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/studio/matchday/fixtures' && response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Add fixture' }).click(),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    const match = ((await created.json()) as { data: PlatformMatch }).data;
    const clubName = match.homeAway === 'home' ? match.home.name : match.away.name;
    const opponentName = match.homeAway === 'home' ? match.away.name : match.home.name;

    // A fan opens its match centre before anything is set; a mark on the window shows it is never reloaded.
    const fanContext = await clubVisitor(browser);
    const fan = await fanContext.newPage();
    const fanErrors = collectPageErrors(fan);
    await fan.goto(matchPath(match));
    await waitForHydration(fan);
    await expect(fan.getByText('Line-ups are announced an hour before kick-off.')).toBeVisible();
    await fan.evaluate(() => Object.assign(window, { openedBeforeTheLineups: true }));
    const stillTheSamePage = () => fan.evaluate(() => (window as unknown as { openedBeforeTheLineups?: boolean }).openedBeforeTheLineups === true);

    // From the fixture's row to its line-ups.
    await page.getByLabel('Team', { exact: true }).selectOption('women');
    const row = page.getByRole('list', { name: 'Fixtures' }).getByRole('listitem').filter({ hasText: 'Studio friendly' });
    await row.getByRole('link', { name: /^Line-ups of / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Line-ups' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/matchday/lineups\\?match=${match.id}$`));

    // The club's XI, every place a native select worked with the keyboard: the keeper, then the next ten of the squad.
    const club = page.getByRole('region', { name: new RegExp(`^${clubName}`) });
    const keeperSelect = club.getByLabel(`Goalkeeper (${clubName})`);
    const options = await keeperSelect.locator('option').allTextContents();
    const keepers = options.filter((label) => label.endsWith('(Goalkeeper)')).length;
    const places = await club.getByRole('combobox', { name: new RegExp(`^(Goalkeeper|Defender \\d|Midfielder \\d|Forward \\d) \\(`) }).all();
    expect(places).toHaveLength(11);
    for (const [index, place] of places.entries()) {
      await place.focus();
      for (let press = 0; press < (index === 0 ? 1 : keepers + index); press++) await page.keyboard.press('ArrowDown');
    }
    const chosen = (index: number) => (options[index === 0 ? 1 : keepers + index] ?? '').replace(/ \((Goalkeeper|Defender|Midfielder|Forward)\)$/, '');
    await expect(keeperSelect.locator('option:checked')).toHaveText(options[1] ?? '');
    const scorer = chosen(10);
    // A substitute: the button, then the new place.
    await club.getByRole('button', { name: `Add a substitute (${clubName})` }).focus();
    await page.keyboard.press('Enter');
    await club.getByLabel(`Substitute 1 (${clubName})`, { exact: true }).focus();
    for (let press = 0; press < keepers + 11; press++) await page.keyboard.press('ArrowDown');

    // The opponents typed: number, Tab, name, Tab, from the keeper to the last forward.
    const opponents = page.getByRole('region', { name: new RegExp(`^${opponentName}`) });
    await opponents.getByLabel('Goalkeeper number').focus();
    for (let shirt = 1; shirt <= 11; shirt++) {
      await page.keyboard.type(String(shirt));
      await page.keyboard.press('Tab');
      await page.keyboard.type(`Visitor ${shirt}`);
      if (shirt < 11) await page.keyboard.press('Tab');
    }
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Save line-ups' }).focus();
    const [saved] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/studio/matchday/matches/${match.id}/lineups` && response.request().method() === 'PUT'),
      page.keyboard.press('Enter'),
    ]);
    expect(saved.status(), await saved.text()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Line-ups saved' })).toBeVisible();

    // The fan's page, without a reload: both sides' line-ups.
    const lineups = fan.getByRole('region', { name: 'Line-ups' });
    await expect(lineups.getByRole('list', { name: `${clubName} starting XI` }).getByRole('listitem')).toHaveCount(11);
    await expect(lineups.getByRole('list', { name: `${clubName} starting XI` })).toContainText(chosen(0).replace(/^\d+ /, ''));
    await expect(lineups.getByRole('list', { name: `${opponentName} starting XI` })).toContainText('Visitor 11');
    expect(await stillTheSamePage()).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('lineups-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('lineups-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The console: Shift+K kicks off, G records a goal by a player of the line-up.
    await page.getByRole('link', { name: 'Back to the console' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Match day' })).toBeVisible();
    await expect(page.getByLabel('Match', { exact: true })).toHaveValue(String(match.id));
    await expect(page.getByRole('button', { name: 'Kick-off' })).toBeEnabled();
    await page.getByRole('heading', { level: 1, name: 'Match day' }).click();
    await page.keyboard.press('Shift+K');
    await expect(page.getByRole('status').filter({ hasText: 'Kick-off' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Goal', exact: true })).toBeEnabled();
    await page.keyboard.press('g');
    const goalForm = page.getByRole('form', { name: 'Record: Goal' });
    await expect(goalForm.getByLabel('Team')).toBeFocused();
    await goalForm.getByLabel('Scorer').selectOption({ label: scorer });
    const [recorded] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/studio/matches/${match.id}/events`),
      goalForm.getByLabel('Scorer').press('Enter'),
    ]);
    expect(recorded.status(), await recorded.text()).toBe(200);
    const afterGoal = ((await recorded.json()) as { data: LiveUpdate }).data;
    await expect(fan.getByText(/^Score: /)).toHaveText(scoreText(afterGoal));
    const fanEvents = fan.getByRole('region', { name: 'Match events' }).getByRole('listitem');
    await expect(fanEvents).toHaveCount(1);
    await expect(fanEvents.first()).toContainText(scorer.replace(/^\d+ /, ''));

    // Half-time blown by mistake (Shift+H), taken back (Shift+Z): the fan's page shows the first half again.
    await page.getByRole('heading', { level: 1, name: 'Match day' }).click();
    await page.keyboard.press('Shift+H');
    // In the page's content: the site's live strip above it follows the demo day's live match.
    await expect(fan.getByRole('main').getByText('Half-time', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo half-time' })).toBeEnabled();
    const [undone] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/studio/matches/${match.id}/whistles/undo`),
      page.keyboard.press('Shift+Z'),
    ]);
    expect(undone.status(), await undone.text()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'the half-time whistle has been taken back' })).toBeVisible();
    await expect(fan.getByRole('main').getByText(/^Live \d+/)).toBeVisible();
    await expect(fan.getByRole('status').filter({ hasText: 'half-time whistle has been taken back' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Undo kick-off' })).toBeEnabled();
    expect(await stillTheSamePage()).toBe(true);

    await fanContext.close();
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
    expect(fanErrors).toEqual([]);
  });
});

interface TableRow {
  team: { slug: string; shortName: string; isClub: boolean };
  played: number;
  points: number;
}

async function u18Table(): Promise<TableRow[]> {
  const answer = (await (await fetch(`${platformUrl}/api/matches/tables?competition=u18-premier-league`)).json()) as { data: { rows: TableRow[] } };
  return answer.data.rows;
}

/** The London day before the clock's (the platform's clock starts at E2E_CLOCK_NOW for the whole run). */
function yesterdayInLondon(): string {
  const now = Date.parse(process.env.E2E_CLOCK_NOW ?? '2026-12-05T15:20:00Z');
  return new Date(now - 24 * 3_600_000).toISOString().slice(0, 10);
}

test.describe('fixtures and results', () => {
  test("match-day staff add last night's U18 fixture and enter its result; the club site's table counts it", async ({ page, browser }) => {
    const errors = collectPageErrors(page);
    const before = await u18Table();
    const ours = before.find((row) => row.team.isClub);
    const opponent = before.find((row) => !row.team.isClub);
    if (!ours || !opponent) throw new Error('the U18 table has no rows');

    await page.goto('/matchday/fixtures');
    await signInToStudio(page, 'matchday@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixtures and results' })).toBeVisible();
    await page.getByRole('button', { name: 'New fixture' }).click();
    const form = page.getByRole('form', { name: 'New fixture' });
    await form.getByLabel('Team', { exact: true }).selectOption('u18');
    await form.getByLabel('Competition').selectOption('u18-premier-league');
    await form.getByLabel('Round', { exact: true }).fill('Rearranged match');
    await form.getByLabel('Opponent').selectOption(opponent.team.slug);
    await form.getByLabel('Ground').fill('The Quayside Academy');
    await form.getByLabel('Kick-off (London time)').fill(`${yesterdayInLondon()}T19:00`);
    await form.getByRole('button', { name: 'Add fixture' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fixture added' })).toContainText(`${yesterdayInLondon()} 19:00`);

    // Last night's match, still to be given its result: first among the U18s' matches to play.
    await page.getByLabel('Team', { exact: true }).selectOption('u18');
    await expect(page).toHaveURL(/team=u18/);
    await page.getByLabel('Status').selectOption('scheduled');
    await expect(page).toHaveURL(/team=u18&status=scheduled/);
    const row = page.getByRole('list', { name: 'Fixtures' }).getByRole('listitem').filter({ hasText: 'Rearranged match' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Enter the result of / }).click();
    const result = row.getByRole('form', { name: /^Result of / });
    const [home, away] = [result.getByRole('spinbutton').first(), result.getByRole('spinbutton').last()];
    await home.fill('4');
    await away.fill('0');
    await result.getByRole('button', { name: 'Save result' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Result saved' })).toContainText(' 4, ');
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);

    // The club site's U18 table counts it: three more points, one more game.
    const after = (await u18Table()).find((entry) => entry.team.isClub);
    expect(after).toMatchObject({ played: ours.played + 1, points: ours.points + 3 });
    const fanContext = await clubVisitor(browser);
    const fan = await fanContext.newPage();
    await fan.goto('/matches/u18');
    const tableRow = fan.getByRole('table').getByRole('row').filter({ has: fan.getByRole('rowheader', { name: ours.team.shortName, exact: true }) });
    await expect(tableRow.getByRole('cell').nth(1)).toHaveText(String(ours.played + 1));
    await expect(tableRow.getByRole('cell').nth(3)).toHaveText(String(ours.points + 3));
    await fanContext.close();
  });
});

test.describe('who may use the console', () => {
  test('an editor is told in words that the console is for match-day staff, and the live endpoints answer 403', async ({ page }) => {
    const errors = collectPageErrors(page);
    const { match, lineups } = await liveFirstTeamMatch();
    await page.goto('/matchday');
    await signInToStudio(page, 'editor@example.com');
    await expect(page).toHaveURL(/\/matchday$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Match day' })).toBeVisible();
    await expect(page.getByText('The match-day console is for match-day staff. Ask a club administrator for access.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Goal', exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Desks' })).not.toContainText('Match day');

    // The same session asking the platform directly, through the studio's own address.
    const recorded = await page.request.post(`/api/studio/matches/${match.id}/events`, {
      data: { minute: 10, addedTime: null, type: 'goal', side: 'home', player: lineups?.home.startingXI[9], playerOff: null, assist: null },
    });
    expect(recorded.status()).toBe(403);
    expect(((await recorded.json()) as { message: string }).message).toBe('Only match-day staff can record match events.');
    expect((await page.request.post(`/api/studio/matches/${match.id}/whistles`, { data: { kind: 'full-time' } })).status()).toBe(403);
    expect((await page.request.get('/api/studio/matchday/console')).status()).toBe(403);
    await expectNoAccessibilityViolations(page);
    expect(errors.filter((error) => !/40[134]/.test(error))).toEqual([]);
  });
});

test.describe('accessibility', () => {
  test('the console, its goal form and the fixtures desk have no axe violations, at phone and desktop widths', async ({ page }, testInfo) => {
    await page.goto('/matchday');
    await signInToStudio(page, 'matchday@example.com');
    await expect(page.getByRole('button', { name: 'Undo last event' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Goal', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Record: Goal' })).toBeVisible();
    await page.getByLabel('Minute').fill('abc');
    await expect(page.getByLabel('Minute')).toHaveAccessibleDescription(/Give the minute, e\.g\. 23 or 90\+2\./);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('console-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath('console-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Fixtures and results' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fixtures and results' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fixtures' })).toBeVisible();
    await page.getByRole('button', { name: 'New fixture' }).click();
    await page.getByRole('button', { name: 'Add fixture' }).click();
    await expect(page.getByLabel('Round', { exact: true })).toHaveAccessibleDescription(/Give the round/);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('fixtures-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('fixtures-desktop.png'), fullPage: true });
  });
});
