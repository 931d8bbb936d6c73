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
 * Starts ffmpeg. Renditions are made at low priority (`background`, the default): the machine's cores
 * are shared with the sites, and a viewer's request matters more than a rendition being ready a second
 * sooner. A live channel is `realtime`, at normal priority: it must keep pace with the clock or every
 * viewer stalls, and at low priority a busy machine (a browser raises its own priority) starved it.
 */
export function spawnFfmpeg(
  args: readonly string[],
  options: { cwd?: string; priority?: 'background' | 'realtime' } = {},
): ChildProcess {
  const command = ['ffmpeg', '-hide_banner', '-nostdin', ...args];
  const [binary = 'ffmpeg', ...rest] = options.priority === 'realtime' ? command : ['nice', '-n', '10', ...command];
  return spawn(binary, rest, {
    cwd: options.cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Runs ffmpeg to completion; rejects with the end of its log when it fails or takes too long. */
export function runFfmpeg(args: readonly string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnFfmpeg(['-v', 'error', '-y', ...args], options);
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${log.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}
