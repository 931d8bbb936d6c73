#!/usr/bin/env node
// `npm start`, after the bootstrap: build what changed (turbo's cache makes a second run fast),
// start the platform, both sites and the staff's studio from their production builds, wait until each
// answers, then print the addresses and the demo accounts. Ctrl-C stops everything.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  colours,
  isPortFree,
  runStep,
  startService,
  superviseServices,
  waitForUrl,
} from './lib/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const ports = {
  platform: port('PLATFORM_PORT', 4000),
  club: port('CLUB_PORT', 3000),
  streamer: port('STREAMER_PORT', 3001),
  studio: port('STUDIO_PORT', 3002),
};
// The sites started beside the platform, each from its own production build (apps/<name>/dist).
const sites = ['club', 'streamer', 'studio'];
// Everything listens on this machine only unless HOST says otherwise (HOST=0.0.0.0 serves the network).
const host = process.env.HOST || '127.0.0.1';
// Where this script (and the sites) reach a server bound to `host`: a wildcard means this machine.
const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const platformUrl = `http://${reachable}:${ports.platform}`;
// The development mail outbox (sign-up and reset codes) is readable only when asked for: MAIL_OUTBOX=on npm start.
const outboxOn = process.env.MAIL_OUTBOX === 'on';

for (const [name, value] of Object.entries(ports)) {
  if (!(await isPortFree(value))) {
    console.error(
      colours.red(`✖ Port ${value} (${name}) is already in use.`) +
        ` Stop what runs there, or choose another: ${name.toUpperCase()}_PORT=${value + 10} npm start`,
    );
    process.exit(1);
  }
}

console.log('\n▸ Building (only what changed)');
const build = await runStep('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@app/*',
  '--output-logs=errors-only',
]);
if (build.code !== 0) process.exit(build.code);

// One clock for all three processes (issue 12): `CLOCK_NOW=2027-07-01T12:00:00Z npm start` puts the club on
// another day, and every process agrees on the real instant that was true, so they read the same time.
if (process.env.CLOCK_NOW) {
  // eslint-disable-next-line no-restricted-syntax -- the one moment the launcher reads the system time, to share it
  process.env.CLOCK_SET_AT ??= new Date().toISOString();
}

console.log('\n▸ Starting the platform, both sites and the studio');
const logLevel = process.env.LOG_LEVEL ?? 'warn';
const platform = startService({
  name: 'platform',
  cmd: process.execPath,
  args: ['dist/main.js'],
  cwd: join(root, 'apps/platform'),
  env: {
    PORT: String(ports.platform),
    HOST: host,
    LOG_LEVEL: logLevel,
    // Generate every catalogue item's renditions in the background (cached: a second start skips them).
    MEDIA_WARMUP: process.env.MEDIA_WARMUP ?? '1',
    // The simulator's hosted checkout is opened by the browser; checkout may only return to these sites,
    // and the platform takes writes (the studio's among them) only from pages of these origins.
    PLATFORM_PUBLIC_URL: process.env.PLATFORM_PUBLIC_URL ?? `http://localhost:${ports.platform}`,
    SITE_ORIGINS:
      process.env.SITE_ORIGINS ??
      [ports.club, ports.streamer, ports.studio].flatMap((value) => [`http://localhost:${value}`, `http://127.0.0.1:${value}`]).join(','),
  },
  colour: colours.cyan,
});
const children = [platform];
const stopAll = superviseServices(children);

if (!(await waitForUrl(`${platformUrl}/api/health`, { child: platform, timeoutMs: 120_000 }))) {
  console.error(colours.red('✖ The platform did not become healthy.'));
  stopAll(1);
}

for (const site of sites) {
  const child = startService({
    name: site,
    cmd: process.execPath,
    args: ['dist/server/server.js'],
    cwd: join(root, 'apps', site),
    env: { PORT: String(ports[site]), HOST: host, PLATFORM_URL: platformUrl, LOG_LEVEL: logLevel },
    colour: colours.green,
  });
  children.push(child);
  child.once('exit', (code) => {
    if (code) stopAll(code);
  });
}
const ready = await Promise.all(
  sites.map((site, index) =>
    waitForUrl(`http://${reachable}:${ports[site]}/`, { child: children[index + 1] }),
  ),
);
if (ready.includes(false)) {
  console.error(colours.red('✖ A site did not start.'));
  stopAll(1);
}

