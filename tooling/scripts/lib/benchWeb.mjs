// `pnpm bench web`: what Lighthouse (mobile, its default config: a mid-range phone on slow 4G with a
// 4x slower CPU) makes of the production builds, as issues 5 and 8 ask: the performance, accessibility,
// best-practices and SEO scores, LCP, CLS and total blocking time, and the gzip JavaScript each page
// loads. Each page is measured BENCH_WEB_RUNS times (3) in a fresh Debian Chromium and the medians are
// quoted, because the throttling simulation moves a few points between runs (FIELD-NOTES 'Measuring
// pages'). The pages a fan reaches most: the club's home, a news article, matches, a content page,
// videos and the live match's centre (issue 31), and the streamer's home; and first the floor page
// (issue 13), a hand-written static news page of the same shape (header, hero, cards, footer) served
// as plain files in the same run, so each page's LCP is also printed as a ratio of the floor's: what
// the same machine and throttling allow.
// The floor is ../shared/bench/floor beside the repository (BENCH_FLOOR_DIR elsewhere); without it
// the pages are measured alone. The JSON summary, with the audits that cost points, goes to
// .cache/bench/web.json. The sites keep every page fresh in their page cache through each run (bench.mjs):
// a background re-render on this machine's two cores would otherwise count as the phone's blocking time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { benchSmoke, colours, expectInSmoke, isPortFree } from './processes.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
// Smoke size (BENCH_SMOKE=1): one run of the club home, without the floor page.
const runs = Number(process.env.BENCH_WEB_RUNS ?? (benchSmoke ? 1 : 3));
// BENCH_WEB_LHR=1 keeps each run's full Lighthouse result (trace-derived insights such as the LCP
// breakdown and the network dependency tree) beside the summary, in .cache/bench/lhr/.
const keepLhr = process.env.BENCH_WEB_LHR === '1';
// BENCH_WEB_PAGES=matches,streamer home measures only those pages (and the floor), to iterate on one.
const onlyPages = (process.env.BENCH_WEB_PAGES ?? (benchSmoke ? 'club home' : undefined))
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

/** The pages to measure: fixed paths plus a news article and a content page taken from the platform. */
async function choosePages({ platform, club, streamer }) {
  const news = await (await fetch(`${platform}/api/news/articles`)).json();
  const article = news.data?.[0]?.path;
  if (!article) throw new Error('the platform lists no news article to measure');
  const navigation = await (await fetch(`${platform}/api/web/navigation`)).json();
  const content = findDefaultPage(navigation.data ?? []);
  if (!content) throw new Error('the navigation has no Default page to measure');
  // Issue 31: the match centre fans live in on match day, the live first-team match's (else its latest).
  const matches = (await (await fetch(`${platform}/api/matches?team=first-team`)).json()).data ?? [];
  const centre = matches.find((match) => match.status === 'live') ?? matches.filter((match) => match.status === 'finished').at(-1);
  if (!centre) throw new Error('the first team has no live or finished match to measure');
  return [
    { name: 'club home', url: `${club}/` },
    { name: 'news article', url: `${club}${article}` },
    { name: 'matches', url: `${club}/matches` },
    { name: 'content page', url: `${club}/${content}` },
    { name: 'videos', url: `${club}/videos` },
    { name: 'match centre', url: `${club}/match/${centre.team}/${centre.season}/${centre.id}` },
    { name: 'streamer home', url: `${streamer}/` },
  ];
}

const floorDir = resolve(
  process.env.BENCH_FLOOR_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/bench/floor'),
);
const floorTypes = { '.html': 'text/html; charset=utf-8', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves the floor page's folder as plain static files on a free port (no compression: it is what a
 * hand-written page on any static host gets). Resolves with its origin and `close`, or undefined
 * when there is no floor folder.
 */
