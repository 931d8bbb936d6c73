import { type ChildProcess, execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
// The edge as the benches run it (tooling/edge): Debian's nginx with deploy/nginx/edge.mjs's fragments
// (plain Node beside the scripts, not a workspace package; typed by edge.d.mts).
// eslint-disable-next-line no-restricted-imports
import { startEdge } from '../tooling/edge/edge.mjs';
import { consentCookies, demoPassword, promosSeen, sessionCookie, startClubSite, videoDialog, waitForHydration } from './support';
import { platformUrl, ports } from './urls';

// Issues 30 and 32 through a real edge: nginx in front of the journeys' platform and a club site of this
// journey's own (page cache on, as `npm start` runs it). Media needs a signed link that the edge checks
// before its cache and the origin checks again; public pages come from the edge's cache and a story
// published in the studio is on them once the kept copy's lifetime ends.

const sitePort = ports.club + 41;
const edgePort = ports.platform + 4400;
/** The site's page cache lifetime, which it sends as s-maxage: the edge keeps a page as long. */
const pageLifetimeSeconds = 5;
let site: ChildProcess | undefined;
let edge: Awaited<ReturnType<typeof startEdge>> | undefined;
let secret = '';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  // The secret as a deployment gets it for its edge: printed by the platform from its own keys.
  const { stdout } = await promisify(execFile)('apps/platform/node_modules/.bin/tsx', ['apps/platform/src/cli.ts', 'edge-secret'], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_FILE, LOG_LEVEL: 'warn' },
  });
  secret = stdout.trim();
  site = await startClubSite({ port: sitePort, pageCacheSeconds: pageLifetimeSeconds });
  edge = await startEdge({ platform: platformUrl, site: `http://127.0.0.1:${sitePort}`, secret, port: edgePort });
});

test.afterAll(async () => {
  await edge?.stop();
  site?.kill('SIGTERM');
});

const edgeOf = () => {
  if (!edge?.site) throw new Error('the edge did not start');
  return { site: edge.site, platform: edge.platform };
};

const demoAccounts = JSON.parse(readFileSync('tooling/demo-accounts.json', 'utf8')) as { accounts: { email: string; sub: string }[] };
// The staff account (bypassed: it passes the paywall and holds no place in an account's streaming limit),
// so this journey never takes a slot the subscriber's playback journeys, running beside it, need.
const viewer = demoAccounts.accounts.find((account) => account.email === 'staff@example.com');

