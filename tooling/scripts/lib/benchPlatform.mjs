// `pnpm bench platform`: drives the platform's busiest read endpoints with autocannon against the
// production build, each for the same time and concurrency, with the health endpoint (one tiny
// query) in the same run as the yardstick. Figures vary with the machine; the ratios to health
// travel better between machines than the raw numbers do.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { colours } from './processes.mjs';

const demo = JSON.parse(readFileSync(new URL('../../demo-accounts.json', import.meta.url), 'utf8'));
const signInBody = JSON.stringify({ username: 'fan@example.com', password: demo.password });

// Signs the demo fan in once, for the session-check scenario: the access cookie, not the refresh one.
async function accessCookie(origin) {
  const response = await fetch(`${origin}/api/identity/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signInBody,
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('club_access='));
  return cookie?.split(';')[0];
}

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

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

export async function benchPlatform(origin) {
  const feed = await firstVideoFeed(origin);
  const cookie = await accessCookie(origin);
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
    cookie ? { name: 'session check', requests: [{ path: '/api/identity/session', headers: { cookie } }] } : undefined,
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
  console.log(`\n${'endpoint'.padEnd(14)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'vs health'.padStart(10)}  failed`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(14)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50}ms`.padStart(7)} ${`${row.p99}ms`.padStart(7)} ${(row.rps / health).toFixed(2).padStart(10)}  ${row.bad}`,
    );
  }
  if (!feed) console.log(colours.dim('\nNo video feed answered yet, so it was left out.'));
}