// What is on now: the demo world is laid out around the clock's today, and the first-team match of the
// day kicks off 20 minutes before the day's first start (issue 12). Told in the banner with its address.
const today = await whatIsOn();
const demo = JSON.parse(readFileSync(join(root, 'tooling/demo-accounts.json'), 'utf8'));
const club = JSON.parse(readFileSync(join(root, 'packages/club-config/club.json'), 'utf8'));
const width = Math.max(...demo.accounts.map((account) => account.email.length));
// The studio's staff are the demo accounts with studio roles; the fans are the rest.
const staff = demo.accounts.filter((account) => (account.roles ?? []).length > 0);
const fans = demo.accounts.filter((account) => !staff.includes(account));
// DEMO_WORLD=off: the platform seeded none of the demo accounts and vouchers, so none is offered.
const demoWorld = process.env.DEMO_WORLD !== 'off';
const demoBanner = `${colours.bold('Demo accounts')} (password ${demo.password})
${fans.map((account) => `  ${account.email.padEnd(width)}  ${colours.dim(account.shows)}`).join('\n')}

${colours.bold('Studio staff')} (password ${demo.password}, at ${colours.cyan(`http://localhost:${ports.studio}`)})
${staff.map((account) => `  ${account.email.padEnd(width)}  ${colours.dim(account.shows)}`).join('\n')}

${colours.bold('Vouchers')} (redeem from the packages page while signed in)
${(demo.vouchers ?? []).map((voucher) => `  ${voucher.code.padEnd(width)}  ${colours.dim(voucher.shows)}`).join('\n')}`;
console.log(`
${colours.bold(`${club.name} is running`)}

  Club site       ${colours.cyan(`http://localhost:${ports.club}`)}
  Streaming site  ${colours.cyan(`http://localhost:${ports.streamer}`)}
  Studio          ${colours.cyan(`http://localhost:${ports.studio}`)}  (club staff: sign in with a staff account below)
  Platform        ${colours.cyan(`http://localhost:${ports.platform}`)}  (API docs: /api/docs)

  ${
    host === '127.0.0.1'
      ? `Listening on 127.0.0.1 only; set ${colours.bold('HOST=0.0.0.0')} to serve your network`
      : colours.bold(`Listening on ${host} (set by HOST)`)
  }
  ${
    outboxOn
      ? colours.bold('Mail outbox on (MAIL_OUTBOX=on), from this machine only:') +
        ` curl '${platformUrl}/api/identity/outbox?to=you@example.com'`
      : colours.dim('Sign-up and reset codes: run MAIL_OUTBOX=on npm start, then read them with curl on the platform port')
  }

${today}

${demoWorld ? demoBanner : colours.dim('No demo world (DEMO_WORLD=off): no demo accounts or vouchers; sign up to make an account.')}

${colours.bold('Payments')} ${colours.dim(process.env.STRIPE_SECRET_KEY ? '(Stripe)' : "(the platform's simulator: no card is charged)")}
  card 4242 4242 4242 4242  ${colours.dim('pays (any future expiry, any CVC)')}
  card 4000 0000 0000 0002  ${colours.dim('is declined')}
${(demoWorld ? (demo.promotionCodes ?? []) : []).map((promotion) => `  code ${promotion.code.padEnd(width - 5)}  ${colours.dim(promotion.shows)}`).join('\n')}

Press Ctrl-C to stop.
`);

async function whatIsOn() {
  try {
    const [season, next] = await Promise.all(
      ['/api/web/season', '/api/matches/next?team=first-team'].map(async (path) =>
        (await fetch(`${platformUrl}${path}`, { signal: AbortSignal.timeout(5_000) })).json(),
      ),
    );
    const lines = [`${colours.bold('Today')} ${colours.dim(`(season ${season.data.label}${season.data.preSeason ? ', pre-season' : ''}${process.env.CLOCK_NOW ? `, clock started at ${process.env.CLOCK_NOW}` : ''})`)}`];
    const match = next.data;
    if (match) {
      const where = `http://localhost:${ports.club}/match/${match.team}/${match.season}/${match.id}`;
      const what = `${match.home.name} v ${match.away.name}`;
      lines.push(
        match.status === 'live'
          ? `  Live now: ${what}, ${match.score.home}-${match.score.away}  ${colours.cyan(where)}`
          : `  Next: ${what}, ${match.kickOffLocal.date} ${match.kickOffLocal.time} UK time  ${colours.cyan(where)}`,
      );
    }
    return lines.join('\n');
  } catch {
    return colours.dim('Today: the platform did not say what is on.');
  }
}
