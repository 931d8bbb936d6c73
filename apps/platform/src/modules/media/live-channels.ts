import { type ChildProcess, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { type ContentKey, clearKeyUnavailableMessage } from './clearkey';
import { fontFile, spawnFfmpeg } from './ffmpeg';
import type { LiveOrigin } from './live-origin';
import { defaultLiveRenditions, liveRenditions, type LiveRenditionName } from './live-renditions';

/** The channels the platform runs: the stream assets `live-video` and `live-audio` of the catalogue. */
export const liveChannelIds = ['live-video', 'live-audio'] as const;
export type LiveChannelId = (typeof liveChannelIds)[number];

export const liveManifestName = 'manifest.mpd';
/**
 * Seconds a live segment lasts, and so the keyframe interval: 1 s (issue 30), so a player joining starts
 * from a keyframe at most a second behind the edge and live runs ~1 s behind real time instead of ~2.5.
 */
export const liveSegmentSeconds = 1;

/**
 * Issue 31: the live channels keep the whole match (kick-off to full time is 110 minutes on the match
 * clock; 2 h 15 min leaves room for a late kick-off and extra time), so a fan can go back to any moment.
 * A longer window costs no CPU (nothing is encoded twice, and the manifest is a template, the same size
 * whatever the window): only the origin's memory, about 5 MB a minute at the default video size.
 */
export const defaultDvrWindowSeconds = 8_100;
/** A channel is 'active' while media arrived this recently (a segment fragment comes every 0.2 s). */
const activeWithinMs = 4_000;
/** Waits before restarting a channel that died: doubling from 1 s up to 30 s; reset after a minute's run. */
const backoffMs = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
const stableAfterMs = 60_000;

interface Log {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface LiveChannelOptions {
  origin: LiveOrigin;
  log: Log;
  /** Frame size of the live video's top rendition; small in tests (the others keep their proportion to it). */
  videoSize?: { width: number; height: number };
  /** The live video's renditions (LIVE_RENDITIONS); `defaultLiveRenditions` when absent. */
  renditions?: readonly LiveRenditionName[];
  /** The UTCTiming clock the manifest names (browsers resolve it against the manifest's address). */
  clockUrl?: string;
  /** shaka-packager's binary; without it the live video is not encrypted. */
  packager?: string | undefined;
  /** The ClearKey content key of an encrypted channel. */
  contentKey?: (id: LiveChannelId) => ContentKey;
  /** How far back a player can go (the DVR window, `timeShiftBufferDepth`); default `defaultDvrWindowSeconds`. */
  dvrWindowSeconds?: number;
}

/** One rendition's frame and rate: the top one's frame is `videoSize` when given, the others scaled to it. */
export interface LiveRenditionFrame {
  name: LiveRenditionName;
  width: number;
  height: number;
  kbps: number;
}

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

/** The renditions of the live video, highest first, in frame sizes (tests make them tiny with `videoSize`). */
export function liveRenditionFrames(options: Pick<LiveChannelOptions, 'renditions' | 'videoSize'>): LiveRenditionFrame[] {
  const names = [...new Set(options.renditions ?? defaultLiveRenditions)].sort(
    (a, b) => liveRenditions[b].height - liveRenditions[a].height,
  );
  if (names.length === 0) throw new Error('the live video needs at least one rendition');
  const top = liveRenditions[names[0] as LiveRenditionName];
  const topHeight = options.videoSize?.height ?? top.height;
  const scale = topHeight / top.height;
  return names.map((name) => {
    const height = even(liveRenditions[name].height * scale);
    const width = names[0] === name && options.videoSize ? options.videoSize.width : even((height * 16) / 9);
    return { name, width, height, kbps: liveRenditions[name].kbps };
  });
}

/** The segments of one representation in the DVR window. */
export const dvrWindowSegments = (options: Pick<LiveChannelOptions, 'dvrWindowSeconds'>) =>
  Math.ceil((options.dvrWindowSeconds ?? defaultDvrWindowSeconds) / liveSegmentSeconds);

/**
 * The low-latency DASH encoder of a channel (FIELD-NOTES 'Live latency'): real-time test sources with a
 * clock, chunked CMAF (1 s segments of 0.2 s fragments) uploaded by PUT to the live origin, with the DVR
 * window of the whole match.
 */
export function liveEncoderArgs(id: LiveChannelId, options: LiveChannelOptions, udpTarget?: string): string[] {
  const dash = [
    '-f', 'dash', '-ldash', '1', '-streaming', '1',
    '-seg_duration', String(liveSegmentSeconds), '-frag_type', 'duration', '-frag_duration', '0.2',
    '-window_size', String(dvrWindowSegments(options)), '-extra_window_size', String(8 / liveSegmentSeconds), '-use_template', '1', '-use_timeline', '0',
    '-utc_timing_url', options.clockUrl ?? '/media/clock',
    '-format_options', 'movflags=cmaf', '-method', 'PUT', '-http_persistent', '0',
  ];
  const url = `${options.origin.ingestUrl(id)}/${liveManifestName}`;
  if (id === 'live-audio') {
    return [
      '-v', 'warning',
      '-re', '-f', 'lavfi', '-i', 'sine=frequency=523:beep_factor=4:sample_rate=48000',
      '-c:a', 'aac', '-b:a', '96k', '-ac', '2',
      ...dash, '-adaptation_sets', 'id=0,streams=a', url,
    ];
  }
  const frames = liveRenditionFrames(options);
  const top = frames[0] as LiveRenditionFrame;
  // The clock is drawn once, on the top rendition's frame, then split and scaled for the others.
  const clock = `drawtext=fontfile=${fontFile ?? ''}:text='%{localtime\\:%X}':fontsize=${Math.round(top.height / 8)}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-text_w)/2:y=(h-text_h)/2`;
  const outputs = frames.map((_frame, index) => `[v${index}]`);
  const graph =
    frames.length === 1
      ? `[0:v]${clock}[v0]`
      : `[0:v]${clock},split=${frames.length}${frames.map((_frame, index) => `[s${index}]`).join('')};` +
        frames.map((frame, index) => (index === 0 ? '[s0]null[v0]' : `[s${index}]scale=${frame.width}:${frame.height}[v${index}]`)).join(';');
  const perRendition = frames.flatMap((frame, index) => [
    `-b:v:${index}`, `${frame.kbps}k`, `-maxrate:v:${index}`, `${Math.round(frame.kbps * 1.17)}k`, `-bufsize:v:${index}`, `${Math.round(frame.kbps * 1.17)}k`,
  ]);
  const videoStreams = frames.map((_frame, index) => index).join(',');
  return [
    '-v', 'warning',
    '-re', '-f', 'lavfi', '-i', `testsrc2=size=${top.width}x${top.height}:rate=25`,
    '-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-filter_complex', graph,
    ...outputs.flatMap((output) => ['-map', output]),
    '-map', '1:a',
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    '-g', String(25 * liveSegmentSeconds), '-keyint_min', String(25 * liveSegmentSeconds), '-sc_threshold', '0',
    ...perRendition,
    '-c:a', 'aac', '-b:a', '64k', '-ac', '2',
    ...(udpTarget
      ? ['-f', 'mpegts', '-flush_packets', '1', `${udpTarget}?pkt_size=1316`]
      : [...dash, '-adaptation_sets', `id=0,streams=${videoStreams} id=1,streams=${frames.length}`, url]),
  ];
}

/**
 * The ClearKey step of an encrypted channel (FIELD-NOTES 'Media': ffmpeg's own CENC does not play with
 * ClearKey, shaka-packager's does): shaka-packager reads the encoder's MPEG-TS from loopback UDP,
 * encrypts (cenc, raw key, CommonSystem PSSH) and uploads low-latency DASH to the live origin by PUT.
 */
export function packagerArgs(id: LiveChannelId, options: LiveChannelOptions, udpSource: string, key: ContentKey): string[] {
  const base = options.origin.ingestUrl(id);
  const frames = liveRenditionFrames(options);
  // One rendition keeps the names it always had; with more, each video stream (the encoder's MPEG-TS
  // carries them in order, then the audio) is named by its rendition.
  const video = frames.map((frame, index) => {
    const name = frames.length === 1 ? 'video' : `video-${frame.name}`;
    const stream = frames.length === 1 ? 'video' : String(index);
    return `in=${udpSource},stream=${stream},init_segment=${base}/${name}-init.mp4,segment_template=${base}/${name}-$Number$.m4s`;
  });
  return [
    ...video,
    `in=${udpSource},stream=audio,init_segment=${base}/audio-init.mp4,segment_template=${base}/audio-$Number$.m4s`,
    '--segment_duration', String(liveSegmentSeconds),
    '--low_latency_dash_mode',
    '--time_shift_buffer_depth', String(dvrWindowSegments(options) * liveSegmentSeconds),
    '--preserved_segments_outside_live_window', '4',
    '--utc_timings', `urn:mpeg:dash:utc:http-xsdate:2014=${options.clockUrl ?? '/media/clock'}`,
    '--enable_raw_key_encryption',
    '--keys', `label=:key_id=${key.kidHex}:key=${key.keyHex}`,
    '--protection_scheme', 'cenc',
    '--protection_systems', 'CommonSystem',
    '--clear_lead', '0',
    '--quiet',
    '--mpd_output', `${base}/${liveManifestName}`,
  ];
}

/** A free loopback UDP port for the encoder-to-packager hop. */
async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

export interface ChannelState {
  id: LiveChannelId;
  status: 'active' | 'idle';
  /** The encoder's process id while it runs. */
  pid: number | undefined;
  restarts: number;
  /** Whether the channel is encrypted for ClearKey (shaka-packager present). */
  encrypted: boolean;
}

// At normal priority, like the live encoder (spawnFfmpeg's 'realtime'): a live channel must keep pace.
const spawnPackager = (binary: string, args: readonly string[]): ChildProcess =>
  spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });

