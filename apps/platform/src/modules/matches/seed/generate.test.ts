import type { MatchSquad } from './lineups';
import { describe, expect, it } from 'vitest';
import { demoWorldData } from '../../../prepare-database';
import { squads } from '../../teams/content';
import { clubsContent, competitionsContent } from './content';
import { generateMatches, roundRobin } from './generate';
import { worldMatchInput } from '.';

// The world of the pinned test clock (src/testing/clock.ts): Saturday 5 December 2026, 15:20.
const { world, matches: generated } = demoWorldData();
const input = worldMatchInput(world);
const [previousSeason, currentSeason] = [...generated.seasons].sort((a, b) => a.year - b.year).map((season) => season.slug);

describe('roundRobin', () => {
  it('should have every club meet every other twice, once at home, each club once a round', () => {
    const clubs = ['a', 'b', 'c', 'd', 'e', 'f'];
    const rounds = roundRobin(clubs);

    expect(rounds).toHaveLength(10);
    for (const pairs of rounds) expect(new Set(pairs.flat()).size).toBe(6);
    const fixtures = rounds.flat().map(([home, away]) => `${home}-${away}`);
    expect(new Set(fixtures).size).toBe(30);
  });

  it('should refuse an odd number of clubs', () => {
    expect(() => roundRobin(['a', 'b', 'c'])).toThrow('even');
  });
});

describe('generateMatches', () => {
  it('should be deterministic: the same data gives the same matches', () => {
    expect(generateMatches(input)).toEqual(generated);
  });

  it('should stop a cup run at the first defeat', () => {
    for (const season of [previousSeason, currentSeason]) {
      const ties = generated.matches.filter((m) => m.competition_slug === 'fa-cup' && m.season_slug === season);
      const lostAt = ties.findIndex((m) => {
        const ours = m.home_club === clubsContent.club ? m.home_score : m.away_score;
        const theirs = m.home_club === clubsContent.club ? m.away_score : m.home_score;
        return (ours ?? 0) < (theirs ?? 0);
      });
      expect(lostAt === -1 || lostAt === ties.length - 1).toBe(true);
      expect(ties.every((m) => m.home_score !== m.away_score)).toBe(true);
    }
  });

  it('should never name a player who is out on loan that day', () => {
    const loaned = [...squads.values()].flat().filter((player) => player.loan);
    expect(loaned.length).toBeGreaterThan(0);
    for (const centre of generated.centres) {
      const match = generated.matches.find((m) => m.id === centre.match_id);
      const date = match?.kick_off.slice(0, 10) ?? '';
      const lineups = JSON.parse(centre.lineups) as Record<'home' | 'away', MatchSquad>;
      const named = Object.values(lineups).flatMap((side) => [...side.startingXI, ...side.substitutes]);
      for (const player of loaned) {
        const away = player.loan && player.loan.from <= date && date <= player.loan.until;
        if (away) expect(named.some((p) => p.playerId === player.slug)).toBe(false);
      }
    }
  });

  it('should play every league fixture once: the club in the matches, the others in league results', () => {
    // The previous season (the template's 2024-25) is over: all of it is played.
    const national = competitionsContent.find((c) => c.slug === 'national-league');
    const clubs = national?.kind === 'league' ? (national.seasons['2024-25']?.members.length ?? 0) : 0;
    const ours = generated.matches.filter(
      (m) => m.competition_slug === 'national-league' && m.season_slug === previousSeason && m.status === 'finished',
    );
    const others = generated.leagueResults.filter(
      (r) => r.competition_slug === 'national-league' && r.season_slug === previousSeason,
    );

    expect(ours).toHaveLength((clubs - 1) * 2);
    expect(ours.length + others.length).toBe(clubs * (clubs - 1));
  });

  it('should take every status from the clock: played before now, the demo-day match live, the rest scheduled with a plan', () => {
    const nowMs = world.nowMs;
    for (const match of generated.matches) {
      if (match.status === 'postponed') continue;
      const kickOff = Date.parse(match.kick_off);
      if (match.status === 'scheduled') expect(kickOff).toBeGreaterThan(nowMs);
      else expect(kickOff).toBeLessThanOrEqual(nowMs);
    }
    const live = generated.matches.filter((m) => m.status === 'live' && m.team_slug === 'first-team');
    expect(live).toHaveLength(1);
    expect(live[0]?.kick_off).toBe('2026-12-05T15:00:00.000Z');
    const planned = new Set(generated.plans.map((plan) => plan.match_id));
    const centred = new Set(generated.centres.map((centre) => centre.match_id));
    for (const match of generated.matches) {
      expect(planned.has(match.id as number)).toBe(match.status === 'live' || match.status === 'scheduled');
      expect(centred.has(match.id as number)).toBe(match.status === 'live' || match.status === 'finished');
      if (match.status === 'scheduled') expect([match.home_score, match.away_score]).toEqual([null, null]);
    }
  });
});
