import { describe, expect, it } from 'vitest';
import { countdown, countdownText, twoDigits } from './countdown';

const kickOff = Date.parse('2026-11-28T15:00:00Z');

describe('countdown', () => {
  it('should split the time left into days, hours, minutes and seconds', () => {
    const now = kickOff - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(countdown(kickOff, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, started: false });
  });

  it('should count whole seconds, rounding down part of a second', () => {
    expect(countdown(kickOff, kickOff - 1999)).toMatchObject({ seconds: 1, started: false });
  });

  it('should stop at zero at kick-off and after it', () => {
    expect(countdown(kickOff, kickOff)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, started: true });
    expect(countdown(kickOff, kickOff + 60_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, started: true });
  });
});

describe('twoDigits', () => {
  it('should always give two characters, so the countdown never changes width', () => {
    expect(twoDigits(0)).toBe('00');
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(59)).toBe('59');
    expect(twoDigits(140)).toBe('99');
  });
});

describe('countdownText', () => {
  it('should read out days, hours and minutes in words', () => {
    expect(countdownText(countdown(kickOff, kickOff - (86_400 + 3600 + 60) * 1000))).toBe(
      '1 day, 1 hour, 1 minute to kick-off',
    );
    expect(countdownText(countdown(kickOff, kickOff - (2 * 3600 + 30 * 60) * 1000))).toBe('2 hours, 30 minutes to kick-off');
    expect(countdownText(countdown(kickOff, kickOff - 45_000))).toBe('0 minutes to kick-off');
  });

  it('should say kick-off once the time has come', () => {
    expect(countdownText(countdown(kickOff, kickOff))).toBe('Kick-off');
  });
});
