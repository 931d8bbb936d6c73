import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A font Debian's fonts-dejavu-core ships; ffmpeg's drawtext needs a file, not a family name. */
export const fontFile = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
].find((path) => existsSync(path));

export type ToolCheck = { ok: true; version: string } | { ok: false; message: string };

let ffmpegCheck: Promise<ToolCheck> | undefined;

/** Whether Debian's ffmpeg (with libx264 and aac) is on PATH; asked once per process. */
export function checkFfmpeg(): Promise<ToolCheck> {
  ffmpegCheck ??= new Promise<ToolCheck>((resolve) => {
    const missing = "ffmpeg is not installed: media cannot be generated. Install Debian's ffmpeg (apt-get install ffmpeg).";
    let output = '';
    let child: ChildProcess;
    try {
      child = spawn('ffmpeg', ['-hide_banner', '-version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      resolve({ ok: false, message: missing });
      return;
    }
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', () => resolve({ ok: false, message: missing }));
    child.on('close', (code) => {
      if (code !== 0) return resolve({ ok: false, message: missing });
      if (!output.includes('--enable-libx264')) {
        return resolve({ ok: false, message: 'This ffmpeg lacks libx264: install Debian\'s ffmpeg (apt-get install ffmpeg).' });
      }
      resolve({ ok: true, version: output.split('\n')[0] ?? 'ffmpeg' });
    });
  });
  return ffmpegCheck;
}

/**
 * MEDIA_NICE (0 to 19, validated with the rest of the configuration): how far below the machine's other
 * processes renditions run; 10 by default. 0 suits a machine that only transcodes (a worker of its own),
 * and the test suite, whose own processes keep both cores busy: at 10 a clip's transcode there got a few
 * per cent of a core (7 s alone, 230 to 480 s in the full `npm test`).
 */
function backgroundNice(): number {
  const value = Number(process.env.MEDIA_NICE ?? 10);
  return Number.isInteger(value) && value >= 0 && value <= 19 ? value : 10;
}

/**
 * Starts ffmpeg. Renditions are made at low priority (`background`, the default): the machine's cores
 * are shared with the sites, and a viewer's request matters more than a rendition being ready a second
 * sooner. A live channel is `realtime`, at normal priority: it must keep pace with the clock or every
 * viewer stalls, and at low priority a busy machine (a browser raises its own priority) starved it.
 */
export function spawnFfmpeg(
  args: readonly string[],
  options: { cwd?: string; priority?: 'background' | 'realtime'; stdout?: boolean } = {},
): ChildProcess {
  const command = ['ffmpeg', '-hide_banner', '-nostdin', ...args];
  const nice = options.priority === 'realtime' ? 0 : backgroundNice();
  const [binary = 'ffmpeg', ...rest] = nice === 0 ? command : ['nice', '-n', String(nice), ...command];
  return spawn(binary, rest, {
    cwd: options.cwd,
    stdio: ['ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
  });
}

export interface RunFfmpegOptions {
  cwd?: string;
  /** A bound on the whole run (default 2 minutes): for the generated test clips, whose work is known. */
  timeoutMs?: number;
  /**
   * Instead of `timeoutMs`: ffmpeg is stopped only when it reports no progress for this long. An upload
   * of any length on a machine under any load takes as long as it takes; only a stuck ffmpeg is ended.
   */
  stallMs?: number;
  /** Seconds of output written so far, from ffmpeg's `-progress` reports. */
  onProgress?: (seconds: number) => void;
}

/** Runs ffmpeg to completion; rejects with the end of its log when it fails, takes too long or stalls. */
export function runFfmpeg(args: readonly string[], options: RunFfmpegOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const progress = options.onProgress !== undefined || options.stallMs !== undefined;
    const child = spawnFfmpeg(['-v', 'error', '-y', ...(progress ? ['-progress', 'pipe:1', '-nostats'] : []), ...args], {
      ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
      stdout: progress,
    });
    let log = '';
    let stalled = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    const limit = options.stallMs ?? options.timeoutMs ?? 120_000;
    let timer = setTimeout(() => {
      stalled = options.stallMs !== undefined;
      child.kill('SIGKILL');
    }, limit);
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      if (options.stallMs !== undefined) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          stalled = true;
          child.kill('SIGKILL');
        }, options.stallMs);
      }
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)$/.exec(line.trim());
        if (match) options.onProgress?.(Number(match[1]) / 1_000_000);
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else if (stalled) reject(new Error(`ffmpeg stopped making progress for ${Math.round(limit / 60_000)} minutes and was stopped.`));
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${log.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

export interface Probe {
  /** Seconds; 0 when the container does not say. */
  duration: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/**
 * What ffprobe reads of a file; rejects with its own words when it cannot read it at all. `inputArgs` go
 * before the file (an upload's: its demuxer named, local files only; see container.ts).
 */
export function probeMedia(path: string, inputArgs: readonly string[] = []): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', ...inputArgs, '-i', path], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(err.trim().split('\n').at(-1) || `ffprobe exit ${code}`));
        return;
      }
      try {
        const parsed = JSON.parse(out) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
        const streams = parsed.streams ?? [];
        const duration = Number(parsed.format?.duration ?? 0);
        resolve({
          duration: Number.isFinite(duration) ? duration : 0,
          hasVideo: streams.some((stream) => stream.codec_type === 'video'),
          hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
