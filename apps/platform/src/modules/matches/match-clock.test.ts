import { describe, expect, it } from 'vitest';
import { eventDueMs, eventsDue, fullTimeMs, matchPhase } from './match-clock';

const kickOff = Date.parse('2026-12-05T15:00:00Z');
const at = (minutes: number, seconds = 0) => kickOff + minutes * 60_000 + seconds * 1000;

describe('matchPhase', () => {
  it('should be scheduled before kick-off', () => {
    expect(matchPhase(kickOff, at(0) - 1)).toEqual({ status: 'scheduled' });
  });

  it('should count the first half from minute 1 at kick-off to 45+1', () => {
    expect(matchPhase(kickOff, at(0))).toEqual({ status: 'live', period: 'first-half', minute: 1, addedTime: null });
    expect(matchPhase(kickOff, at(44, 59))).toEqual({ status: 'live', period: 'first-half', minute: 45, addedTime: null });
    expect(matchPhase(kickOff, at(45, 30))).toEqual({ status: 'live', period: 'first-half', minute: 45, addedTime: 1 });
  });

  it('should hold half-time for 15 minutes, then play the second half to 90+4', () => {
    expect(matchPhase(kickOff, at(46))).toMatchObject({ period: 'half-time' });
    expect(matchPhase(kickOff, at(60, 59))).toMatchObject({ period: 'half-time' });
    expect(matchPhase(kickOff, at(61))).toEqual({ status: 'live', period: 'second-half', minute: 46, addedTime: null });
    expect(matchPhase(kickOff, at(105))).toEqual({ status: 'live', period: 'second-half', minute: 90, addedTime: null });
    expect(matchPhase(kickOff, at(106))).toEqual({ status: 'live', period: 'second-half', minute: 90, addedTime: 1 });
    expect(matchPhase(kickOff, at(109, 59))).toEqual({ status: 'live', period: 'second-half', minute: 90, addedTime: 4 });
  });

  it('should be finished from 110 minutes after kick-off', () => {
    expect(matchPhase(kickOff, fullTimeMs(kickOff))).toEqual({ status: 'finished' });
  });
});

describe('eventDueMs', () => {
  it('should make an event due as the match clock reaches its minute', () => {
    expect(eventDueMs(kickOff, { minute: 1, addedTime: null })).toBe(at(0));
    expect(eventDueMs(kickOff, { minute: 23, addedTime: null })).toBe(at(22));
    expect(matchPhase(kickOff, at(22))).toMatchObject({ minute: 23 });
    expect(eventDueMs(kickOff, { minute: 46, addedTime: null })).toBe(at(61));
    expect(eventDueMs(kickOff, { minute: 90, addedTime: 4 })).toBe(at(109));
    expect(matchPhase(kickOff, at(109))).toMatchObject({ minute: 90, addedTime: 4 });
  });

  it('should keep every event of a timeline before the final whistle', () => {
    const plan = [{ minute: 90, addedTime: 4 }, { minute: 45, addedTime: null }];
    expect(eventsDue(kickOff, plan, fullTimeMs(kickOff) - 1)).toHaveLength(2);
    expect(eventsDue(kickOff, plan, at(44))).toEqual([{ minute: 45, addedTime: null }]);
  });
});
