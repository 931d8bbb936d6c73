import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { clubUrl, platformUrl } from './urls';

/** The video modal (an account panel may open over it, itself a dialog): the dialog with 'Close video'. */
export function videoDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close video' }) });
}

/** The router removes its `$_TSR` bootstrap once the page has hydrated and the stream has ended. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
}

/**
 * Playwright's 'networkidle' (no request in flight for 500 ms), the live stream aside: on match day
 * every page of the club site keeps `/api/matches/live` open for its live strip (issue 31), so the
 * network is never idle. Call it before the page's first request; await what it returns to wait.
 */
export function trackQuietNetwork(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let changedAt = performance.now();
  const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/matches/live';
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    changedAt = performance.now();
  });
  const settled = (request: Request) => {
    if (inFlight.delete(request)) changedAt = performance.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return () => expect.poll(() => inFlight.size === 0 && performance.now() - changedAt >= 500, { intervals: [100], timeout: 30_000 }).toBe(true);
}

/**
 * Everything the page reports as an error from now on: console errors, uncaught exceptions and any
 * Content-Security-Policy violation (issue 17), so every journey that collects errors also fails on one.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || isCspViolationMessage(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  reportCspViolations(page);
  return errors;
}

const cspViolationPrefix = 'CSP violation:';

function isCspViolationMessage(text: string): boolean {
  return text.startsWith(cspViolationPrefix) || /Content Security Policy|Refused to/.test(text);
}

const reportingPages = new WeakSet<Page>();

/**
 * Turns every `securitypolicyviolation` event into a console error, which `collectPageErrors` collects.
 * Chromium logs most violations to the console itself but not all (an eval probe a library catches is
 * only an event). Registered before the page's next navigation.
 */
function reportCspViolations(page: Page): void {
  if (reportingPages.has(page)) return;
  reportingPages.add(page);
  void page
    .addInitScript((prefix) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    }, cspViolationPrefix)
    .catch(() => undefined);
}

/** Content-Security-Policy violations the page reports from now on (the events and Chromium's messages). */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (isCspViolationMessage(message.text())) violations.push(message.text());
  });
  reportCspViolations(page);
  return violations;
}

/**
 * WCAG 2.2 AA as axe checks it, once what is opening has finished opening: axe measures colours as they
 * are painted, and a dialog still fading in has text of too little contrast (seen under load). Endless
 * animations (a live badge's pulse, a spinner) are not waited for.
 */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.length})`)).toEqual([]);
}


export { platformUrl };

/** The demo accounts' password (DESIGN.md), staff and fans alike. */
export const demoPassword = 'Password123!';

/** A demo account's session cookies, signed in through the platform: the value of a `cookie` header. */
export async function sessionCookie(email: string): Promise<string> {
  const response = await fetch(`${platformUrl}/api/identity/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: demoPassword }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/**
 * A club site of a journey's own on 127.0.0.1:`port`, as `npm start` runs it (its page cache on for
 * `pageCacheSeconds`, one process), beside the journeys' platform; resolves once it answers /_health.
 */
