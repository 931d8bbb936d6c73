import { describe, expect, it } from 'vitest';
import { momentOnStreamMs } from './matches.moments';

const minute = 60_000;
/** The kick-off whistle at 15:02 on the stream's clock; staff retimed the clock at half-time and at the second half. */
const firstHalfKickOff = '2026-11-21T15:02:00.000Z';
/** The second half's whistle at 16:10 put kick-off 61 minutes before it. */
const secondHalfKickOff = '2026-11-21T15:09:00.000Z';
const goal = (minuteOfMatch: number, addedTime: number | null = null) => ({ minute: minuteOfMatch, addedTime });

describe('momentOnStreamMs', () => {
  describe('given a live state whose clock staff retimed at half-time', () => {
    const live = { streamKickOff: secondHalfKickOff, firstHalfStreamKickOff: firstHalfKickOff };

    it("should place a first-half moment by the first half's kick-off on the stream", () => {
      // 10' began 9 minutes after the kick-off whistle: 15:11 on the stream.
      expect(momentOnStreamMs(live, goal(10))).toBe(Date.parse('2026-11-21T15:11:00.000Z'));
    });

    it("should place first-half added time by the first half's clock too", () => {
      expect(momentOnStreamMs(live, goal(45, 1))).toBe(Date.parse(firstHalfKickOff) + 45 * minute);
    });

    it('should place a second-half moment by the clock in force now', () => {
      // 50' began 4 minutes after the second half's whistle (16:10): 16:14 on the stream.
      expect(momentOnStreamMs(live, goal(50))).toBe(Date.parse('2026-11-21T16:14:00.000Z'));
    });
  });

  describe('given a live state of one clock for the whole match', () => {
    it('should place every moment by its one kick-off', () => {
      const live = { streamKickOff: firstHalfKickOff, firstHalfStreamKickOff: firstHalfKickOff };
      expect(momentOnStreamMs(live, goal(10))).toBe(Date.parse(firstHalfKickOff) + 9 * minute);
      expect(momentOnStreamMs(live, goal(50))).toBe(Date.parse(firstHalfKickOff) + 65 * minute);
    });
  });

  describe("given a platform that names only the clock in force now (before firstHalfStreamKickOff)", () => {
    it('should place every moment by it, as before', () => {
      expect(momentOnStreamMs({ streamKickOff: secondHalfKickOff }, goal(10))).toBe(Date.parse(secondHalfKickOff) + 9 * minute);
    });
  });

  describe('given a live state without the live video', () => {
    it('should place nothing', () => {
      expect(momentOnStreamMs({}, goal(10))).toBeNull();
      expect(momentOnStreamMs({ streamKickOff: 'not a date' }, goal(10))).toBeNull();
    });
  });
});
