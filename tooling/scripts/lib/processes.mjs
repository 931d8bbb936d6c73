// Small helpers the root scripts share: run a step, start long-lived services, wait for them,
// and stop them all together. Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export const colours = {
  dim: (text) => `\x1b[2m${text}\x1b[0m`,
  bold: (text) => `\x1b[1m${text}\x1b[0m`,
  green: (text) => `\x1b[32m${text}\x1b[0m`,
  red: (text) => `\x1b[31m${text}\x1b[0m`,
  cyan: (text) => `\x1b[36m${text}\x1b[0m`,
};

/**
 * Run a command to completion, streaming its output. Resolves with the exit code and, when
 * `capture` is set, the output with colour codes removed (for reading test counts).
 */
export function runStep(cmd, args, { cwd, env, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (capture) {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          const target = stream === child.stdout ? process.stdout : process.stderr;
          target.write(chunk);
          output += chunk.toString();
        });
      }
    }
    child.on('error', (error) => {
      console.error(`${cmd} could not start: ${error.message}`);
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => {
      // eslint-disable-next-line no-control-regex
      resolve({ code: code ?? (signal ? 1 : 0), output: output.replace(/\x1b\[[0-9;]*m/g, '') });
    });
  });
}

/**
 * Start a long-lived service whose output lines are prefixed with its name. It gets a process group
 * of its own so that stopping it also stops what it started (pnpm → tsx → node in development).
 */
export function startService({ name, cmd, args, cwd, env, colour = (text) => text }) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = colour(`[${name}]`.padEnd(11));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
  }
  return child;
}

/** Poll a URL until it answers below 500, or give up after `timeoutMs`. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** True when nothing listens on the port yet. */
export function isPortFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Signal a service and everything it started. */
export function signalService(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Stop every child on Ctrl-C or when one of them dies, then exit. */
export function superviseServices(children) {
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) signalService(child, 'SIGTERM');
    const force = setTimeout(() => {
      for (const child of children) signalService(child, 'SIGKILL');
      process.exit(code);
    }, 8_000);
    force.unref();
    Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? null
          : new Promise((resolve) => child.once('exit', resolve)),
      ),
    ).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(colours.red(`A service stopped unexpectedly (exit ${code}); stopping the others.`));
        stopAll(code || 1);
      }
    });
  }
  return stopAll;
}

/**
 * BENCH_SMOKE=1: every bench mode in its smoke size (a handful of runs of a few seconds, no timing
 * asserted), as `npm test` runs them (bench-smoke.mjs), so a selector, route or exit code that changes
 * breaks the suite instead of the bench.
 */
export const benchSmoke = process.env.BENCH_SMOKE === '1';

/** In a smoke run, what must hold for the bench to have measured anything; a full run reports it as it is. */
export function expectInSmoke(condition, message) {
  if (benchSmoke && !condition) throw new Error(`smoke: ${message}`);
}