async function serveFloor() {
  if (!existsSync(join(floorDir, 'index.html'))) return undefined;
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://floor').pathname);
    const file = normalize(join(floorDir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(floorDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const body = readFileSync(file);
    response
      .writeHead(200, {
        'content-type': floorTypes[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'no-cache',
      })
      .end(body);
  });
  const port = await freePort(3190);
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/** The first published internal page with the Default template, depth first in menu order. */
function findDefaultPage(nodes) {
  for (const node of nodes) {
    if (node.pageTemplate === 'Default' && node.postType === 'internal' && node.postStatus === 'Published') {
      return node.fullPath;
    }
    const below = findDefaultPage(node.children ?? []);
    if (below) return below;
  }
  return null;
}

async function freePort(from) {
  for (let port = from; port < from + 100; port++) if (await isPortFree(port, '127.0.0.1')) return port;
  throw new Error(`no free port for Chromium's debugging protocol from ${from}`);
}

/** A fresh Chromium with its own profile for one run; stop() ends it and removes the profile. */
async function launchChromium() {
  const port = await freePort(9333);
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
  const child = spawn(
    chromePath,
    [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    // Chromium's last helper processes may still be writing into the profile as it goes: retry, and
    // leave a profile that will not go to the system's temporary folder rather than lose the run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(colours.dim(`  (left ${profile}: ${error.code ?? error.message})`));
    }
  };
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Chromium (${chromePath}) did not open its debugging port`);
}

/** The scripts a run loaded, from Lighthouse's network-requests audit. */
function scriptsOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script');
}

/** The audits that cost points in a category: weighted, scored and below 1. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0) continue;
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') continue;
      if (audit.score === null || audit.score >= 1) continue;
      failing.push({
        category: id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing.sort((a, b) => (1 - b.score) * b.weight - (1 - a.score) * a.weight);
}

/**
 * Where the performance points go: the unweighted performance audits (render-blocking requests,
 * unused JavaScript, the LCP request…) that Lighthouse says would save LCP, FCP or TBT time.
 */
function performanceLeads(lhr) {
  const leads = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight > 0 || audit.score === null || audit.score >= 1) continue;
    const savings = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0);
    if (!savings.length) continue;
    leads.push({
      id: ref.id,
      title: audit.title,
      savings: Object.fromEntries(savings.map(([metric, value]) => [metric, Math.round(value * 1000) / 1000])),
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  const weight = (lead) => (lead.savings.LCP ?? 0) + (lead.savings.FCP ?? 0) + (lead.savings.TBT ?? 0);
  return leads.sort((a, b) => weight(b) - weight(a));
}

/** The element Lighthouse took as the largest contentful paint, as an HTML snippet. */
function lcpElement(lhr) {
  for (const item of lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) {
    const node = item.items?.[0]?.node ?? item.node;
    if (node?.snippet) return node.snippet.slice(0, 160);
  }
  return null;
}

async function runLighthouse(url) {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chromium.stop();
  }
}

/**
 * The bytes of each script's body as the server sends it to a browser that takes brotli (the site
 * serves its precompressed twins): the compressed JavaScript of the issue's budget, without headers.
 */
function sentBytes(urls) {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise((done, fail) => {
          const request = httpGet(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk) => (bytes += chunk.length));
            response.on('end', () => done(bytes));
            response.on('error', fail);
          });
          request.on('error', fail);
        }),
    ),
  ).then((sizes) => sizes.reduce((sum, size) => sum + size, 0));
}

/** gzip -9 bytes of each script, fetched again: the same measure `pnpm bench` uses for page weight. */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

let lighthouseVersion = '';

/**
 * Asks for a page until the site's page cache answers it fresh (`x-page-cache: hit`, or `miss`: just
 * rendered). A stale answer means the cache is rendering it again in the background: waiting for that
 * render keeps it off the two cores Lighthouse measures with, and a fresh page carries data the browser
 * does not fetch again (the sites' queries stay fresh for 60 s: siteQueryClient), as on a site whose
 * visitors keep its pages warm. Gives up after 20 s (a page the cache does not keep is measured as it comes).
 */
async function freshInPageCache(url) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const outcome = await fetch(url).then(
      async (response) => {
        await response.arrayBuffer();
        return response.headers.get('x-page-cache');
      },
      () => null,
    );
    if (outcome !== 'stale') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function measurePage(page, lhrDir) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    // Each run measures the page as a fan gets it from a warm site: in the page cache, and fresh.
    if (!page.floor) await freshInPageCache(page.url);
    const lhr = await runLighthouse(page.url);
    if (lhrDir) writeFileSync(join(lhrDir, `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
    const scripts = scriptsOf(lhr);
    const sample = {
      finalUrl: lhr.finalDisplayedUrl,
      scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)])),
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
      totalBytes: lhr.audits['total-byte-weight']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue,
      scriptCount: scripts.length,
      scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scriptUrls: scripts.map((item) => item.url),
      failing: failingAudits(lhr),
      leads: performanceLeads(lhr),
      lcpElement: lcpElement(lhr),
    };
    samples.push(sample);
    lighthouseVersion = lhr.lighthouseVersion;
    console.log(
      colours.dim(
        `  ${page.name} run ${run + 1}/${runs}: performance ${sample.scores.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms`,
      ),
    );
  }
  // The failing audits are those of the run whose performance score is the median one.
  const byPerformance = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
  const { failing, leads, lcpElement: lcpNode } = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const scriptUrls = [...new Set(samples.flatMap((sample) => sample.scriptUrls))];
  return {
    page: page.name,
    url: page.url,
    ...(page.floor ? { floor: true } : {}),
    lighthouse: lighthouseVersion,
    runs: samples.length,
    scores: Object.fromEntries(categories.map((id) => [id, median(samples.map((sample) => sample.scores[id]))])),
    fcpMs: median(samples.map((sample) => sample.fcpMs)),
    lcpMs: median(samples.map((sample) => sample.lcpMs)),
    totalBytes: median(samples.map((sample) => sample.totalBytes)),
    cls: median(samples.map((sample) => sample.cls)),
    tbtMs: median(samples.map((sample) => sample.tbtMs)),
    js: {
      count: scriptUrls.length,
      transferBytes: median(samples.map((sample) => sample.scriptTransferBytes)),
      // Every script any run loaded, each counted once.
      gzipBytes: await gzipBytes(scriptUrls),
      sentBytes: await sentBytes(scriptUrls),
      urls: scriptUrls.map((url) => new URL(url).pathname),
    },
    failing,
    leads,
    lcpElement: lcpNode,
    samples: samples.map(({ failing: _failing, leads: _leads, scriptUrls: _urls, ...rest }) => rest),
  };
}

