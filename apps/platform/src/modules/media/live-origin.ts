import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

/** A file a live encoder uploaded (or is still uploading). */
interface LiveFile {
  chunks: Buffer[];
  size: number;
  done: boolean;
  /** Emits 'chunk' for each arrival and 'end' when the upload completes. */
  events: EventEmitter;
  /** `performance.now()` of the last byte: elapsed time, not the clock's instant. */
  updatedAt: number;
}

interface Channel {
  files: Map<string, LiveFile>;
  /** Per segment name pattern ('video-#.m4s'), one segment's number and its media time (tfdt). */
  observed: Map<string, { number: number; decodeTime: number }>;
  /** Per segment name pattern, the highest segment number uploaded so far. */
  latest: Map<string, number>;
  /** Per segment name pattern, when the first and the newest segment's upload began (performance.now()). */
  timing: Map<string, SegmentArrivals>;
  /** Emits 'file' with a segment's name when its upload begins. */
  arrivals: EventEmitter;
  /** `performance.now()` when the last byte of media arrived: the channel is producing while this is recent. */
  lastMediaAt: number;
}

/** When a representation's first segment and its newest one began to arrive: elapsed time, not the clock's. */
export interface SegmentArrivals {
  first: { number: number; at: number };
  latest: { number: number; at: number };
}

/** Segments kept per channel, unless told: beyond them the oldest go. */
const defaultMaxSegmentsPerChannel = 60;
const isManifest = (name: string) => /\.(mpd|m3u8)$/.test(name);
const isInit = (name: string) => /init/.test(name);
const safeName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

/** 'video-12.m4s' → 'video-#.m4s' and 12. */
const numbered = (name: string): { pattern: string; number: number } | undefined => {
  const match = /^(.*?)(\d+)(\.m4s)$/.exec(name);
  return match ? { pattern: `${match[1]}#${match[3]}`, number: Number(match[2]) } : undefined;
};

/** The base media decode time of a fragment's first `tfdt` box, if the bytes reach it. */
export function firstDecodeTime(bytes: Buffer): number | undefined {
  const at = bytes.indexOf('tfdt');
  if (at < 4 || bytes.length < at + 16) return undefined;
  return bytes[at + 4] === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : bytes.readUInt32BE(at + 8);
}

/**
 * shaka-packager's live DASH from MPEG-TS names segments one position later than its SegmentTemplate's
 * startNumber says (segment k holds media time k × duration, measured here), so a player would ask for
 * each segment a full duration before it exists. This rewrites startNumber from an observed segment's
 * number and media time (the template's timescale is the track's: 90 kHz from MPEG-TS). Undefined until
 * a segment of every representation has arrived.
 *
 * The numbering that fits can start below zero (MPEG-TS timestamps start 1.4 s in, so segment 14 holds
 * 15.4 s), and a startNumber is a non-negative integer: shaka reads "-1" as absent, that is 1, and then
 * asks for each segment two seconds before it exists (issue 30: 2.6 s to a first frame). So the numbers
 * are moved up to zero and the timeline with them, which describes the same segments at the same moments:
 * each template's presentationTimeOffset and the availabilityStartTime later by the same seconds.
 */
