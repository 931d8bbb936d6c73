#!/usr/bin/env node
// `pnpm bench [pages]`: what a page costs a fan on a phone, measured the same way every time.
// `pnpm bench platform`: how many requests per second the platform's busiest endpoints serve.
// Starts the platform and both sites from their production builds on spare ports (build first:
// `pnpm build`), then for each page reports the HTML size, the JavaScript and CSS it loads
// (raw and gzip, counting every script, modulepreload and stylesheet in the server HTML) and the
// server's time to first byte and to the full document (median of 20 requests, browser user agent).
//
//   pnpm bench                      # the default pages of both sites
//   pnpm bench club:/ club:/tickets  # chosen pages
//   pnpm bench platform              # load on news search, video feed, navigation, sign-in, sessions, video session checks vs health; concurrency sockets held
//   pnpm bench streaming             # Club TV in Chromium: time to first frame, live latency and rebuffers
//   pnpm bench web                   # Lighthouse (mobile) scores, LCP, CLS, TBT and JS of key pages of both sites,
//                                    # beside the static floor page (../shared/bench/floor); LIVE_CHANNELS=1 with the channels on
//   pnpm bench live                  # live match streams (SSE) held by one platform, memory each, event → clients delay
//   pnpm bench crowd                 # a match-day crowd on the club home and an article: req/s, p99, errors; one core vs all;
//                                    # and through the edge (nginx, tooling/edge) beside the floor page
//   pnpm bench viewers               # 1,000 viewers of the live video through the edge and straight to the platform:
//                                    # segment times, errors, origin requests per segment, platform CPU
//   pnpm bench cluster               # a crowd through the cluster's proxy (pnpm cluster) while api-1 is killed and restarted
//   pnpm bench images                # 2,000 distinct unknown image names, three times: the image cache, the media folder
//                                    # and the platform's RSS before and after (issue 28)
//
// BENCH_SMOKE=1 runs any mode in its smoke size (a handful of runs of a few seconds each, no timing
// asserted) and fails when it could not measure: a page, route or selector that changed, a refused
// request. `npm test` runs every mode so (bench-smoke.mjs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchCluster } from './lib/benchCluster.mjs';
import { benchCrowd } from './lib/benchCrowd.mjs';
import { benchImages } from './lib/benchImages.mjs';
import { benchLive } from './lib/benchLive.mjs';
import { benchPlatform } from './lib/benchPlatform.mjs';
import { benchStreaming } from './lib/benchStreaming.mjs';
import { benchViewers } from './lib/benchViewers.mjs';
import { benchWeb } from './lib/benchWeb.mjs';
import { startEdge } from '../edge/edge.mjs';
import { benchSmoke, colours, expectInSmoke, signalService, startService, waitForUrl } from './lib/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Not 4190: it is on fetch's list of blocked ports (ManageSieve) and every request would fail.
// BENCH_PORT_OFFSET moves all three (as E2E_PORT_OFFSET does for the journeys), so two benches can run side by side.
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = { platform: 4180 + portOffset, club: 3180 + portOffset, streamer: 3181 + portOffset, edge: 8480 + portOffset };
// The edge's signing secret (tooling/edge): the platform started here is given it; a shared one
// (BENCH_PLATFORM_URL) was started with EDGE_SIGNING_SECRET, passed on in the environment.
const edgeSecret = process.env.EDGE_SIGNING_SECRET ?? 'bench-edge-signing-secret-0123456789abcdef';
const browserUA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const args = process.argv.slice(2);
const mode = ['platform', 'streaming', 'web', 'live', 'crowd', 'viewers', 'cluster', 'images'].includes(args[0]) ? args[0] : 'pages';

// The cluster mode starts a cluster of its own (tooling/cluster), not the one platform the others share.
if (mode === 'cluster') {
  try {
    await benchCluster();
    process.exit(0);
  } catch (error) {
    console.error(colours.red(`✖ ${error.message}`));
    process.exit(1);
  }
}
const pages = args.length && mode === 'pages'
  ? args
  : ['club:/', 'club:/tickets/match-tickets', 'club:/not/in/the/tree', 'streamer:/'];
// What each default page answers (the third is the club's not-found page); any other page 200.
const expectedStatus = { 'club:/not/in/the/tree': 404 };

