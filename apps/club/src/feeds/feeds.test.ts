import type { Match, MenuPage, NewsArticleSummary } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { buildTeamCalendar, matchSequence, matchSummary, matchUid } from './calendar';
import { newsFeedSize, teamCalendarPath } from './feedLinks';
import { robotsTxt } from './robots';
import { buildNewsRss } from './rss';
import { buildSitemap, contentPageEntries } from './sitemap';

/** RFC 5545 content lines back into properties: unfolds continuation lines, splits name;params:value. */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  const components: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      components.push(value);
      if (value === 'VEVENT') current = {};
    } else if (name === 'END') {
      if (value === 'VEVENT' && current) events.push(current);
      if (value === 'VEVENT') current = null;
    } else if (current) {
      current[name] = value.replace(/\\n/g, '\n').replace(/\\,/g, ',').replace(/\\;/g, ';');
    }
  }
  return { lines, events, components };
}

const blues = { slug: 'brackwater-blues', name: 'Brackwater Blues', shortName: 'Blues', crestKey: 'c.png', isClub: true };
const lanmouth = { slug: 'lanmouth', name: 'Lanmouth Athletic', shortName: 'Lanmouth', crestKey: 'l.png', isClub: false };

function match(overrides: Partial<Match> = {}): Match {
  return {
    id: 101,
    team: 'women',
    season: '2025-26',
    competition: { slug: 'wsl2', name: "Women's Championship", shortName: 'WC', kind: 'league' },
    round: 'Matchday 3',
    homeAway: 'home',
    home: blues,
    away: lanmouth,
    opponent: lanmouth,
    venue: 'The Quayside',
    kickOff: '2025-09-14T13:00:00.000Z',
    kickOffLocal: { date: '2025-09-14', time: '14:00' },
    status: 'scheduled',
    score: null,
    result: null,
    reportSlug: null,
    highlightsVideoId: null,
    ...overrides,
  } as Match;
}

const calendarOf = (matches: Match[]) =>
  buildTeamCalendar({
    team: { name: 'Women', slug: 'women' },
    seasonName: '2025/26',
    matches,
    now: new Date('2025-09-01T10:00:00.000Z'),
    matchUrl: (item) => `https://club.example/match/${item.team}/${item.season}/${item.id}`,
  });

describe('buildTeamCalendar', () => {
  it('should give every fixture an event with London wall-clock times and the TZID', () => {
    const { events } = parseIcs(calendarOf([match()]));
    expect(events).toHaveLength(1);
    // 13:00 UTC in September is 14:00 BST.
    expect(events[0]?.['DTSTART;TZID=Europe/London']).toBe('20250914T140000');
    expect(events[0]?.['DTEND;TZID=Europe/London']).toBe('20250914T160000');
    expect(events[0]?.SUMMARY).toBe('Brackwater Blues v Lanmouth Athletic');
    expect(events[0]?.LOCATION).toBe('The Quayside');
    expect(events[0]?.DESCRIPTION).toBe("Women's Championship, Matchday 3");
    expect(events[0]?.['URL;VALUE=URI']).toBe('https://club.example/match/women/2025-26/101');
  });

  it('should write winter kick-offs in GMT', () => {
    const { events } = parseIcs(calendarOf([match({ kickOff: '2025-12-07T15:00:00.000Z' })]));
    expect(events[0]?.['DTSTART;TZID=Europe/London']).toBe('20251207T150000');
  });

  it('should carry the VTIMEZONE of Europe/London and a UTC DTSTAMP', () => {
    const text = calendarOf([match()]);
    const { components, events } = parseIcs(text);
    expect(components).toEqual(['VCALENDAR', 'VTIMEZONE', 'DAYLIGHT', 'STANDARD', 'VEVENT']);
    expect(text).toContain('TZID:Europe/London');
    expect(events[0]?.DTSTAMP).toBe('20250901T100000Z');
  });

  it('should put the score in the summary of a finished match', () => {
    const finished = match({ status: 'finished', score: { home: 2, away: 1 }, result: 'W' });
    expect(parseIcs(calendarOf([finished])).events[0]?.SUMMARY).toBe('Brackwater Blues 2-1 Lanmouth Athletic');
    expect(matchSummary(match({ home: lanmouth, away: blues, status: 'finished', score: { home: 0, away: 0 } }))).toBe(
      'Lanmouth Athletic 0-0 Brackwater Blues',
    );
  });

  it('should mark a postponed match cancelled without losing it', () => {
    const { events } = parseIcs(calendarOf([match({ status: 'postponed' })]));
    expect(events[0]?.STATUS).toBe('CANCELLED');
    expect(events[0]?.SUMMARY).toBe('Brackwater Blues v Lanmouth Athletic (postponed)');
  });

  describe('given a kick-off time that moves and a result that comes in', () => {
    it('should keep the UID, so calendar apps update the event they have', () => {
      const before = parseIcs(calendarOf([match()])).events[0];
      const after = parseIcs(
        calendarOf([match({ kickOff: '2025-09-14T17:30:00.000Z', status: 'finished', score: { home: 1, away: 1 } })]),
      ).events[0];
      expect(after?.UID).toBe(before?.UID);
      expect(before?.UID).toBe(matchUid({ id: 101 }));
      expect(after?.['DTSTART;TZID=Europe/London']).toBe('20250914T183000');
      expect(Number(after?.SEQUENCE)).toBeGreaterThan(Number(before?.SEQUENCE));
    });
  });

  it('should order sequences along a match life', () => {
    expect(matchSequence({ status: 'scheduled' })).toBeLessThan(matchSequence({ status: 'live' }));
    expect(matchSequence({ status: 'live' })).toBeLessThan(matchSequence({ status: 'finished' }));
  });

  it('should name the calendar and ask to be refreshed', () => {
    const { lines } = parseIcs(calendarOf([]));
    expect(lines).toContain('X-WR-CALNAME:Brackwater Blues FC Women fixtures 2025/26');
    expect(lines.some((line) => line.startsWith('REFRESH-INTERVAL;VALUE=DURATION:'))).toBe(true);
    expect(teamCalendarPath('women')).toBe('/matches/women/calendar.ics');
  });
});