/**
 * One supervised channel: its processes (the encoder, and shaka-packager for an encrypted channel) run
 * while the platform does; when one dies the others are stopped and all restart with backoff; close
 * stops them (TERM, then KILL).
 */
function superviseChannel(id: LiveChannelId, options: LiveChannelOptions) {
  const encrypted = id === 'live-video' && Boolean(options.packager && options.contentKey);
  let processes: ChildProcess[] = [];
  let encoder: ChildProcess | undefined;
  let stopping = false;
  let attempt = 0;
  let restarts = 0;
  let timer: NodeJS.Timeout | undefined;
  let generation = 0;

  const terminate = (child: ChildProcess): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 3_000);
      child.once('close', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });

  const start = async () => {
    timer = undefined;
    if (stopping) return;
    const current = (generation += 1);
    // A new encoder starts a new timeline: the old manifest and segments must not mix with it.
    options.origin.reset(id);
    const startedAt = performance.now();
    let log = '';
    const started: ChildProcess[] = [];
    try {
      if (encrypted && options.packager && options.contentKey) {
        const udp = `udp://127.0.0.1:${await freeUdpPort()}`;
        started.push(spawnPackager(options.packager, packagerArgs(id, options, udp, options.contentKey(id))));
        started.push(spawnFfmpeg(liveEncoderArgs(id, options, udp), { priority: 'realtime' }));
      } else {
        started.push(spawnFfmpeg(liveEncoderArgs(id, options), { priority: 'realtime' }));
      }
    } catch (error) {
      options.log.error({ channel: id, err: error }, 'live channel failed to start');
    }
    if (stopping || current !== generation) {
      await Promise.all(started.map(terminate));
      return;
    }
    processes = started;
    encoder = started.at(-1);
    let ended = false;
    const onEnd = (code: number | null, signal: NodeJS.Signals | null) => {
      if (ended || current !== generation) return;
      ended = true;
      encoder = undefined;
      const siblings = processes;
      processes = [];
      void Promise.all(siblings.map(terminate)).then(() => {
        if (stopping || current !== generation) return;
        if (performance.now() - startedAt > stableAfterMs) attempt = 0;
        const delay = backoffMs[Math.min(attempt, backoffMs.length - 1)] ?? 30_000;
        attempt += 1;
        restarts += 1;
        options.log.warn(
          { channel: id, code, signal, restartInMs: delay, lastLog: log.trim().split('\n').slice(-3).join(' | ') },
          'live channel stopped; restarting',
        );
        timer = setTimeout(() => void start(), delay);
      });
    };
    for (const child of started) {
      child.stderr?.on('data', (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-2000);
      });
      child.on('error', (error) => {
        options.log.error({ channel: id, err: error }, 'live channel process failed to start');
        onEnd(null, null);
      });
      child.on('close', onEnd);
    }
    if (started.length === 0) onEnd(null, null);
    else options.log.info({ channel: id, pid: encoder?.pid, encrypted }, 'live channel started');
  };

  if (encrypted) options.origin.alignStartNumbers(id);
  if (id === 'live-video' && !encrypted) options.log.warn({ channel: id }, `${clearKeyUnavailableMessage} The live video runs unencrypted.`);

  return {
    start: () => void start(),
    encrypted,
    state(): ChannelState {
      const idle = options.origin.idleFor(id);
      return {
        id,
        status: encoder && idle !== undefined && idle < activeWithinMs ? 'active' : 'idle',
        pid: encoder?.pid,
        restarts,
        encrypted,
      };
    },
    async stop(): Promise<void> {
      stopping = true;
      generation += 1;
      if (timer) clearTimeout(timer);
      const running = processes;
      processes = [];
      encoder = undefined;
      await Promise.all(running.map(terminate));
    },
  };
}

/** The platform's live channels, started together and stopped together. */
export function createLiveChannels(options: LiveChannelOptions) {
  const channels = new Map(liveChannelIds.map((id) => [id, superviseChannel(id, options)] as const));
  return {
    start(): void {
      for (const channel of channels.values()) channel.start();
    },
    state(id: string): ChannelState | undefined {
      return channels.get(id as LiveChannelId)?.state();
    },
    async stop(): Promise<void> {
      await Promise.all([...channels.values()].map((channel) => channel.stop()));
    },
  };
}

export type LiveChannels = ReturnType<typeof createLiveChannels>;
