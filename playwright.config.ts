import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
// Ports 4100 and 3100–3102, moved together by E2E_PORT_OFFSET (e2e/urls.ts).
import { clubUrl, platformUrl, ports, streamerUrl, studioUrl } from './e2e/urls';

// Runs against the production builds (`pnpm build` first); the config never builds.

// A fresh database per run, which the platform migrates and seeds as it starts. Workers load this file
// again, so the path travels in the environment instead of being made anew in each of them.
process.env.E2E_DATABASE_FILE ??= join(mkdtempSync(join(tmpdir(), 'club-e2e-')), 'platform.sqlite');

// Time is an input: the platform and both sites run on one clock that starts at this instant (a
// Saturday afternoon in the 2026/27 season) and runs on from there, whatever the machine's date. Every
// process gets the same CLOCK_SET_AT, so they agree to the millisecond. Workers load this file again,
// so both travel in the environment.
process.env.E2E_CLOCK_NOW ??= '2026-12-05T15:20:00Z';
process.env.E2E_CLOCK_SET_AT ??= new Date().toISOString();
const clock = { CLOCK_NOW: process.env.E2E_CLOCK_NOW, CLOCK_SET_AT: process.env.E2E_CLOCK_SET_AT };

// Journeys change what the platform says (a site lock, a goal, a purchase) and look at the page at once: the
// sites render every page afresh here, while the page cache that `npm start` runs (5 s) is tested in
// tooling/ssr (pageCache.test.ts) and measured by `pnpm bench crowd`. Each site still runs one process
// per core, as in production.
const freshPages = { PAGE_CACHE_SECONDS: '0' };
// The public addresses the sites are served at (issue 15), as behind a deployment's proxy: not where they
// listen here, so the journeys see canonical URLs and share cards follow CLUB_SITE_ORIGIN and
// STREAMER_SITE_ORIGIN rather than the address a page was asked for.
const publicOrigins = {
  CLUB_SITE_ORIGIN: 'https://www.brackwaterblues.example.com',
  STREAMER_SITE_ORIGIN: 'https://live.brackwaterblues.example.com',
};

const returningFan = {
  cookies: ['club_cookie_consent=1', 'club_promos_seen=1.2.3.4.5'].map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return { name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
  }),
  origins: [],
};

// Never test whatever happens to listen on these ports (an older build, another checkout): start
// our own. E2E_REUSE=1 reuses running servers when iterating on a test by hand.
const reuseExistingServer = process.env.E2E_REUSE === '1';

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A bound for a hung journey, not a wall-clock guess at how long one takes: on a busy 2-core machine an
  // axe pass alone has taken 14 s, and journeys wait for the events they need, never for time (issue 12).
  timeout: 120_000,
  // The same for an assertion's auto-wait: it ends as soon as the page is right; the bound only says when to give up.
  expect: { timeout: 15_000 },
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    // Bounds for an action (a click, a focus, a scroll, a wait for a response) and a navigation, so a
    // journey stuck on one fails there, saying which, instead of at the test's timeout with only the
    // clean-up's call named (stop 37: a commercial journey hung 4 minutes on an unbounded wait).
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    // Playwright never downloads a browser here: Debian's Chromium (FIELD-NOTES).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        // e2e/club-playback.spec.ts: players start as they open, as they do after a fan's click.
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    // club.spec.ts and the club's feature journeys (club-matches.spec.ts, …).
    // Every club journey starts as a returning fan who already chose about cookies and has seen the
    // running promos, so the notice and the promo overlay (a modal) stay out of journeys about other
    // things. e2e/club-consent.spec.ts starts from a first visit instead.
    { name: 'club', testMatch: /club(-[a-z-]+)?\.spec\.ts$/, use: { baseURL: clubUrl, storageState: returningFan } },
    { name: 'streamer', testMatch: /streamer\.spec\.ts$/, use: { baseURL: streamerUrl } },
    // studio.spec.ts and the studio's desk journeys (studio-*.spec.ts): staff at the studio, then the
    // club site as a visitor sees what they published.
    { name: 'studio', testMatch: /studio(-[a-z-]+)?\.spec\.ts$/, grepInvert: /@after-all|@full-time/, use: { baseURL: studioUrl } },
    // Journeys that change what every other journey sees (the studio holding the club site's live audio
    // off air): they run once the others have finished.
    { name: 'after-all', testMatch: /studio(-[a-z-]+)?\.spec\.ts$/, grep: /@after-all/, use: { baseURL: studioUrl }, dependencies: ['club', 'streamer', 'studio'] },
    // Full time on the demo day's live match, which every journey above watches or holds: the very last.
    { name: 'full-time', testMatch: /studio-full-time\.spec\.ts$/, grep: /@full-time/, use: { baseURL: studioUrl }, dependencies: ['after-all'] },
  ],
  webServer: [
    {
      command: 'node apps/platform/dist/main.js',
      url: `${platformUrl}/api/health`,
      env: {
        ...clock,
        PORT: String(ports.platform),
        HOST: '127.0.0.1',
        DATABASE_URL: process.env.E2E_DATABASE_FILE,
        LOG_LEVEL: 'warn',
        // The payment simulator's hosted pages, and the only sites checkout may return to.
        PLATFORM_PUBLIC_URL: platformUrl,
        SITE_ORIGINS: [clubUrl, streamerUrl, studioUrl, ...[ports.club, ports.streamer, ports.studio].map((port) => `http://localhost:${port}`)].join(','),
        // A viewer's country comes only from this header (sent by the streamer's blackout journey), and
        // the UK and Ireland blackout lasts all day, so that journey does not depend on the clock.
        GEO_COUNTRY_HEADER: 'x-e2e-country',
        GEO_BLACKOUTS_FILE: 'e2e/fixtures/blackouts.json',
        // The register and forgot-password journeys read their codes here, from the platform directly (e2e/support.ts).
        MAIL_OUTBOX: 'on',
        // The journeys play the small rungs of the on-demand ladder: the whole ladder is proven by the media
        // routes' test, and `pnpm bench streaming` plays it in Chromium.
        MEDIA_LADDER: '360p,180p',
      },
      reuseExistingServer,
      timeout: 120_000,
    },
    {
      command: 'node apps/club/dist/server/server.js',
      url: `${clubUrl}/_health`,
      env: { ...clock, ...freshPages, ...publicOrigins, PORT: String(ports.club), HOST: '127.0.0.1', PLATFORM_URL: platformUrl },
      reuseExistingServer,
    },
    {
      command: 'node apps/streamer/dist/server/server.js',
      url: `${streamerUrl}/_health`,
      env: {
        ...clock,
        ...freshPages,
        ...publicOrigins,
        PORT: String(ports.streamer),
        HOST: '127.0.0.1',
        PLATFORM_URL: platformUrl,
        // The blackout journey's browser stands for the CDN in front (a trusted proxy on loopback): only
        // then does the site pass its country header on; a visitor's own is dropped (issue 28).
        TRUST_PROXY: 'loopback',
        GEO_COUNTRY_HEADER: 'x-e2e-country',
      },
      reuseExistingServer,
    },
    {
      command: 'node apps/studio/dist/server/server.js',
      url: `${studioUrl}/_health`,
      env: { ...clock, ...freshPages, ...publicOrigins, PORT: String(ports.studio), HOST: '127.0.0.1', PLATFORM_URL: platformUrl },
      reuseExistingServer,
    },
  ],
});
