#!/usr/bin/env node
// `npm test`'s bench smoke (issue 30): every `pnpm bench` mode run once in its smoke size (BENCH_SMOKE=1:
// a handful of runs of a few seconds each, no timing asserted; Lighthouse on the club home only), so a
// selector, route or exit code a bench depends on that changes breaks the suite instead of the bench.
// Needs the production builds (`pnpm build`). One platform serves every mode (BENCH_PLATFORM_URL), started
// once with what each mode needs of it (the live channels, the demo day's live match, room for one account
// to open many players) and a throwaway database: a start costs seconds that six would multiply. The cluster
// mode alone starts its own (`pnpm cluster up` on CLUSTER_PORT_OFFSET=2210: lib/benchCluster.mjs). Own ports
// (BENCH_PORT_OFFSET, 20 by default: 4200, 3200, 3201), clear of a bench a developer runs beside it.
// `node tooling/scripts/bench-smoke.mjs live crowd` runs only the modes named. Plain Node, no dependencies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colours, runStep, signalService, startService, waitForUrl } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const allModes = ['pages', 'platform', 'streaming', 'web', 'live', 'crowd', 'viewers', 'cluster', 'images'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((mode) => !allModes.includes(mode));
if (unknown.length > 0) {
  console.error(colours.red(`✖ no bench mode ${unknown.join(', ')} (modes: ${allModes.join(', ')})`));
  process.exit(1);
}
const modes = chosen.length > 0 ? chosen : allModes;

const portOffset = process.env.BENCH_PORT_OFFSET ?? '20';
const platformPort = 4180 + Number(portOffset);
// The edge's signing secret (crowd and viewers run nginx in front of this platform: tooling/edge).
const edgeSecret = 'bench-smoke-edge-signing-secret-0123456789';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
const platform = startService({
  name: 'platform',
  cmd: process.execPath,
  args: ['dist/main.js'],
  cwd: join(root, 'apps/platform'),
  env: {
    PORT: String(platformPort),
    DATABASE_URL: join(dataDir, 'bench.sqlite'),
    LOG_LEVEL: 'warn',
    // streaming: the live channels, and one account opening the player again and again; live: the demo
    // day's live match; no renditions made but those played, and those of the small rungs only.
    LIVE_CHANNELS: '1',
    CONCURRENCY_LIMIT: '100',
    DEMO_LIVE_MATCH: '1',
    MEDIA_WARMUP: '0',
    MEDIA_LADDER: '360p,180p',
    EDGE_SIGNING_SECRET: edgeSecret,
    // images: a cache of this run's own, whose files the bench counts.
    IMAGE_CACHE_DIR: join(dataDir, 'image-cache'),
  },
});
const stopPlatform = async () => {
  if (platform.exitCode === null && platform.signalCode === null) {
    const exited = new Promise((resolve) => platform.once('exit', resolve));
    signalService(platform, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void stopPlatform().then(() => process.exit(130)));
const platformOrigin = `http://127.0.0.1:${platformPort}`;
if (!(await waitForUrl(`${platformOrigin}/api/health`, { child: platform }))) {
  await stopPlatform();
  console.error(colours.red('✖ the platform did not start (run `pnpm build` first)'));
  process.exit(1);
}

const results = [];
for (const mode of modes) {
  console.log(`\n${colours.bold(`▸ pnpm bench ${mode === 'pages' ? '' : mode} (smoke size)`)}`);
  const started = performance.now();
  const { code } = await runStep(process.execPath, ['tooling/scripts/bench.mjs', ...(mode === 'pages' ? [] : [mode])], {
    cwd: root,
    env: {
      BENCH_SMOKE: '1',
      BENCH_PORT_OFFSET: portOffset,
      BENCH_PLATFORM_URL: platformOrigin,
      BENCH_PLATFORM_PID: String(platform.pid),
      BENCH_IMAGE_CACHE_DIR: join(dataDir, 'image-cache'),
      EDGE_SIGNING_SECRET: edgeSecret,
    },
  });
  results.push({ mode, code, seconds: Math.round((performance.now() - started) / 100) / 10 });
}
await stopPlatform();

console.log(`\n${colours.bold('Benches (smoke size)')}`);
for (const { mode, code, seconds } of results) {
  console.log(`  ${code === 0 ? colours.green('✔') : colours.red('✖')} ${mode.padEnd(10)} ${colours.dim(`${seconds}s`)}`);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