export function alignStartNumbers(
  manifest: string,
  observed: ReadonlyMap<string, { number: number; decodeTime: number }>,
): string | undefined {
  let unknown = false;
  const templates: { tag: string; startNumber: number; duration: number; timescale: number }[] = [];
  for (const tag of manifest.match(/<SegmentTemplate\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    const media = attribute('media');
    const duration = Number(attribute('duration'));
    const start = Number(attribute('startNumber') ?? 1);
    if (!media || !duration) continue;
    const seen = observed.get(media.replace(/\$Number(?:%0\d+d)?\$/, '#'));
    if (!seen) {
      unknown = true;
      continue;
    }
    const first = seen.number - Math.round(seen.decodeTime / duration);
    const startNumber = first === start || Math.abs(first - start) > 3 ? start : first;
    templates.push({ tag, startNumber, duration, timescale: Number(attribute('timescale') ?? 1) });
  }
  // Until a segment of every representation has been seen the numbering is unknown: not on air yet.
  if (unknown) return undefined;
  const below = Math.max(0, ...templates.map(({ startNumber }) => -startNumber));
  const seconds = new Set(templates.map(({ duration, timescale }) => duration / timescale));
  // The same shift in seconds for every template (one availabilityStartTime): only with one duration.
  const shift = below > 0 && seconds.size === 1 ? below : 0;
  const shiftMs = shift * 1000 * ([...seconds][0] ?? 0);
  let aligned = manifest;
  for (const { tag, startNumber, duration } of templates) {
    let next = tag.replace(/startNumber="-?\d+"/, `startNumber="${startNumber + shift}"`);
    if (shift > 0) {
      const offset = Number(/\bpresentationTimeOffset="(\d+)"/.exec(tag)?.[1] ?? 0) + shift * duration;
      next = /\bpresentationTimeOffset="/.test(next)
        ? next.replace(/presentationTimeOffset="\d+"/, `presentationTimeOffset="${offset}"`)
        : next.replace(/<SegmentTemplate\b/, `<SegmentTemplate presentationTimeOffset="${offset}"`);
    }
    aligned = aligned.replace(tag, () => next);
  }
  if (shiftMs === 0) return aligned;
  return aligned.replace(/availabilityStartTime="([^"]+)"/, (attribute, value: string) => {
    const start = Date.parse(value);
    return Number.isNaN(start) ? attribute : `availabilityStartTime="${new Date(start + shiftMs).toISOString()}"`;
  });
}

/** Drift under this is jitter (a segment's first chunk arrives a few hundred milliseconds late or early). */
const driftToleranceSeconds = 1;

/**
 * How far a channel's encoder has fallen behind real time, in seconds: the time since its first segment
 * arrived less the media those segments hold. Zero while it keeps pace.
 */
export function encoderDriftSeconds(timing: SegmentArrivals, segmentSeconds: number): number {
  const elapsed = (timing.latest.at - timing.first.at) / 1000;
  const media = (timing.latest.number - timing.first.number) * segmentSeconds;
  return Math.max(0, elapsed - media);
}

/**
 * An encoder that cannot keep pace with real time (a busy machine) falls further behind the wall clock
 * every minute, while a player places the live edge by the wall clock from the manifest's
 * availabilityStartTime: it would ask, forever, for segments that do not exist yet (404s, no frame). So
 * the manifest's availabilityStartTime moves later by the encoder's measured drift, whole seconds past
 * the tolerance, and the live edge is where the segments are.
 */
export function correctDrift(manifest: string, timings: ReadonlyMap<string, SegmentArrivals>): string {
  let drift = 0;
  for (const tag of manifest.match(/<SegmentTemplate\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    const media = attribute('media');
    const duration = Number(attribute('duration'));
    const timescale = Number(attribute('timescale') ?? 1);
    const timing = media ? timings.get(media.replace(/\$Number(?:%0\d+d)?\$/, '#')) : undefined;
    if (!timing || !duration || !timescale) continue;
    drift = Math.max(drift, encoderDriftSeconds(timing, duration / timescale));
  }
  if (drift < driftToleranceSeconds) return manifest;
  return manifest.replace(/availabilityStartTime="([^"]+)"/, (attribute, value: string) => {
    const start = Date.parse(value);
    if (Number.isNaN(start)) return attribute;
    return `availabilityStartTime="${new Date(start + Math.round(drift) * 1000).toISOString()}"`;
  });
}

/**
 * The live origin: a loopback-only HTTP server that accepts an encoder's chunked PUT uploads (ffmpeg's
 * dash muxer with `-method PUT`, shaka-packager's HTTP output) into memory, and a reader the /media routes
 * use. A segment is served while it grows — each uploaded chunk is forwarded as it arrives — and a
 * manifest replaces the previous one only when its upload is complete, so a player never reads half a
 * manifest. The ingest path carries a random key, so only this process's encoders can write.
 */
