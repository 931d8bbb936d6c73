import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  describe('given under an hour', () => {
    it.each([
      [0, '00:00'],
      [9, '00:09'],
      [75, '01:15'],
      [300, '05:00'],
      [599, '09:59'],
      [3599, '59:59'],
    ])('should show %i seconds as mm:ss (%s)', (seconds, expected) => {
      expect(formatDuration(seconds)).toBe(expected);
    });
  });

  describe('given an hour or more', () => {
    it.each([
      [3600, '1hr 00'],
      [3725, '1hr 02'],
      [5400, '1hr 30'],
      [7199, '1hr 59'],
      [36000, '10hr 00'],
    ])('should show %i seconds as H[hr] mm (%s)', (seconds, expected) => {
      expect(formatDuration(seconds)).toBe(expected);
    });
  });

  it('should drop fractions of a second rather than round up', () => {
    expect(formatDuration(59.9)).toBe('00:59');
    expect(formatDuration(3599.9)).toBe('59:59');
  });

  it('should read negative and non-numeric durations as zero', () => {
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});
