import { describe, expect, it } from 'vitest';
import { readLiveTimeline, segmentsCovering } from './live-recording';

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
