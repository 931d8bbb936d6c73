// `pnpm bench crowd`: a match-day crowd on the club site (issue 17). 64 connections (BENCH_CONNECTIONS)
// for 30 s (BENCH_SECONDS) on the home page and a news article, as anonymous browsers, against the
// production build in three set-ups of the same site server:
//   one process, no page cache   — every request renders (what the site did before issue 17)
//   one process, page cache      — what one core gives
//   one process per core, cache  — what `npm start` runs
// Prints requests a second, p50/p99 latency and errors (non-2xx and socket errors) for each, beside the
// platform's health endpoint under the same crowd in the same run (issue 32: a page kept in memory should
// cost little more than the health answer), and the load average (the machine may be shared).
// Then through the edge (issue 32): nginx (tooling/edge, deploy/nginx/edge.mjs) in front of the site as
// `npm start` runs it, 256 connections (BENCH_EDGE_CONNECTIONS) on the club home, an article and the match
// centre, beside the static floor page served by the same edge: req/s, p50/p99, errors, and the requests
// that reached the site (origin renders or revalidations) during each page's run. The pages take turns in
// BENCH_EDGE_ROUNDS windows (6 of 5 s each): on a shared machine the load moves by the minute, and a page
// measured in another half-minute than the floor page was compared with another machine.
import autocannon from 'autocannon';
import { availableParallelism, loadavg } from 'node:os';
import { benchSmoke, colours, expectInSmoke } from './processes.mjs';

// Smoke size (BENCH_SMOKE=1): 4 connections for a second on each page and set-up.
const seconds = Number(process.env.BENCH_SECONDS ?? (benchSmoke ? 1 : 30));
const connections = Number(process.env.BENCH_CONNECTIONS ?? (benchSmoke ? 4 : 64));
const edgeConnections = Number(process.env.BENCH_EDGE_CONNECTIONS ?? (benchSmoke ? 4 : 256));
const edgeRounds = Number(process.env.BENCH_EDGE_ROUNDS ?? (benchSmoke ? 1 : 6));
/** The edge's page lifetime (the site's s-maxage): at most one request per page reaches the site in each. */
const pageLifetimeSeconds = 5;
const edgeSetup = 'through the edge';
const browserUA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

export const crowdSetups = [
  { name: 'one process, no page cache', env: { WEB_CONCURRENCY: '1', PAGE_CACHE_SECONDS: '0' } },
  { name: 'one process, page cache', env: { WEB_CONCURRENCY: '1' } },
  { name: 'one process per core, page cache', env: {} },
];

// autocannon is patched (patches/autocannon@9.0.0.patch) to keep no response body nobody reads: it decoded
// every body into a string, about 1.5 ms of its CPU for the home page's 25 KB of brotli against 34 µs for
// the floor page's 7 KB of text, so through the edge the crowd measured the client, not nginx.
function load(url, count = connections, headers = {}, duration = seconds, onLatency = undefined) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: count, duration, pipelining: 1, headers: { 'user-agent': browserUA, ...headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, latency) => onLatency(latency));
  });
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * @param {string} platform the platform's origin
 * @param {(env: Record<string, string>) => Promise<{ origin: string, stop: () => Promise<void> }>} startClub
 * @param {(site: string) => Promise<{ site: string, upstreamRequests: () => { uri: string }[], stop: () => Promise<void> }>} [startEdge]
 */
