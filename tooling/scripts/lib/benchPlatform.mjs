// `pnpm bench platform`: drives the platform's busiest read endpoints with autocannon against the
// production build, each for the same time and concurrency, with the health endpoint (one tiny
// query) in the same run as the yardstick. Figures vary with the machine; the ratios to health
// travel better between machines than the raw numbers do.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { benchSmoke, colours, expectInSmoke } from './processes.mjs';

// The platform's own websocket library (a dependency of apps/platform, not of these scripts).
const WebSocket = createRequire(new URL('../../../apps/platform/package.json', import.meta.url))('ws');

const demo = JSON.parse(readFileSync(new URL('../../demo-accounts.json', import.meta.url), 'utf8'));
const signInBody = JSON.stringify({ username: 'fan@example.com', password: demo.password });

const account = (email) => demo.accounts.find((entry) => entry.email === email);

// Signs a demo account in once (the fan by default): the access cookie, not the refresh one.
export async function accessCookie(origin, body = signInBody) {
  const response = await fetch(`${origin}/api/identity/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('club_access='));
  return cookie?.split(';')[0];
}

// Smoke size (BENCH_SMOKE=1): 2 connections for a second on each endpoint, 20 sockets.
const seconds = Number(process.env.BENCH_SECONDS ?? (benchSmoke ? 1 : 8));
const connections = Number(process.env.BENCH_CONNECTIONS ?? (benchSmoke ? 2 : 16));

// Searches a fan would type: words, a prefix, an exact phrase, a miss.
const searches = ['striker', 'strik', '"match report"', 'quayside tickets', 'women cup', 'zzzz'];

async function firstVideoFeed(origin) {
  for (const feed of ['club-tv', 'main', 'videos', 'feed-1', '1']) {
    const response = await fetch(`${origin}/api/video-platform/feed/${feed}/sections/?section=current&pageIndex=0&pageSize=10`);
    if (response.ok) return feed;
  }
  return undefined;
}

function run(origin, requests) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin, connections, duration: seconds, requests, pipelining: 1 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// POST /api/payments/create-checkout for the demo fan, who holds nothing, so every one is accepted.
function checkoutRequest(cookie) {
  const fan = demo.accounts.find((account) => account.email === 'fan@example.com');
  return {
    method: 'POST',
    path: '/api/payments/create-checkout',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      success_url: '/videos/subscriptions?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: '/videos/subscriptions',
      metadata: { userID: fan.sub, userEmail: fan.email, packageID: 'video-subscription' },
      line_items: [{ price: 'price_video_monthly', quantity: 1 }],
    }),
  };
}

export const signInOf = (email) => JSON.stringify({ username: email, password: demo.password });

// POST /api/videos/session/check: the subscriber on a paid on-demand film, renewing one session (the
// player's renewal before its token expires), so every check is granted: the lock rule, entitlements,
// blackout, the session's Redis-or-memory slot kept, a signed token. A fresh check is a new session
// (issue 28) and the account's concurrency limit would refuse all but the first two.
function videoCheckBody(sessionId) {
  const subscriber = account('subscriber@example.com');
  return JSON.stringify({
    data: {
      attributes: {
        videoID: 'season-review-2024-25',
        mediaType: 'OnDemand',
        userID: subscriber.sub,
        userEmail: subscriber.email,
        deviceID: 1,
        ...(sessionId ? { sessionId } : {}),
      },
    },
  });
}

/** The renewal request of the session one first check grants; undefined when the check is refused. */
async function videoCheckRequest(origin, cookie) {
  const headers = { 'content-type': 'application/json', cookie };
  const first = await fetch(`${origin}/api/videos/session/check`, { method: 'POST', headers, body: videoCheckBody() });
  const sessionId = first.ok ? (await first.json()).data?.attributes?.sessionId : undefined;
  if (!sessionId) return undefined;
  return { method: 'POST', path: '/api/videos/session/check', headers, body: videoCheckBody(sessionId) };
}

/** The resident memory of process `pid` in bytes (Linux /proc), or undefined. */
export const rssOf = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) * 1024 : undefined;
  } catch {
    return undefined;
  }
};

export const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

/**
 * Concurrency sockets held at once: the subscriber opens BENCH_SOCKETS sockets (90: the bench starts the
 * platform with CONCURRENCY_LIMIT=100, the most one account may hold), each takes over the session of a
 * session check of its own (a socket cannot make one, and staff's bypassed checks hold no slot to take
 * over: issue 28) and pings every BENCH_PING_SECONDS (5 s, faster than the players' 30 s, to load it
 * more) for the run; reports how many held, the ping round trips and the platform's memory before and after.
 */
async function benchSockets(origin, pid, cookie) {
  const count = Number(process.env.BENCH_SOCKETS ?? (benchSmoke ? 20 : 90));
  const pingMs = Number(process.env.BENCH_PING_SECONDS ?? (benchSmoke ? 1 : 5)) * 1000;
  const sessionIds = [];
  for (let index = 0; index < count; index++) {
    const check = await fetch(`${origin}/api/videos/session/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: videoCheckBody(),
    });
    const sessionId = check.ok ? (await check.json()).data?.attributes?.sessionId : undefined;
    if (!sessionId) throw new Error(`session check ${index + 1} of ${count} answered ${check.status}: the platform allows fewer sessions (CONCURRENCY_LIMIT)`);
    sessionIds.push(sessionId);
  }
  const url = `${origin.replace('http', 'ws')}/api/videos/concurrency`;
  const before = rssOf(pid);
  const sockets = [];
  const roundTrips = [];
  let failed = 0;
  let sessionsOk = 0;
  const open = (index) =>
    new Promise((resolve) => {
      const socket = new WebSocket(url, { headers: { cookie } });
      const sentAt = [];
      socket.on('message', (data) => {
        const answer = JSON.parse(String(data));
        if (answer.action === 'session' && answer.status === 'ok') sessionsOk += 1;
        if (answer.action === 'ping' && sentAt.length) roundTrips.push(performance.now() - sentAt.shift());
      });
      socket.once('open', () => {
        socket.send(JSON.stringify({ action: 'session', sessionId: sessionIds[index] }));
        sockets.push({ socket, sentAt });
        resolve();
      });
      socket.once('error', () => {
        failed += 1;
        resolve();
      });
    });
  const started = performance.now();
  // Opened in batches of 100, as a crowd arrives rather than in one burst of handshakes.
  for (let index = 0; index < count; index += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - index) }, (_, offset) => open(index + offset)));
  }
  const openSeconds = (performance.now() - started) / 1000;
  const timer = setInterval(() => {
    for (const { socket, sentAt } of sockets) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      sentAt.push(performance.now());
      socket.send('{"action":"ping"}');
    }
  }, pingMs);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + pingMs));
  clearInterval(timer);
  const held = sockets.filter(({ socket }) => socket.readyState === WebSocket.OPEN).length;
  const after = rssOf(pid);
  for (const { socket } of sockets) socket.close();
  const mb = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1048576).toFixed(0)} MB`);
  console.log(
    `\n${colours.bold('Concurrency sockets')} ${colours.dim(`(${count} sockets, ping every ${pingMs / 1000}s for ${seconds + pingMs / 1000}s)`)}`,
  );
  console.log(`opened in ${openSeconds.toFixed(1)}s, ${sessionsOk} sessions granted, ${held} still open at the end, ${failed} failed`);
  console.log(`ping round trip p50 ${percentile(roundTrips, 0.5).toFixed(1)}ms, p99 ${percentile(roundTrips, 0.99).toFixed(1)}ms (${roundTrips.length} pings)`);
  const perSocket = before !== undefined && after !== undefined && held > 0 ? `, about ${((after - before) / held / 1024).toFixed(1)} KB a socket` : '';
  console.log(`platform memory (RSS) ${mb(before)} before, ${mb(after)} holding them${perSocket}`);
  expectInSmoke(sessionsOk === count && held === count && roundTrips.length > 0, `${sessionsOk} of ${count} sessions granted, ${held} held, ${roundTrips.length} pings answered`);
}

export async function benchPlatform(origin, { pid } = {}) {
  const feed = await firstVideoFeed(origin);
  const cookie = await accessCookie(origin);
  const subscriberCookie = await accessCookie(origin, signInOf('subscriber@example.com'));
  const videoCheck = subscriberCookie ? await videoCheckRequest(origin, subscriberCookie) : undefined;
  const endpoints = [
    { name: 'health', requests: [{ path: '/api/health' }] },
    { name: 'navigation', requests: [{ path: '/api/web/navigation' }] },
    {
      name: 'news search',
      requests: searches.map((query) => ({
        path: `/api/news/search?query=${encodeURIComponent(query)}&size=8&start=0&sort=${encodeURIComponent('_score desc')}`,
      })),
    },
    feed
      ? {
          name: 'video feed',
          requests: [{ path: `/api/video-platform/feed/${feed}/sections/?section=current&pageIndex=0&pageSize=10` }],
        }
      : undefined,
    // Sign-in is bounded by its argon2id hash (about 10 ms of one core each), by design.
    {
      name: 'sign-in',
      requests: [
        { method: 'POST', path: '/api/identity/authenticate', headers: { 'content-type': 'application/json' }, body: signInBody },
      ],
    },
    cookie ? { name: 'identity session', requests: [{ path: '/api/identity/session', headers: { cookie } }] } : undefined,
    videoCheck ? { name: 'video check', requests: [videoCheck] } : undefined,
    // Each one prices the package, asks the payment simulator (through the stripe SDK) for a session, and stores it.
    cookie ? { name: 'checkout', requests: [checkoutRequest(cookie)] } : undefined,
  ].filter(Boolean);

  console.log(
    `\n${colours.bold('Platform under load')} ${colours.dim(`(${connections} connections, ${seconds}s each, production build, SQLite)`)}`,
  );
  const rows = [];
  for (const endpoint of endpoints) {
    const result = await run(origin, endpoint.requests);
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      name: endpoint.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad,
    });
  }
  const health = rows[0].rps;
  console.log(`\n${'endpoint'.padEnd(16)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'vs health'.padStart(10)}  failed`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(16)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50}ms`.padStart(7)} ${`${row.p99}ms`.padStart(7)} ${(row.rps / health).toFixed(2).padStart(10)}  ${row.bad}`,
    );
  }
  if (!feed) console.log(colours.dim('\nNo video feed answered yet, so it was left out.'));
  expectInSmoke(Boolean(feed && cookie && videoCheck), 'the video feed, a demo sign-in or the video check is missing');
  for (const row of rows) expectInSmoke(row.bad === 0 && row.rps > 0, `${row.name}: ${row.bad} failed requests, ${row.rps} req/s`);
  if (process.env.BENCH_SOCKETS !== '0' && subscriberCookie) await benchSockets(origin, pid, subscriberCookie);
}
