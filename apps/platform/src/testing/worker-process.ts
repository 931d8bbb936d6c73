import { clockFromEnv, installClock } from '@club/clock';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * A worker process for tests that kill one (clubtv-jobs.test.ts): the platform's worker role from the
 * environment (DATABASE_URL, MEDIA_DIR, CLOCK_NOW), its job lease JOB_LEASE_MS, so a test that SIGKILLs it
 * sees its claim lapse quickly. Prints one JSON line per job it claims.
 */
installClock(clockFromEnv(process.env));
const app = await buildApp(
  { ...loadConfig({ ...process.env, PLATFORM_ROLES: 'worker', MIGRATE_ON_START: '0', LIVE_CHANNELS: '0', MEDIA_WARMUP: '0' }), logLevel: 'silent' },
  { jobs: { leaseMs: Number(process.env.JOB_LEASE_MS ?? 30_000), pollMs: 50 } },
);
app.jobs.events.on('claimed', (job) => console.log(JSON.stringify({ claimed: job.key, attempt: job.attempt })));
console.log(JSON.stringify({ ready: true }));