// happy-dom's XML parser does not know CDATA sections: turn them into the escaped text they stand for.
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xml = (text: string) =>
  new DOMParser().parseFromString(
    text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => escapeText(inner)),
    'application/xml',
  );

describe('buildSitemap', () => {
  it('should write well-formed XML with canonical URLs, lastmod and no duplicates', () => {
    const text = buildSitemap([
      { path: '/news', lastmod: '2025-09-01T10:00:00.000Z' },
      { path: '/news' },
      { path: '/tickets/match-tickets?x=1&y=2' },
    ]);
    const doc = xml(text);
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.getElementsByTagName('loc')].map((node) => node.textContent);
    expect(locs).toEqual([
      'http://localhost:3000/news',
      'http://localhost:3000/tickets/match-tickets?x=1&y=2',
    ]);
    expect(text).toContain('&amp;y=2');
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2025-09-01T10:00:00.000Z');
  });

  it('should list internal content pages at every depth and leave external ones out', () => {
    const page = (fullPath: string, children: MenuPage[] = [], postType: 'internal' | 'external' = 'internal') =>
      ({ fullPath, children, postType, savedTimestamp: '2025-08-01T00:00:00.000Z' }) as MenuPage;
    const entries = contentPageEntries([
      page('tickets', [page('tickets/match-tickets'), page('tickets/terms', [], 'external')]),
    ]);
    expect(entries.map((entry) => entry.path)).toEqual(['/tickets', '/tickets/match-tickets']);
    expect(entries[0]?.lastmod).toBe('2025-08-01T00:00:00.000Z');
  });
});

describe('robotsTxt', () => {
  it('should keep crawlers out of the account pages and the API and point at the sitemap', () => {
    const lines = robotsTxt().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /account');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

function article(index: number): NewsArticleSummary {
  return {
    id: index,
    slug: `story-${index}`,
    title: `Story ${index} & more <b>`,
    standfirst: 'Blues win.',
    publishedAt: `2025-09-${String(10 + index).padStart(2, '0')}T10:00:00.000Z`,
    publishedDate: `2025-09-${10 + index}`,
    publishedTime: '11:00:00',
    path: `/news/2025/09/${10 + index}/story-${index}`,
    imageKey: `news/story-${index}.jpg`,
    author: 'Club reporter',
    category: { slug: 'first-team', name: 'First Team' },
    tags: [],
  };
}

describe('buildNewsRss', () => {
  it('should be RSS 2.0 with an item per article, links to the dated article addresses', () => {
    const doc = xml(buildNewsRss([article(2), article(1)]));
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    expect(items[0]?.getElementsByTagName('title')[0]?.textContent).toBe('Story 2 & more <b>');
    expect(items[0]?.getElementsByTagName('link')[0]?.textContent).toBe(
      'http://localhost:3000/news/2025/09/12/story-2',
    );
    expect(items[0]?.getElementsByTagName('pubDate')[0]?.textContent).toBe(new Date('2025-09-12T10:00:00.000Z').toUTCString());
    expect(newsFeedSize).toBe(50);
  });
});
