#!/usr/bin/env node
// `node tooling/scripts/bundle-report.mjs [--check] [app=client-dir …]`: what the first load of each route of a site costs, read
// from its production build — never timed, so the same build always prints the same numbers (issue 13).
//
// For every route of the router manifest (dist/client/.vite/router-manifest.json, written by
// @tooling/ssr's siteVitePlugin from Vite's manifest) it adds up what the server's HTML for a page of that
// route names: the root route's entry script and modulepreloads, and those of every route above and at it
// (the stylesheets likewise). That is the page's first load: the browser fetches all of it before the
// page is interactive. Stylesheets are counted as a page gets them: a <link> the first paint waits for
// (`css`, render-blocking), or inlined in the head (the manifest's inlineCss). With page CSS (the
// manifest's pageCss: the head carries only the rules the page's HTML uses, and the whole stylesheet is
// linked after the first paint) the inlined part depends on the page: `inline br` gives its range, from
// the rules every page carries (those that name no class) to the whole stylesheet, and `later br` the
// file fetched after the first paint (the stylesheet less the @font-face rules every page has inlined). `CSS gz` is all the CSS a page may load (each file once). Sizes are of the files as the server sends them to a browser that accepts
// compression: their precompressed twins (gzip -9, brotli at best quality), or the file itself where the build wrote none.
//
// --check compares each route with the budgets in bundle-budget.json beside this script and exits 1 when
// one is over (`npm test` runs it after the production builds). Without it the report only prints. JS is
// held to its brotli size, what the server sends every browser that takes brotli (issue 13 measures the
// transfer); gzip is printed beside it for comparison.
// `club=/tmp/x/client` reads that app's client build from another folder (to compare two builds).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const budgetFile = join(dirname(fileURLToPath(import.meta.url)), 'bundle-budget.json');
const rootRouteId = '__root__';

const args = process.argv.slice(2);
const check = args.includes('--check');
const budgets = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : { apps: {} };
const clientDirs = Object.fromEntries(
  [...new Set(['club', 'streamer', ...Object.keys(budgets.apps)])].map((app) => [app, join(root, 'apps', app, 'dist/client')]),
);
for (const arg of args.filter((a) => a.includes('='))) {
  const [app, dir] = arg.split(/=(.*)/s);
  clientDirs[app] = resolve(dir);
}

/** The route ids above `id` in the manifest: the root, and every layout whose id is a path prefix of it. */
export function ancestorsOf(id, ids) {
  if (id === rootRouteId) return [];
  const above = ids.filter(
    (other) => other !== id && other !== rootRouteId && !other.endsWith('/') && id.startsWith(`${other}/`),
  );
  return [rootRouteId, ...above.sort((a, b) => a.length - b.length)];
}

const sizeCache = new Map();
/**
 * A built file's sizes as the production server sends them: its precompressed twin (`.br`, `.gz`,
 * written by @tooling/ssr's precompressAssets) or, for a file without one (too small to be worth it),
 * the file itself.
 */
function sizesOf(path) {
  let sizes = sizeCache.get(path);
  if (!sizes) {
    const raw = statSync(path).size;
    const twin = (suffix) => (existsSync(`${path}${suffix}`) ? statSync(`${path}${suffix}`).size : raw);
    sizes = { raw, gzip: twin('.gz'), brotli: twin('.br') };
    sizeCache.set(path, sizes);
  }
  return sizes;
}

/** The CSS text of the rules of a pageCss index that name no class: what every page inlines at least. */
function classlessCss(rules) {
  let css = '';
  for (const rule of rules) {
    if ('open' in rule) {
      const inner = classlessCss(rule.rules);
      if (inner) css += `${rule.open}${inner}}`;
    } else if (!rule.classes) {
      css += rule.css;
    }
  }
  return css;
}

