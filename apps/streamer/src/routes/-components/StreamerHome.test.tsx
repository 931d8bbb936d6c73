import type { Match, StreamerFaq, StreamerFixture, VideoItem } from '@club/api-client';
import { createApiClient } from '@club/api-client';
import { createManualClock, getClock, installClock } from '@club/clock';
import { packagesQueries } from '@club/packages-widget';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterContextProvider, createRootRouteWithContext, createRouter, createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveAvailabilityQuery } from '../../site/liveAvailability';
import { sectionLinks } from '../../site/site';
import type { HomeData } from './homeData';
import { StreamerHome } from './StreamerHome';

const club = { slug: 'brackwater-blues', name: 'Brackwater Blues FC', shortName: 'Brackwater', crestKey: 'crests/brackwater-blues.png', isClub: true };
const opponent = { slug: 'lanmouth-athletic', name: 'Lanmouth Athletic', shortName: 'Lanmouth', crestKey: 'crests/lanmouth-athletic.png', isClub: false };
const league = { slug: 'league', name: 'National League', shortName: 'League', kind: 'league' as const };

const match: Match = {
  id: 1,
  team: 'first-team',
  season: '2025-26',
  competition: league,
  round: 'Matchday 16',
  homeAway: 'home',
  home: club,
  away: opponent,
  opponent,
  venue: 'The Quayside',
  kickOff: '2026-11-28T15:00:00.000Z',
  kickOffLocal: { date: '2026-11-28', time: '15:00' },
  status: 'scheduled',
  score: null,
  result: null,
  reportSlug: null,
  highlightsVideoId: null,
};

const fixtures: StreamerFixture[] = [
  { match, coverage: ['video', 'audio'], ukIreland: 'blackout' },
  {
    match: { ...match, id: 2, team: 'u21', competition: { ...league, name: 'Youth Cup', kind: 'cup' }, kickOff: '2026-12-01T19:00:00.000Z' },
    coverage: [],
    ukIreland: 'unavailable',
  },
];

const faqs: StreamerFaq[] = [
  { id: 'uk-ireland', title: 'Can I watch live matches in the UK and Ireland?', body: '<p>Blocked 14:45 to 17:15 on Saturdays.</p>' },
  { id: 'devices', title: 'Can I watch on my phone or tablet?', body: '<p>Handheld devices: the app only.</p>' },
];

const data: HomeData = {
  nextMatch: match,
  commentary: [],
  fixtures,
  faqs,
  replays: [],
  highlights: [],
  // Two days, three hours, four minutes and five seconds before kick-off.
  renderedAt: Date.parse('2026-11-28T15:00:00.000Z') - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000,
};

/** The home page needs the router's context (the api client), a query cache and a jotai store, as the site gives them. */
function renderHome(home: HomeData = data) {
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
  const rootRoute = createRootRouteWithContext<{ api: typeof api }>()({});
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory(), context: { api } });
  // The packages as the home page's loader leaves them in the cache: none on sale.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(packagesQueries.list(api, 'membership').queryKey, []);
  queryClient.setQueryData(packagesQueries.list(api, 'match-pass').queryKey, []);
  // Live availability is the browser's own question; here the platform could not say.
  queryClient.setQueryData(liveAvailabilityQuery(api).queryKey, null);
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <Provider store={createStore()}>
        <RouterContextProvider router={router}>{children}</RouterContextProvider>
      </Provider>
    </QueryClientProvider>
  );
  return render(wrap(<StreamerHome data={home} />));
}

