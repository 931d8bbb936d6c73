import { describe, expect, it } from 'vitest';
import { liveMinuteLabel, liveMinuteText, matchClockLabel } from './liveLabels';

describe('liveMinuteLabel', () => {
  it('should show the minute, added time and half-time as a match clock does', () => {
    expect(liveMinuteLabel({ minute: 67, addedTime: null, period: 'second-half' })).toBe('67′');
    expect(liveMinuteLabel({ minute: 90, addedTime: 2, period: 'second-half' })).toBe('90+2′');
    expect(liveMinuteLabel({ minute: 45, addedTime: 0, period: 'half-time' })).toBe('HT');
    expect(liveMinuteText({ minute: 90, addedTime: 2, period: 'second-half' })).toBe('90 plus 2 minutes');
  });
});

describe('matchClockLabel', () => {
  const live = { minute: 12, addedTime: null, period: 'first-half' as const, score: { home: 0, away: 0 }, updatedAt: '' };
  it("should read the minute while live, 'FT' once finished and nothing before", () => {
    expect(matchClockLabel({ status: 'live' }, live)).toBe('12′');
    expect(matchClockLabel({ status: 'live' }, null)).toBe('Live');
    expect(matchClockLabel({ status: 'finished' }, null)).toBe('FT');
    expect(matchClockLabel({ status: 'scheduled' }, null)).toBeNull();
  });
});
