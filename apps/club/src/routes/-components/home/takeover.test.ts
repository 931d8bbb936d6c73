import type { Match } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { takeoverMatch, takeoverNow } from './takeover';

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

  it("should take the live stream's newest state of the match, and keep its commentary when a message has none", () => {
    const line = { id: 1, minute: 23, addedTime: null, text: 'Holt is down.', at: kickOff, edited: false };
    const takeover = { match: match('live'), live: null, events: [], commentary: [line] };
    expect(takeoverNow(takeover, undefined)).toBe(takeover);
    const live = { minute: 24, addedTime: null, period: 'first-half' as const, score: { home: 0, away: 0 }, updatedAt: kickOff };
    expect(takeoverNow(takeover, { match: match('live'), live, events: [], announcement: null })).toMatchObject({ live, commentary: [line] });
    expect(takeoverNow(takeover, { match: match('live'), live, events: [], commentary: [], announcement: null }).commentary).toEqual([]);
  });
});