// BENCH_PLATFORM_URL (and BENCH_PLATFORM_PID, for its memory): a platform already running, shared by
// several benches (bench-smoke.mjs starts one for every mode), instead of one started here.
const sharedPlatform = process.env.BENCH_PLATFORM_URL;
const platformOrigin = sharedPlatform ?? `http://127.0.0.1:${ports.platform}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const children = sharedPlatform ? [] : [
  startService({
    name: 'platform',
    cmd: process.execPath,
    args: ['dist/main.js'],
    cwd: join(root, 'apps/platform'),
    env: {
      PORT: String(ports.platform),
      DATABASE_URL: join(dataDir, 'bench.sqlite'),
      LOG_LEVEL: 'warn',
      EDGE_SIGNING_SECRET: edgeSecret,
      // The platform bench holds a concurrency socket for each of one account's sessions.
      ...(mode === 'platform' ? { CONCURRENCY_LIMIT: '100' } : {}),
      // The streaming bench opens the player many times in a row as one account. In smoke size it
      // makes only the renditions it plays.
      ...(mode === 'streaming' ? { CONCURRENCY_LIMIT: '100', LIVE_CHANNELS: '1', ...(benchSmoke ? { MEDIA_WARMUP: '0' } : {}) } : {}),
      // Lighthouse throttles the CPU itself: no ffmpeg for live channels or renditions competing with it,
      // unless LIVE_CHANNELS=1 asks to measure as `npm start` runs (issue 13 quotes both).
      ...(mode === 'web' ? { LIVE_CHANNELS: process.env.LIVE_CHANNELS === '1' ? '1' : '0', MEDIA_WARMUP: '0' } : {}),
      // The live match plays (DEMO_LIVE_MATCH); nothing else competes for the CPU.
      ...(mode === 'live' ? { LIVE_CHANNELS: '0', MEDIA_WARMUP: '0', DEMO_LIVE_MATCH: '1' } : {}),
      // The crowd measures the site server: nothing else competes for the CPU.
      ...(mode === 'crowd' ? { LIVE_CHANNELS: '0', MEDIA_WARMUP: '0' } : {}),
      // The viewers watch the live video.
      ...(mode === 'viewers' ? { LIVE_CHANNELS: '1', MEDIA_WARMUP: '0' } : {}),
      // Unknown image names: the image cache and the media folder are this run's own, so their files are counted.
      ...(mode === 'images' ? { LIVE_CHANNELS: '0', MEDIA_WARMUP: '0', IMAGE_CACHE_DIR: join(dataDir, 'image-cache'), MEDIA_DIR: join(dataDir, 'media') } : {}),
    },
  }),
];
const platformPid = sharedPlatform ? Number(process.env.BENCH_PLATFORM_PID) || undefined : children[0].pid;
const cleanUp = () => {
  for (const child of children) signalService(child, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  if (!(await waitForUrl(`${platformOrigin}/api/health`, { child: children[0] }))) {
    throw new Error('the platform did not start (run `pnpm build` first)');
  }
  if (mode === 'platform') await benchPlatform(platformOrigin, { pid: platformPid });
  else if (mode === 'streaming') await benchStreaming((await startSite('club')).origin);
  else if (mode === 'live') await benchLive(platformOrigin, { pid: platformPid });
  else if (mode === 'images') {
    // A shared platform (bench-smoke.mjs) names its image cache in BENCH_IMAGE_CACHE_DIR.
    const dirs = sharedPlatform
      ? { imageCacheDir: process.env.BENCH_IMAGE_CACHE_DIR }
      : { imageCacheDir: join(dataDir, 'image-cache'), mediaDir: join(dataDir, 'media') };
    await benchImages(platformOrigin, { pid: platformPid, ...dirs });
  }
  else if (mode === 'crowd') {
    await benchCrowd(platformOrigin, (env) => startSite('club', env), (site) =>
      startEdge({ platform: platformOrigin, site, secret: edgeSecret, port: ports.edge, floorDir: floorDir() }),
    );
  } else if (mode === 'viewers') {
    await benchViewers(platformOrigin, { pid: platformPid, startEdge: () => startEdge({ platform: platformOrigin, secret: edgeSecret, port: ports.edge }) });
  }
  else if (mode === 'web') {
    const platform = platformOrigin;
    // The phone Lighthouse simulates is not the server's machine, but here they share two cores: a
    // page the cache has let go stale (after 5 s) is rendered again in the background while the browser
    // is parsing it, and that render's CPU time counts as the page's blocking time. Pages stay fresh for
    // 30 s instead, and each run waits for a fresh one (benchWeb), as on match day, when visitors keep
    // every page warm (issue 13). Not longer: a page older than its data's 60 s of freshness makes the
    // browser fetch all of it again after hydration, which no fan on a warm site gets.
    const siteEnv = { PAGE_CACHE_SECONDS: '30' };
    const [club, streamer] = [(await startSite('club', siteEnv)).origin, (await startSite('streamer', siteEnv)).origin];
    await benchWeb({ platform, club, streamer }, { outFile: join(root, '.cache/bench/web.json') });
  }
  else await benchPages();
} catch (error) {
  console.error(colours.red(`✖ ${error.message}`));
  process.exitCode = 1;
} finally {
  cleanUp();
}

/** The static floor page's folder (../shared/bench/floor beside the repository, or BENCH_FLOOR_DIR), if there. */
function floorDir() {
  const dir = resolve(process.env.BENCH_FLOOR_DIR ?? join(root, '../shared/bench/floor'));
  return existsSync(join(dir, 'index.html')) ? dir : undefined;
}

/**
 * Starts one site against the bench platform (with extra environment, e.g. WEB_CONCURRENCY); its origin,
 * and `stop`, which resolves when it has exited.
 */
async function startSite(site, env = {}) {
  const child = startService({
    name: site,
    cmd: process.execPath,
    args: ['dist/server/server.js'],
    cwd: join(root, 'apps', site),
    env: { PORT: String(ports[site]), PLATFORM_URL: platformOrigin, LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  const origin = `http://127.0.0.1:${ports[site]}`;
  if (!(await waitForUrl(`${origin}/`, { child }))) throw new Error(`the ${site} site did not start (run \`pnpm build\` first)`);
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalService(child, 'SIGTERM');
    if (child.exitCode === null && child.signalCode === null) await exited;
  };
  return { origin, stop };
}

