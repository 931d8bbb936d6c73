import { ApiError, type ApiClient, type Match, type MatchCentre } from '@club/api-client';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { eventMinute, followsLiveStream, loadMatchCentre, matchCentreHead, sportsEventJsonLd, statShare, statusLabel } from './matchCentreData';

const match = { id: 218, team: 'first-team', season: '2025-26', status: 'live', kickOff: '2026-11-21T15:00:00.000Z' } as Match;
const live = { minute: 67, period: 'second-half', score: { home: 2, away: 2 }, updatedAt: '' } as const;

describe('statusLabel', () => {
  it('should show the live minute while live', () => {
    expect(statusLabel(match, live)).toBe('Live 67′');
    expect(statusLabel(match, { ...live, period: 'half-time' })).toBe('Half-time');
    expect(statusLabel(match, { ...live, minute: 90, addedTime: 2 })).toBe('Live 90+2′');
  });

  it('should say full time, postponed, or the kick-off', () => {
    expect(statusLabel({ ...match, status: 'finished' }, null)).toBe('Full time');
    expect(statusLabel({ ...match, status: 'postponed' }, null)).toBe('Postponed');
    expect(statusLabel({ ...match, status: 'scheduled' }, null)).toBe('Sat 21 Nov, 15:00');
  });
});

describe('followsLiveStream', () => {
  const kickOff = Date.parse(match.kickOff);
  const hour = 3_600_000;
  it('should follow a live match, and one about to start or just finished', () => {
    expect(followsLiveStream(match, kickOff + 40 * 60_000)).toBe(true);
    expect(followsLiveStream({ ...match, status: 'scheduled' }, kickOff - 2 * hour)).toBe(true);
    expect(followsLiveStream({ ...match, status: 'finished' }, kickOff + 3 * hour)).toBe(true);
  });

  it('should open no stream for a match long finished, far off or postponed', () => {
    expect(followsLiveStream({ ...match, status: 'finished' }, kickOff + 3 * 24 * hour)).toBe(false);
    expect(followsLiveStream({ ...match, status: 'scheduled' }, kickOff - 3 * 24 * hour)).toBe(false);
    expect(followsLiveStream({ ...match, status: 'postponed' }, kickOff)).toBe(false);
  });
});

describe('eventMinute', () => {
  it('should show added time', () => {
    expect(eventMinute({ minute: 67, addedTime: null })).toBe('67′');
    expect(eventMinute({ minute: 90, addedTime: 3 })).toBe('90+3′');
  });
});

describe('statShare', () => {
  it('should split the bar by share, evenly when neither side has any', () => {
    expect(statShare(8, 12)).toEqual({ home: 40, away: 60 });
    expect(statShare(0, 0)).toEqual({ home: 50, away: 50 });
  });
});

describe('sportsEventJsonLd', () => {
  it('should describe the match as a SportsEvent with both teams', () => {
    const full = {
      ...match,
      home: { name: 'Brackwater Blues FC', crestKey: 'crests/b.png' },
      away: { name: 'Lanmouth Athletic', crestKey: 'crests/l.png' },
      competition: { name: 'Friendly' },
      round: 'Friendly',
      venue: 'The Quayside',
    } as Match;
    expect(sportsEventJsonLd(full)).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Brackwater Blues FC v Lanmouth Athletic',
      startDate: '2026-11-21T15:00:00.000Z',
      url: 'http://localhost:3000/match/first-team/2025-26/218',
      homeTeam: { '@type': 'SportsTeam', name: 'Brackwater Blues FC' },
      awayTeam: { '@type': 'SportsTeam', name: 'Lanmouth Athletic' },
    });
  });
});

describe('matchCentreHead', () => {
  it("should write the JSON-LD so that no name can close its script element", () => {
    const hostile = {
      ...match,
      status: 'scheduled',
      home: { name: 'Brackwater Blues FC', crestKey: 'crests/b.png' },
      away: { name: '</script><script>alert(1)</script><!--', crestKey: 'crests/x.png' },
      opponent: { name: 'x', crestKey: 'crests/x.png' },
      competition: { name: 'Friendly' },
      round: 'Friendly',
      venue: 'The Quayside',
    } as unknown as Match;
    const head = matchCentreHead({ match: hostile });
    const script = 'scripts' in head ? (head.scripts?.[0]?.children ?? '') : '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toMatchObject({ awayTeam: { name: '</script><script>alert(1)</script><!--' } });
  });
});

describe('loadMatchCentre', () => {
  const centre = { match } as MatchCentre;
  const api = (impl: () => Promise<{ data: MatchCentre }>) => ({ matches: { match: vi.fn(impl) } }) as unknown as ApiClient;

  it('should load the match by its id', async () => {
    const client = api(async () => ({ data: centre }));
    await expect(loadMatchCentre(client, { team: 'first-team', season: '2025-26', matchId: '218' })).resolves.toBe(centre);
    expect(client.matches.match).toHaveBeenCalledWith(218);
  });

  it('should answer not found for an id that is not a number, without asking the platform', async () => {
    const client = api(async () => ({ data: centre }));
    const error = await loadMatchCentre(client, { team: 'first-team', season: '2025-26', matchId: 'abc' }).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    expect(client.matches.match).not.toHaveBeenCalled();
  });

  it('should answer not found for an unknown match', async () => {
    const client = api(async () => {
      throw new ApiError(404, 'There is no match 99999.');
    });
    const error = await loadMatchCentre(client, { team: 'first-team', season: '2025-26', matchId: '99999' }).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  it("should answer not found when the URL names another team or season than the match's", async () => {
    const client = api(async () => ({ data: centre }));
    const error = await loadMatchCentre(client, { team: 'u21', season: '2025-26', matchId: '218' }).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});
