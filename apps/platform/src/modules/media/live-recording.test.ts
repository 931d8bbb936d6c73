import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createEdgeSigner } from './edge-signing';
import { copyRecording, httpRecording, readLiveTimeline, segmentsCovering } from './live-recording';

// shaka-packager's live manifest (the encrypted channel): a template per representation, 90 kHz, 1 s segments.
const packager = `<?xml version="1.0" encoding="UTF-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="dynamic" availabilityStartTime="2026-11-28T01:00:00Z" timeShiftBufferDepth="PT8100S">
  <Period id="0" start="PT0S">
    <AdaptationSet id="0" contentType="video" width="320" height="180">
      <Representation id="0" bandwidth="600000" codecs="avc1.4d401e" mimeType="video/mp4" width="320" height="180">
        <SegmentTemplate timescale="90000" initialization="video-360p-init.mp4" media="video-360p-$Number$.m4s" startNumber="3" duration="90000"/>
      </Representation>
      <Representation id="1" bandwidth="250000" codecs="avc1.4d400d" mimeType="video/mp4" width="160" height="90">
        <SegmentTemplate timescale="90000" initialization="video-180p-init.mp4" media="video-180p-$Number$.m4s" startNumber="3" duration="90000"/>
      </Representation>
    </AdaptationSet>
    <AdaptationSet id="1" contentType="audio">
      <Representation id="2" bandwidth="64000" codecs="mp4a.40.2" mimeType="audio/mp4" audioSamplingRate="48000">
        <SegmentTemplate timescale="90000" initialization="audio-init.mp4" media="audio-$Number$.m4s" startNumber="3" duration="90000"/>
      </Representation>
    </AdaptationSet>
  </Period>
</MPD>`;

// ffmpeg's dash muxer (the unencrypted channel): one template per adaptation set naming the representation.
const ffmpeg = `<MPD type="dynamic" availabilityStartTime="2026-11-28T01:00:00.500Z">
  <Period id="0" start="PT0.0S">
    <AdaptationSet id="0" contentType="video" mimeType="video/mp4">
      <SegmentTemplate timescale="1000000" duration="1000000" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1"/>
      <Representation id="0" bandwidth="600000" width="320" height="180"/>
      <Representation id="1" bandwidth="250000" width="160" height="90"/>
    </AdaptationSet>
    <AdaptationSet id="1" contentType="audio" mimeType="audio/mp4">
      <SegmentTemplate timescale="1000000" duration="1000000" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1"/>
      <Representation id="2" bandwidth="64000"/>
    </AdaptationSet>
  </Period>
</MPD>`;

describe('the live recording', () => {
  it("should read shaka-packager's templates and find the segments of an instant as a player does", () => {
    const timeline = readLiveTimeline(packager);
    expect(timeline?.availabilityStartMs).toBe(Date.parse('2026-11-28T01:00:00Z'));
    const top = timeline?.representations[0];
    expect(top).toMatchObject({ kind: 'video', height: 180, seconds: 1, startNumber: 3, init: 'video-360p-init.mp4' });
    expect(top?.media(12)).toBe('video-360p-12.m4s');
    expect(timeline?.representations.map((item) => item.kind)).toEqual(['video', 'video', 'audio']);
    // 20.25 s after the start to 50.25 s: segments 3 + 20 … 3 + 50, a quarter of a second into the first.
    const from = Date.parse('2026-11-28T01:00:20.250Z');
    expect(segmentsCovering(timeline!, top!, from, from + 30_000)).toEqual({ first: 23, last: 53, offsetSeconds: 0.25 });
  });

  it("should read ffmpeg's templates, named by representation", () => {
    const timeline = readLiveTimeline(ffmpeg);
    const [top, , audio] = timeline?.representations ?? [];
    expect(top?.media(7)).toBe('chunk-stream0-00007.m4s');
    expect(top?.init).toBe('init-stream0.m4s');
    expect(audio).toMatchObject({ kind: 'audio', init: 'init-stream2.m4s' });
    const from = Date.parse('2026-11-28T01:00:10.500Z');
    expect(segmentsCovering(timeline!, top!, from, from + 30_000)).toEqual({ first: 11, last: 40, offsetSeconds: 0 });
  });

  it('should say nothing of a manifest it cannot read', () => {
    expect(readLiveTimeline('<MPD type="dynamic"></MPD>')).toBeUndefined();
  });
});

