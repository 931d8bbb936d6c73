import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { clubVisitor, collectPageErrors, expectNoAccessibilityViolations, waitForHydration } from './support';
import { clubUrl } from './urls';

// The studio journeys of issue 16: staff at the studio (the project's baseURL, :3102), then the club
// site (:3100) as a visitor sees what they published. Real platform, real Chromium, no mocks.
const demoPassword = 'Password123!';
const leadImage = fileURLToPath(new URL('./fixtures/studio/lead-image.png', import.meta.url));

/** A title as a regular expression that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word no seeded article holds, so search, the list and the feed each find this article alone. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

async function signIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}


/** What a visitor finds for a word: on /news, through the club search and in the RSS feed. */
async function visitorFinds(visitor: Page, title: string, word: string) {
  await visitor.goto('/news');
  const onNews = await visitor.getByRole('link', { name: title }).count();

  await waitForHydration(visitor);
  await visitor.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const panel = visitor.getByRole('dialog', { name: 'Search' });
  const [searched] = await Promise.all([
    visitor.waitForResponse((response) => new URL(response.url()).pathname === '/api/news/search' && response.request().url().includes(word)),
    panel.getByLabel('Search news').fill(word),
  ]);
  expect(searched.ok()).toBe(true);
  await expect(panel.getByRole('status').filter({ hasText: /^(Showing|No results)/ })).toBeVisible();
  const inSearch = await panel.getByRole('link', { name: title }).count();

  const feed = await visitor.request.get('/news/rss.xml');
  expect(feed.ok()).toBe(true);
  const inFeed = (await feed.text()).includes(title);
  return { onNews: onNews > 0, inSearch: inSearch > 0, inFeed };
}

