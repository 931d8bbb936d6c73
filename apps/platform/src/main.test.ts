import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from './config';

const root = packageRoot();
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** Starts the platform as a deployment would (src/main.ts, the bundle's entry) with only `env`, and waits for it to exit. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = execFile(tsx, ['src/main.ts'], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : child.exitCode, stdout, stderr });
    });
  });
}

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'p'.repeat(40),
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  // Nothing listens here: a start that got past its settings would fail on the database instead, with a stack.
  DATABASE_URL: 'postgres://club:pw@127.0.0.1:9/club',
  REDIS_URL: 'redis://127.0.0.1:9',
  MEDIA_S3_URL: 'http://AK:SK@127.0.0.1:9/media',
  PORT: '0',
};

// Every refusal is config.test.ts's (loadConfig); these two show what a deployment's log gets: one line, exit 1.
describe.concurrent('the platform started with NODE_ENV=production', () => {
  it.each([
    ['the embedded SQLite database', { DATABASE_URL: '' }, 'DATABASE_URL: PostgreSQL (postgres://…) required with NODE_ENV=production'],
    ['the demo world', { DEMO_WORLD: 'on' }, 'DEMO_WORLD=on seeds accounts with a published password'],
  ])('should refuse %s in one line and exit 1', async (_case, change, reason) => {
    const { code, stderr } = await start({ ...production, ...change });

    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(`The platform could not start: Invalid environment: ${reason}`), lines[0]).toBe(true);
  }, 120_000);
});