export function createLiveOrigin({ maxSegmentsPerChannel = defaultMaxSegmentsPerChannel }: { maxSegmentsPerChannel?: number } = {}) {
  const channels = new Map<string, Channel>();
  const aligned = new Set<string>();
  const key = randomBytes(16).toString('hex');
  let server: Server | undefined;
  let baseUrl = '';

  const channel = (name: string): Channel => {
    let found = channels.get(name);
    if (!found) {
      found = { files: new Map(), observed: new Map(), latest: new Map(), timing: new Map(), arrivals: new EventEmitter(), lastMediaAt: 0 };
      found.arrivals.setMaxListeners(0);
      channels.set(name, found);
    }
    return found;
  };

  const prune = (target: Channel) => {
    const segments = [...target.files.keys()].filter((name) => !isManifest(name) && !isInit(name));
    for (const name of segments.slice(0, Math.max(0, segments.length - maxSegmentsPerChannel))) {
      const file = target.files.get(name);
      if (file?.done) target.files.delete(name);
    }
  };

  const upload = (channelName: string, fileName: string, request: IncomingMessage, response: ServerResponse) => {
    const target = channel(channelName);
    const file: LiveFile = { chunks: [], size: 0, done: false, events: new EventEmitter(), updatedAt: performance.now() };
    file.events.setMaxListeners(0);
    const manifest = isManifest(fileName);
    // A segment is readable from its first byte; a manifest only once whole.
    if (!manifest) target.files.set(fileName, file);
    const segmentName = manifest ? undefined : numbered(fileName);
    if (segmentName) {
      target.latest.set(segmentName.pattern, Math.max(segmentName.number, target.latest.get(segmentName.pattern) ?? 0));
      const arrival = { number: segmentName.number, at: file.updatedAt };
      const timing = target.timing.get(segmentName.pattern);
      // A number lower than the newest is a restarted encoder: its timing starts again.
      if (!timing || segmentName.number < timing.latest.number) target.timing.set(segmentName.pattern, { first: arrival, latest: arrival });
      else if (segmentName.number > timing.latest.number) timing.latest = arrival;
      target.arrivals.emit('file', fileName);
    }
    request.on('data', (chunk: Buffer) => {
      file.chunks.push(chunk);
      file.size += chunk.length;
      if (segmentName && !target.observed.has(segmentName.pattern) && file.size < 65_536) {
        const decodeTime = firstDecodeTime(Buffer.concat(file.chunks));
        if (decodeTime !== undefined) target.observed.set(segmentName.pattern, { number: segmentName.number, decodeTime });
      }
      file.updatedAt = performance.now();
      if (!manifest) {
        target.lastMediaAt = file.updatedAt;
        file.events.emit('chunk', chunk);
      }
    });
    request.on('end', () => {
      file.done = true;
      if (manifest) {
        target.files.set(fileName, file);
        target.lastMediaAt = Math.max(target.lastMediaAt, performance.now());
      }
      file.events.emit('end');
      prune(target);
      response.writeHead(201).end();
    });
    request.on('aborted', () => {
      // A broken upload (the encoder died): readers get what there is and the file is dropped.
      file.done = true;
      file.events.emit('end');
      if (target.files.get(fileName) === file) target.files.delete(fileName);
    });
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const remote = request.socket.remoteAddress ?? '';
    const parts = (request.url ?? '').split('?')[0]?.split('/') ?? [];
    // ['', 'ingest', key, channel, file]
    if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remote) || parts[1] !== 'ingest' || parts[2] !== key) {
      response.writeHead(403).end();
      return;
    }
    const [channelName, fileName] = [parts[3] ?? '', parts.slice(4).join('/')];
    if (!safeName.test(channelName) || !safeName.test(fileName)) {
      response.writeHead(400).end();
      return;
    }
    if (request.method === 'PUT' || request.method === 'POST') return upload(channelName, fileName, request, response);
    if (request.method === 'DELETE') {
      channels.get(channelName)?.files.delete(fileName);
      response.writeHead(204).end();
      return;
    }
    response.writeHead(405).end();
  };

  return {
    /** Starts the loopback ingest server (idempotent). */
    async listen(): Promise<void> {
      if (server) return;
      const created = createServer({ keepAliveTimeout: 30_000 }, handle);
      await new Promise<void>((resolve, reject) => {
        created.once('error', reject);
        created.listen(0, '127.0.0.1', () => resolve());
      });
      server = created;
      baseUrl = `http://127.0.0.1:${(created.address() as AddressInfo).port}/ingest/${key}`;
    },

    /** Where an encoder uploads a channel's files: `{ingestUrl(channel)}/manifest.mpd`. */
    ingestUrl(channelName: string): string {
      if (!server) throw new Error('The live origin is not listening');
      return `${baseUrl}/${channelName}`;
    },

    async close(): Promise<void> {
      const current = server;
      server = undefined;
      for (const target of channels.values()) {
        for (const file of target.files.values()) file.events.emit('end');
        target.arrivals.removeAllListeners();
      }
      channels.clear();
      if (current) {
        current.closeAllConnections();
        await new Promise<void>((resolve) => current.close(() => resolve()));
      }
    },

    /** Forgets a channel's files (its encoder restarted with a new timeline). */
    reset(channelName: string): void {
      channels.delete(channelName);
    },

    /** Milliseconds since the channel last received media, or undefined if it never did. */
    idleFor(channelName: string): number | undefined {
      const found = channels.get(channelName);
      return found && found.lastMediaAt > 0 ? performance.now() - found.lastMediaAt : undefined;
    },

    /** Channels whose manifests get `alignStartNumbers` (shaka-packager's). */
    alignStartNumbers(channelName: string): void {
      aligned.add(channelName);
    },

    /** A complete manifest's text. */
    manifest(channelName: string, fileName: string): string | undefined {
      const target = channels.get(channelName);
      const file = target?.files.get(fileName);
      if (!target || !file || !isManifest(fileName)) return undefined;
      const text = correctDrift(Buffer.concat(file.chunks).toString('utf8'), target.timing);
      return aligned.has(channelName) ? alignStartNumbers(text, target.observed) : text;
    },

    /**
     * Waits (at most `timeoutMs`) for a segment a player asked for just before its upload began: the next
     * one or two of its representation. A low-latency player asks for a segment when its first chunk is
     * due; the encoder's pipeline may be a few hundred milliseconds later, and a held request beats a 404
     * and a retry. Anything further ahead is answered at once.
     */
    async awaitSegment(channelName: string, fileName: string, timeoutMs: number): Promise<boolean> {
      const target = channels.get(channelName);
      if (!target || isManifest(fileName)) return false;
      if (target.files.has(fileName)) return true;
      const name = numbered(fileName);
      if (!name) return false;
      const latest = target.latest.get(name.pattern);
      if (latest === undefined || name.number <= latest || name.number > latest + 2) return false;
      return new Promise((resolve) => {
        const onFile = (arrived: string) => {
          if (arrived !== fileName) return;
          clearTimeout(timer);
          target.arrivals.off('file', onFile);
          resolve(true);
        };
        const timer = setTimeout(() => {
          target.arrivals.off('file', onFile);
          resolve(false);
        }, timeoutMs);
        target.arrivals.on('file', onFile);
      });
    },

    /**
     * A segment as a stream: what has arrived so far at once, then each chunk as it is uploaded, ending
     * when the upload does. `size` is known only for a complete segment.
     */
    segment(channelName: string, fileName: string): { stream: Readable; size: number | undefined } | undefined {
      const file = channels.get(channelName)?.files.get(fileName);
      if (!file || isManifest(fileName)) return undefined;
      if (file.done) return { stream: Readable.from([Buffer.concat(file.chunks)]), size: file.size };
      const stream = new Readable({ read() {} });
      for (const chunk of file.chunks) stream.push(chunk);
      const onChunk = (chunk: Buffer) => stream.push(chunk);
      const detach = () => {
        file.events.off('chunk', onChunk);
        file.events.off('end', onEnd);
      };
      const onEnd = () => {
        detach();
        stream.push(null);
      };
      file.events.on('chunk', onChunk);
      file.events.on('end', onEnd);
      // A viewer who goes away stops listening.
      stream.on('close', detach);
      return { stream, size: undefined };
    },
  };
}

export type LiveOrigin = ReturnType<typeof createLiveOrigin>;
