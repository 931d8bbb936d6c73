import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** Debian's redis-server (`apt-get install -y redis-server`; tooling/scripts/bootstrap.mjs installs it). */
export const redisServerBinary = '/usr/bin/redis-server';
export const hasRedisServer = existsSync(redisServerBinary);
if (!hasRedisServer && process.env.CI) throw new Error(`${redisServerBinary} is missing: apt-get install -y redis-server`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function withoutFaketime(preload: string | undefined): string {
  return (preload ?? '')
    .split(/[:\s]+/)
    .filter((library) => library !== '' && !library.includes('faketime'))
    .join(':');
}

/** A private redis-server on a free loopback port, nothing saved to disk; `stop()` ends it. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    redisServerBinary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Under Debian's faketime (how the suite proves it does not depend on today) libfaketime clashes
      // with redis-server's allocator and the server never starts; it is preloaded for our processes, not
      // for a third-party server whose clock our tests never read (they pass instants in themselves).
      env: { ...process.env, LD_PRELOAD: withoutFaketime(process.env.LD_PRELOAD) },
    },
  );
  await new Promise<void>((resolve, reject) => {
    // A bound for a server that hangs, not a guess at how fast a busy machine starts one.
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 120 s')), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
