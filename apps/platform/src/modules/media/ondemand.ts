import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getClock } from '@club/clock';
import { type Container, notAVideoContainerMessage, sniffContainer, uploadInputArgs } from './container';
import { checkFfmpeg, fontFile, probeMedia, runFfmpeg } from './ffmpeg';
import { type MediaStore, createDiskStore } from './store';

/**
 * Bump when the renditions change (ladder, clip, captions, thumbnails): cached media of an older version
 * is regenerated on its next request and the old directory removed.
 */
export const generatorVersion = 2;

/** Every clip is this long whatever the catalogue's nominal duration: test media, generated here. */
export const clipSeconds = 10;
const segmentSeconds = 4;
const thumbnail = { width: 160, height: 90, columns: 5, rows: 2 };
/** Requests waiting for a generation beyond this are refused (503) rather than queued without end. */
const maxQueued = 500;

/**
 * The ladder, highest first: 720p, 540p, 360p and 180p H.264 (main profile), each with 96 kb/s AAC stereo
 * (issue 30: a fan on Wi-Fi sees a sharp picture, and ABR has room to move). Made once, by the worker.
 */
export const ladder = [
  { name: '720p', width: 1280, height: 720, bitrate: '2500k', maxrate: '2800k', bufsize: '5000k' },
  { name: '540p', width: 960, height: 540, bitrate: '1400k', maxrate: '1600k', bufsize: '2800k' },
  { name: '360p', width: 640, height: 360, bitrate: '700k', maxrate: '800k', bufsize: '1400k' },
  { name: '180p', width: 320, height: 180, bitrate: '200k', maxrate: '250k', bufsize: '400k' },
] as const;
export type Rendition = (typeof ladder)[number];
export type RenditionName = Rendition['name'];
export const renditionNames = ladder.map((rung) => rung.name);
/**
 * The rungs a platform makes (MEDIA_LADDER): all by default; tests keep to the small ones so they stay
 * fast, and one test proves the whole ladder. Highest first, and never empty.
 */
export function ladderOf(names: readonly RenditionName[] | undefined): readonly Rendition[] {
  const chosen = names === undefined ? ladder : ladder.filter((rung) => names.includes(rung.name));
  return chosen.length > 0 ? chosen : ladder;
}

export interface OnDemandItem {
  id: string;
  title: string;
  description: string;
  /** Free items ('?'): their poster and thumbnails need no playback token. */
  public: boolean;
  /**
   * A file staff uploaded (the studio's Club TV library) to transcode into the same ladder, instead of
   * the generated test clip; with a WebVTT caption file when one was uploaded.
   */
  source?: { path: string; captions?: string | undefined };
}

/** An uploaded file's transcode failed: the message says why, in words for the staff who uploaded it. */
export class TranscodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscodeError';
  }
}

/** How long an upload's ffmpeg may go without reporting progress before it is taken for stuck. */
const uploadStallMs = 10 * 60_000;

export class MediaUnavailableError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'MediaUnavailableError';
    this.statusCode = statusCode;
  }
}

export interface GenerationRecord {
  id: string;
  generatorVersion: number;
  clipSeconds: number;
  elapsedMs: number;
  generatedAt: string;
}

interface Log {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

const vttTime = (seconds: number): string => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const hh = String(Math.floor(whole / 3600)).padStart(2, '0');
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms).padStart(3, '0')}`;
};
const vttText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-->/g, '→');

/** WebVTT captions: the title, the description, and what is on screen. */
export function captionsVtt(item: OnDemandItem): string {
  const cues = [item.title, item.description, 'A moving test pattern and a 440 Hz tone.'];
  const span = clipSeconds / cues.length;
  return [
    'WEBVTT',
    '',
    ...cues.flatMap((text, index) => [
      String(index + 1),
      `${vttTime(index * span)} --> ${vttTime((index + 1) * span - 0.1)}`,
      vttText(text.replace(/\s+/g, ' ').trim()),
      '',
    ]),
  ].join('\n');
}

const thumbnailCells = thumbnail.columns * thumbnail.rows;

/**
 * A thumbnails track: one cue per sprite cell pointing into the sprite (`#xywh=`), as shaka's
 * addThumbnailsTrack reads it. The cells share the length out evenly (a second each for the test clip).
 */
