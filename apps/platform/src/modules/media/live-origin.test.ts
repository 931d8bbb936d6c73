import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { alignStartNumbers, correctDrift, createLiveOrigin, encoderDriftSeconds, firstDecodeTime } from './live-origin';
import { tokenizeDash, tokenizeHls } from './routes';

/** An encoder's chunked PUT: returns a writer and a promise of the status. */
function put(url: string) {
  let settle: (status: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (settle = resolve));
  const upload = request(url, { method: 'PUT', headers: { 'transfer-encoding': 'chunked' } }, (response) => {
    response.resume();
    settle(response.statusCode ?? 0);
  });
  return { upload, done };
}

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('live origin', () => {
  const origin = createLiveOrigin();
  afterEach(() => origin.close());

  it('should serve a segment while it is uploaded and a manifest only once complete', async () => {
    await origin.listen();
    const base = origin.ingestUrl('live-audio');
    const segment = put(`${base}/chunk-stream0-00001.m4s`);
    segment.upload.write('first ');
    // The segment is served from the moment its upload arrives, however long that takes on a busy machine.
    let growing = origin.segment('live-audio', 'chunk-stream0-00001.m4s');
    while (!growing) {
      await new Promise((resolve) => setImmediate(resolve));
      growing = origin.segment('live-audio', 'chunk-stream0-00001.m4s');
    }
    expect(growing?.size).toBeUndefined();
    const body = read(growing?.stream as NodeJS.ReadableStream);
    segment.upload.end('second');
    expect(await segment.done).toBe(201);
    expect(await body).toBe('first second');
    expect(origin.segment('live-audio', 'chunk-stream0-00001.m4s')?.size).toBe(12);

    const manifest = put(`${base}/manifest.mpd`);
    manifest.upload.write('<MPD>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(origin.manifest('live-audio', 'manifest.mpd')).toBeUndefined();
    manifest.upload.end('</MPD>');
    await manifest.done;
    expect(origin.manifest('live-audio', 'manifest.mpd')).toBe('<MPD></MPD>');
    expect(origin.idleFor('live-audio')).toBeLessThan(1000);
  });

  it('should keep as many segments as it is told (the DVR window), dropping the oldest beyond them', async () => {
    const small = createLiveOrigin({ maxSegmentsPerChannel: 3 });
    try {
      await small.listen();
      const base = small.ingestUrl('live-video');
      for (const number of [1, 2, 3, 4, 5]) {
        const segment = put(`${base}/video-${number}.m4s`);
        segment.upload.end(`segment ${number}`);
        expect(await segment.done).toBe(201);
      }
      expect([1, 2, 3, 4, 5].map((number) => small.segment('live-video', `video-${number}.m4s`) !== undefined)).toEqual([
        false,
        false,
        true,
        true,
        true,
      ]);
    } finally {
      await small.close();
    }
  });

  it('should hold a request for the next segment until its upload begins, and refuse ones far ahead', async () => {
    await origin.listen();
    const base = origin.ingestUrl('live-video');
    const first = put(`${base}/video-5.m4s`);
    first.upload.end('five');
    await first.done;
    expect(await origin.awaitSegment('live-video', 'video-9.m4s', 1000)).toBe(false);
    const init = put(`${base}/video-init.mp4`);
    init.upload.end('init');
    await init.done;
    expect(await origin.awaitSegment('live-video', 'video-init.mp4', 1000)).toBe(true);
    const waiting = origin.awaitSegment('live-video', 'video-6.m4s', 2000);
    const next = put(`${base}/video-6.m4s`);
    next.upload.end('six');
    expect(await waiting).toBe(true);
    expect(await origin.awaitSegment('live-video', 'video-7.m4s', 100)).toBe(false);
  });

  it('should refuse uploads without the ingest key', async () => {
    await origin.listen();
    const wrong = put(origin.ingestUrl('live-video').replace(/ingest\/[0-9a-f]+/, 'ingest/nope') + '/manifest.mpd');
    wrong.upload.end('<MPD/>');
    expect(await wrong.done).toBe(403);
  });
});

describe('correctDrift', () => {
  const manifest =
    '<MPD availabilityStartTime="2026-11-24T18:00:00.000Z"><SegmentTemplate timescale="90000" duration="180000" media="video-$Number$.m4s" startNumber="1"/>' +
    '<SegmentTemplate timescale="90000" duration="180000" media="audio-$Number$.m4s" startNumber="1"/></MPD>';
  // 2 s segments: 300 of them (600 s of media) arrived over `elapsedS` seconds.
  const arrivals = (elapsedS: number) => ({ first: { number: 10, at: 5_000 }, latest: { number: 310, at: 5_000 + elapsedS * 1000 } });

  it('should measure how far the encoder has fallen behind real time', () => {
    expect(encoderDriftSeconds(arrivals(600), 2)).toBe(0);
    expect(encoderDriftSeconds(arrivals(670.4), 2)).toBeCloseTo(70.4);
    // Ahead of time (a burst at start) is no drift.
    expect(encoderDriftSeconds(arrivals(590), 2)).toBe(0);
  });

  it('should leave the manifest alone while the encoder keeps pace, jitter included', () => {
    expect(correctDrift(manifest, new Map([['video-#.m4s', arrivals(600.6)]]))).toBe(manifest);
    expect(correctDrift(manifest, new Map())).toBe(manifest);
  });

  it("should move availabilityStartTime later by the slowest representation's drift, so the live edge is where the segments are", () => {
    const timings = new Map([
      ['video-#.m4s', arrivals(670.4)],
      ['audio-#.m4s', arrivals(601)],
    ]);
    expect(correctDrift(manifest, timings)).toBe(manifest.replace('2026-11-24T18:00:00.000Z', '2026-11-24T18:01:10.000Z'));
  });
});

describe('alignStartNumbers', () => {
  const manifest =
    '<MPD><SegmentTemplate timescale="90000" duration="180000" initialization="video-init.mp4" media="video-$Number$.m4s" startNumber="1"/>' +
    '<SegmentTemplate timescale="90000" duration="180000" initialization="audio-init.mp4" media="audio-$Number$.m4s" startNumber="1"/></MPD>';

  it("should number segments from the media time they really hold", () => {
    const observed = new Map([
      ['video-#.m4s', { number: 7, decodeTime: 7 * 180000 + 1920 }],
      ['audio-#.m4s', { number: 7, decodeTime: 7 * 180000 + 480 }],
    ]);
    expect(alignStartNumbers(manifest, observed)).toBe(manifest.replaceAll('startNumber="1"', 'startNumber="0"'));
  });

  it('should move a numbering that starts below zero up to zero, with the timeline, as shaka reads no negative startNumber', () => {
    // shaka-packager from MPEG-TS: 1 s segments, timestamps 1.4 s in, segment 14 holds 15.42 s of video.
    const live =
      '<MPD availabilityStartTime="2026-11-28T13:01:13Z"><Period start="PT0S">' +
      '<SegmentTemplate timescale="90000" duration="90000" media="video-$Number$.m4s" startNumber="1"/>' +
      '<SegmentTemplate timescale="90000" duration="90000" media="audio-$Number$.m4s" startNumber="1"/></Period></MPD>';
    const observed = new Map([
      ['video-#.m4s', { number: 14, decodeTime: 1_387_920 }],
      ['audio-#.m4s', { number: 14, decodeTime: 1_350_960 }],
    ]);
    const aligned = alignStartNumbers(live, observed) ?? '';
    expect(aligned).toBe(
      '<MPD availabilityStartTime="2026-11-28T13:01:14.000Z"><Period start="PT0S">' +
        '<SegmentTemplate presentationTimeOffset="90000" timescale="90000" duration="90000" media="video-$Number$.m4s" startNumber="0"/>' +
        '<SegmentTemplate presentationTimeOffset="90000" timescale="90000" duration="90000" media="audio-$Number$.m4s" startNumber="0"/></Period></MPD>',
    );
    // The same segment is due at the same moment: availabilityStartTime + (number - startNumber + 1) × duration.
    const dueMs = (manifest: string, startNumber: number) =>
      Date.parse(/availabilityStartTime="([^"]+)"/.exec(manifest)?.[1] ?? '') + (14 - startNumber + 1) * 1000;
    expect(dueMs(aligned, 0)).toBe(dueMs(live, -1));
  });

  it('should hold the manifest back until every representation has been seen', () => {
    expect(alignStartNumbers(manifest, new Map([['video-#.m4s', { number: 2, decodeTime: 360000 }]]))).toBeUndefined();
  });

  it('should read a tfdt box', () => {
    const box = Buffer.alloc(20);
    box.write('tfdt', 4);
    box[8] = 1;
    box.writeBigUInt64BE(123456789n, 12);
    expect(firstDecodeTime(box)).toBe(123456789);
  });
});

describe('token in the URL', () => {
  it('should carry the token into every URL of an HLS playlist', () => {
    const playlist = '#EXTM3U\n#EXT-X-MAP:URI="init_0.mp4"\n#EXTINF:4.0,\nseg_000.m4s\n#EXT-X-ENDLIST\n';
    expect(tokenizeHls(playlist, 'a.b-c')).toBe('#EXTM3U\n#EXT-X-MAP:URI="init_0.mp4?token=a.b-c"\n#EXTINF:4.0,\nseg_000.m4s?token=a.b-c\n#EXT-X-ENDLIST\n');
  });

  it("should carry the token into a DASH manifest's segment templates", () => {
    expect(tokenizeDash('<SegmentTemplate initialization="init.m4s" media="chunk-$Number$.m4s"/>', 't')).toBe(
      '<SegmentTemplate initialization="init.m4s?token=t" media="chunk-$Number$.m4s?token=t"/>',
    );
  });
});
