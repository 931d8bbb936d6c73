import type { LiveMatchUpdate, LiveState, Match } from '@club/api-client';
import { createLiveFeed, LiveFeedProvider, type EventSourceLike } from '@club/live';
import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { homeQueries } from '../../routes/-components/home/homeData';
import { homeQueryKey, LiveStrip, showsLiveStrip } from './LiveStrip';
import type { LiveStripData } from './loadLiveStrip';

const club = (slug: string, name: string, shortName: string) => ({ slug, name, shortName, crestKey: `crests/${slug}.png`, isClub: slug === 'brackwater-blues' });
const match: Match = {
  id: 7,
  team: 'first-team',
  season: '2026-27',
  competition: { slug: 'league', name: 'National League', shortName: 'League', kind: 'league' },
  round: 'Matchday 17',
  homeAway: 'home',
  home: club('brackwater-blues', 'Brackwater Blues', 'Brackwater'),
  away: club('lanmouth-athletic', 'Lanmouth Athletic', 'Lanmouth'),
  opponent: club('lanmouth-athletic', 'Lanmouth Athletic', 'Lanmouth'),
  venue: 'The Quayside',
  kickOff: '2026-12-05T15:00:00.000Z',
  kickOffLocal: { date: '2026-12-05', time: '15:00' },
  status: 'live',
  score: { home: 0, away: 0 },
  result: null,
  reportSlug: null,
  highlightsVideoId: null,
};
const liveAt = (minute: number, period: LiveState['period'] = 'first-half', score = { home: 0, away: 0 }): LiveState => ({
  minute,
  addedTime: null,
  period,
  score,
  updatedAt: '2026-12-05T15:40:00.000Z',
});
const strip: LiveStripData = { match, live: liveAt(39), events: [] };

/** The stream's message for the match at `minute`, as the platform sends it. */
function update(minute: number, score: { home: number; away: number }, announcement: string | null): LiveMatchUpdate {
  return { match: { ...match, score }, live: liveAt(minute, 'first-half', score), events: [], announcement };
}

/** An EventSource the test feeds by hand: the page's one live stream. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  sends(message: LiveMatchUpdate) {
    for (const listener of this.listeners.get('match') ?? []) listener(new MessageEvent('match', { data: JSON.stringify(message) }));
  }
}

function renderStrip(data: LiveStripData = strip) {
  const feed = createLiveFeed({ createEventSource: (url) => new FakeEventSource(url) });
  return render(
    <LiveFeedProvider feed={feed}>
      <LiveStrip strip={data} />
    </LiveFeedProvider>,
  );
}

const stream = () => {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('the strip opened no stream');
  return source;
};

describe('the live strip', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
  });

  it('should show the score and the minute in the match centre’s words, the whole strip a link to the match centre', () => {
    renderStrip();
    const strip = screen.getByRole('complementary', { name: 'Live match' });
    const link = within(strip).getByRole('link');
    expect(link.getAttribute('href')).toBe('/match/first-team/2026-27/7');
    expect(link.textContent).toContain('Live 39′');
    expect(link.textContent).toContain('0 – 0');
    // A screen reader hears the minute in words and each side with its goals.
    expect(link.textContent).toContain('Live, 39 minutes: ');
    expect(link.textContent).toContain('Brackwater Blues 0, Lanmouth Athletic 0. ');
    expect(link.textContent).toContain('Match Centre');
  });

  it('should say Half-time at half-time', () => {
    renderStrip({ ...strip, live: liveAt(45, 'half-time') });
    expect(screen.getByRole('link').textContent).toContain('Half-time');
    expect(screen.getByRole('link').textContent).not.toContain('Live');
  });

  it('should move the score and the minute as the live stream says, without a reload, and read out only the goal', () => {
    renderStrip();
    expect(FakeEventSource.opened).toHaveLength(1);
    const link = screen.getByRole('link');
    const status = screen.getByRole('status');
    // The snapshot on connect is what the page shows: nothing said, nothing flashed.
    act(() => stream().sends(update(39, { home: 0, away: 0 }, null)));
    expect(status.textContent).toBe('');
    act(() => stream().sends(update(40, { home: 0, away: 0 }, null)));
    expect(link.textContent).toContain('Live 40′');
    expect(status.textContent).toBe('');
    act(() => stream().sends(update(41, { home: 1, away: 0 }, 'Goal for Brackwater Blues: Sam Okafor, 41st minute. Brackwater Blues 1, Lanmouth Athletic 0')));
    expect(link.textContent).toContain('1 – 0');
    expect(link.textContent).toContain('Live 41′');
    expect(status.textContent).toBe('Goal for Brackwater Blues: Sam Okafor, 41st minute. Brackwater Blues 1, Lanmouth Athletic 0');
    expect(link.querySelector('[data-new]')?.textContent).toBe('1 – 0');
    // A card is not worth interrupting a page about something else for.
    act(() => stream().sends(update(42, { home: 1, away: 0 }, 'Yellow card for Sam Okafor of Brackwater Blues, 42nd minute')));
    expect(status.textContent).toBe('Goal for Brackwater Blues: Sam Okafor, 41st minute. Brackwater Blues 1, Lanmouth Athletic 0');
    // Full time: the final score stays until the next page.
    act(() => stream().sends({ ...update(90, { home: 1, away: 0 }, null), match: { ...match, status: 'finished', score: { home: 1, away: 0 } }, live: null }));
    expect(link.textContent).toContain('Full time');
  });

  it('should render on the server without a stream, as the page carries it for every visitor', () => {
    const feed = createLiveFeed({ createEventSource: (url) => new FakeEventSource(url) });
    const html = renderToString(
      <LiveFeedProvider feed={feed}>
        <LiveStrip strip={strip} />
      </LiveFeedProvider>,
    );
    expect(html).toContain('Live 39′');
    expect(html).not.toContain('data-new');
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('should have no accessibility violations, live and after a goal', async () => {
    const { container } = renderStrip();
    // happy-dom computes no layout, so contrast is checked in the browser journey instead.
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(container, { rules })).violations.map((violation) => violation.id)).toEqual([]);
    act(() => stream().sends(update(41, { home: 1, away: 0 }, 'Goal for Brackwater Blues: Sam Okafor, 41st minute. Brackwater Blues 1, Lanmouth Athletic 0')));
    expect((await axe.run(container, { rules })).violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('where the live strip shows', () => {
  it('should be on every page but its own match centre and the home page whose takeover shows the match', () => {
    expect(showsLiveStrip(match, '/news', null)).toBe(true);
    expect(showsLiveStrip(match, '/match/first-team/2026-27/7', null)).toBe(false);
    // Another match's centre still has it.
    expect(showsLiveStrip(match, '/match/first-team/2026-27/8', null)).toBe(true);
    expect(showsLiveStrip(match, '/', 7)).toBe(false);
    // A home page without the takeover (its call failed) keeps the strip.
    expect(showsLiveStrip(match, '/', null)).toBe(true);
    expect(showsLiveStrip(match, '/news', 7)).toBe(true);
  });

  it('should read the home page’s takeover from the home page’s own query', () => {
    expect(homeQueryKey).toEqual(homeQueries.page({} as never).queryKey);
  });
});
