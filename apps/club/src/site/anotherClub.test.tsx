import { createApiClient } from '@club/api-client';
import { createManualClock, getClock, installClock } from '@club/clock';
import { demoClubWords, northmoorRovers } from '@club/config/testing';
import { LinkProvider } from '@club/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { AppLink } from '@tooling/ssr/app';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNewsRss } from '../feeds/rss';
import { AppPage } from '../routes/-components/AppPage';
import { HomePage } from '../routes/-components/HomePage';
import { homeClubTvAndLinks, homeLatestNews } from '../routes/-components/home/lowerSectionsOnDemand';
import { Route as callbackRoute } from '../routes/account/callback';
import { Route as forgotPasswordRoute } from '../routes/account/forgot-password';
import { Route as loginRoute } from '../routes/account/login';
import { Route as profileRoute } from '../routes/account/profile';
import { Route as registerRoute } from '../routes/account/register';
import { Route as appRoute } from '../routes/app';
import { Route as categoryRoute } from '../routes/category/$category';
import { Route as liveRoute } from '../routes/live';
import { Route as newsRoute } from '../routes/news/index';
import { Route as rootRoute } from '../routes/__root';
import { ClubLayout } from './ClubLayout';
import { clubFooter } from './footer/clubFooterOnDemand';
import { layoutQueries, type LayoutData } from './layoutData';

// Another club is one file away (issue 15): the site, rendered with a made-up club in place of club.json,
// must not name or paint the demo club anywhere: not in the layout, the pages, the heads or the feeds.
vi.mock('@club/config', async () => ({ clubConfig: (await import('@club/config/testing')).northmoorRovers }));

/** The club site's layout around a page, rendered to HTML as the server renders it. */
async function renderSite(path: '/' | '/app'): Promise<string> {
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
  const root = createRootRouteWithContext<{ api: typeof api }>()({
    component: () => (
      <ClubLayout primaryNav={[{ label: 'News', href: '/news' }]} footerColumns={[]} legalLinks={[]}>
        <Outlet />
      </ClubLayout>
    ),
  });
  // The home page with nothing from the platform (as when every part of it fails): the club's own words only.
  const nothing = { highlight: [], latestNews: [], firstTeam: { next: null, last: null }, women: { next: null, last: null }, videos: [], table: null, takeover: null };
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <HomePage data={nothing} /> });
  const app = createRoute({ getParentRoute: () => root, path: '/app', component: AppPage });
  // The home page's featured links come with the layout's menus, from the query cache.
  const queryClient = new QueryClient();
  queryClient.setQueryData(layoutQueries.layout(api).queryKey, { featured: [] } as unknown as LayoutData);
  const router = createRouter({
    routeTree: root.addChildren([home, app]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { api },
  });
  await router.load();
  // The home page's lower blocks and the footer, as their routes load them before the server renders.
  await Promise.all([homeLatestNews.load(), homeClubTvAndLinks.load(), clubFooter.load()]);
  return renderToString(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <LinkProvider component={AppLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

/** Every head these routes give before their data arrives, as the text that ends up in the document's head. */
function heads(): string {
  const routes = [rootRoute, loginRoute, registerRoute, forgotPasswordRoute, callbackRoute, profileRoute, liveRoute, newsRoute, categoryRoute, appRoute];
  return JSON.stringify(
    routes.map((route) =>
      (route.options.head as unknown as (context: Record<string, unknown>) => unknown)({ loaderData: undefined, params: {}, matches: [] }),
    ),
  );
}

describe('given another club in place of club.json', () => {
  const machineClock = getClock();
  beforeEach(() => installClock(createManualClock(Date.parse('2026-12-05T15:20:00Z'))));
  afterEach(() => installClock(machineClock));

  it('should render the layout and the home page in its name, with no word of the demo club', async () => {
    const html = await renderSite('/');
    expect(html).toContain(`Welcome to ${northmoorRovers.stadium}`);
    expect(html).toContain('Explore the club');
    expect(html).toContain(`© 2026 ${northmoorRovers.name}`);
    for (const word of demoClubWords) expect(html).not.toContain(word);
  });

  it('should render the app page with its app links and service names', async () => {
    const html = await renderSite('/app');
    expect(html).toContain(northmoorRovers.apps.appStore);
    expect(html).toContain(northmoorRovers.streaming.audioName);
    for (const word of demoClubWords) expect(html).not.toContain(word);
  });

  it('should give every head its name, and no word of the demo club', () => {
    const text = heads();
    expect(text).toContain(`${northmoorRovers.name} | Official Website`);
    expect(text).toContain(`Log in to your ${northmoorRovers.name} account.`);
    for (const word of demoClubWords) expect(text).not.toContain(word);
  });

  it('should write the news feed in its name', () => {
    const rss = buildNewsRss([]);
    expect(rss).toContain(`The latest news from ${northmoorRovers.name}`);
    for (const word of demoClubWords) expect(rss).not.toContain(word);
  });
});
