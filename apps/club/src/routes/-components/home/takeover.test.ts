import type { Match } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { takeoverMatch } from './takeover';

const kickOff = '2026-12-05T15:00:00.000Z';
const kickOffMs = Date.parse(kickOff);
const minute = 60_000;
const match = (status: Match['status'], id = 7): Match => ({ id, status, kickOff }) as Match;

describe('the match-day takeover of the home page', () => {
  it('should lead with the next match from an hour before kick-off, and not before', () => {
    expect(takeoverMatch({ next: match('scheduled'), last: null }, kickOffMs - 61 * minute)).toBeNull();
    expect(takeoverMatch({ next: match('scheduled'), last: null }, kickOffMs - 60 * minute)?.id).toBe(7);
  });

  it('should lead with the live match whatever the hour', () => {
    expect(takeoverMatch({ next: match('live'), last: match('finished', 3) }, kickOffMs + 10 * 60 * minute)?.id).toBe(7);
  });

  it('should keep the result until an hour after full time (110 minutes after kick-off), then let go', () => {
    const firstTeam = { next: { ...match('scheduled', 8), kickOff: '2026-12-12T15:00:00.000Z' }, last: match('finished') };
    expect(takeoverMatch(firstTeam, kickOffMs + 170 * minute)?.id).toBe(7);
    expect(takeoverMatch(firstTeam, kickOffMs + 171 * minute)).toBeNull();
  });
});
