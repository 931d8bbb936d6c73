// `pnpm bench live`: how many live match streams (GET /api/matches/live, server-sent events) one platform
// instance holds, what each costs in memory, and how long an event recorded through the studio endpoint
// takes to reach every open stream. Loopback only; the count and the run are bounded.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile, rssOf } from './benchPlatform.mjs';
import { benchSmoke, colours, expectInSmoke } from './processes.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ordinal = (n) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

async function signIn(origin, email) {
  const response = await fetch(`${origin}/api/identity/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Password123!' }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/** The live first-team match: the demo world has one when the platform starts (DEMO_LIVE_MATCH). */
async function liveMatch(origin) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const next = await (await fetch(`${origin}/api/matches/next?team=first-team`)).json();
    if (next.data?.status === 'live') return (await (await fetch(`${origin}/api/matches/${next.data.id}`)).json()).data;
    await sleep(1000);
  }
  throw new Error('no first-team match is live: the live bench needs the demo day live match (DEMO_LIVE_MATCH=1)');
}

export async function benchLive(origin, { pid } = {}) {
  // Smoke size (BENCH_SMOKE=1): 20 streams, one goal.
  const count = Math.min(Number(process.env.BENCH_LIVE_CONNECTIONS ?? (benchSmoke ? 20 : 2000)), 10_000);
  const rounds = Math.min(Number(process.env.BENCH_LIVE_ROUNDS ?? (benchSmoke ? 1 : 5)), 20);
  const centre = await liveMatch(origin);
  const matchId = centre.match.id;
  const cookie = await signIn(origin, 'matchday@example.com');
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const url = new URL(`${origin}/api/matches/live`);

  await sleep(1000);
  const before = rssOf(pid);
  const clients = [];
  let failed = 0;
  const open = () =>
    new Promise((resolve) => {
      const client = { tail: '', snapshot: false, arrivals: new Map(), request: undefined };
      client.request = http.get({ host: url.hostname, port: url.port, path: url.pathname, agent }, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          const text = client.tail + chunk;
          if (!client.snapshot && text.includes(`"id":${matchId},`)) {
            client.snapshot = true;
            resolve();
          }
          for (const marker of client.waiting ?? []) {
            if (!client.arrivals.has(marker) && text.includes(marker)) client.arrivals.set(marker, performance.now());
          }
          client.tail = text.slice(-400);
        });
        response.on('error', () => undefined);
      });
      client.request.on('error', () => {
        failed += 1;
        resolve();
      });
      clients.push(client);
    });
  const started = performance.now();
  // In batches of 100, as a crowd arrives rather than in one burst of handshakes.
  for (let index = 0; index < count; index += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - index) }, open));
  }
  const openSeconds = (performance.now() - started) / 1000;
  await sleep(2000);
  const held = clients.filter((client) => client.snapshot).length;
  const holding = rssOf(pid);

  // Goals by the away side through the studio endpoint, a few seconds apart; each one's arrival at every client.
  const away = centre.lineups.away.startingXI;
  const delays = [];
  const answered = [];
  let missing = 0;
  for (let round = 0; round < rounds; round++) {
    const player = away[(round % 10) + 1];
    const minute = Math.min(120, 1 + round);
    const marker = `Goal for ${centre.match.away.name}: ${player.name}, ${ordinal(minute)} minute.`;
    for (const client of clients) (client.waiting ??= []).push(marker);
    const sentAt = performance.now();
    const response = await fetch(`${origin}/api/studio/matches/${matchId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ minute, addedTime: null, type: 'goal', side: 'away', player, playerOff: null, assist: null }),
    });
    answered.push(performance.now() - sentAt);
    if (response.status !== 200) throw new Error(`recording a goal answered ${response.status}: ${await response.text()}`);
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && clients.some((client) => client.snapshot && !client.arrivals.has(marker))) await sleep(20);
    for (const client of clients) {
      if (!client.snapshot) continue;
      const at = client.arrivals.get(marker);
      if (at === undefined) missing += 1;
      else delays.push(at - sentAt);
    }
    await sleep(1000);
  }
  for (const client of clients) client.request.destroy();
  expectInSmoke(held === count, `${held} of ${count} live match streams were held (${failed} failed)`);
  expectInSmoke(missing === 0 && delays.length === held * rounds, `${missing} goals never reached a stream`);
  await sleep(1500);
  const after = rssOf(pid);

  const mb = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1048576).toFixed(0)} MB`);
  const perConnection = before !== undefined && holding !== undefined && held > 0 ? `${((holding - before) / held / 1024).toFixed(1)} KB` : 'n/a';
  console.log(`\n${colours.bold('Live match stream')} ${colours.dim(`(GET /api/matches/live, ${count} connections, ${rounds} goals recorded via the studio)`)}`);
  const rows = [
    ['connections held', `${held} of ${count} (${failed} failed), opened in ${openSeconds.toFixed(1)} s`],
    ['platform RSS', `${mb(before)} before, ${mb(holding)} holding them, ${mb(after)} after closing`],
    ['memory per connection', perConnection],
    ['studio POST answered', `p50 ${percentile(answered, 0.5).toFixed(1)} ms, max ${Math.max(...answered).toFixed(1)} ms`],
    ['recorded → every client', `p50 ${percentile(delays, 0.5).toFixed(1)} ms, p95 ${percentile(delays, 0.95).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms (${delays.length} deliveries, ${missing} missing)`],
    ['event minute → browser', `≤ tick (1 s) + the above: a planned event is recorded on the first tick after its minute starts`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  agent.destroy();
}
