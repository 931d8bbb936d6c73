// `pnpm bench cluster`: a match-day crowd through the cluster's proxy while an instance is lost (issue 29).
// `pnpm cluster up` on ports of its own (CLUSTER_PORT_OFFSET, 2210 unless set; a throwaway run directory),
// then 64 connections (BENCH_CONNECTIONS; half on the club home, half on news search, both through nginx)
// for 30 s (BENCH_SECONDS): api-1 killed (SIGKILL) at a third of it, started again at two thirds, and the
// crowd kept on until api-1 is ready again and a third of that time more is measured. Prints,
// for before, during and after, requests a second, p99 and errors (non-2xx, socket errors and timeouts, as
// a share of the requests), beside the same crowd on one api alone (api-2 stopped). The live channels and
// the warm-up are off, so no ffmpeg shares the CPU. Each request comes from an address of its own
// (X-Forwarded-For, which the platform believes from the proxy on loopback): a crowd is many fans, and
// one address's limits (120 news searches a minute, issue 28) would otherwise refuse the bench itself.
// Build first (`pnpm build`).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadTopology } from '../../cluster/topology.mjs';
import { percentile } from './benchPlatform.mjs';
import { benchSmoke, colours, expectInSmoke } from './processes.mjs';

// Smoke size (BENCH_SMOKE=1): 4 connections for 3 s, the kill at 1 s and the restart at 2 s.
const seconds = Number(process.env.BENCH_SECONDS ?? (benchSmoke ? 3 : 30));
const connections = Number(process.env.BENCH_CONNECTIONS ?? (benchSmoke ? 4 : 64));
const browserUA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

/** `pnpm cluster ARGS…` without blocking this process (the crowd keeps running meanwhile). */
function cluster(env, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, '../../cluster/cluster.mjs'), ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`pnpm cluster ${args.join(' ')} failed:\n${output}`))));
  });
}

/** The crowd's fans, one made-up address each (10.0.0.0/8). */
let fan = 0;

/**
 * Runs one crowd on every target at once for `seconds`, recording each answer's time, status and latency;
 * `events` are [second, action] pairs run while it goes. When actions are given, the crowd goes on past
 * `seconds` until the last has ended and `afterLast` seconds more have been measured (a restarted api
 * that takes 12 s to be ready under load still gets its "after" row), for at most a minute more.
 * Resolves with the records, the actions' times and when the crowd ended.
 */
