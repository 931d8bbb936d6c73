import { describe, expect, it } from 'vitest';
import { londonToInstant, toLondonDateTime } from './london-time';

describe('toLondonDateTime', () => {
  it('should show British Summer Time an hour ahead of UTC', () => {
    expect(toLondonDateTime('2024-06-10T08:30:00.000Z')).toEqual({ date: '2024-06-10', time: '09:30:00' });
  });

  it('should show Greenwich Mean Time in winter', () => {
    expect(toLondonDateTime('2024-12-31T23:59:59.000Z')).toEqual({ date: '2024-12-31', time: '23:59:59' });
  });

  it('should move the date when summer time crosses midnight', () => {
    expect(toLondonDateTime('2024-07-01T23:30:00.000Z')).toEqual({ date: '2024-07-02', time: '00:30:00' });
  });

  it('should refuse something that is not an instant', () => {
    expect(() => toLondonDateTime('yesterday')).toThrow(RangeError);
  });
});

describe('londonToInstant', () => {
  it('should read a summer wall-clock time as BST', () => {
    expect(londonToInstant('2024-06-10 09:30')).toBe('2024-06-10T08:30:00.000Z');
  });

  it('should read a winter wall-clock time as GMT', () => {
    expect(londonToInstant('2024-01-15 15:00')).toBe('2024-01-15T15:00:00.000Z');
  });

  it('should be right on both sides of the clocks going forward and back', () => {
    expect(londonToInstant('2024-03-31 00:30')).toBe('2024-03-31T00:30:00.000Z');
    expect(londonToInstant('2024-03-31 03:00')).toBe('2024-03-31T02:00:00.000Z');
    expect(londonToInstant('2024-10-27 03:00')).toBe('2024-10-27T03:00:00.000Z');
  });

  it('should read a time in the skipped spring hour an hour later, as a clock shows it', () => {
    expect(londonToInstant('2024-03-31 01:30')).toBe('2024-03-31T01:30:00.000Z');
    expect(toLondonDateTime(londonToInstant('2024-03-31 01:30'))).toEqual({ date: '2024-03-31', time: '02:30:00' });
  });

  it('should round-trip with toLondonDateTime', () => {
    const { date, time } = toLondonDateTime(londonToInstant('2025-08-16 15:00:00'));
    expect(`${date} ${time}`).toBe('2025-08-16 15:00:00');
  });

  it('should refuse another format', () => {
    expect(() => londonToInstant('16/08/2025 15:00')).toThrow(RangeError);
  });
});