export function thumbnailsVtt(seconds: number = clipSeconds): string {
  const span = seconds / thumbnailCells;
  const lines = ['WEBVTT', ''];
  for (let index = 0; index < thumbnailCells; index += 1) {
    const x = (index % thumbnail.columns) * thumbnail.width;
    const y = Math.floor(index / thumbnail.columns) * thumbnail.height;
    lines.push(`${vttTime(index * span)} --> ${vttTime((index + 1) * span)}`, `sprite.jpg#xywh=${x},${y},${thumbnail.width},${thumbnail.height}`, '');
  }
  return lines.join('\n');
}

/** The one-segment HLS playlist of the captions file, as long as the video. */
export function captionsPlaylistFor(seconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(seconds))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(3)},`,
    'captions.vtt',
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
const captionsPlaylist = captionsPlaylistFor(clipSeconds);

/** ffmpeg's master playlist plus an English subtitles rendition every variant refers to (once). */
export function withCaptions(master: string): string {
  if (master.includes('GROUP-ID="subs"')) return master;
  const lines = master.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) out.push(`${line},SUBTITLES="subs"`);
    else out.push(line);
    if (line.startsWith('#EXT-X-VERSION:')) {
      out.push('#EXT-X-INDEPENDENT-SEGMENTS');
      out.push('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="captions.m3u8"');
    }
  }
  return out.join('\n');
}

/**
 * The filter graph's tail from a picture the size of the top rung, `[top]`: a copy for each rung ([v0] the
 * top one, [v1] [v2]… scaled down), [poster] and [sprite] (from `posterAndSprite`'s two inputs).
 */
function ladderFilters(rungs: readonly Rendition[], posterAndSprite: string): string {
  const outputs = rungs.map((_, index) => (index === 0 ? '[v0]' : `[r${index}]`)).join('');
  const scaled = rungs.slice(1).map((rung, index) => `;[r${index + 1}]scale=${rung.width}:${rung.height}[v${index + 1}]`).join('');
  return `split=${rungs.length + 2}${outputs}[vp][vs]${scaled};${posterAndSprite}`;
}

/** The ladder's outputs from the filter graph's [v0] [v1]… [poster] [sprite] and the audio `audio`. */
function ladderOutputArgs(audio: string, rungs: readonly Rendition[]): string[] {
  return [
    ...rungs.flatMap((_, index) => ['-map', `[v${index}]`]),
    ...rungs.flatMap(() => ['-map', audio]),
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    '-g', '50', '-keyint_min', '50', '-sc_threshold', '0',
    ...rungs.flatMap((rung, index) => [`-b:v:${index}`, rung.bitrate, `-maxrate:v:${index}`, rung.maxrate, `-bufsize:v:${index}`, rung.bufsize]),
    '-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '48000',
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod',
    '-hls_segment_type', 'fmp4', '-hls_flags', 'independent_segments', '-hls_fmp4_init_filename', 'init.mp4',
    '-master_pl_name', 'master.m3u8',
    '-var_stream_map', rungs.map((rung, index) => `v:${index},a:${index},name:${rung.name}`).join(' '),
    '-hls_segment_filename', '%v/seg_%03d.m4s',
    '%v/index.m3u8',
    '-map', '[poster]', '-frames:v', '1', '-q:v', '3', 'poster.jpg',
    '-map', '[sprite]', '-frames:v', '1', '-q:v', '5', 'sprite.jpg',
  ];
}

/**
 * An uploaded file into the same ladder: fitted (letterboxed) into the top rung at 25 fps, the poster from
 * two seconds in (or the middle of a shorter clip), ten thumbnails spread over its length, and silence
 * when it has no sound (every rendition carries audio, as the players expect).
 */
export function uploadLadderArgs(
  input: string,
  probe: { duration: number; hasAudio: boolean },
  container: Container,
  rungs: readonly Rendition[] = ladder,
): string[] {
  const high = rungs[0] ?? ladder[0];
  const seconds = Math.max(1, probe.duration);
  const posterFrame = Math.min(50, Math.floor((seconds * 25) / 2));
  return [
    ...uploadInputArgs(container), '-i', input,
    ...(probe.hasAudio ? [] : ['-f', 'lavfi', '-t', seconds.toFixed(3), '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000']),
    '-filter_complex',
    `[0:v:0]scale=${high.width}:${high.height}:force_original_aspect_ratio=decrease,pad=${high.width}:${high.height}:(ow-iw)/2:(oh-ih)/2,` +
      `setsar=1,fps=25,format=yuv420p,` +
      ladderFilters(
        rungs,
        `[vp]select='eq(n\\,${posterFrame})'[poster];` +
          `[vs]fps=${thumbnailCells}/${Math.max(1, Math.round(seconds))},scale=${thumbnail.width}:${thumbnail.height},tile=${thumbnail.columns}x${thumbnail.rows}[sprite]`,
      ),
    ...ladderOutputArgs(probe.hasAudio ? '0:a:0' : '1:a', rungs),
  ];
}

function ladderArgs(titleFile: string, rungs: readonly Rendition[]): string[] {
  const high = rungs[0] ?? ladder[0];
  const drawtext = [
    `drawtext=fontfile=${fontFile ?? ''}`,
    `textfile=${titleFile}`,
    `fontsize=${Math.round(high.height / 15)}`,
    'fontcolor=white',
    'box=1',
    'boxcolor=black@0.6',
    'boxborderw=10',
    'x=(w-text_w)/2',
    'y=h-70',
  ].join(':');
  const clock = `drawtext=fontfile=${fontFile ?? ''}:text='%{pts\\:hms}':fontsize=20:fontcolor=yellow:x=16:y=16`;
  return [
    '-f', 'lavfi', '-i', `testsrc2=size=${high.width}x${high.height}:rate=25:duration=${clipSeconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${clipSeconds}`,
    '-filter_complex',
    `[0:v]${drawtext},${clock},` +
      ladderFilters(rungs, `[vp]select='eq(n\\,50)'[poster];[vs]fps=1,scale=${thumbnail.width}:${thumbnail.height},tile=${thumbnail.columns}x${thumbnail.rows}[sprite]`),
    ...ladderOutputArgs('1:a', rungs),
  ];
}

/**
 * On-demand renditions of the catalogue: generated once per item and generator version under
 * `{mediaDir}/vod/{id}.v{version}/`, lazily on first request, one ffmpeg at a time. A generation writes
 * into a temporary directory renamed into place only when complete, so a reader never sees half of one.
 */
export function createOnDemandMedia(options: {
  mediaDir: string;
  lookup: (id: string) => Promise<OnDemandItem | undefined>;
  log: Log;
  /** The clock's time, for `generatedAt`. */
  now?: () => Date;
  /**
   * Where finished renditions are served from (media/store.ts): MEDIA_DIR itself by default; with an S3
   * store, each generation is made in MEDIA_DIR (ffmpeg writes files) and then put in the bucket.
   */
  store?: MediaStore;
  /** The rungs to make (MEDIA_LADDER); the whole ladder by default. */
  renditions?: readonly RenditionName[];
}) {
  const rungs = ladderOf(options.renditions);
  const now = options.now ?? (() => getClock().now());
  const vodDir = join(options.mediaDir, 'vod');
  const inFlight = new Map<string, Promise<string>>();
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;

  const dirFor = (id: string) => join(vodDir, `${id}.v${generatorVersion}`);
  const store = options.store ?? createDiskStore(options.mediaDir);
  /** The store's key of an item's renditions (its files are `<key>/<file>`). */
  const keyFor = (id: string) => `vod/${id}.v${generatorVersion}`;
  /** The store's mark that an item's renditions are all there (generation.json, put last). */
  const doneKey = (id: string) => `${keyFor(id)}/generation.json`;
  // Items a bucket was seen to hold, so a segment's request costs no second round trip to ask again.
  const seenInStore = new Set<string>();
  /** Whether the item's renditions are ready: the store says, not this instance's disk (a bucket is every instance's). */
  async function inStore(id: string): Promise<boolean> {
    if (seenInStore.has(id)) return true;
    const done = (await store.size(doneKey(id))) !== undefined;
    if (done && store.kind !== 'disk') seenInStore.add(id);
    return done;
  }
  const progressListeners = new Set<(id: string, fraction: number) => void>();
  const report = (id: string, fraction: number) => {
    for (const listener of progressListeners) listener(id, Math.min(1, Math.max(0, fraction)));
  };

  /** An uploaded file through the ladder into `work`; its length in seconds. */
  async function transcodeUpload(item: OnDemandItem & { source: NonNullable<OnDemandItem['source']> }, work: string): Promise<number> {
    // The bytes say the container before ffmpeg sees the file, and ffmpeg is told it: a playlist is refused here.
    const container = await sniffContainer(item.source.path);
    if (!container) throw new TranscodeError(notAVideoContainerMessage);
    const probe = await probeMedia(item.source.path, uploadInputArgs(container)).catch((error: unknown) => {
      throw new TranscodeError(`ffmpeg cannot read this file as a video (${error instanceof Error ? error.message : String(error)}).`);
    });
    if (!probe.hasVideo) throw new TranscodeError('This file has no video picture in it: upload a video file (MP4, MOV, MKV or WebM).');
    report(item.id, 0);
    await runFfmpeg(uploadLadderArgs(item.source.path, probe, container, rungs), {
      cwd: work,
      stallMs: uploadStallMs,
      onProgress: (seconds) => (probe.duration > 0 ? report(item.id, seconds / probe.duration) : undefined),
    }).catch((error: unknown) => {
      throw new TranscodeError(`ffmpeg could not transcode this file: ${error instanceof Error ? error.message : String(error)}`);
    });
    const master = await readFile(join(work, 'master.m3u8'), 'utf8');
    const seconds = probe.duration > 0 ? probe.duration : clipSeconds;
    if (item.source.captions) {
      await writeFile(join(work, 'master.m3u8'), withCaptions(master));
      await writeFile(join(work, 'captions.vtt'), await readFile(item.source.captions, 'utf8'));
      await writeFile(join(work, 'captions.m3u8'), captionsPlaylistFor(seconds));
    }
    await writeFile(join(work, 'thumbnails.vtt'), thumbnailsVtt(seconds));
    return seconds;
  }

  async function generate(item: OnDemandItem): Promise<string> {
    const check = await checkFfmpeg();
    if (!check.ok) throw new MediaUnavailableError(503, check.message);
    if (!fontFile && !item.source) throw new MediaUnavailableError(503, 'No DejaVu font found for the titles: install fonts-dejavu-core.');
    const started = performance.now();
    const final = dirFor(item.id);
    const work = `${final}.tmp-${randomBytes(4).toString('hex')}`;
    await mkdir(work, { recursive: true });
    try {
      for (const rendition of rungs) await mkdir(join(work, rendition.name));
      let seconds = clipSeconds;
      if (item.source) {
        seconds = await transcodeUpload({ ...item, source: item.source }, work);
      } else {
        await writeFile(join(work, 'title.txt'), item.title.replace(/\s+/g, ' ').trim());
        // A bound for a hang, not a guess at the machine's speed: the whole ladder takes a few seconds of
        // CPU, and minutes of a machine busy with other work (77 s at load 58). Not `stallMs`: ffmpeg reports
        // no progress until the thumbnail sprite's last tile, near the end.
        await runFfmpeg(ladderArgs('title.txt', rungs), { cwd: work, timeoutMs: 600_000 });
        await rm(join(work, 'title.txt'));
        const master = await readFile(join(work, 'master.m3u8'), 'utf8');
        await writeFile(join(work, 'master.m3u8'), withCaptions(master));
        await writeFile(join(work, 'captions.vtt'), captionsVtt(item));
        await writeFile(join(work, 'captions.m3u8'), captionsPlaylist);
        await writeFile(join(work, 'thumbnails.vtt'), thumbnailsVtt());
      }
      const record: GenerationRecord = {
        id: item.id,
        generatorVersion,
        clipSeconds: seconds,
        elapsedMs: Math.round(performance.now() - started),
        generatedAt: now().toISOString(),
      };
      await writeFile(join(work, 'generation.json'), JSON.stringify(record, null, 2));
      if (existsSync(final)) await rm(work, { recursive: true, force: true });
      else await rename(work, final);
      // Into the store before anyone is told it is ready (generation.json last, the store's mark of done).
      if (store.kind !== 'disk') {
        await store.putDirectory(keyFor(item.id), final);
        await store.putFile(`${keyFor(item.id)}/generation.json`, join(final, 'generation.json'));
      }
      if (item.source) report(item.id, 1);
      options.log.info({ media: item.id, elapsedMs: record.elapsedMs }, 'on-demand media generated');
      await removeOlderVersions(item.id);
      return final;
    } catch (error) {
      await rm(work, { recursive: true, force: true });
      throw error;
    }
  }

  async function removeOlderVersions(id: string): Promise<void> {
    const current = `${id}.v${generatorVersion}`;
    for (const name of await readdir(vodDir)) {
      if (name !== current && name.startsWith(`${id}.v`) && /^\d+$/.test(name.slice(id.length + 2))) {
        await rm(join(vodDir, name), { recursive: true, force: true });
      }
    }
  }

  /** The directory of the item's media, generating it first if needed; undefined for an unknown item. */
  async function ensure(id: string): Promise<string | undefined> {
    const final = dirFor(id);
    const running = inFlight.get(id);
    if (running) return running;
    if (await inStore(id)) {
      // In a bucket, made by another instance (or before a restart): served from it, not made again.
      return store.kind === 'disk' || (await options.lookup(id)) ? final : undefined;
    }
    const item = await options.lookup(id);
    if (!item) return undefined;
    if (queued >= maxQueued) throw new MediaUnavailableError(503, 'Media generation is busy: try again shortly.');
    queued += 1;
    const job = tail.then(async () => ((await inStore(id)) ? final : generate(item)));
    tail = job.catch(() => undefined);
    const tracked = job.finally(() => {
      queued -= 1;
      inFlight.delete(id);
    });
    inFlight.set(id, tracked);
    return tracked;
  }

  return {
    dirFor,
    keyFor,
    store,
    ensure,
    /** Hears the progress (0 to 1) of every uploaded file's transcode; returns the way to stop. */
    onProgress(listener: (id: string, fraction: number) => void): () => void {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    /**
     * Removes every generation of an item's renditions (a video deleted in the studio). Refused while
     * they are being made: the caller waits for the transcode to end.
     */
    async remove(id: string): Promise<void> {
      if (inFlight.has(id)) throw new MediaUnavailableError(409, 'These renditions are being made right now.');
      seenInStore.delete(id);
      if (store.kind !== 'disk') await store.removePrefix(keyFor(id));
      const names = await readdir(vodDir).catch(() => [] as string[]);
      for (const name of names) {
        if (name.startsWith(`${id}.v`) && /^\d+(?:\.tmp-[0-9a-f]+)?$/.test(name.slice(id.length + 2))) {
          await rm(join(vodDir, name), { recursive: true, force: true });
        }
      }
    },
    /** Whether the item's renditions are ready in the store (without making them). */
    isReady: inStore,
    /**
     * Puts a WebVTT caption file beside ready renditions (or replaces it), and names it in the master
     * playlist. A caption file uploaded before the transcode is done is picked up by the transcode.
     */
    async attachCaptions(id: string, vtt: string): Promise<boolean> {
      // Read from and written to the store: the renditions may have been made by another instance.
      const text = await store.readText(doneKey(id));
      const master = text === undefined ? undefined : await store.readText(`${keyFor(id)}/master.m3u8`);
      if (text === undefined || master === undefined) return false;
      const record = JSON.parse(text) as GenerationRecord;
      await store.put(`${keyFor(id)}/captions.vtt`, Buffer.from(vtt));
      await store.put(`${keyFor(id)}/captions.m3u8`, Buffer.from(captionsPlaylistFor(record.clipSeconds)));
      // Last, whole (the store's put): a player never reads a master naming captions not there yet.
      await store.put(`${keyFor(id)}/master.m3u8`, Buffer.from(withCaptions(master)));
      return true;
    },
    /** Whether the item is free (its poster and thumbnails need no token); false for unknown items. */
    async isPublic(id: string): Promise<boolean> {
      return (await options.lookup(id))?.public ?? false;
    },
    /** The generation record of a ready item (its time), or undefined. */
    async record(id: string): Promise<GenerationRecord | undefined> {
      const text = await store.readText(doneKey(id));
      return text === undefined ? undefined : (JSON.parse(text) as GenerationRecord);
    },
    /** Generates every item in turn in the background; stops early when `signal` aborts (app close). */
    async warmUp(ids: readonly string[], signal: AbortSignal): Promise<{ generated: number; failed: number; ms: number }> {
      const started = performance.now();
      let generated = 0;
      let failed = 0;
      for (const id of ids) {
        if (signal.aborted) break;
        if (await inStore(id)) continue;
        try {
          await ensure(id);
          generated += 1;
        } catch (error) {
          failed += 1;
          options.log.error({ media: id, err: error }, 'on-demand media warm-up failed');
          if (error instanceof MediaUnavailableError) break;
        }
      }
      const summary = { generated, failed, ms: Math.round(performance.now() - started) };
      options.log.info(summary, 'on-demand media warm-up finished');
      return summary;
    },
  };
}

export type OnDemandMedia = ReturnType<typeof createOnDemandMedia>;