function sizesOfText(text) {
  const body = Buffer.from(text);
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

const none = { raw: 0, gzip: 0, brotli: 0 };
const plus = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Per route: the scripts and stylesheets of its first load, and their sizes. */
function reportApp(clientDir) {
  const manifestPath = join(clientDir, '.vite/router-manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const { routes, inlineCss, pageCss } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const inlined = new Set(Object.keys(inlineCss?.styles ?? {}));
  const classless = pageCss ? sizesOfText(classlessCss(pageCss.rules)) : none;
  const ids = Object.keys(routes);
  const fileOf = (href) => join(clientDir, href.replace(/^\/+/, ''));
  const total = (hrefs) => [...hrefs].reduce((sum, href) => plus(sum, sizesOf(fileOf(href))), none);
  const rows = [];
  for (const id of ids) {
    if (id === rootRouteId) continue;
    const chain = [...ancestorsOf(id, ids), id].map((routeId) => routes[routeId] ?? {});
    const scripts = new Set();
    const css = new Set();
    for (const route of chain) {
      for (const script of route.scripts ?? []) if (typeof script.attrs?.src === 'string') scripts.add(script.attrs.src);
      for (const href of route.preloads ?? []) scripts.add(href);
      for (const link of route.css ?? []) css.add(typeof link === 'string' ? link : link.href);
    }
    const blocking = [...css].filter((href) => !inlined.has(href));
    const whole = [...css].filter((href) => inlined.has(href) && href !== pageCss?.href);
    const paged = [...css].filter((href) => href === pageCss?.href);
    const later = paged.map(() => pageCss.later);
    const wholeSizes = total(whole);
    rows.push({
      route: id,
      scripts: scripts.size,
      js: total(scripts),
      stylesheets: blocking.length,
      css: total(css),
      inlineMin: plus(wholeSizes, paged.length ? classless : none),
      inlineMax: plus(wholeSizes, total(paged)),
      later: total(later),
    });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

// BUNDLE_DIGITS=1 prints KB to the byte (3 decimals), to see what a change of a few bytes did to a route near its budget.
const kb = (bytes) => (bytes / 1024).toFixed(process.env.BUNDLE_DIGITS ? 3 : 1);

/** The budget a route is held to: the app's, with the route's own overrides. */
function budgetFor(app, route) {
  const appBudget = budgets.apps[app];
  if (!appBudget) return undefined;
  return { ...appBudget.everyRoute, ...(appBudget.routes?.[route] ?? {}) };
}

function overBudget(row, budget) {
  const over = [];
  if (row.js.brotli > budget.jsBrotliKB * 1024) over.push(`JS ${kb(row.js.brotli)} KB brotli > ${budget.jsBrotliKB} KB`);
  if (row.scripts > budget.scripts) over.push(`${row.scripts} scripts > ${budget.scripts}`);
  if (row.stylesheets > budget.stylesheets) over.push(`${row.stylesheets} render-blocking stylesheets > ${budget.stylesheets}`);
  if (row.css.gzip > budget.cssGzipKB * 1024) over.push(`CSS ${kb(row.css.gzip)} KB gzip > ${budget.cssGzipKB} KB`);
  return over;
}

const failures = [];
for (const [app, clientDir] of Object.entries(clientDirs)) {
  const rows = reportApp(clientDir);
  if (!rows) {
    const message = `${app}: no build at ${clientDir} (run \`pnpm build\` first)`;
    if (check) failures.push(message);
    console.log(message);
    continue;
  }
  console.log(`\n${app} (${clientDir.replace(`${root}/`, '')}): first load of each route`);
  const range = (min, max) => (min === max ? kb(max) : `${kb(min)}–${kb(max)}`);
  console.log(
    `${'route'.padEnd(32)} ${'scripts'.padStart(7)} ${'JS raw'.padStart(8)} ${'JS gz'.padStart(7)} ${'JS br'.padStart(7)} ${'css'.padStart(4)} ${'CSS gz'.padStart(7)} ${'inline br'.padStart(10)} ${'later br'.padStart(8)}`,
  );
  const line = (label, row) =>
    `${label.padEnd(32)} ${String(row.scripts).padStart(7)} ${kb(row.js.raw).padStart(8)} ${kb(row.js.gzip).padStart(7)} ${kb(row.js.brotli).padStart(7)} ${String(row.stylesheets).padStart(4)} ${kb(row.css.gzip).padStart(7)} ${range(row.inlineMin.brotli, row.inlineMax.brotli).padStart(10)} ${kb(row.later.brotli).padStart(8)}`;
  for (const row of rows) {
    const budget = budgetFor(app, row.route);
    const over = budget ? overBudget(row, budget) : [];
    for (const reason of over) failures.push(`${app} ${row.route}: ${reason}`);
    console.log(`${line(row.route, row)}${over.length ? '  over budget' : ''}`);
  }
  const worst = (pick) => Math.max(...rows.map(pick));
  console.log(
    line('any page (worst)', {
      scripts: worst((r) => r.scripts),
      js: { raw: worst((r) => r.js.raw), gzip: worst((r) => r.js.gzip), brotli: worst((r) => r.js.brotli) },
      stylesheets: worst((r) => r.stylesheets),
      css: { gzip: worst((r) => r.css.gzip) },
      inlineMin: { brotli: worst((r) => r.inlineMin.brotli) },
      inlineMax: { brotli: worst((r) => r.inlineMax.brotli) },
      later: { brotli: worst((r) => r.later.brotli) },
    }),
  );
}
console.log(
  '\nSizes in KB (1024 bytes); gz is gzip -9, br brotli at best quality, as the build precompresses them (a file with no twin counts whole). css: render-blocking\n' +
    'stylesheet links; CSS gz: all the CSS a page may load; inline br: what the head inlines (page CSS: from the rules every page\n' +
    'has to the whole stylesheet, as the page uses); later br: the stylesheet linked after the first paint.',
);

if (check) {
  if (failures.length) {
    console.error(`\n✖ over budget (${budgetFile.replace(`${root}/`, '')}):`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exit(1);
  }
  console.log('✔ every route within its budget');
}
