// `pnpm bench viewers` (issue 30): a crowd of viewers of the live video, each a real HTTP client with a
// connection of its own, joining over BENCH_JOIN_SECONDS (30 s) and then, as a DASH player does, asking
// for the manifest every segment and for every new segment of one video and one audio representation,
// for BENCH_WATCH_SECONDS (60 s). Each viewer's session check is its own, as the demo staff account (a
// bypassed account holds no slot of the concurrency limit, which allows one account 100 at most: the
// stand-in for a thousand fans' accounts), and it plays with the signed link of its token.
// The same crowd twice: through the edge (tooling/edge: nginx with deploy/nginx/edge.mjs) and straight
// to the platform. For each: segment p50/p99, errors, origin requests per segment (from the edge's log:
// goal ≤ 2) and the platform's CPU time (/proc, less what it spends idle with the channels on air in the
// same time: the encoders' ingest), whose ratio edge/straight is the issue's goal (< 25 %).
// BENCH_VIEWERS (1,000) sets the crowd; smoke size: 20 viewers joining over 2 s, watching for 6 s.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { accessCookie, percentile, signInOf } from './benchPlatform.mjs';
import { benchSmoke, colours, expectInSmoke } from './processes.mjs';

const viewers = Number(process.env.BENCH_VIEWERS ?? (benchSmoke ? 20 : 1000));
const joinSeconds = Number(process.env.BENCH_JOIN_SECONDS ?? (benchSmoke ? 2 : 30));
const watchSeconds = Number(process.env.BENCH_WATCH_SECONDS ?? (benchSmoke ? 6 : 60));
const assetId = process.env.BENCH_VIEWERS_ASSET ?? 'live-video';

const demo = JSON.parse(readFileSync(new URL('../../demo-accounts.json', import.meta.url), 'utf8'));
// The account every viewer watches as (the header says why the staff account).
const staff = demo.accounts.find((entry) => entry.email === 'staff@example.com');

/** The platform's CPU time so far, in seconds (utime + stime of /proc/PID/stat, 100 ticks a second). */
function cpuSeconds(pid) {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** One GET over a viewer's own connection: status, body bytes and time to the last byte (ms). */
function get(agent, url) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { 'user-agent': 'bench-viewer' } }, (response) => {
      let bytes = 0;
      const chunks = [];
      response.on('data', (chunk) => {
        bytes += chunk.length;
        if (response.headers['content-type']?.includes('xml')) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', () => resolve({ status: 0, bytes, ms: performance.now() - started, text: '' }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - started, text: '' }));
    req.end();
  });
}

// eslint-disable-next-line no-restricted-syntax -- real time, the encoder's availabilityStartTime (the platform's /media/clock)
const realNow = () => Date.now();

/**
 * What a player reads of a live manifest: per adaptation set, its first representation's init and media
 * names and the number of the newest complete segment now (availabilityStartTime, duration, startNumber).
 */
export function liveTracks(manifest, now = realNow()) {
  const availabilityStart = Date.parse(/availabilityStartTime="([^"]+)"/.exec(manifest)?.[1] ?? '');
  const tracks = [];
  for (const set of manifest.split('<AdaptationSet').slice(1)) {
    const representation = /<Representation[^>]*\bid="([^"]+)"/.exec(set)?.[1];
    const template = /<SegmentTemplate([^>]*)>/.exec(set)?.[1] ?? /<SegmentTemplate([^>]*)\/>/.exec(set)?.[1];
    if (!representation || !template) continue;
    const attribute = (name) => new RegExp(`\\b${name}="([^"]+)"`).exec(template)?.[1];
    const name = (pattern, number) =>
      pattern
        .replace('$RepresentationID$', representation)
        .replace(/\$Number(?:%0(\d+)d)?\$/, (_match, width) => String(number).padStart(Number(width ?? 0), '0'));
    const duration = Number(attribute('duration')) / Number(attribute('timescale') ?? 1);
    const startNumber = Number(attribute('startNumber') ?? 1);
    const media = attribute('media');
    const init = attribute('initialization');
    if (!media || !init || !Number.isFinite(duration) || duration <= 0 || !Number.isFinite(availabilityStart)) continue;
    const newest = startNumber + Math.floor((now - availabilityStart) / 1000 / duration) - 1;
    tracks.push({ init: name(init, 0), segment: (number) => name(media, number), newest, duration });
  }
  return tracks;
}