describe("the live recording read from the live role's origin over HTTP", () => {
  const secret = 's'.repeat(40);
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  /**
   * A live origin as the live role answers /media/live (routes.ts): the signed link checked against the
   * channel, 404 for what it does not hold. `files`: the channel's files by name.
   */
  async function liveRole(files: Record<string, string>, { origin = createEdgeSigner(secret) } = {}) {
    const app = Fastify();
    const asked: string[] = [];
    app.get<{ Params: { asset: string; file: string }; Querystring: Record<string, string> }>('/media/live/:asset/:file', async (request, reply) => {
      asked.push(request.params.file);
      if (origin.verify(request.params.asset, request.query.expires, request.query.md5) !== 'ok') return reply.code(403).send({ message: 'no' });
      const body = files[request.params.file];
      return body === undefined ? reply.code(404).send({ message: 'none' }) : reply.send(body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return { url: `http://127.0.0.1:${address.port}/`, asked };
  }

  // ffmpeg's manifest above, at 01:00:00.500: segment 1 is [0.5 s, 1.5 s), segment 11 [10.5 s, 11.5 s).
  const start = Date.parse('2026-11-28T01:00:00.500Z');
  const files = {
    'manifest.mpd': ffmpeg,
    'init-stream0.m4s': 'V',
    'init-stream2.m4s': 'A',
    ...Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`chunk-stream0-${String(index + 1).padStart(5, '0')}.m4s`, `v${index + 1};`])),
    ...Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`chunk-stream2-${String(index + 1).padStart(5, '0')}.m4s`, `a${index + 1};`])),
  };
  const work = () => {
    const dir = mkdtempSync(join(tmpdir(), 'recording-http-'));
    closers.push(async () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('should copy the init and the segments covering the stretch, of the top video and the audio, with a link it signs itself', async () => {
    const role = await liveRole(files);
    const workDir = work();
    const copied = await copyRecording(httpRecording(role.url, createEdgeSigner(secret)), 'live-video', { fromMs: start + 2_250, toMs: start + 5_000, workDir });
    expect(copied).toEqual({ offsetSeconds: 0.25, encrypted: false });
    expect(readFileSync(join(workDir, 'video.mp4'), 'utf8')).toBe('Vv3;v4;v5;');
    expect(readFileSync(join(workDir, 'audio.mp4'), 'utf8')).toBe('Aa3;a4;a5;');
    expect(role.asked).toEqual(['manifest.mpd', 'init-stream0.m4s', ...[3, 4, 5].map((n) => `chunk-stream0-0000${n}.m4s`), 'init-stream2.m4s', ...[3, 4, 5].map((n) => `chunk-stream2-0000${n}.m4s`)]);
  });

  it('should say the recording does not hold the moment only when the live role has no such channel or segment', async () => {
    const offAir = await liveRole({});
    expect(await copyRecording(httpRecording(offAir.url, createEdgeSigner(secret)), 'live-video', { fromMs: start, toMs: start + 1_000, workDir: work() })).toEqual({
      kind: 'missing',
      reason: `the live channel live-video is not on air at ${offAir.url.replace(/\/$/, '')}`,
    });
    // Segment 3 is gone from the window, long before the live edge (real time, years after this manifest).
    const passed = await liveRole(Object.fromEntries(Object.entries(files).filter(([name]) => name !== 'chunk-stream0-00003.m4s')));
    expect(await copyRecording(httpRecording(passed.url, createEdgeSigner(secret)), 'live-video', { fromMs: start + 2_250, toMs: start + 5_000, workDir: work() })).toEqual({
      kind: 'missing',
      reason: 'segment 3 of live-video is no longer in the DVR window',
    });
  });

  it('should fail, for a retry, when the live role refuses its link or cannot be reached: never the demo video', async () => {
    const other = await liveRole(files, { origin: createEdgeSigner('o'.repeat(40)) });
    await expect(copyRecording(httpRecording(other.url, createEdgeSigner(secret)), 'live-video', { fromMs: start, toMs: start + 1_000, workDir: work() })).rejects.toThrow(
      /answered 403 for \/media\/live\/live-video\/manifest\.mpd: it does not share this process's edge signing secret/,
    );
    const gone = await liveRole(files);
    await closers.pop()?.();
    await expect(copyRecording(httpRecording(gone.url, createEdgeSigner(secret)), 'live-video', { fromMs: start, toMs: start + 1_000, workDir: work() })).rejects.toThrow(
      /The live origin at http:\/\/127\.0\.0\.1:\d+ cannot be reached/,
    );
  });
});
