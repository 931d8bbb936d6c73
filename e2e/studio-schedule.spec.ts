import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createClock } from '@club/clock';
import { collectPageErrors, signInToStudio } from './support';
import { clubUrl } from './urls';

// A scheduled story (issue 16): the newsroom schedules an article for a London time, and the club site
// shows it when the clock reaches that time, not before, with nobody pressing anything. The platform and
// the sites run on the journeys' one clock (CLOCK_NOW and CLOCK_SET_AT, playwright.config.ts); this
// journey reads the same clock, so it waits for the platform's minute to turn, never for the machine's.

const leadImage = fileURLToPath(new URL('./fixtures/studio/lead-image.png', import.meta.url));

/** The clock the platform runs on (the same CLOCK_NOW and CLOCK_SET_AT, so the same instant). */
const platformClock = createClock({ startAt: process.env.E2E_CLOCK_NOW, setAt: process.env.E2E_CLOCK_SET_AT });
const platformNow = () => platformClock.nowMs();

/** An instant as a London wall-clock time, 'yyyy-MM-ddTHH:mm', as a datetime-local field holds it. */
function londonInput(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function newsListHas(page: Page, title: string): Promise<boolean> {
  await page.goto('/news');
  return (await page.getByRole('link', { name: title }).count()) > 0;
}

test('an editor schedules an article for a London time; the club site shows it when the clock gets there, and not before', async ({
  page,
  browser,
}) => {
  // The wait for the platform's clock is up to 100 s by design; the bound is for a hang.
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  const word = Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  const title = `Ticket news for the ${word} derby`;

  await page.goto('/news/new');
  await signInToStudio(page, 'editor@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await page.getByLabel('Standfirst').fill(`Tickets for the ${word} derby go on general sale this week.`);
  await page.getByLabel('Category').selectOption({ label: 'First team' });
  const leadImageChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload an image: Lead image' }).click();
  await (await leadImageChooser).setFiles(leadImage);
  await expect(page.getByRole('img', { name: 'Preview of the lead image' })).toHaveAttribute('src', /^\/images\//);
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Season ticket holders had first choice.');

  // The next whole minute at least 25 s away on the platform's clock: time for the save, and for a
  // visitor to look before it comes.
  const at = Math.ceil((platformNow() + 25_000) / 60_000) * 60_000;
  const publishing = page.getByRole('complementary', { name: 'Publishing' });
  await publishing.getByLabel('Publish at (London time)').fill(londonInput(at));
  await publishing.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.locator('[data-state="scheduled"]')).toHaveText('Scheduled');
  await expect(publishing).toContainText(`at ${londonInput(at).slice(11)} (London)`);

  const visitorContext = await browser.newContext({ baseURL: clubUrl });
  const visitor = await visitorContext.newPage();
  // Before its time the story is nowhere a visitor can reach. (Checked only while the platform's clock
  // is still short of it: on a machine slow enough to pass the minute already, the wait below still runs.)
  if (platformNow() < at - 5_000) {
    expect(await newsListHas(visitor, title)).toBe(false);
    const feed = await visitor.request.get('/news/rss.xml');
    expect(await feed.text()).not.toContain(title);
  }

  // When its minute comes it is on /news and in the feed, within the platform's read cache (5 s).
  await expect.poll(() => newsListHas(visitor, title), { timeout: 200_000, intervals: [2_000] }).toBe(true);
  expect(platformNow()).toBeGreaterThanOrEqual(at);
  // The feed is its own read (and cache key) of the platform's: it follows within the same few seconds.
  await expect
    .poll(async () => (await visitor.request.get('/news/rss.xml')).text(), { timeout: 30_000, intervals: [1_000] })
    .toContain(title);
  await visitor.goto((await visitor.getByRole('link', { name: title }).first().getAttribute('href')) ?? '');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitorContext.close();

  // The newsroom says it is published, by the clock, with no one pressing anything.
  await page.reload();
  await expect(page.locator('[data-state="published"]')).toHaveText('Published');
  expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
});
