import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

// Issue 15: a route's loader puts its data in the query cache (`ensureQueryData`) and returns only what
// its head needs, so the page carries each piece of server data once (the dehydrated query, not also
// the router's loader data), and hydration reads that cache instead of asking the platform again.

interface Dehydrated {
  /** Each rendered route's loader data, as the router dehydrated it into the page. */
  loaderData: unknown[];
  /** The queries the server dehydrated into the page at once (the loaders settle theirs before the page is sent). */
  queries: { key: unknown[]; data: unknown }[];
}

declare global {
  interface Window {
    /** The router's SSR state, kept after hydration deletes `$_TSR` (set by the init script below). */
    __keptTsr?: { router?: { matches: { l?: unknown }[]; dehydratedData?: { query?: { initial?: { queryKey: unknown[]; state: { data: unknown } }[] } } } };
  }
}

/** Keeps a reference to the router's SSR state, which the page deletes once it has hydrated. */
async function keepDehydratedState(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let kept: unknown;
    Object.defineProperty(window, '$_TSR', {
      configurable: true,
      get: () => kept,
      set: (value: unknown) => {
        kept = value;
        window.__keptTsr = value as Window['__keptTsr'];
      },
    });
  });
}

async function dehydratedState(page: Page): Promise<Dehydrated> {
  return page.evaluate(() => {
    const router = window.__keptTsr?.router;
    return {
      loaderData: (router?.matches ?? []).map((match) => match.l ?? null),
      queries: (router?.dehydratedData?.query?.initial ?? []).map((query) => ({ key: query.queryKey, data: query.state.data })),
    };
  });
}

/** The platform paths the browser asks for from now on (same origin: the site forwards /api). */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return paths;
}

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

test.describe('server data in the page, once', () => {
  test('should carry an article once, as its query, and hydrate without asking for it again', async ({ page, request }) => {
    const newest = (await (await request.get('/api/news/articles?pageSize=1')).json()) as { data: { slug: string; path: string }[] };
    const { path, slug } = newest.data[0]!;
    const article = (await (await request.get(`/api/news/articles/${slug}`)).json()) as { data: { body: unknown } };
    const body = JSON.stringify(article.data.body);

    await keepDehydratedState(page);
    const requests = apiRequests(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // On match day every page's live strip keeps the live stream open (issue 31), so the network is
    // never idle: its request, made as the strip hydrates, is the sign the page has settled.
    await Promise.race([page.waitForRequest('**/api/matches/live').catch(() => undefined), page.waitForLoadState('networkidle')]);

    const state = await dehydratedState(page);
    // The article is in the page once: in its query, not in the route's loader data (only its head is).
    expect(occurrences(JSON.stringify(state.queries), body)).toBe(1);
    expect(occurrences(JSON.stringify(state.loaderData), body)).toBe(0);
    expect(state.queries.filter((query) => JSON.stringify(query.key).startsWith('["news","article"'))).toHaveLength(1);
    // The layout's menus too: one query, not the root's loader data.
    expect(state.queries.filter((query) => JSON.stringify(query.key) === '["layout"]')).toHaveLength(1);
    expect(JSON.stringify(state.loaderData)).not.toContain('footerColumns');
    // Hydration read the cache: neither the article, its related news nor the menus were asked for again.
    expect(requests.filter((request) => /^GET \/api\/(news|web)\b/.test(request))).toEqual([]);
  });

  test('should carry the fixtures once and hydrate without asking for them again', async ({ page }) => {
    await keepDehydratedState(page);
    const requests = apiRequests(page);
    await page.goto('/matches');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Fixtures & Results' })).toBeVisible();
    // With a match on today the page keeps the live stream open, so the network is never idle: its
    // request, made as the page mounts (where a refetch on hydration would be made too), is the sign.
    await Promise.race([page.waitForRequest('**/api/matches/live').catch(() => undefined), page.waitForLoadState('networkidle')]);

    const state = await dehydratedState(page);
    const fixtures = state.queries.filter((query) => JSON.stringify(query.key) === '["matches","page","first-team",null]');
    expect(fixtures).toHaveLength(1);
    const matches = (fixtures[0]!.data as { matches: { id: number }[] }).matches;
    expect(matches.length).toBeGreaterThan(0);
    // The loader data holds only the head's team and season names, none of the matches.
    expect(JSON.stringify(state.loaderData)).not.toContain('"kickOff"');
    const live = 'GET /api/matches/live';
    expect(requests.filter((request) => request !== live && /^GET \/api\/(matches|teams|settings|web)\b/.test(request))).toEqual([]);
  });
});
