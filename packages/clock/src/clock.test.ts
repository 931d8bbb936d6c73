import { describe, expect, it } from 'vitest';
import { clockReading, createClock, createManualClock, parseInstant } from './clock';

describe('createClock', () => {
  it('should read the real time when no start is given', () => {
    let real = 1_000;
    const clock = createClock({ realNowMs: () => real });
    expect(clock.nowMs()).toBe(1_000);
    real = 5_000;
    expect(clock.now().getTime()).toBe(5_000);
  });

  it('should start at CLOCK_NOW and run on in real time from there', () => {
    let real = Date.parse('2026-11-24T10:00:00Z');
    const clock = createClock({ startAt: '2027-07-01T12:00:00Z', realNowMs: () => real });
    expect(clock.now().toISOString()).toBe('2027-07-01T12:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2027-07-01T12:01:30.000Z');
  });

  it('should agree across processes that share CLOCK_SET_AT', () => {
    const setAt = Date.parse('2026-11-24T10:00:00Z');
    const early = createClock({ startAt: '2030-12-31T23:00:00Z', setAt, realNowMs: () => setAt + 2_000 });
    const late = createClock({ startAt: '2030-12-31T23:00:00Z', setAt, realNowMs: () => setAt + 2_000 });
    expect(early.now().toISOString()).toBe('2030-12-31T23:00:02.000Z');
    expect(late.nowMs()).toBe(early.nowMs());
  });

  it('should refuse an instant without a zone, naming the variable', () => {
    expect(() => createClock({ startAt: '2027-07-01T12:00:00' })).toThrow(/CLOCK_NOW must be an ISO 8601 instant with a zone/);
    expect(() => createClock({ startAt: 'tomorrow' })).toThrow(/CLOCK_NOW/);
  });
});

describe('createManualClock', () => {
  it('should stand still until moved', () => {
    const clock = createManualClock('2028-02-29T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2028-02-29T12:00:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2028-02-29T12:01:00.000Z');
    clock.set('2030-12-31T00:00:00Z');
    expect(clock.nowMs()).toBe(parseInstant('2030-12-31T00:00:00Z'));
  });
});

describe('clockReading', () => {
  it('should read whatever instant its function gives at each call', () => {
    let instant = new Date('2026-12-05T15:00:00Z');
    const clock = clockReading(() => instant);
    expect(clock.now().toISOString()).toBe('2026-12-05T15:00:00.000Z');
    instant = new Date('2026-12-05T17:30:00Z');
    expect(clock.nowMs()).toBe(Date.parse('2026-12-05T17:30:00Z'));
  });
});