async function benchPages() {
  for (const site of ['club', 'streamer']) {
    children.push(
      startService({
        name: site,
        cmd: process.execPath,
        args: ['dist/server/server.js'],
        cwd: join(root, 'apps', site),
        env: {
          PORT: String(ports[site]),
          PLATFORM_URL: platformOrigin,
          LOG_LEVEL: 'warn',
        },
      }),
    );
  }
  for (const [index, site] of ['club', 'streamer'].entries()) {
    if (!(await waitForUrl(`http://127.0.0.1:${ports[site]}/`, { child: children[index + 1] }))) {
      throw new Error(`the ${site} site did not start (run \`pnpm build\` first)`);
    }
  }

  const rows = [];
  for (const page of pages) {
    const [site, path] = page.split(/:(.*)/s);
    const origin = `http://127.0.0.1:${ports[site]}`;
    const row = { page, ...(await measure(origin, path)) };
    expectInSmoke(row.status === (expectedStatus[page] ?? 200), `${page} answered ${row.status}`);
    rows.push(row);
  }
  printTable(rows);
}

async function measure(origin, path) {
  const timings = [];
  let html = '';
  let status = 0;
  // Smoke size (BENCH_SMOKE=1): one request and the warm-up.
  const requests = benchSmoke ? 2 : 21;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(origin + path, { headers: { 'user-agent': browserUA } });
    const reader = response.body.getReader();
    const first = await reader.read();
    const ttfb = performance.now() - started;
    const chunks = [first.value ?? new Uint8Array()];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const total = performance.now() - started;
    // The first request warms caches and is left out of the medians.
    if (i > 0) timings.push({ ttfb, total });
    html = Buffer.concat(chunks).toString('utf8');
    status = response.status;
  }
  const assets = { js: new Set(), css: new Set() };
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) assets.js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) assets.js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) assets.js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) assets.css.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g)) assets.css.add(match[1]);
  const sizes = async (urls) => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const response = await fetch(new URL(url, origin));
      expectInSmoke(response.ok, `${url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { raw, gzip, count: urls.size };
  };
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    status,
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html).length },
    js: await sizes(assets.js),
    css: await sizes(assets.css),
    ttfbMs: median(timings.map((t) => t.ttfb)),
    totalMs: median(timings.map((t) => t.total)),
  };
}

function printTable(rows) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\n${'page'.padEnd(32)} ${'status'.padEnd(6)} ${'HTML gz'.padEnd(9)} ${'JS gz (files)'.padEnd(16)} ${'CSS gz'.padEnd(9)} ${'TTFB'.padEnd(8)} full`,
  );
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(32)} ${String(row.status).padEnd(6)} ${kb(row.html.gzip).padEnd(9)} ${`${kb(row.js.gzip)} (${row.js.count})`.padEnd(16)} ${kb(row.css.gzip).padEnd(9)} ${`${row.ttfbMs.toFixed(1)}ms`.padEnd(8)} ${row.totalMs.toFixed(1)}ms`,
    );
  }
  console.log(colours.dim(`\nSizes are gzip -9 of each file the server HTML references; times are medians of ${benchSmoke ? 1 : 20} requests.`));
}
