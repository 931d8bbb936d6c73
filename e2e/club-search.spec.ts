import { expect, test, type Page, type Request } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, waitForHydration } from './support';

/** The next news search the page asks the platform for, as its query parameters. */
async function nextSearch(page: Page, action: () => Promise<unknown>): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest((candidate: Request) => new URL(candidate.url()).pathname === '/api/news/search'),
    action(),
  ]);
  return new URL(request.url()).searchParams;
}

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Search news')).toBeFocused();
  return panel;
}

test.describe('news search panel', () => {
  test('should search with both filters and both sorts, and page through the results', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/news');
    await waitForHydration(page);
    const panel = await openSearch(page);

    let params = await nextSearch(page, () => panel.getByLabel('Search news').fill('league'));
    expect(Object.fromEntries(params)).toEqual({ query: 'league', size: '8', start: '0', sort: 'published_date desc' });
    await expect(panel.getByRole('status').filter({ hasText: /^Showing 8 of \d+ results$/ })).toBeVisible();
    const total = Number((await panel.getByText(/^1 - 8 of \d+$/).textContent())?.split(' of ')[1]);
    expect(total).toBeGreaterThan(16);
    const results = panel.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(results).toHaveCount(8);
    await expect(results.first()).toHaveAttribute('href', /^\/news\/[a-z0-9-]+$/);

    const pages = panel.getByRole('navigation', { name: 'Search results pages' });
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    params = await nextSearch(page, () => pages.getByRole('button', { name: 'Next page' }).click());
    expect(params.get('start')).toBe('8');
    await expect(panel.getByText(`9 - 16 of ${total}`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const lastPage = Math.ceil(total / 8);
    if (lastPage <= 7) {
      params = await nextSearch(page, () => pages.getByRole('button', { name: `Page ${lastPage}` }).click());
      expect(params.get('start')).toBe(String((lastPage - 1) * 8));
      await expect(panel.getByText(`${(lastPage - 1) * 8 + 1} - ${total} of ${total}`)).toBeVisible();
      await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    }
    // Paging back to a page already read shows it from the page's cache, at once, without asking again.
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/news/search') searches.push(request.url());
    });
    await pages.getByRole('button', { name: 'Previous page' }).click();
    const previous = lastPage <= 7 ? lastPage - 1 : 1;
    await expect(panel.getByText(`${(previous - 1) * 8 + 1} - ${previous * 8} of ${total}`)).toBeVisible();
    // Pages 1 and 2 were read above; one further back than that is asked for.
    if (previous <= 2) expect(searches).toEqual([]);

    // Changing the order runs the search again for the term, from the first page.
    params = await nextSearch(page, () => panel.getByLabel('Sort by').selectOption({ label: 'Relevance' }));
    expect(Object.fromEntries(params)).toEqual({ query: 'league', size: '8', start: '0', sort: '_score desc' });
    await expect(panel.getByText(`1 - 8 of ${total}`)).toBeVisible();

    // So does the filter: an exact match quotes the term.
    params = await nextSearch(page, () => panel.getByRole('tab', { name: 'Exact Matches' }).click());
    expect(params.get('query')).toBe('"league"');
    expect(params.get('sort')).toBe('_score desc');
    await expect(panel.getByRole('status').filter({ hasText: /^(Showing|No results)/ })).toBeVisible();
    params = await nextSearch(page, () => panel.getByLabel('Sort by').selectOption({ label: 'Date Added' }));
    expect(Object.fromEntries(params)).toEqual({ query: '"league"', size: '8', start: '0', sort: 'published_date desc' });
    // Back to the first search's filter and order: its answers are still in the page's cache.
    const asked = searches.length;
    await panel.getByRole('tab', { name: 'All results' }).click();
    await expect(panel.getByText(`1 - 8 of ${total}`)).toBeVisible();
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(panel.getByText(`9 - 16 of ${total}`)).toBeVisible();
    expect(searches.length).toBe(asked);

    // A new term starts again at the first page.
    params = await nextSearch(page, () => panel.getByLabel('Search news').fill('blues'));
    expect(params.get('query')).toBe('blues');
    expect(params.get('start')).toBe('0');
    // A visitor's log-in check answers 401; that is the accounts' business, not a page error.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  test("should say 'No results found' for a term nothing matches", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const panel = await openSearch(page);
    await panel.getByLabel('Search news').fill('qwxzv');
    await expect(panel.getByText('No results found')).toBeVisible();
    await expect(panel.getByRole('status').filter({ hasText: 'No results' }).first()).toHaveText('No results');
    await expect(panel.getByRole('navigation', { name: 'Search results pages' })).toHaveCount(0);
  });

  test('should close on a route change and on an underlay click, and have no axe violations open', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    let panel = await openSearch(page);
    await panel.getByLabel('Search news').fill('league');
    const first = panel.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await expect(first).toBeVisible();
    await expectNoAccessibilityViolations(page);

    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/is-locked/);

    panel = await openSearch(page);
    await expect(page.locator('body')).toHaveClass(/is-locked/);
    // The underlay is the dimmed page to the left of the 400px panel.
    await page.mouse.click(50, 400);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
  });

  test('should fill a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/news');
    await waitForHydration(page);
    const panel = await openSearch(page);
    const box = await panel.boundingBox();
    expect(box?.width).toBeCloseTo(375, 0);
    await panel.getByLabel('Search news').fill('league');
    await expect(panel.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveCount(8);
    await panel.getByRole('button', { name: 'Close search' }).click();
    await expect(panel).toBeHidden();
  });
});
