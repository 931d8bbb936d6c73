import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, waitForHydration } from './support';

// Club TV, live, the app and category pages, and the site's feeds (issue 5), against the seeded platform:
// highlights are free ('?'), full match replays need the video subscription.

test.describe('Club TV', () => {
  test('shows the categories in order, free and paid items as a visitor sees them', async ({ page }) => {
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Club TV' })).toBeVisible();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    // orderPosition: Highlights 1, Full Match Replays 2, Interviews 3.
    expect(headings.slice(0, 3)).toEqual(['Highlights', 'Full Match Replays', 'Interviews']);

    const highlights = page.getByRole('region', { name: 'Highlights', exact: true });
    await expect(highlights.getByText('Watch Now').first()).toBeVisible();
    const replays = page.getByRole('region', { name: 'Full Match Replays', exact: true });
    await expect(replays.getByText('Locked: you must have a pass to watch this content').first()).toBeAttached();
    await expect(replays.getByText('You must have a pass to watch this content.').first()).toBeVisible();
    await expect(replays.getByRole('link', { name: 'Get a Pass' }).first()).toHaveAttribute('href', '/videos/subscriptions');
  });

  test('the padlocks follow the signed-in user: a fan opens members-only items, a subscriber the paid ones', async ({
    page,
  }) => {
    const replays = page.getByRole('region', { name: 'Full Match Replays', exact: true });
    const interviews = page.getByRole('region', { name: 'Interviews', exact: true });
    // Signing in through the site's own /api forwarding leaves the session cookie on the site.
    const fan = await page.request.post('/api/identity/authenticate', {
      data: { username: 'fan@example.com', password: 'Password123!' },
    });
    expect(fan.status()).toBe(200);
    await page.goto('/videos');
    await expect(interviews.getByText('Locked: you must have a pass to watch this content')).toHaveCount(0);
    await expect(replays.getByText('Locked: you must have a pass to watch this content').first()).toBeAttached();

    const subscriber = await page.request.post('/api/identity/authenticate', {
      data: { username: 'subscriber@example.com', password: 'Password123!' },
    });
    expect(subscriber.status()).toBe(200);
    await page.goto('/videos');
    await expect(replays.getByText('Watch Now').first()).toBeVisible();
    await expect(replays.getByText('Locked: you must have a pass to watch this content')).toHaveCount(0);
  });

  test('a filter changes the URL and the list', async ({ page }) => {
    await page.goto('/videos');
    await waitForHydration(page);
    await page.getByLabel('Teams').selectOption({ label: 'Ladies' });
    await expect(page).toHaveURL(/\/videos\?team=women$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Videos' })).toBeVisible({ timeout: 15_000 });
    const list = page.getByRole('list', { name: 'Videos' });
    await expect(list.getByRole('listitem').first()).toBeVisible();

    await page.getByLabel('Duration').selectOption({ label: 'Short' });
    await expect(page).toHaveURL(/\/videos\?team=women&duration=short$/);
    await expect(page.getByLabel('Teams')).toHaveValue('women');
  });

  test('the filters work without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/videos');
    await page.getByLabel('Duration').selectOption('long');
    await page.getByRole('button', { name: 'Filter Results' }).click();
    await expect(page).toHaveURL(/duration=long/);
    await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first()).toBeVisible();
    await context.close();
  });

  test('a category page lists 12 of its videos; an unknown subpage is a 404', async ({
    page,
  }) => {
    const response = await page.goto('/videos/highlights');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Highlights videos' }).getByRole('listitem')).toHaveCount(12);
    const missing = await page.goto('/videos/no-such-category');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/videos');
    await waitForHydration(page);
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('Live', () => {
  test('shows the live video and live audio with their posters and buttons', async ({ page }) => {
    await page.goto('/live');
    const video = page.getByRole('article', { name: 'Blues TV Live' });
    const audio = page.getByRole('article', { name: 'Blues Radio Live' });
    await expect(video.getByRole('img', { name: 'Blues TV Live poster' })).toHaveAttribute('src', /video\/live\/poster\.jpg/);
    await expect(audio.getByRole('img', { name: 'Blues Radio Live poster' })).toHaveAttribute('src', /video\/live\/audio-poster\.jpg/);
    await expect(video.getByRole('button', { name: 'Watch Live' })).toBeVisible();
    await expect(audio.getByRole('button', { name: 'Listen Live' })).toBeVisible();
    const poster = await page.request.get(
      (await video.getByRole('img').getAttribute('src')) ?? '',
    );
    expect(poster.ok()).toBe(true);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/live');
    await waitForHydration(page);
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('The app page and a category page', () => {
  test('/app shows the store links, features and screenshots', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'The official app' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(page.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
    await expect(page.getByRole('img', { name: /live match centre/ })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('/category/women shows its news, matches and videos; an unknown category is a 404', async ({ page }) => {
    await page.goto('/category/women');
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'News' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Fixtures & Results' })).toBeVisible();
    await waitForHydration(page);
    await expectNoAccessibilityViolations(page);
    expect((await page.goto('/category/nobody'))?.status()).toBe(404);
  });
});

/** Parses XML with the browser's own strict parser; null when it is not well formed. */
async function parseXml(page: Page, text: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    return {
      root: doc.documentElement.localName,
      version: doc.documentElement.getAttribute('version'),
      locs: [...doc.getElementsByTagName('loc')].map((node) => node.textContent ?? ''),
      items: [...doc.getElementsByTagName('item')].map((node) => node.getElementsByTagName('link')[0]?.textContent ?? ''),
    };
  }, text);
}

test.describe('Feeds', () => {
  test('robots.txt disallows the account pages and the API and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Disallow: /api');
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists the pages of every kind', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const parsed = await parseXml(page, await response.text());
    expect(parsed?.root).toBe('urlset');
    const paths = new Set(parsed?.locs.map((loc) => new URL(loc).pathname));
    for (const path of ['/', '/videos', '/live', '/app', '/tickets/match-tickets', '/teams/women', '/category/women', '/videos/highlights']) {
      expect(paths.has(path), path).toBe(true);
    }
    expect([...paths].some((path) => path.startsWith('/news/20'))).toBe(true);
    expect([...paths].some((path) => path.startsWith('/match/first-team/'))).toBe(true);
  });

  test('the news RSS carries the latest 50 articles and the news pages link to it', async ({ page, request }) => {
    const response = await request.get('/news/rss.xml');
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const parsed = await parseXml(page, await response.text());
    expect(parsed?.root).toBe('rss');
    expect(parsed?.version).toBe('2.0');
    expect(parsed?.items).toHaveLength(50);
    await page.goto('/news');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/news/rss.xml');
  });

  test("a team's calendar has every fixture and result of the season in London time", async ({ page, request }) => {
    const response = await request.get('/matches/women/calendar.ics');
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = (await response.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('TZID:Europe/London');
    const starts = lines.filter((line) => line.startsWith('DTSTART;TZID=Europe/London:'));
    const uids = lines.filter((line) => line.startsWith('UID:match-'));
    expect(starts.length).toBeGreaterThan(5);
    expect(new Set(uids).size).toBe(starts.length);
    // A finished match carries its score.
    expect(lines.some((line) => /^SUMMARY:.+ \d+-\d+ .+$/.test(line))).toBe(true);
    expect((await request.get('/matches/nobody/calendar.ics')).status()).toBe(404);

    await page.goto('/matches/women');
    await expect(page.getByRole('link', { name: /Subscribe to calendar/ })).toHaveAttribute(
      'href',
      /^webcal:\/\/.+\/matches\/women\/calendar\.ics$/,
    );
    await expect(page.getByRole('link', { name: /Download calendar/ })).toHaveAttribute('href', '/matches/women/calendar.ics');
  });
});
