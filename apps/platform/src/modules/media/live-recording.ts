import { execFile } from 'node:child_process';
import { rename, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import type { ContentKey } from './clearkey';
import { join } from 'node:path';
import { systemTime } from '@club/clock';
import { runFfmpeg } from './ffmpeg';
import { liveManifestName } from './live-channels';
import type { EdgeSigner } from './edge-signing';
import type { LiveOrigin } from './live-origin';

/**
 * Issue 31: a stretch of a live channel's recording (the DVR the live origin keeps: the whole match) cut
 * into a file of its own, as a goal's clip. The live manifest says where each segment sits in real time
 * (availabilityStartTime + (number - startNumber) × duration, as a player scrubbing back computes it, with
 * the origin's drift correction), so an instant of the stream's clock finds its segment.
 */

/** One representation of a live manifest, as a player reads its SegmentTemplate. */
export interface LiveRepresentation {
  id: string;
  kind: 'video' | 'audio';
  height: number;
  /** Seconds of one segment. */
  seconds: number;
  startNumber: number;
  init: string;
  media: (number: number) => string;
}

export interface LiveTimeline {
  /** ms: where segment `startNumber` begins on the stream's clock (real time). */
  availabilityStartMs: number;
  representations: LiveRepresentation[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The timeline of a live manifest (ffmpeg's dash muxer or shaka-packager's); undefined when unreadable. */
export function readLiveTimeline(manifest: string): LiveTimeline | undefined {
  const availabilityStartMs = Date.parse(attribute(/<MPD\b[^>]*>/.exec(manifest)?.[0] ?? '', 'availabilityStartTime') ?? '');
  if (Number.isNaN(availabilityStartMs)) return undefined;
  const representations: LiveRepresentation[] = [];
  for (const set of manifest.match(/<AdaptationSet\b[\s\S]*?<\/AdaptationSet>/g) ?? []) {
    const setTag = /<AdaptationSet\b[^>]*>/.exec(set)?.[0] ?? '';
    // A SegmentTemplate of the set serves each representation that has none of its own.
    const setTemplate = /^<AdaptationSet\b[^>]*>(?:(?!<Representation\b)[\s\S])*?(<SegmentTemplate\b[^>]*>)/.exec(set)?.[1];
    for (const representation of set.match(/<Representation\b[^>]*\/>|<Representation\b[\s\S]*?<\/Representation>/g) ?? []) {
      const tag = /<Representation\b[^>]*>/.exec(representation)?.[0] ?? '';
      const template = /<SegmentTemplate\b[^>]*>/.exec(representation)?.[0] ?? setTemplate;
      if (!template) continue;
      const id = attribute(tag, 'id') ?? '';
      const type = `${attribute(tag, 'mimeType') ?? ''} ${attribute(setTag, 'mimeType') ?? ''} ${attribute(setTag, 'contentType') ?? ''}`;
      const kind = /video/.test(type) ? 'video' : /audio/.test(type) ? 'audio' : undefined;
      const duration = Number(attribute(template, 'duration'));
      const timescale = Number(attribute(template, 'timescale') ?? 1);
      const media = attribute(template, 'media');
      const init = attribute(template, 'initialization');
      if (!kind || !duration || !timescale || !media || !init) continue;
      const named = (text: string) => text.replace(/\$RepresentationID\$/g, id);
      representations.push({
        id,
        kind,
        height: Number(attribute(tag, 'height') ?? 0),
        seconds: duration / timescale,
        startNumber: Number(attribute(template, 'startNumber') ?? 1),
        init: named(init),
        media: (number) => named(media).replace(/\$Number(?:%0(\d+)d)?\$/, (_match, width?: string) => String(number).padStart(Number(width ?? 0), '0')),
      });
    }
  }
  return representations.length > 0 ? { availabilityStartMs, representations } : undefined;
}

/** The segment numbers of `representation` covering [fromMs, toMs) of the stream's clock, and where `fromMs` falls in the first. */
export function segmentsCovering(timeline: LiveTimeline, representation: LiveRepresentation, fromMs: number, toMs: number) {
  const position = (ms: number) => (ms - timeline.availabilityStartMs) / 1000 / representation.seconds;
  const first = representation.startNumber + Math.floor(position(fromMs));
  const last = representation.startNumber + Math.ceil(position(toMs)) - 1;
  const firstStartMs = timeline.availabilityStartMs + (first - representation.startNumber) * representation.seconds * 1000;
  return { first, last, offsetSeconds: (fromMs - firstStartMs) / 1000 };
}

/** Why a stretch of the recording cannot be cut (now): gone for good, or not recorded yet. */
export type RecordingGap = { kind: 'missing'; reason: string } | { kind: 'not-yet'; reason: string };

/**
 * Where a live channel's recording is read from: this process's live origin (one process runs every
 * role, `npm start`), or the live role's over HTTP (a cluster: the worker is another process).
 */
export interface RecordingReader {
  /** Where it reads, for messages: 'in this process' or 'at http://live:4000'. */
  where: string;
  /** The channel's live manifest, or undefined when the channel is not on air there. */
  manifest(channel: string): Promise<string | undefined>;
  /** One file of the channel (an init or media segment), whole, or undefined when the origin has none by that name. */
  file(channel: string, name: string): Promise<Buffer | undefined>;
}

/** The recording in this process's own live origin (the live role runs here). */
export function originRecording(origin: LiveOrigin): RecordingReader {
  return {
    where: 'in this process',
    manifest: async (channel) => origin.manifest(channel, liveManifestName),
    async file(channel, name) {
      const found = origin.segment(channel, name);
      if (!found) return undefined;
      // A segment still being encoded ends when its upload does.
      return buffer(found.stream);
    },
  };
}

/** How long a link the worker signs for itself opens the channel: the copy of one clip takes seconds. */
const recordingLinkMs = 10 * 60_000;
/** A bound for a hung answer (a segment still being encoded ends within its second). */
const recordingRequestMs = 120_000;

/**
 * The recording read from the live role over HTTP (LIVE_ORIGIN_URL): its /media/live route, with a link
 * this process signs itself (the same edge secret or key ring as the live role's, edge-signing.ts), as
 * an edge would send it. 404 is "not there" (the channel off air, a segment out of the window or not
 * yet made); any other answer, or none, is an error worth a retry, never a reason to give up on the
 * recording: the job fails and is tried again.
 */
export function httpRecording(baseUrl: string, signer: EdgeSigner): RecordingReader {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async (channel: string, name: string): Promise<Buffer | undefined> => {
    const link = signer.sign(channel, new Date(systemTime().getTime() + recordingLinkMs));
    const path = `/media/live/${encodeURIComponent(channel)}/${encodeURIComponent(name)}`;
    let answer: Response;
    try {
      answer = await fetch(`${base}${path}?${link}`, { signal: AbortSignal.timeout(recordingRequestMs) });
    } catch (error) {
      throw new Error(`The live origin at ${base} cannot be reached for ${path}: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
    }
    if (answer.status === 404) {
      await answer.body?.cancel();
      return undefined;
    }
    if (answer.status !== 200) {
      await answer.body?.cancel();
      throw new Error(`The live origin at ${base} answered ${answer.status} for ${path}${answer.status === 403 ? ': it does not share this process\'s edge signing secret' : ''}.`);
    }
    return Buffer.from(await answer.arrayBuffer());
  };
  return {
    where: `at ${base}`,
    manifest: async (channel) => (await get(channel, liveManifestName))?.toString('utf8'),
    file: get,
  };
}

/**
 * Copies the stretch [fromMs, toMs) of `channel`'s recording out of the live origin (`recording`: this
 * process's, or the live role's over HTTP): the top video
 * representation and the audio, each as its init segment followed by its media segments (a fragmented
 * MP4 ffmpeg reads), into `workDir/video.mp4` and `workDir/audio.mp4`. Returns where `fromMs` falls in
 * them, or why it cannot: the channel is not on air there, or the window no longer holds the stretch
 * ('missing', for good), or the encoder has not reached its end yet ('not-yet', worth waiting for).
 * `streamNowMs`: the stream's clock now (real time, as the encoder's), which says where the live edge is.
 */
export async function copyRecording(
  recording: RecordingReader,
  channel: string,
  { fromMs, toMs, workDir, streamNowMs = systemTime().getTime() }: { fromMs: number; toMs: number; workDir: string; streamNowMs?: number },
): Promise<{ offsetSeconds: number; encrypted: boolean } | RecordingGap> {
  const manifest = await recording.manifest(channel);
  if (!manifest) return { kind: 'missing', reason: `the live channel ${channel} is not on air ${recording.where}` };
  const timeline = readLiveTimeline(manifest);
  if (!timeline) return { kind: 'missing', reason: `the live manifest of ${channel} cannot be read` };
  const video = timeline.representations.filter((item) => item.kind === 'video').sort((a, b) => b.height - a.height)[0];
  const audio = timeline.representations.find((item) => item.kind === 'audio');
  if (!video || !audio) return { kind: 'missing', reason: `the live manifest of ${channel} has no video and audio` };
  let offsetSeconds = 0;
  for (const [name, representation] of [['video', video], ['audio', audio]] as const) {
    const span = segmentsCovering(timeline, representation, fromMs, toMs);
    if (name === 'video') offsetSeconds = span.offsetSeconds;
    const latest = representation.startNumber + Math.floor((streamNowMs - timeline.availabilityStartMs) / 1000 / representation.seconds);
    if (span.first < representation.startNumber) return { kind: 'missing', reason: `the recording of ${channel} starts after the moment` };
    const init = await recording.file(channel, representation.init);
    if (!init) return { kind: 'missing', reason: `the live channel ${channel} has no init segment` };
    const parts: Buffer[] = [init];
    for (let number = span.first; number <= span.last; number += 1) {
      const segment = await recording.file(channel, representation.media(number));
      if (!segment) {
        return number > latest - 2
          ? { kind: 'not-yet', reason: `segment ${number} of ${channel} is not recorded yet` }
          : { kind: 'missing', reason: `segment ${number} of ${channel} is no longer in the DVR window` };
      }
      parts.push(segment);
    }
    await writeFile(join(workDir, `${name}.mp4`), Buffer.concat(parts));
  }
  // shaka-packager's ClearKey channel names its key in the manifest (ContentProtection, cenc:default_KID).
  return { offsetSeconds, encrypted: /cenc:default_KID=/.test(manifest) };
}

/**
 * An encrypted channel's copied stretch decrypted in place (ClearKey, raw key) by shaka-packager, which
 * encrypted it: ffmpeg 5.1's own CENC decryption refuses its low-latency fragments ('leftover packet
 * bytes after subsample processing').
 */
export async function decryptRecording(packager: string, workDir: string, key: ContentKey): Promise<void> {
  for (const name of ['video', 'audio']) {
    const input = join(workDir, `${name}.mp4`);
    const output = join(workDir, `${name}-clear.mp4`);
    await promisify(execFile)(packager, [
      `in=${input},stream=${name},output=${output}`,
      '--enable_raw_key_decryption', '--keys', `key_id=${key.kidHex}:key=${key.keyHex}`, '--quiet',
    ], { timeout: 600_000 });
    await rename(output, input);
  }
}

/**
 * The cut itself: `seconds` from `offsetSeconds` into the copied (clear) video and audio, re-encoded at
 * high quality into one MP4 that the on-demand ladder then transcodes like an upload (ondemand.ts
 * `uploadLadderArgs`). `-ss` counts from each file's own start, the start of its first segment.
 */
export function cutArgs({ workDir, offsetSeconds, seconds, output }: { workDir: string; offsetSeconds: number; seconds: number; output: string }): string[] {
  const at = Math.max(0, offsetSeconds).toFixed(3);
  return [
    '-ss', at, '-i', join(workDir, 'video.mp4'),
    '-ss', at, '-i', join(workDir, 'audio.mp4'),
    '-map', '0:v:0', '-map', '1:a:0', '-t', seconds.toFixed(3),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000',
    '-movflags', '+faststart', '-f', 'mp4', output,
  ];
}

/** Runs the cut (a bound for a hang: 30 s of small video takes seconds, minutes on a machine at load 50). */
export const cutRecording = (options: Parameters<typeof cutArgs>[0]): Promise<void> => runFfmpeg(cutArgs(options), { timeoutMs: 600_000 });
