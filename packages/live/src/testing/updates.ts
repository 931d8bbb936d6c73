import type { LiveMatchUpdate, Match, MatchEvent } from '@club/api-client';

const club = (slug: string, name: string, isClub: boolean) => ({ slug, name, shortName: name.split(' ')[0] ?? name, crestKey: `crests/${slug}.png`, isClub });

export const match: Match = {
  id: 7,
  team: 'first-team',
  season: '2026-27',
  competition: { slug: 'league', name: 'National League', shortName: 'League', kind: 'league' },
  round: 'Matchday 17',
  homeAway: 'home',
  home: club('brackwater-blues', 'Brackwater Blues', true),
  away: club('lanmouth-athletic', 'Lanmouth Athletic', false),
  opponent: club('lanmouth-athletic', 'Lanmouth Athletic', false),
  venue: 'The Quayside',
  kickOff: '2026-12-05T15:00:00.000Z',
  kickOffLocal: { date: '2026-12-05', time: '15:00' },
  status: 'live',
  score: { home: 0, away: 0 },
  result: null,
  reportSlug: null,
  highlightsVideoId: null,
};

const scorer = { playerId: 'sam-okafor', name: 'Sam Okafor', shirtNumber: 9, position: 'Forward' as const, captain: false };

export const goal: MatchEvent = { minute: 23, addedTime: null, type: 'goal', side: 'home', player: scorer, playerOff: null, assist: null };

/** The match at `minute`, with the home side's goal from the 23rd minute once it has happened. */
export function updateAt(minute: number, overrides: Partial<LiveMatchUpdate> = {}): LiveMatchUpdate {
  const scored = minute >= 23;
  return {
    match: { ...match, score: { home: scored ? 1 : 0, away: 0 } },
    live: { minute, addedTime: null, period: 'first-half', score: { home: scored ? 1 : 0, away: 0 }, updatedAt: '2026-12-05T15:23:00.000Z' },
    events: scored ? [goal] : [],
    announcement: minute === 23 ? 'Goal! Brackwater Blues 1, Lanmouth Athletic 0 (23rd minute)' : null,
    ...overrides,
  };
}