/** A granted session check's signed link for an asset (its answer's `mediaLink`). */
async function signedLink(cookie: string, videoId: string, mediaType: string): Promise<URLSearchParams> {
  const response = await fetch(`${platformUrl}/api/videos/session/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ data: { attributes: { videoID: videoId, mediaType, userID: viewer?.sub, userEmail: viewer?.email, deviceID: 'edge-journey' } } }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { mediaLink } = ((await response.json()) as { data: { attributes: { mediaLink: string } } }).data.attributes;
  expect(mediaLink).toMatch(/^expires=\d+&md5=[\w-]{22}$/);
  return new URLSearchParams(mediaLink);
}

/** nginx's secure_link hash, computed here from the secret alone: what a forger without it cannot make. */
const md5Of = (expires: number, asset: string) => createHash('md5').update(`${expires}:${asset} ${secret}`).digest('base64url');

/** A full match replay, behind the video subscription (apps/platform/content/video). */
const paid = 'season-review-2024-25';

test.describe('media through the edge (issue 30)', () => {
  test('a bare, tampered, expired or other asset’s link is refused at the edge and at the origin; a valid segment is a HIT the second time', async () => {
    const { platform: edgePlatform } = edgeOf();
    const cookie = await sessionCookie('staff@example.com');
    const link = await signedLink(cookie, paid, 'OnDemand');
    const master = `/media/vod/${paid}/master.m3u8`;
    // The rendition is made on its first request (ffmpeg): ask the origin with the link until it is there.
    await expect.poll(async () => (await fetch(`${platformUrl}${master}?${link}`)).status, { timeout: 240_000 }).toBe(200);
    const variant = (await (await fetch(`${platformUrl}${master}?${link}`)).text()).split('\n').find((line) => line.endsWith('.m3u8')) ?? '';
    const playlist = await (await fetch(`${platformUrl}/media/vod/${paid}/${variant}?${link}`)).text();
    const segmentName = playlist.split('\n').find((line) => line.endsWith('.m4s')) ?? '';
    const segment = `/media/vod/${paid}/${variant.split('/')[0]}/${segmentName}`;
    expect(segmentName).not.toBe('');

    const expires = Number(link.get('expires'));
    const md5 = link.get('md5') ?? '';
    const refused: [string, string][] = [
      ['bare', segment],
      ['tampered signature', `${segment}?expires=${expires}&md5=${md5.startsWith('A') ? 'B' : 'A'}${md5.slice(1)}`],
      ['a later expiry with the same signature', `${segment}?expires=${expires + 3600}&md5=${md5}`],
      ['the link on another replay', `/media/vod/another-replay/master.m3u8?${link}`],
      ['the link on the live video', `/media/live/live-video/manifest.mpd?${link}`],
      ['an expired link, rightly signed', `${segment}?expires=1700000000&md5=${md5Of(1700000000, paid)}`],
    ];
    for (const [what, url] of refused) {
      const atEdge = await fetch(`${edgePlatform}${url}`);
      expect(atEdge.status, `${what} at the edge`).toBe(403);
      const atOrigin = await fetch(`${platformUrl}${url}`);
      expect(atOrigin.status, `${what} at the origin`).toBe(403);
    }

    // A valid link: the first request may reach the origin, the second is the edge's copy; another
    // viewer's own link for the same file is the same copy (the link is not in the cache key).
    const first = await fetch(`${edgePlatform}${segment}?${link}`);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await fetch(`${edgePlatform}${segment}?${link}`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    const otherViewer = `expires=${expires + 60}&md5=${md5Of(expires + 60, paid)}`;
    const third = await fetch(`${edgePlatform}${segment}?${otherViewer}`);
    expect(third.headers.get('x-cache-status')).toBe('HIT');
    expect(Buffer.from(await third.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
  });

  test('a fan plays a full match replay through the edge, every media request carrying a signed link', async ({ browser }) => {
    const context = await visitorOfTheEdge(browser);
    const page = await context.newPage();
    const media: { url: string; status: number; cache: string | null }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/^\/media\/(vod|live)\//.test(url.pathname)) media.push({ url: url.pathname + url.search, status: response.status(), cache: response.headers()['x-cache-status'] ?? null });
    });
    const signIn = await page.request.post('/api/identity/authenticate', { data: { username: 'staff@example.com', password: demoPassword } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    await page.goto('/videos');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /Profile/ }).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Full Match Replays', exact: true }).getByRole('article').first().getByRole('link').click();
    const dialog = videoDialog(page);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const video = dialog.getByTestId('video-player-media');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames), { timeout: 120_000 }).toBeGreaterThan(10);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    const manifestsAndSegments = media.filter((entry) => /\.(m3u8|m4s|mp4)\?/.test(entry.url) || /\.(m3u8|m4s|mp4)$/.test(entry.url.split('?')[0] ?? ''));
    expect(manifestsAndSegments.length).toBeGreaterThan(2);
    for (const entry of manifestsAndSegments) {
      expect(entry.url, 'a media request without its signed link').toMatch(/[?&]expires=\d+&md5=[\w-]{22}/);
      expect(entry.status).toBeLessThan(400);
      // Checked and cached by the edge, not passed around it.
      expect(entry.cache).toMatch(/^(HIT|MISS|EXPIRED|STALE|UPDATING|REVALIDATED)$/);
    }
    await context.close();
  });
});

async function visitorOfTheEdge(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: edgeOf().site, storageState: { cookies: [], origins: [] } });
  await context.addCookies([...consentCookies, promosSeen]);
  return context;
}

test.describe('public pages at the edge (issue 32)', () => {
  test('the news page is served from the edge cache, and a story published in the studio is on it once the kept copy’s lifetime ends', async ({
    browser,
  }) => {
    const { site: edgeSite } = edgeOf();
    const cookie = await sessionCookie('subscriber@example.com');
    const warm = await fetch(`${edgeSite}/news`);
    expect(warm.status).toBe(200);
    await warm.text();
    // Kept: the next request within the lifetime is the edge's copy, whoever asks (a signed-in fan too).
    const again = await fetch(`${edgeSite}/news`, { headers: { cookie } });
    expect(again.headers.get('x-cache-status')).toMatch(/^(HIT|UPDATING|STALE)$/);
    expect(again.headers.get('cache-control')).toContain('s-maxage=');
    // The site's words to its edge stay there: its page cache's outcome, its copy's age, the purge key.
    expect([again.headers.get('x-page-cache'), again.headers.get('age'), again.headers.get('surrogate-key')]).toEqual([null, null, null]);
    await again.text();
    // An account page is never kept.
    const account = await fetch(`${edgeSite}/account`, { headers: { cookie } });
    await account.text();
    expect((await fetch(`${edgeSite}/account`, { headers: { cookie } })).headers.get('x-cache-status')).not.toBe('HIT');

    // The newsroom publishes a story: a copy of the newest one's picture and category, a title of its own.
    const editor = await sessionCookie('editor@example.com');
    const headers = { cookie: editor, 'content-type': 'application/json' };
    const { items } = (await (await fetch(`${platformUrl}/api/studio/articles`, { headers })).json()) as { items: { id: number; category: string; imageKey: string | null }[] };
    const model = items.find((item) => item.imageKey);
    if (!model) throw new Error('the studio lists no article with a picture');
    const title = `Through the edge ${randomUUID().slice(0, 8)}`;
    const created = await fetch(`${platformUrl}/api/studio/articles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, slug: '', standfirst: 'Published while the edge keeps the page.', category: model.category, tags: [], imageKey: model.imageKey, body: '<p>Body.</p>', relatedSlugs: null }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const draft = (await created.json()) as { id: number; version: number };
    const page = await (await visitorOfTheEdge(browser)).newPage();
    // The page is in the edge's cache before the story is published: it must come from there afterwards.
    await page.goto('/news');
    const publish = await fetch(`${platformUrl}/api/studio/articles/${draft.id}/publish`, { method: 'POST', headers, body: JSON.stringify({ version: draft.version }) });
    expect(publish.status, await publish.clone().text()).toBe(200);
    const publishedAt = performance.now();
    // A fan reloading the news page sees it within the edge's lifetime and a second (stale-while-revalidate).
    // Asked as this journey's browser asks: the edge keeps a copy per encoding (brotli here), each renewed
    // when it is asked for after its lifetime.
    const asTheBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' }; // Debian's Chromium
    // Until then every copy is the edge's own (kept, or kept while it renews): none is passed through
    // uncached. No bound in seconds: a render under load takes what it takes (the poll's minute is many
    // lifetimes, so an edge keeping a page past its lifetime still fails).
    const statuses = new Set<string | null>();
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${edgeSite}/news`, { headers: asTheBrowser });
          const seen = (await answer.text()).includes(title);
          if (!seen) statuses.add(answer.headers.get('x-cache-status'));
          return seen;
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(true);
    const seenAfter = (performance.now() - publishedAt) / 1000;
    test.info().annotations.push({ type: 'seen after', description: `${seenAfter.toFixed(1)} s (lifetime ${pageLifetimeSeconds} s)` });
    for (const status of statuses) expect(status, 'a copy without the story came past the edge cache').toMatch(/^(HIT|UPDATING|STALE|EXPIRED|MISS)$/);
    await page.reload();
    await expect(page.getByText(title).first()).toBeVisible();
    await page.context().close();
  });
});
