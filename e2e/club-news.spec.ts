import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, trackQuietNetwork, waitForHydration } from './support';

interface Summary {
  slug: string;
  title: string;
  path: string;
  publishedDate: string;
}

/** The newest article, from the platform through the site's own /api forwarding. */
async function newestArticle(request: APIRequestContext): Promise<Summary> {
  const response = await request.get('/api/news/articles?pageSize=1');
  const body = (await response.json()) as { data: Summary[] };
  return body.data[0]!;
}

test.describe('reading the news', () => {
  test('should go from the home page to an article and on to a related article without reloading', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const latest = page.getByRole('region', { name: 'Latest news' });
    const firstStory = latest.getByRole('heading', { level: 3 }).first().getByRole('link');
    const title = (await firstStory.textContent()) ?? '';
    await firstStory.click();
    await expect(page).toHaveURL(/\/news\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const related = page.getByRole('region', { name: 'Related news' });
    await expect(related.getByRole('article')).toHaveCount(4);
    const relatedStory = related.getByRole('heading', { level: 3 }).first().getByRole('link');
    const relatedTitle = (await relatedStory.textContent()) ?? '';
    await relatedStory.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('should show the article from the server: headline, byline, London date, photo and body', async ({ browser, baseURL, request }) => {
    const article = await newestArticle(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(article.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const [year, month, day] = article.publishedDate.split('-').map(Number);
    const shortMonth = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    await expect(page.getByRole('main').locator('time').first()).toHaveText(`${day} ${shortMonth} ${year}`);
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', /^\/images\//);
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('region', { name: 'Related news' }).getByRole('article')).toHaveCount(4);
    await context.close();
  });
});

test.describe('the news list', () => {
  test("should append the next page on 'Load more news' without leaving the page", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/news');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const cards = page.getByRole('list', { name: 'News articles' }).getByRole('article');
    await expect(cards).toHaveCount(12);
    const firstTitle = await cards.first().getByRole('heading').textContent();

    await page.getByRole('link', { name: 'Load more news' }).click();
    await expect(page).toHaveURL('/news?page=2');
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByRole('heading')).toHaveText(firstTitle ?? '');
    // Focus carries on at the first new story.
    await expect(cards.nth(12).getByRole('link')).toBeFocused();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("should make 'Load more news' a plain link that works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/news');
    const cards = page.getByRole('list', { name: 'News articles' }).getByRole('article');
    const firstTitle = await cards.first().getByRole('heading').textContent();
    const loadMore = page.getByRole('link', { name: 'Load more news' });
    await expect(loadMore).toHaveAttribute('href', '/news?page=2');

    const [response] = await Promise.all([page.waitForResponse(/\/news\?page=2$/), loadMore.click()]);
    expect(response.status()).toBe(200);
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await expect(page.getByRole('link', { name: 'Newer news' })).toHaveAttribute('href', '/news');
    await expect(page.getByRole('link', { name: 'Load more news' })).toHaveAttribute('href', '/news?page=3');
    await context.close();
  });

  test('should filter by category with the chips', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const chips = page.getByRole('navigation', { name: 'News categories' });
    await expect(chips.getByRole('link', { name: 'All news' })).toHaveAttribute('aria-current', 'page');

    await chips.getByRole('link', { name: 'Women' }).click();
    await expect(page).toHaveURL('/news?category=women');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women news');
    await expect(chips.getByRole('link', { name: 'Women' })).toHaveAttribute('aria-current', 'page');
    await expect(chips.getByRole('link', { name: 'All news' })).not.toHaveAttribute('aria-current', 'page');
    const cards = page.getByRole('list', { name: 'Women news articles' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text.startsWith('Women')).toBe(true);
    await expect(page.getByRole('link', { name: 'Load more news' })).toHaveAttribute('href', '/news?category=women&page=2');
  });
});

test.describe('article URLs', () => {
  test('should open the same article at its bare slug and every dated form', async ({ page, request }) => {
    const article = await newestArticle(request);
    const [year, month, day] = article.publishedDate.split('-');
    for (const path of [
      `/news/${article.slug}`,
      `/news/${year}/${article.slug}`,
      `/news/${year}/${month}/${article.slug}`,
      `/news/${year}/${month}/${day}/${article.slug}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${article.path}$`));
    }
  });

  test("should ask for an article's advert only when its box comes near the phone's screen (issue 13)", async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    const quiet = trackQuietNetwork(page);
    const adverts: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/advertising/')) adverts.push(new URL(sent.url()).pathname);
    });
    // A story of the club's own, long enough that its advert sits below a phone's first screen: the studio's
    // journeys publish short stories of their own, which may be the newest by now.
    const listed = (await (await request.get('/api/news/articles?pageSize=12')).json()) as { data: Summary[] };
    await page.goto(listed.data.at(-1)!.path);
    await waitForHydration(page);
    await quiet();
    expect(adverts).toEqual([]);

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/advertising/slots/news_article');
    await page.locator('[data-slot="news_article"]').scrollIntoViewIfNeeded();
    expect((await answered).ok()).toBe(true);
    await context.close();
  });

  test('should answer 404 when the date does not match the article', async ({ page, request }) => {
    const article = await newestArticle(request);
    const wrongYear = Number(article.publishedDate.slice(0, 4)) - 3;
    const response = await page.goto(`/news/${wrongYear}/${article.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 error' })).toBeVisible();
  });

  test('should show the 404 error page for an unknown slug', async ({ page }) => {
    const response = await page.goto('/news/no-such-story-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 error' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });
});

test.describe('news accessibility', () => {
  test('should have no accessibility violations on the news list', async ({ page }) => {
    await page.goto('/news');
    await expectNoAccessibilityViolations(page);
  });

  test('should have no accessibility violations on an article', async ({ page, request }) => {
    const article = await newestArticle(request);
    await page.goto(article.path);
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('the server-rendered article', () => {
  test('should hold its title, NewsArticle JSON-LD and canonical link before any script runs', async ({ baseURL, request }) => {
    const article = await newestArticle(request);
    const response = await fetch(`${baseURL}/news/${article.slug}`, { headers: { 'user-agent': 'Mozilla/5.0' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const escapedTitle = article.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
    expect(html).toContain(`<title>${escapedTitle} | Brackwater Blues FC</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapedTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${article.path}"`));
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'NewsArticle', headline: article.title });
    expect(html).not.toContain('Switched to client rendering');
  });
});