function printTable(rows) {
  const floor = rows.find((row) => row.floor);
  const header = ['page', 'perf', 'a11y', 'best-pr', 'SEO', 'FCP', 'LCP', '× floor', 'CLS', 'TBT', 'bytes', 'JS gz (files)', 'JS sent'];
  const widths = [16, 5, 5, 8, 5, 8, 8, 8, 6, 8, 9, 15, 9];
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' ');
  console.log(`\n${line(header)}`);
  for (const row of rows) {
    console.log(
      line([
        row.page,
        row.scores.performance,
        row.scores.accessibility,
        row.scores['best-practices'],
        row.scores.seo,
        `${(row.fcpMs / 1000).toFixed(2)} s`,
        `${(row.lcpMs / 1000).toFixed(2)} s`,
        floor ? `${(row.lcpMs / floor.lcpMs).toFixed(2)}` : '–',
        row.cls.toFixed(3),
        `${Math.round(row.tbtMs)} ms`,
        `${Math.round(row.totalBytes / 1024)} KB`,
        `${(row.js.gzipBytes / 1024).toFixed(1)} KB (${row.js.count})`,
        `${(row.js.sentBytes / 1024).toFixed(1)} KB`,
      ]),
    );
  }
  console.log(
    colours.dim(
      `\nMedians of ${runs} Lighthouse ${rows[0]?.lighthouse ?? ''} mobile runs in ${chromePath}; × floor is the page's LCP over the floor page's in this run; bytes is the transfer of the whole page; JS gz is gzip -9 of each script the page loaded, JS sent the same scripts as the server sends them (brotli). Before each run the page is asked for until the sites' page cache holds it fresh (kept 30 s), so no run shares the machine with a render and none fetches the page's data again.${floor ? '' : ` No floor page at ${floorDir}.`}`,
    ),
  );
  console.log(colours.bold('\nAudits that cost points, and the leads that would save the most time (median run):'));
  for (const row of rows) {
    if (!row.failing.length) continue;
    console.log(`  ${row.page}`);
    for (const audit of row.failing) {
      console.log(
        colours.dim(`    ${audit.category.padEnd(14)} ${audit.id.padEnd(34)} ${audit.score.toFixed(2)}  ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
      );
    }
    for (const lead of row.leads.slice(0, 5)) {
      const savings = Object.entries(lead.savings).map(([metric, value]) => `${metric} ${metric === 'CLS' ? value : `${Math.round(value)} ms`}`);
      console.log(colours.dim(`    ${'lead'.padEnd(14)} ${lead.id.padEnd(34)} saves ${savings.join(', ')}  ${lead.title}`));
    }
    if (row.lcpElement) console.log(colours.dim(`    LCP element: ${row.lcpElement.replace(/\s+/g, ' ')}`));
  }
}

/** Measures the pages against the running sites and writes `outFile`. */
export async function benchWeb({ platform, club, streamer }, { outFile }) {
  const floor = benchSmoke ? undefined : await serveFloor();
  const pages = [
    ...(floor ? [{ name: 'floor page', url: `${floor.origin}/`, floor: true }] : []),
    ...(await choosePages({ platform, club, streamer })).filter((page) => !onlyPages || onlyPages.includes(page.name)),
  ];
  expectInSmoke(pages.some((page) => !page.floor), `no page is named ${onlyPages?.join(', ')}`);
  const lhrDir = keepLhr ? join(dirname(outFile), 'lhr') : undefined;
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  const rows = [];
  try {
    for (const page of pages) {
      console.log(colours.cyan(`${page.name}: ${page.url}`));
      rows.push(await measurePage(page, lhrDir));
    }
  } finally {
    await floor?.close();
  }
  printTable(rows);
  for (const row of rows) expectInSmoke(Number.isFinite(row.scores.performance) && row.js.count > 0, `${row.page}: no score or no script`);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    // When the measurement really ran (a record for people comparing runs, not the demo's clock).
    // eslint-disable-next-line no-restricted-syntax -- the machine's time, on purpose
    `${JSON.stringify({ measuredAt: new Date().toISOString(), liveChannels: process.env.LIVE_CHANNELS === '1' ? 'on' : 'off', lighthouse: rows[0]?.lighthouse, chromium: chromePath, runs, pages: rows }, null, 2)}\n`,
  );
  console.log(colours.dim(`\nSummary written to ${outFile}`));
}
