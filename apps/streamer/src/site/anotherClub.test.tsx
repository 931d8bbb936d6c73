import type { Match } from '@club/api-client';
import { createApiClient } from '@club/api-client';
import { createManualClock, getClock, installClock } from '@club/clock';
import { demoClubWords, northmoorRovers } from '@club/config/testing';
import { LinkProvider } from '@club/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { AppLink, siteOrigins } from '@tooling/ssr/app';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as paymentSuccessRoute } from '../routes/account/payment-success';
import { StreamerHome } from '../routes/-components/StreamerHome';
import type { HomeData } from '../routes/-components/homeData';
import { Route as homeRoute } from '../routes/index';
import { Route as rootRoute } from '../routes/__root';
import { StreamerLayout } from './StreamerLayout';

// Another club is one file away (issue 15): the whole site, rendered with a made-up club in place of
// club.json, must not name or paint the demo club anywhere.
vi.mock('@club/config', async () => ({ clubConfig: (await import('@club/config/testing')).northmoorRovers }));

const club = { slug: 'northmoor-rovers', name: northmoorRovers.name, shortName: 'Northmoor', crestKey: 'crests/northmoor-rovers.png', isClub: true };
const opponent = { slug: 'fenbridge-town', name: 'Fenbridge Town', shortName: 'Fenbridge', crestKey: 'crests/fenbridge-town.png', isClub: false };

const match: Match = {
  id: 1,
  team: 'first-team',
  season: '2026-27',
  competition: { slug: 'league', name: 'National League', shortName: 'League', kind: 'league' },
  round: 'Matchday 16',
  homeAway: 'home',
  home: club,
  away: opponent,
  opponent,
  venue: northmoorRovers.stadium,
  kickOff: '2026-11-28T15:00:00.000Z',
  kickOffLocal: { date: '2026-11-28', time: '15:00' },
  status: 'scheduled',
  score: null,
  result: null,
  reportSlug: null,
  highlightsVideoId: null,
};

const data: HomeData = {
  nextMatch: match,
  commentary: [],
  fixtures: [{ match, coverage: ['video', 'audio'], ukIreland: 'blackout' }],
  faqs: [],
  replays: [],
  highlights: [],
  renderedAt: Date.parse('2026-11-26T12:00:00.000Z'),
};

/** The streamer's layout around its home page, rendered to HTML as the server renders it. */
async function renderSite(): Promise<string> {
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
  const root = createRootRouteWithContext<{ api: typeof api }>()({
    component: () => (
      <StreamerLayout legalLinks={[{ label: 'Privacy Policy', href: `${siteOrigins().club}/help-info/privacy-policy` }]}>
        <Outlet />
      </StreamerLayout>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <StreamerHome data={data} /> });
  const router = createRouter({ routeTree: root.addChildren([home]), history: createMemoryHistory(), context: { api } });
  await router.load();
  return renderToString(
    <Provider store={createStore()}>
      <QueryClientProvider client={new QueryClient()}>
        <LinkProvider component={AppLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

/** Every head the site's routes give, as the text that ends up in the document's head. */
function heads(): string {
  const headOf = (route: { options: { head?: unknown } }) =>
    (route.options.head as (context: Record<string, unknown>) => unknown)({ loaderData: undefined, params: {}, matches: [] });
  return JSON.stringify([headOf(rootRoute), headOf(homeRoute), headOf(paymentSuccessRoute)]);
}

describe('given another club in place of club.json', () => {
  const machineClock = getClock();
  beforeEach(() => installClock(createManualClock(data.renderedAt)));
  afterEach(() => installClock(machineClock));

  it('should render the layout and the home page in its name, with no word of the demo club', async () => {
    const html = await renderSite();
    expect(html).toContain(northmoorRovers.streaming.siteName);
    expect(html).toContain(`© 2026 ${northmoorRovers.name}`);
    expect(html).toContain('Every Moorhens match, live and on demand');
    expect(html).toContain(northmoorRovers.social.instagram);
    for (const word of demoClubWords) expect(html).not.toContain(word);
  });

  it('should give every head its name, and no word of the demo club', () => {
    const text = heads();
    expect(text).toContain(`${northmoorRovers.streaming.siteName} | Official streaming of ${northmoorRovers.name}`);
    for (const word of demoClubWords) expect(text).not.toContain(word);
  });
});