/** A session check for the live video as the viewers' account: its answer's signed link (`expires=…&md5=…`). */
async function signedLink(origin, cookie) {
  const response = await fetch(`${origin}/api/videos/session/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      data: { attributes: { videoID: assetId, mediaType: 'DrmLiveVideo', userID: staff.sub, userEmail: staff.email, deviceID: 1 } },
    }),
  });
  if (!response.ok) return undefined;
  const mediaLink = (await response.json()).data?.attributes?.mediaLink;
  return typeof mediaLink === 'string' ? mediaLink : undefined;
}

/** One viewer: joins after `delayMs`, then plays until `endAt` (performance.now()). */
async function viewer(origin, cookie, delayMs, endAt, stats) {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const link = await signedLink(origin, cookie);
    if (!link) {
      stats.errors += 1;
      stats.refusedChecks += 1;
      return;
    }
    const base = `${origin}/media/live/${assetId}/`;
    const next = new Map();
    while (performance.now() < endAt) {
      const tick = performance.now();
      const manifest = await get(agent, `${base}manifest.mpd?${link}`);
      stats.manifests += 1;
      if (manifest.status !== 200) {
        stats.errors += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
      const tracks = liveTracks(manifest.text);
      if (tracks.length === 0) stats.errors += 1;
      for (const track of tracks) {
        // A player starts a segment behind the newest complete one, with the init segment first.
        if (!next.has(track.init)) {
          const init = await get(agent, `${base}${track.init}?${link}`);
          if (init.status !== 200) stats.errors += 1;
          next.set(track.init, track.newest - 1);
        }
        for (let number = next.get(track.init); number <= track.newest && performance.now() < endAt; number += 1) {
          const name = track.segment(number);
          stats.requestsPerSegment.set(name, (stats.requestsPerSegment.get(name) ?? 0) + 1);
          const segment = await get(agent, `${base}${name}?${link}`);
          if (segment.status === 200) {
            stats.segmentMs.push(segment.ms);
            stats.bytes += segment.bytes;
          } else {
            stats.errors += 1;
            stats.statuses.set(segment.status, (stats.statuses.get(segment.status) ?? 0) + 1);
          }
          next.set(track.init, number + 1);
        }
      }
      // The manifest again after a segment's duration, as the player's refresh does.
      const wait = (tracks[0]?.duration ?? 1) * 1000 - (performance.now() - tick);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  } finally {
    agent.destroy();
  }
}

async function crowd(origin, cookie, pid) {
  const stats = { errors: 0, refusedChecks: 0, manifests: 0, bytes: 0, segmentMs: [], requestsPerSegment: new Map(), statuses: new Map() };
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const endAt = started + (joinSeconds + watchSeconds) * 1000;
  await Promise.all(Array.from({ length: viewers }, (_, index) => viewer(origin, cookie, (index / viewers) * joinSeconds * 1000, endAt, stats)));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(pid);
  return { ...stats, elapsed, cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore };
}

/** How often the origin was asked for each segment (one count a segment): on average and at most. */
function originPerSegment(counts) {
  return {
    originPerSegment: counts.length ? counts.reduce((a, b) => a + b, 0) / counts.length : 0,
    originPerSegmentMax: Math.max(0, ...counts),
  };
}

/**
 * @param {string} platform the platform's origin
 * @param {{ pid?: number, startEdge: () => Promise<{ platform: string, upstreamRequests: () => { uri: string }[], stop: () => Promise<void> }> }} options
 */
export async function benchViewers(platform, { pid, startEdge }) {
  const cookie = await accessCookie(platform, signInOf(staff.email));
  if (!cookie) throw new Error(`${staff.email} could not sign in`);
  // The live video must be on air (LIVE_CHANNELS=1): its manifest answers, with the link of a check.
  const link = await signedLink(platform, cookie);
  if (!link) throw new Error(`the session check for ${assetId} was refused`);
  for (let attempt = 0; ; attempt += 1) {
    const manifest = await fetch(`${platform}/media/live/${assetId}/manifest.mpd?${link}`);
    if (manifest.ok && liveTracks(await manifest.text()).length > 0) break;
    if (attempt >= 60) throw new Error(`${assetId} is not on air (${manifest.status}): start the platform with LIVE_CHANNELS=1`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }

  // What the platform spends with the channels on air and no viewer, over the same time as a run.
  const idleSeconds = benchSmoke ? 2 : 10;
  const idleBefore = cpuSeconds(pid);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const idleRate = idleBefore === undefined ? undefined : (cpuSeconds(pid) - idleBefore) / idleSeconds;

  const loadBefore = loadavg();
  const rows = [];
  const edge = await startEdge();
  try {
    const result = await crowd(edge.platform, cookie, pid);
    const upstream = edge.upstreamRequests().filter((entry) => entry.uri.startsWith(`/media/live/${assetId}/`));
    const perFile = new Map();
    for (const entry of upstream) perFile.set(entry.uri, (perFile.get(entry.uri) ?? 0) + 1);
    const segments = [...perFile].filter(([uri]) => !uri.endsWith('.mpd')).map(([, count]) => count);
    rows.push({
      name: 'through the edge',
      ...result,
      ...originPerSegment(segments),
      originManifests: perFile.get(`/media/live/${assetId}/manifest.mpd`) ?? 0,
    });
  } finally {
    await edge.stop();
  }
  // Straight to the platform every request is an origin request.
  const direct = await crowd(platform, cookie, pid);
  const counts = [...direct.requestsPerSegment.values()];
  rows.push({
    name: 'straight to the platform',
    ...direct,
    ...originPerSegment(counts),
    originManifests: direct.manifests,
  });

  console.log(`\n${colours.bold('Viewers of the live video')}: ${viewers} viewers joining over ${joinSeconds} s, each watching until ${joinSeconds + watchSeconds} s\n`);
  console.log(
    `${''.padEnd(26)} ${'segments'.padStart(9)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'errors'.padStart(7)} ${'origin/seg'.padStart(11)} ${'max'.padStart(5)} ${'origin mpd'.padStart(11)} ${'CPU s'.padStart(7)} ${'net CPU s'.padStart(10)}`,
  );
  for (const row of rows) {
    const net = row.cpu === undefined || idleRate === undefined ? undefined : Math.max(0, row.cpu - idleRate * row.elapsed);
    row.netCpu = net;
    console.log(
      `${row.name.padEnd(26)} ${String(row.segmentMs.length).padStart(9)} ${`${percentile(row.segmentMs, 0.5).toFixed(0)} ms`.padStart(8)} ${`${percentile(row.segmentMs, 0.99).toFixed(0)} ms`.padStart(8)} ${String(row.errors).padStart(7)} ${row.originPerSegment.toFixed(2).padStart(11)} ${String(row.originPerSegmentMax).padStart(5)} ${String(row.originManifests).padStart(11)} ${(row.cpu?.toFixed(1) ?? '?').padStart(7)} ${(net?.toFixed(1) ?? '?').padStart(10)}`,
    );
  }
  for (const row of rows) {
    // Which answers the failed segment requests got (0: no answer): a refusal, a missing segment, a proxy error.
    if (row.statuses.size > 0) console.log(colours.dim(`${row.name}: failed segments by status ${[...row.statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`));
  }
  const [edgeRow, directRow] = rows;
  if (edgeRow?.netCpu !== undefined && directRow?.netCpu) {
    console.log(`\nPlatform CPU through the edge: ${((edgeRow.netCpu / directRow.netCpu) * 100).toFixed(1)} % of straight to it (net of ${idleRate?.toFixed(2)} CPU s/s idle with the channels on air).`);
  }
  const loadAfter = loadavg();
  console.log(colours.dim(`Load average (1, 5, 15 min) before: ${loadBefore.map((v) => v.toFixed(2)).join(', ')}; after: ${loadAfter.map((v) => v.toFixed(2)).join(', ')} on ${availableParallelism()} cores.`));
  console.log(colours.dim('Goal (issue 30): through the edge 0 errors, ≤ 2 origin requests per segment, platform CPU < 25 % of straight to it.'));
  expectInSmoke(rows.every((row) => row.segmentMs.length > 0), 'a crowd fetched no segment');
  expectInSmoke(edgeRow !== undefined && edgeRow.errors === 0, `through the edge: ${edgeRow?.errors} errors`);
  expectInSmoke(edgeRow !== undefined && edgeRow.originPerSegmentMax <= 2, `through the edge: ${edgeRow?.originPerSegmentMax} origin requests for one segment`);
  return rows;
}
