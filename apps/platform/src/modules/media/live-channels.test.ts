import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDvrWindowSeconds, dvrWindowSegments, liveEncoderArgs, liveSegmentSeconds, packagerArgs } from './live-channels';
import type { ContentKey } from './clearkey';
import { createLiveOrigin } from './live-origin';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const key: ContentKey = { kidHex: '00'.repeat(16), keyHex: '11'.repeat(16) };
const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

// The arguments name the origin's ingest address, which exists once it listens.
const origin = createLiveOrigin();
beforeAll(() => origin.listen());
afterAll(() => origin.close());

describe('live channels', () => {
  describe('given the default DVR window (issue 31: the whole match)', () => {
    const options = { origin, log };

    it('should keep at least 2 h 15 min of the live video and audio', () => {
      expect(defaultDvrWindowSeconds).toBeGreaterThanOrEqual(2 * 3600 + 15 * 60);
      expect(Number(after(liveEncoderArgs('live-video', options), '-window_size')) * liveSegmentSeconds).toBe(defaultDvrWindowSeconds);
      expect(Number(after(liveEncoderArgs('live-audio', options), '-window_size')) * liveSegmentSeconds).toBe(defaultDvrWindowSeconds);
    });

    it("should tell shaka-packager the same window for the encrypted video", () => {
      expect(Number(after(packagerArgs('live-video', options, 'udp://127.0.0.1:1', key), '--time_shift_buffer_depth'))).toBe(defaultDvrWindowSeconds);
    });
  });

  it('should take a window of its own, in whole segments', () => {
    // A part of a segment counts as a whole one, so the window is never shorter than asked.
    const segments = dvrWindowSegments({ dvrWindowSeconds: 61.5 });
    expect(segments * liveSegmentSeconds).toBeGreaterThanOrEqual(61.5);
    expect((segments - 1) * liveSegmentSeconds).toBeLessThan(61.5);
    const args = liveEncoderArgs('live-audio', { origin, log, dvrWindowSeconds: 20 });
    expect(after(args, '-window_size')).toBe(String(20 / liveSegmentSeconds));
  });
});