export async function startClubSite({ port, pageCacheSeconds }: { port: number; pageCacheSeconds: number }): Promise<ChildProcess> {
  const site = spawn(process.execPath, ['apps/club/dist/server/server.js'], {
    env: {
      ...process.env,
      CLOCK_NOW: process.env.E2E_CLOCK_NOW,
      CLOCK_SET_AT: process.env.E2E_CLOCK_SET_AT,
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_URL: platformUrl,
      PAGE_CACHE_SECONDS: String(pageCacheSeconds),
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/_health`).catch(() => undefined))?.status, { timeout: 60_000 })
      .toBe(200);
  } catch (error) {
    // Not handed back, so not left behind by the journey's afterAll.
    site.kill('SIGTERM');
    throw error;
  }
  return site;
}

/** A returning fan's cookies on a journey's own club site (127.0.0.1): every cookie accepted… */
export const consentCookies = ['club_cookie_consent', 'club_cookie_tracking'].map((name) => ({ name, value: '1', domain: '127.0.0.1', path: '/' }));
/** …and the demo promos seen, so neither the cookie notice nor a promo stands in the way. */
export const promosSeen = { name: 'club_promos_seen', value: '1.2.3.4.5', domain: '127.0.0.1', path: '/' };

/**
 * A new browser of a returning visitor of the club site: cookies chosen and the demo promos seen, so
 * neither the cookie notice nor a promotion (both modal) stands between them and the page.
 */
export function clubVisitor(browser: Browser): Promise<BrowserContext> {
  const cookies = [{ name: 'club_cookie_consent', value: '1' }, promosSeen].map(({ name, value }) => ({
    name,
    value,
    domain: '127.0.0.1',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
  return browser.newContext({ baseURL: clubUrl, storageState: { cookies, origins: [] } });
}

/** Signs in on the studio's own sign-in page, once it has hydrated (the form posts through the studio). */
export async function signInToStudio(page: Page, email: string, password = demoPassword): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** New accounts' password: the demo password is on the common-password list they are checked against. */
export const freshPassword = 'blue-moon-over-the-terraces';

/** The code the platform mailed to `to` (its development outbox), once it has arrived. */
export async function mailedCode(request: APIRequestContext, to: string, subject = /verification code/): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get(`${platformUrl}/api/identity/outbox`, { params: { to } });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { subject: string; text: string }[] };
    code = data.filter((mail) => subject.test(mail.subject)).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/**
 * A new, confirmed account holding nothing. Every spec shares one database, so a journey that buys or
 * redeems uses one of these: the demo accounts must keep holding what DESIGN.md says they hold.
 */
export async function freshAccount(
  request: APIRequestContext,
  label: string,
  names: { given_name: string; family_name: string } = { given_name: 'Billie', family_name: 'Buyer' },
): Promise<string> {
  const email = `${label}-${randomUUID()}@example.com`;
  const signUp = await request.post(`${platformUrl}/api/identity/sign-up`, {
    data: { username: email, password: freshPassword, attributes: { email, ...names } },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const code = await mailedCode(request, email);
  const confirm = await request.post(`${platformUrl}/api/identity/confirm-sign-up`, { data: { username: email, code } });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return email;
}

/** A player of a line-up as the platform's match centre gives it. */
export interface LineupPlayer {
  playerId: string | null;
  name: string;
  shirtNumber: number;
  position: string;
  captain: boolean;
}
/** A match as the platform's match list gives it. */
export interface PlatformMatch {
  id: number;
  team: string;
  season: string;
  status: string;
  homeAway: 'home' | 'away';
  home: { name: string };
  away: { name: string };
  /** An ISO 8601 instant. */
  kickOff: string;
  /** Null until kick-off; the current score while live. */
  score: { home: number; away: number } | null;
}
/** The platform's match centre of one match. */
export interface PlatformMatchCentre {
  match: PlatformMatch;
  lineups: Record<'home' | 'away', { startingXI: LineupPlayer[] }> | null;
  /** Set only while the match is live; `streamKickOff` is the kick-off on the live video's clock. */
  live: { minute: number; period: string; streamKickOff?: string } | null;
}

/** A match's page in the club site's match centre. */
export const matchPath = (match: Pick<PlatformMatch, 'id' | 'team' | 'season'>) => `/match/${match.team}/${match.season}/${match.id}`;

/** The demo day's live first-team match, with its line-ups, straight from the platform. */
export async function liveFirstTeamMatch(): Promise<PlatformMatchCentre> {
  const { data } = (await (await fetch(`${platformUrl}/api/matches?team=first-team`)).json()) as { data: PlatformMatch[] };
  const live = data.find((match) => match.status === 'live');
  if (!live) throw new Error('the demo day has no live first-team match');
  return ((await (await fetch(`${platformUrl}/api/matches/${live.id}`)).json()) as { data: PlatformMatchCentre }).data;
}
