import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDvrWindowSeconds, dvrWindowSegments, liveEncoderArgs, liveRenditionFrames, liveSegmentSeconds, packagerArgs } from './live-channels';
import { defaultLiveRenditions } from './live-renditions';
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

  describe("given the live video's renditions (issue 30: an ABR ladder for live)", () => {
    const videoOf = (args: string[]) => ({
      graph: after(args, '-filter_complex') ?? '',
      maps: args.flatMap((arg, index) => (arg === '-map' ? [args[index + 1]] : [])),
      rates: args.flatMap((arg, index) => (/^-b:v:\d$/.test(arg) ? [`${arg}=${args[index + 1]}`] : [])),
    });

    it('should make 360p and 180p by default, the clock drawn once and split, each at its own bitrate', () => {
      expect(defaultLiveRenditions).toEqual(['360p', '180p']);
      const args = liveEncoderArgs('live-video', { origin, log });
      expect(args).toContain('testsrc2=size=640x360:rate=25');
      const { graph, maps, rates } = videoOf(args);
      expect(graph.match(/drawtext=/g)).toHaveLength(1);
      expect(graph).toContain('split=2[s0][s1]');
      expect(graph).toContain('[s1]scale=320:180[v1]');
      expect(maps).toEqual(['[v0]', '[v1]', '1:a']);
      expect(rates).toEqual(['-b:v:0=600k', '-b:v:1=250k']);
      // Both video streams in one adaptation set (ABR moves between them), the audio in its own.
      expect(after(args, '-adaptation_sets')).toBe('id=0,streams=0,1 id=1,streams=2');
    });

    it('should make the renditions asked for, highest first, whatever their order', () => {
      const frames = liveRenditionFrames({ renditions: ['270p', '540p'] });
      expect(frames.map(({ width, height, kbps }) => `${width}x${height}@${kbps}`)).toEqual(['960x540@1200', '480x270@400']);
      const args = liveEncoderArgs('live-video', { origin, log, renditions: ['270p', '540p'] });
      expect(args).toContain('testsrc2=size=960x540:rate=25');
      expect(videoOf(args).graph).toContain('[s1]scale=480:270[v1]');
    });

    it('should keep one rendition as the channel always was: no split, and the packager names it video', () => {
      const args = liveEncoderArgs('live-video', { origin, log, renditions: ['360p'] });
      const { graph, maps } = videoOf(args);
      expect(graph).not.toContain('split');
      expect(maps).toEqual(['[v0]', '1:a']);
      expect(after(args, '-adaptation_sets')).toBe('id=0,streams=0 id=1,streams=1');
      const packager = packagerArgs('live-video', { origin, log, renditions: ['360p'] }, 'udp://127.0.0.1:1', key);
      expect(packager[0]).toMatch(/^in=udp:\/\/127\.0\.0\.1:1,stream=video,init_segment=.*\/video-init\.mp4,segment_template=.*\/video-\$Number\$\.m4s$/);
    });

    it('should have shaka-packager take each video stream of the encoder by its place, named by its rendition', () => {
      const packager = packagerArgs('live-video', { origin, log }, 'udp://127.0.0.1:1', key);
      const inputs = packager.filter((arg) => arg.startsWith('in='));
      expect(inputs.map((input) => /stream=([^,]+),init_segment=.*\/([^/]+)-init\.mp4/.exec(input)?.slice(1).join(' '))).toEqual([
        '0 video-360p',
        '1 video-180p',
        'audio audio',
      ]);
      // The encoder's MPEG-TS carries the video streams first, in the same order.
      expect(videoOf(liveEncoderArgs('live-video', { origin, log }, 'udp://127.0.0.1:1')).maps).toEqual(['[v0]', '[v1]', '1:a']);
    });

    it("should scale every rendition with a test's small frame", () => {
      const frames = liveRenditionFrames({ videoSize: { width: 320, height: 180 } });
      expect(frames.map(({ width, height }) => `${width}x${height}`)).toEqual(['320x180', '160x90']);
    });
  });
});