export async function benchCrowd(platform, startClub, startEdge) {
  const news = await (await fetch(`${platform}/api/news/articles`)).json();
  const article = news.data?.[0]?.path;
  if (!article) throw new Error('the platform lists no news article to measure');
  const pages = [
    { name: 'club home', path: '/' },
    { name: 'news article', path: article },
  ];
  const rows = [];
  const loadBefore = loadavg();
  const health = await load(`${platform}/api/health`);
  rows.push({
    setup: 'the platform',
    page: 'health',
    rps: health.requests.average,
    p50: health.latency.p50,
    p99: health.latency.p99,
    errors: health.errors + health.timeouts + health.non2xx,
  });
  const selected = process.env.BENCH_SETUP ? crowdSetups.filter((setup) => setup.name === process.env.BENCH_SETUP) : crowdSetups;
  const edgeRows = startEdge && (!process.env.BENCH_SETUP || process.env.BENCH_SETUP === edgeSetup) ? await throughTheEdge(platform, article, startClub, startEdge) : [];
  for (const setup of selected) {
    const club = await startClub(setup.env);
    try {
      for (const page of pages) {
        // One request first, so the first render (and the cache's first fill) is not part of the figure.
        const first = await fetch(club.origin + page.path, { headers: { 'user-agent': browserUA } });
        await first.text();
        expectInSmoke(first.status === 200, `${setup.name}, ${page.name} answered ${first.status}`);
        const result = await load(club.origin + page.path);
        rows.push({
          setup: setup.name,
          page: page.name,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      }
    } finally {
      await club.stop();
    }
  }
  console.log(`\n${colours.bold('A match-day crowd')}: ${connections} connections for ${seconds} s each, anonymous browser requests\n`);
  console.log(`${'set-up'.padEnd(34)} ${'page'.padEnd(14)} ${'req/s'.padStart(8)} ${'health'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const row of rows) {
    const share = `${((row.rps / health.requests.average) * 100).toFixed(1)} %`;
    console.log(
      `${row.setup.padEnd(34)} ${row.page.padEnd(14)} ${row.rps.toFixed(0).padStart(8)} ${share.padStart(7)} ${`${row.p50} ms`.padStart(8)} ${`${row.p99} ms`.padStart(8)} ${String(row.errors).padStart(7)}`,
    );
  }
  if (edgeRows.length > 0) {
    console.log(`\n${colours.bold('Through the edge')}: ${edgeConnections} connections for ${seconds} s each, the site as \`npm start\` runs it behind nginx\n`);
    console.log(`${'page'.padEnd(16)} ${'req/s'.padStart(8)} ${'floor'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'errors'.padStart(7)} ${'to the site'.padStart(12)}`);
    const floor = edgeRows.find((row) => row.page === 'floor page');
    for (const row of edgeRows) {
      const share = floor ? `${((row.rps / floor.rps) * 100).toFixed(0)} %` : '—';
      console.log(
        `${row.page.padEnd(16)} ${row.rps.toFixed(0).padStart(8)} ${share.padStart(7)} ${`${row.p50} ms`.padStart(8)} ${`${row.p99} ms`.padStart(8)} ${String(row.errors).padStart(7)} ${String(row.origin ?? '—').padStart(12)}`,
      );
    }
    console.log(colours.dim(`Each page in ${edgeRounds} window${edgeRounds === 1 ? '' : 's'} of ${edgeWindow(seconds)} s, taking turns with the others.`));
    console.log(colours.dim(`Goal (issue 32): the club home at ≥ 50 % of the floor page, 0 errors, at most one request to the site per page per cache lifetime (${pageLifetimeSeconds} s: ${originLimit(seconds)} in ${edgeRounds} × ${edgeWindow(seconds)} s).`));
  }
  const loadAfter = loadavg();
  console.log(colours.dim(`\nLoad average (1, 5, 15 min) before: ${loadBefore.map((v) => v.toFixed(2)).join(', ')}; after: ${loadAfter.map((v) => v.toFixed(2)).join(', ')} on ${availableParallelism()} cores.`));
  console.log(colours.dim('Target (issue 32): one process with its page cache serves the club home at ≥ 25 % of health, p99 ≤ 100 ms.'));
  console.log(colours.dim('\nTarget on a quiet 2-core machine (issue 17): club home and an article ≥ 300 req/s with p99 ≤ 150 ms, 0 errors.'));
  // Not the rate: in a second of a busy machine a page rendered without the cache may not finish once.
  for (const row of [...rows, ...edgeRows]) expectInSmoke(row.errors === 0, `${row.setup}, ${row.page}: ${row.errors} errors`);
  for (const row of edgeRows) expectInSmoke(row.origin === undefined || row.origin <= originLimit(seconds), `through the edge, ${row.page}: ${row.origin} requests reached the site`);
  return [...rows, ...edgeRows];
}

/** The first live or upcoming first-team match's centre, or the first match's. */
async function matchCentrePath(platform) {
  const { data = [] } = await (await fetch(`${platform}/api/matches?team=first-team`)).json();
  const match = data.find((entry) => entry.status === 'live') ?? data[0];
  if (!match) throw new Error('the platform lists no first-team match to measure');
  return `/match/${match.team}/${match.season}/${match.id}`;
}

/**
 * What every browser sends and a CDN keys its copies on (Vary: Accept-Encoding): the page as a fan's
 * browser gets it, brotli, not the uncompressed bytes no browser asks for.
 */
const asABrowser = { 'accept-encoding': 'br, gzip' };

const edgeWindow = (total) => total / edgeRounds;
/** One renewal per lifetime in each window, and one as it starts (the copy aged while the others ran). */
const originLimit = (total) => edgeRounds * (Math.ceil(edgeWindow(total) / pageLifetimeSeconds) + 1);

/** The crowd through the edge, beside the floor page the same edge serves, the pages taking turns. */
async function throughTheEdge(platform, article, startClub, startEdge) {
  const pages = [
    { name: 'club home', path: '/' },
    { name: 'news article', path: article },
    { name: 'match centre', path: await matchCentrePath(platform) },
    { name: 'floor page', path: '/_floor/', static: true },
  ];
  const club = await startClub({});
  const rows = [];
  try {
    const edge = await startEdge(club.origin);
    try {
      const measured = [];
      for (const page of pages) {
        const first = await fetch(edge.site + page.path, { headers: { 'user-agent': browserUA, ...asABrowser } });
        await first.text();
        if (page.static && first.status === 404) continue; // no floor page beside the repository
        expectInSmoke(first.status === 200, `through the edge, ${page.name} answered ${first.status}`);
        measured.push({ ...page, latencies: [], responses: 0, seconds: 0, errors: 0, origin: 0 });
      }
      // Each page's own requests to the site, whenever they end: a renewal started in its window may be
      // logged in the next page's.
      const toTheSite = (path) => edge.upstreamRequests().filter((entry) => entry.uri === path).length;
      const before = measured.map((page) => toTheSite(page.path));
      for (let round = 0; round < edgeRounds; round += 1) {
        for (const page of measured) {
          const result = await load(edge.site + page.path, edgeConnections, asABrowser, edgeWindow(seconds), (latency) => page.latencies.push(latency));
          page.responses += result.requests.total;
          page.seconds += result.duration;
          page.errors += result.errors + result.timeouts + result.non2xx;
        }
      }
      for (const [index, page] of measured.entries()) {
        page.origin = toTheSite(page.path) - before[index];
        const latencies = page.latencies.sort((a, b) => a - b);
        rows.push({
          setup: edgeSetup,
          page: page.name,
          rps: page.responses / page.seconds,
          p50: Math.round(percentile(latencies, 0.5)),
          p99: Math.round(percentile(latencies, 0.99)),
          errors: page.errors,
          origin: page.static ? undefined : page.origin,
        });
      }
    } finally {
      await edge.stop();
    }
  } finally {
    await club.stop();
  }
  return rows;
}