test.describe('the newsroom', () => {
  test('an editor writes an article with an image and publishes it; a visitor finds it, and unpublishing removes it everywhere', async ({
    page,
    browser,
  }) => {
    // Two visitors, three searches, an upload and a publish and unpublish: longer than one page's
    // journey, on a busy machine well past the default bound (the bound is for a hang).
    test.setTimeout(300_000);
    const errors = collectPageErrors(page);
    const word = uniqueWord();
    const title = `Blues sign ${word} on a three-year deal`;

    // Signed out, the newsroom sends an editor to the sign-in, and back to it afterwards.
    await page.goto('/news');
    await expect(page).toHaveURL(/\/sign-in\?returnUrl=%2Fnews$/);
    await signIn(page, 'editor@example.com');
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
    const desks = page.getByRole('navigation', { name: 'Desks' });
    await expect(desks.getByRole('link', { name: 'Newsroom' })).toHaveAttribute('aria-current', 'page');
    // An editor's roles open the newsroom, the pages and Club TV, and no other desk.
    await expect(desks.getByRole('link')).toHaveText(['Newsroom', 'Pages', 'Club TV']);
    await expect(page.getByRole('banner')).toContainText('Editor');

    await page.getByRole('link', { name: 'New article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    // The address follows the title, and the platform says it is free.
    await expect(page.getByLabel('Address (slug)')).toHaveValue(`blues-sign-${word}-on-a-three-year-deal`);
    await expect(page.getByText('This address is free.')).toBeVisible();
    // The first autosave creates the draft, and the address becomes the article's own.
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByText(/^Saved \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible();

    await page.getByLabel('Standfirst').fill(`${word} joins from across the league and is expected to start on Saturday.`);
    await page.getByLabel('Category').selectOption({ label: 'First team' });
    await page.getByLabel('Tags').fill('transfers, first-team');
    const leadImageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload an image: Lead image' }).click();
    await (await leadImageChooser).setFiles(leadImage);
    await expect(page.getByRole('img', { name: 'Preview of the lead image' })).toHaveAttribute('src', /^\/images\/.+\.(png|jpe?g|webp)$/);

    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('A signing for the future');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The club is ');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type('delighted');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type(' to welcome him.');
    await expect(body.locator('h2')).toHaveText('A signing for the future');
    await expect(body.locator('strong')).toHaveText('delighted');

    // Publishing saves what is unsaved first, then the article is live.
    await page.getByRole('button', { name: 'Publish now' }).click();
    const publishing = page.getByRole('complementary', { name: 'Publishing' });
    await expect(publishing.getByRole('link', { name: 'View on the club site' })).toHaveAttribute('href', /\/news\/\d{4}\/\d{2}\/\d{2}\/blues-sign-/);
    await expect(page.locator('[data-state="published"]')).toHaveText('Published');
    const publicPath = new URL((await publishing.getByRole('link', { name: 'View on the club site' }).getAttribute('href')) ?? '').pathname;

    // The list shows it as published, by this editor.
    await page.goto('/news?status=published');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row).toContainText('Published');
    await expect(row).toContainText('by editor@example.com');

    // A visitor finds it on the news list, through search and in the feed; the article has its photo and body.
    const visitorContext = await clubVisitor(browser);
    const visitor = await visitorContext.newPage();
    const visitorErrors = collectPageErrors(visitor);
    expect(await visitorFinds(visitor, title, word)).toEqual({ onNews: true, inSearch: true, inFeed: true });
    await visitor.goto(publicPath);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole('main').getByRole('heading', { level: 2, name: 'A signing for the future' })).toBeVisible();
    await expect(visitor.getByRole('main').locator('strong', { hasText: 'delighted' })).toBeVisible();
    await expect(visitor.getByRole('main').locator('figure img')).toHaveAttribute('src', /^\/images\/.+uploads\//);

    await visitorContext.close();

    // The editor unpublishes it: gone from the list, search, the feed and its own address, for a new
    // visitor (the platform's read cache forgets on every studio write; the news api tells browsers to
    // ask again every time).
    await row.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.locator('[data-state="draft"]')).toHaveText('Draft');
    const laterContext = await clubVisitor(browser);
    const later = await laterContext.newPage();
    const laterErrors = collectPageErrors(later);
    expect(await visitorFinds(later, title, word)).toEqual({ onNews: false, inSearch: false, inFeed: false });
    expect((await later.goto(publicPath))?.status()).toBe(404);
    await laterContext.close();

    // What the studio's page may report: the session check before signing in (401), and the entitlements
    // lookup that @club/auth's sign-in makes (404: the editor holds no passes).
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
    expect(visitorErrors).toEqual([]);
    // The unpublished article's 404 is the one error the later visitor's page may report.
    expect(laterErrors.filter((error) => !/404/.test(error))).toEqual([]);
  });
});

test.describe('related articles chosen by hand', () => {
  test('an editor picks two published articles and orders them; the club site shows them first, in that order', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const word = uniqueWord();
    const title = `Academy graduate ${word} earns first call-up`;
    // Two published stories to choose, from well down the list: what other journeys publish and pull
    // while this one runs is always at the top.
    const listed = (await (await page.request.get(`${clubUrl}/api/news/articles?pageSize=2&page=5`)).json()) as {
      data: { title: string; path: string }[];
    };
    const [newer, older] = listed.data;
    expect(older).toBeDefined();

    await page.goto('/news/new');
    await signIn(page, 'editor@example.com');
    await page.getByLabel('Title').fill(title);
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await page.getByLabel('Standfirst').fill(`${word} is named in the squad for the first time.`);
    const leadImageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload an image: Lead image' }).click();
    await (await leadImageChooser).setFiles(leadImage);
    await expect(page.getByRole('img', { name: 'Preview of the lead image' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('A proud day for the academy.');

    const related = page.getByRole('group', { name: 'Related articles' });
    await expect(related.getByRole('radio', { name: /^Picked automatically/ })).toBeChecked();
    await related.getByRole('radio', { name: 'Chosen by hand' }).check();
    const find = related.getByRole('searchbox', { name: 'Find a published article' });
    for (const story of [older!, newer!]) {
      await find.fill(story.title);
      await related.getByRole('list', { name: 'Published articles found' }).getByRole('button', { name: `Add: ${story.title}`, exact: true }).click();
    }
    const chosen = related.getByRole('list', { name: 'Chosen related articles' });
    await expect(chosen.getByRole('listitem')).toHaveText([new RegExp(escape(older!.title)), new RegExp(escape(newer!.title))]);
    // The newer story first.
    await chosen.getByRole('button', { name: `Move up: ${newer!.title}`, exact: true }).click();
    await expect(chosen.getByRole('listitem')).toHaveText([new RegExp(escape(newer!.title)), new RegExp(escape(older!.title))]);
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.locator('[data-state="published"]')).toHaveText('Published');
    const publishing = page.getByRole('complementary', { name: 'Publishing' });
    const publicPath = new URL((await publishing.getByRole('link', { name: 'View on the club site' }).getAttribute('href')) ?? '').pathname;

    // Opened again, the editor shows the picks by title, in their order: the article brings them, so the
    // newsroom list is not searched once per pick.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/studio/articles' && url.searchParams.has('q')) searches.push(url.search);
    });
    await page.reload();
    const reopened = page.getByRole('group', { name: 'Related articles' });
    await expect(reopened.getByRole('radio', { name: 'Chosen by hand' })).toBeChecked();
    await expect(reopened.getByRole('list', { name: 'Chosen related articles' }).getByRole('listitem')).toHaveText([
      new RegExp(escape(newer!.title)),
      new RegExp(escape(older!.title)),
    ]);
    expect(searches).toEqual([]);

    const visitorContext = await clubVisitor(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(publicPath);
    const links = visitor.getByRole('region', { name: 'Related news' }).getByRole('link');
    await expect(links).toHaveCount(4);
    expect((await links.evaluateAll((all) => all.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).slice(0, 2)).toEqual([
      newer!.path,
      older!.path,
    ]);
    await visitorContext.close();
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
  });
});

test.describe('content pages', () => {
  test('an editor rewrites a content page; a visitor reads it at its address and finds its new name in its section', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const word = uniqueWord();
    const title = `Partnerships and ${word}`;
    await page.goto('/pages');
    await signIn(page, 'editor@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'Partnerships', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Partners in ${word} are welcome.`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/^Saved \d{2}:\d{2}$/)).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // On the club site at once: the page at its address, and its new name in its section.
    const visitorContext = await clubVisitor(browser);
    const visitor = await visitorContext.newPage();
    const visitorErrors = collectPageErrors(visitor);
    await visitor.goto('/community/partnerships');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole('main')).toContainText(`Partners in ${word} are welcome.`);
    await visitor.goto('/community');
    await expect(visitor.getByRole('main').getByRole('link', { name: title })).toBeVisible();
    await visitorContext.close();

    // The list says who changed it.
    await page.goto('/pages');
    await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem').filter({ hasText: title })).toContainText('by editor@example.com');
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});

test.describe('two people on one article', () => {
  test('a save from an older version is refused with who saved and when, and overwrites nothing', async ({ page, browser, baseURL }) => {
    const title = `Ground works ${uniqueWord()} begin in the summer`;
    await page.goto('/news/new');
    await signIn(page, 'editor@example.com');
    await page.getByLabel('Title').fill(title);
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByText(/^Saved \d{2}:\d{2}$/)).toBeVisible();
    const articlePath = new URL(page.url()).pathname;

    // An administrator opens the same draft.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await admin.goto(articlePath);
    await signIn(admin, 'admin@example.com');
    await expect(admin.getByLabel('Title')).toHaveValue(title);

    // The editor saves first; the administrator's save is then of an older version.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PUT' && response.ok()),
      page.getByLabel('Standfirst').fill('The editor’s standfirst.'),
    ]);
    await admin.getByLabel('Standfirst').fill('The administrator’s standfirst.');
    const conflict = admin.getByRole('alert').filter({ hasText: 'nothing of theirs was overwritten' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText(/Eden Editor|editor@example\.com/);
    await expect(admin.getByText('Not saved: someone else saved this article')).toBeVisible();

    // Their version is what is stored.
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect(admin.getByLabel('Standfirst')).toHaveValue('The editor’s standfirst.');
    await adminContext.close();
  });
});

test.describe('who may use the studio', () => {
  test('a fan who signs in is told in words that the studio is for staff, and the studio api refuses them', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/news/new');
    await signIn(page, 'fan@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'The studio is for club staff' })).toBeVisible();
    await expect(page.getByText("This account is not on the club's staff. Ask a club administrator for access.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the club site' })).toHaveAttribute('href', /^https?:\/\//);
    await expect(page.getByRole('navigation', { name: 'Desks' })).toHaveCount(0);

    // The same session asking the studio api directly (the browser's cookies, through the site).
    const articles = await page.request.get('/api/studio/articles');
    expect(articles.status()).toBe(403);
    expect(((await articles.json()) as { message: string }).message).toBe(
      "This account is not on the club's staff. Ask a club administrator for access.",
    );
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Sign in as someone else' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect((await page.request.get('/api/studio/articles')).status()).toBe(401);
    // What the page may report: the session check before signing in (401), the studio's refusal (403), and
    // the fan's entitlements lookup that @club/auth's sign-in makes (404: a fan holding nothing).
    expect(errors.filter((error) => !/40[134]/.test(error))).toEqual([]);
  });
});

test.describe('accessibility', () => {
  test('the sign-in, the newsroom list and the editor have no axe violations', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await expectNoAccessibilityViolations(page);

    await signIn(page, 'editor@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('link', { name: 'New article' }).click();
    await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
    // A field with an error shows it, linked to its control.
    await page.getByLabel('Title').fill('x');
    await page.getByLabel('Title').fill('');
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Give the article a title.');
    await expectNoAccessibilityViolations(page);
  });
});