describe('StreamerHome', () => {
  // Time is an input: the page's clock stands at the instant the data was rendered, whatever today is.
  const machineClock = getClock();
  beforeEach(() => installClock(createManualClock(data.renderedAt)));
  afterEach(() => installClock(machineClock));

  it("should have SPEC 2.4's sections as named regions", () => {
    renderHome();
    for (const name of ['Upcoming Game', 'Available Packages', 'Redeem a voucher code', 'Upcoming Fixtures', 'Replays', 'Having Trouble?']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
  });

  it('should have an anchor for every link of the header', () => {
    const { container } = renderHome();
    for (const { id } of sectionLinks) expect(container.querySelector(`#${id}`)).not.toBeNull();
  });

  it('should render the next game with a countdown from the server time, so hydration matches', () => {
    renderHome();
    const game = screen.getByRole('article', { name: /Brackwater Blues FC\s*v\s*Lanmouth Athletic/ });
    expect(within(game).getByText('Kick-off Sat 28 Nov, 15:00 UK time')).toBeTruthy();
    expect(within(game).getByRole('timer').getAttribute('aria-label')).toMatch(/to kick-off$/);
  });

  it('should offer Watch Live and Listen Live while the match is on', () => {
    renderHome({ ...data, nextMatch: { ...match, status: 'live', score: { home: 1, away: 0 } } });
    expect(screen.getByRole('button', { name: 'Watch Live' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen Live' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("should show the club's latest line of commentary under the live buttons while the match is on (issue 31)", () => {
    const line = { id: 7, minute: 45, addedTime: 2, text: 'Holt is down, the physio is on.', at: '2026-11-28T15:47:00.000Z', edited: false };
    renderHome({ ...data, nextMatch: { ...match, status: 'live', score: { home: 1, away: 0 } }, commentary: [line] });
    const game = screen.getByRole('article', { name: /Brackwater Blues FC/ });
    expect(within(game).getByText('Holt is down, the physio is on.').textContent).toBe('45+2′ Commentary: Holt is down, the physio is on.');
    cleanup();
    // Before kick-off there is no line to show, whatever the data says.
    renderHome({ ...data, commentary: [line] });
    expect(screen.queryByText(/Holt is down/)).toBeNull();
  });

  it("should mark what opens a player, so the players' code loads when it comes into view (issue 30)", () => {
    const replay: VideoItem = {
      metaData: {
        title: 'Brackwater Blues FC v Lanmouth Athletic: full match',
        VideoDuration: 5400,
        SysEntryEntitlements: ['video-subscription'],
        description: '',
        category: 'full-replays',
        team: null,
        season: '2026-27',
      },
      mediaData: { entryId: 'replay-1', thumbnailUrl: 'video/replay-1.jpg' },
      publicationData: { createdAt: '2026-11-22T12:00:00.000Z', releaseFrom: '2026-11-22T12:00:00.000Z' },
    };
    renderHome({ ...data, nextMatch: { ...match, status: 'live', score: { home: 1, away: 0 } }, replays: [replay] });
    for (const name of ['Watch Live', 'Listen Live']) {
      expect(screen.getByRole('button', { name }).closest('[data-opens-player]'), name).not.toBeNull();
    }
    const replays = screen.getByRole('region', { name: 'Replays' });
    expect(within(replays).getByRole('listitem').hasAttribute('data-opens-player')).toBe(true);
  });

  it('should not offer a stream the studio disabled, and say an idle one is off air', () => {
    renderHome({ ...data, nextMatch: { ...match, status: 'live', score: { home: 1, away: 0 } }, liveStreams: { video: 'disabled', audio: 'idle' } });
    expect(screen.queryByRole('button', { name: 'Watch Live' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Listen Live' })).toBeTruthy();
    expect(screen.getByText(/ Live: off air$/)).toBeTruthy();
    cleanup();
    renderHome({ ...data, nextMatch: { ...match, status: 'live', score: { home: 1, away: 0 } }, liveStreams: { video: 'active', audio: null } });
    expect(screen.getByRole('button', { name: 'Watch Live' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen Live' })).toBeTruthy();
    expect(screen.queryByText(/ Live: off air$/)).toBeNull();
  });

  it('should list the fixtures with their coverage and UK and Ireland notes', () => {
    renderHome();
    const list = within(screen.getByRole('region', { name: 'Upcoming Fixtures' }));
    expect(list.getAllByText('Brackwater Blues FC v Lanmouth Athletic')).toHaveLength(2);
    expect(list.getAllByText('Live video')).toHaveLength(1);
    expect(list.getByText('Not streamed')).toBeTruthy();
    expect(list.getByText('Cup game: not shown in the UK and Ireland')).toBeTruthy();
    expect(list.getByText('Not live in the UK and Ireland (14:45–17:15 blackout)')).toBeTruthy();
  });

  it('should open and close every FAQ as a disclosure widget', async () => {
    renderHome();
    const user = userEvent.setup();
    const question = screen.getByText('Can I watch on my phone or tablet?');
    const details = question.closest('details');
    expect(details?.open).toBe(false);
    await user.click(question);
    expect(details?.open).toBe(true);
    expect(screen.getByText('Handheld devices: the app only.')).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = renderHome();
    // happy-dom computes no layout, so contrast is checked in the browser tests instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