async function crowd(targets, events = [], { afterLast = 0 } = {}) {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const records = targets.map(() => []);
  const marks = {};
  const timers = events.map(([at, name, action]) =>
    setTimeout(async () => {
      marks[`${name}Started`] = (performance.now() - started) / 1000;
      await action();
      marks[name] = (performance.now() - started) / 1000;
    }, at * 1000),
  );
  const instances = [];
  const ending = setInterval(() => {
    const now = elapsed();
    const lastEnded = Math.max(0, ...events.map(([, name]) => marks[name] ?? Number.POSITIVE_INFINITY));
    if (now >= seconds && now >= lastEnded + afterLast) for (const instance of instances) instance.stop();
  }, 100);
  await Promise.all(
    targets.map((target, index) => {
      const instance = autocannon({
        url: target.url,
        connections: Math.max(1, Math.round(connections / targets.length)),
        duration: events.length ? seconds + 60 : seconds,
        timeout: 10,
        headers: { 'user-agent': browserUA },
        requests: [
          {
            setupRequest: (request) => {
              fan += 1;
              return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(fan >> 16) & 255}.${(fan >> 8) & 255}.${fan & 255}` } };
            },
          },
        ],
      });
      instance.on('response', (_client, status, _bytes, latency) => {
        records[index].push({ at: (performance.now() - started) / 1000, ok: status >= 200 && status < 300, status, latency });
      });
      instance.on('reqError', (error) => {
        records[index].push({ at: (performance.now() - started) / 1000, ok: false, status: error.code ?? 'error', latency: 10_000 });
      });
      instances.push(instance);
      return instance;
    }),
  );
  const ended = elapsed();
  clearInterval(ending);
  for (const timer of timers) clearTimeout(timer);
  // The last action (the restart) may still be waiting for its instance to be ready.
  while (events.some(([, name]) => marks[`${name}Started`] !== undefined && marks[name] === undefined)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { records, marks, ended };
}

function summarise(records, from, to) {
  const within = to > from ? records.filter((record) => record.at >= from && record.at < to) : [];
  const failed = within.filter((record) => !record.ok).length;
  return {
    requests: within.length,
    rps: within.length / Math.max(0.001, to - from),
    p99: percentile(within.map((record) => record.latency), 0.99),
    failed,
    errorShare: within.length ? (100 * failed) / within.length : 0,
  };
}

export async function benchCluster() {
  const offset = Number(process.env.CLUSTER_PORT_OFFSET ?? 2210);
  const env = {
    ...process.env,
    CLUSTER_PORT_OFFSET: String(offset),
    CLUSTER_DIR: mkdtempSync(join(tmpdir(), 'bench-cluster-')),
    LIVE_CHANNELS: '0',
    MEDIA_WARMUP: '0',
    LOG_LEVEL: 'warn',
  };
  const topology = loadTopology(offset);
  console.log(`▸ pnpm cluster up ${colours.dim(`(CLUSTER_PORT_OFFSET=${offset}, ${env.CLUSTER_DIR})`)}`);
  await cluster(env, 'up', '--no-build');
  try {
    const targets = [
      { name: 'club home', url: `http://127.0.0.1:${topology.proxy.club}/` },
      { name: 'news search', url: `http://127.0.0.1:${topology.proxy.platform}/api/news/search?query=striker&size=8&start=0` },
    ];
    for (const target of targets) {
      const first = await fetch(target.url, { headers: { 'user-agent': browserUA } });
      await first.text();
      expectInSmoke(first.status === 200, `${target.name} answered ${first.status} through the proxy`);
      if (first.status !== 200) throw new Error(`${target.name} answered ${first.status} through the proxy`);
    }
    const loadBefore = loadavg();
    // One api alone first: api-2 stopped, the crowd, api-2 started again and ready. Then api-2 has served
    // for a while before api-1 is lost (a restarted instance is tried again by nginx a second after its
    // last failure: api-1 killed within that second of api-2's return would leave no instance to try).
    console.log(`▸ ${connections} connections for ${seconds} s on one api alone (api-2 stopped)`);
    await cluster(env, 'kill', 'api-2');
    const alone = await crowd(targets);
    await cluster(env, 'start', 'api-2');
    console.log(`▸ ${connections} connections for ${seconds} s through the proxy; api-1 killed at ${seconds / 3} s, started again at ${(2 * seconds) / 3} s`);
    // `pnpm cluster kill api-1` in this process, at the second it is due: SIGKILL to its process group.
    const { processes } = JSON.parse(await cluster(env, 'status', '--json'));
    const api1 = processes.find((item) => item.name === 'api-1');
    const lost = await crowd(targets, [
      [seconds / 3, 'killed', async () => process.kill(-api1.pid, 'SIGKILL')],
      [(2 * seconds) / 3, 'restarted', () => cluster(env, 'start', 'api-1')],
    ], { afterLast: seconds / 3 });
    const loadAfter = loadavg();

    const kill = lost.marks.killed;
    const back = lost.marks.restarted;
    const end = lost.ended;
    const rows = targets.flatMap((target, index) => [
      { target: target.name, phase: `before (0–${kill.toFixed(0)} s)`, ...summarise(lost.records[index], 0, kill) },
      {
        target: target.name,
        phase: `api-1 lost (${kill.toFixed(0)}–${Math.min(back, end).toFixed(0)} s)`,
        ...summarise(lost.records[index], kill, Math.min(back, end)),
      },
      {
        target: target.name,
        phase: back < end ? `after (${back.toFixed(0)}–${end.toFixed(0)} s)` : 'after (api-1 not ready before the end)',
        ...summarise(lost.records[index], back, back < end ? end + 1 : 0),
      },
      { target: target.name, phase: 'one api alone', ...summarise(alone.records[index], 0, seconds + 1) },
    ]);
    const all = lost.records.flat();
    const failed = all.filter((record) => !record.ok).length;
    console.log(`\n${colours.bold('A crowd through the proxy while api-1 is lost')} ${colours.dim(`(api-1 back and ready at ${back.toFixed(1)} s)`)}\n`);
    console.log(`| target | phase | requests | req/s | p99 (ms) | errors |\n|---|---|---:|---:|---:|---:|`);
    for (const row of rows) {
      console.log(`| ${row.target} | ${row.phase} | ${row.requests} | ${row.rps.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.failed} (${row.errorShare.toFixed(2)} %) |`);
    }
    // What the errors were (a status, or the socket's error code), where there were any.
    const kinds = (records) => {
      const counts = new Map();
      for (const record of records.filter((item) => !item.ok)) counts.set(String(record.status), (counts.get(String(record.status)) ?? 0) + 1);
      return [...counts].map(([kind, count]) => `${kind} ×${count}`).join(', ');
    };
    for (const [index, target] of targets.entries()) {
      const [whileLost, onOne] = [kinds(lost.records[index]), kinds(alone.records[index])];
      if (whileLost || onOne) console.log(colours.dim(`${target.name} errors: ${whileLost || 'none'} with api-1 lost; ${onOne || 'none'} on one api`));
    }
    const share = all.length ? (100 * failed) / all.length : 0;
    console.log(
      `\nErrors over the whole run with api-1 lost: ${failed} of ${all.length} (${share.toFixed(2)} %; the bar is under 0.5 %). ` +
        colours.dim(`Load average ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after (the machine may be shared).`),
    );
    // The crowd runs on until api-1 is back and measured: every row has answers (unless api-1 never came back).
    for (const row of rows.filter((item) => back < end || !item.phase.startsWith('after'))) {
      expectInSmoke(row.requests > 0, `${row.target}, ${row.phase}: no answer measured`);
    }
    return { rows, errorShare: share };
  } finally {
    await cluster(env, 'down', '--clean').catch((error) => console.error(colours.red(error.message)));
  }
}
