// `pnpm bench streaming`: what Club TV's playback costs a fan in Debian's Chromium, through the club site
// and the real session check, tokens and /media of the production builds:
//   - time to first frame (median of BENCH_RUNS, after a warm-up run) for an on-demand replay and the
//     live video, to the first decoded frame, on two clocks: from the click landing in the page (the
//     click event's timeStamp, the fan's intent to play: Mux's start-up time), the figure issue 30's goals
//     are read against, and from the bench's call to Playwright's click, which adds Playwright's own
//     actionability checks, scrolling and mouse moves (about 170 ms here) before the click exists. Every
//     bit of the page's work after the click is in both;
//   - live latency behind real time over BENCH_LIVE_SECONDS (60 s), sampled each second from the
//     manifest's availabilityStartTime plus the period start plus the playhead (what shaka's
//     getPlayheadTimeAsDate() computes), median and p90, and how often playback stalled ('waiting');
//   - check to manifest: from the session check's answer reaching the page to the manifest's request
//     leaving it (issue 30: the player has shaka attached and the manifest queued while the check is
//     in flight, so this is what is left between the token and the stream).
// The platform and the site run on this machine, so the figures are the player's and the origin's,
// without a real network in between. BENCH_TRACE=1 prints each run's requests and video events with their
// times from the click landing; BENCH_PROFILE=/some/prefix writes each run's Chromium performance trace
// (click to first frame, for the Performance panel) to /some/prefix-<n>.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { benchSmoke, colours, expectInSmoke } from './processes.mjs';

const demo = JSON.parse(readFileSync(new URL('../../demo-accounts.json', import.meta.url), 'utf8'));
// Smoke size (BENCH_SMOKE=1): one run after the warm-up, three seconds of live.
const runs = Number(process.env.BENCH_RUNS ?? (benchSmoke ? 1 : 5));
const liveSeconds = Number(process.env.BENCH_LIVE_SECONDS ?? (benchSmoke ? 3 : 60));

const median = (values) => quantile(values, 0.5);
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

let profiles = 0;

/**
 * Clicks `target` once and waits in the page for the player's first decoded frame: milliseconds from the
 * click landing (`ms`) and from the bench's call to click (`fromCall`), and from the session check's answer
 * to the manifest's request (null when either was not seen).
 * One click: a replay card is a link to the page with the video open, so a click that lands before its
 * handler is live follows the link rather than being lost, and Watch Live waits for hydration (the caller).
 */
async function timeToFirstFrame(page, target) {
  const started = await page.evaluate((tracing) => {
    performance.clearResourceTimings();
    // The click landing: its event's timeStamp is when the input reached the page, on performance.now's clock.
    window.__benchClickAt = null;
    window.addEventListener(
      'click',
      (event) => {
        window.__benchClickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    if (tracing) {
      // BENCH_TRACE=1: the video element's events too (capture: media events do not bubble), with the
      // playhead and what is buffered, to tell waiting for data from waiting for the player.
      window.__benchMediaTrace = [];
      const record = (event) => {
        if (!(event.target instanceof HTMLVideoElement)) return;
        const video = event.target;
        const buffered = Array.from({ length: video.buffered.length }, (_, i) => `${video.buffered.start(i).toFixed(2)}-${video.buffered.end(i).toFixed(2)}`);
        window.__benchMediaTrace.push({ at: performance.now(), what: `video ${event.type} t=${video.currentTime.toFixed(2)} rs=${video.readyState} buf=[${buffered.join(' ')}]` });
      };
      for (const type of ['loadstart', 'loadedmetadata', 'loadeddata', 'canplay', 'play', 'playing', 'seeking', 'seeked', 'waiting']) {
        document.addEventListener(type, record, true);
      }
    }
    return performance.now();
  }, process.env.BENCH_TRACE === '1');
  const trace = [];
  const traceRequest = (request) => trace.push({ at: performance.now(), url: request.url() });
  const traceStart = performance.now();
  if (process.env.BENCH_TRACE === '1') page.on('request', traceRequest);
  const profile = process.env.BENCH_PROFILE ? await startProfile(page) : null;
  await target.click();
  await page.getByRole('button', { name: 'Close video' }).waitFor({ timeout: 30_000 });
  const firstFrame = await page
    .waitForFunction(
    () => {
      const video = document.querySelector('[data-testid="video-player-media"]');
      return video && video.getVideoPlaybackQuality().totalVideoFrames > 0 ? performance.now() : null;
    },
    undefined,
      { timeout: 90_000, polling: 'raf' },
    )
    .catch(async (error) => {
      // Say what the player showed instead of a frame (a refusal, an error box, the login prompt).
      const shown = await page.locator('[role="dialog"]').allInnerTexts().catch(() => []);
      throw new Error(`no first frame: ${error.message}\n${shown.join('\n---\n')}`);
    });
  const frameAt = await firstFrame.jsonValue();
  const clickAt = await page.evaluate(() => window.__benchClickAt);
  if (typeof clickAt !== 'number') throw new Error('the click never reached the page');
  const ms = frameAt - clickAt;
  const fromCall = frameAt - started;
  if (profile) await profile.save(`${process.env.BENCH_PROFILE}-${++profiles}.json`);
  // The page's own resource timings: the check's response complete to the manifest's request started.
  const checkToManifest = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    const check = entries.find((entry) => new URL(entry.name).pathname === '/api/videos/session/check');
    const manifest = entries.find((entry) => /^\/media\/(?:vod|live)\/[^/]+\/(?:master\.m3u8|manifest\.mpd)$/.test(new URL(entry.name).pathname));
    return check && manifest ? manifest.startTime - check.responseEnd : null;
  });
  if (process.env.BENCH_TRACE === '1') {
    // BENCH_TRACE=1: each request a run made from the click to the first frame, when it was asked for.
    page.off('request', traceRequest);
    const media = await page.evaluate(() => window.__benchMediaTrace ?? []);
    // Times from the click landing. The requests are on this process's clock, which started at the call
    // to click: moved by the call-to-landing gap, near enough for a trace.
    const landing = clickAt - started;
    const lines = [
      ...trace.map(({ at, url }) => ({ at: at - traceStart - landing, what: url.replace(/^https?:\/\/[^/]+/, '').replace(/\?expires=.*$/, '') })),
      ...media.map(({ at, what }) => ({ at: at - clickAt, what })),
    ].sort((a, b) => a.at - b.at);
    console.log(colours.dim(`  ${(-landing).toFixed(0).padStart(6)} ms  the bench calls click`));
    console.log(colours.dim(`  ${'0'.padStart(6)} ms  the click lands`));
    for (const { at, what } of lines) console.log(colours.dim(`  ${at.toFixed(0).padStart(6)} ms  ${what}`));
    console.log(colours.dim(`  ${ms.toFixed(0).padStart(6)} ms  first frame`));
    // The page's own clock for the session check: when the page called fetch, sent it and had its answer.
    const check = await page.evaluate((at) => {
      const entry = performance.getEntriesByType('resource').find((item) => new URL(item.name).pathname === '/api/videos/session/check');
      return entry ? [entry.startTime, entry.requestStart, entry.responseEnd].map((time) => Math.round(time - at)) : null;
    }, clickAt);
    // And each media request on the page's clock: asked, first byte, last byte (ms after the click).
    const mediaTimings = await page.evaluate((at) =>
      performance.getEntriesByType('resource')
        .filter((item) => new URL(item.name).pathname.startsWith('/media/'))
        .map((item) => `${new URL(item.name).pathname.replace(/^\/media\/(?:vod|live)\/[^/]+\//, '')} ${[item.startTime, item.responseStart, item.responseEnd].map((time) => Math.round(time - at)).join('/')}`), clickAt);
    console.log(colours.dim(`  media asked/first byte/done: ${mediaTimings.join(', ')}`));
    if (check) console.log(colours.dim(`  session check: fetch called ${check[0]} ms, sent ${check[1]} ms, answered ${check[2]} ms after the click`));
  }
  return { ms, fromCall, checkToManifest };
}

/** BENCH_PROFILE: Chromium's performance trace from before the click to `save`, through the page's CDP session. */
async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler', 'media'].join(','),
    transferMode: 'ReportEvents',
  });
  return {
    async save(file) {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      console.log(colours.dim(`  performance trace: ${file}`));
    },
  };
}

async function closeVideo(page) {
  await page.getByRole('button', { name: 'Close video' }).click();
  await page.getByRole('button', { name: 'Close video' }).waitFor({ state: 'detached' });
}

/** Hydrated, and the login check has found the subscriber (or the session check would ask as a visitor). */
async function waitForHydration(page) {
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.getByRole('button', { name: /Profile/ }).first().waitFor({ timeout: 15_000 });
}

/**
 * The page as a fan sees it before choosing: hydrated, then idle once (the page's work after its first
 * render is done, and the players' code has started to load as a card came into view: usePreloadPlayers
 * waits for the same idle moment), then quiet (no request for half a second). Clicking in the first
 * moments after hydration measured the page's own start-up as the video's: shaka's 300 KB loading and
 * compiling on the main thread held the click's handler back 40 to 170 ms. Bounded: a page that never
 * goes idle or quiet is clicked anyway.
 */
async function waitForQuietPage(page) {
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve, { timeout: 5_000 })));
  // A page holding the live match's stream open never goes quiet: 3 s is as long as a fan looks.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
}

/** The live manifest's clock: availabilityStartTime plus the first period's start, in ms. */
function presentationStart(mpd) {
  const ast = /availabilityStartTime="([^"]+)"/.exec(mpd)?.[1];
  const start = /<Period[^>]*\sstart="PT([0-9.]+)S"/.exec(mpd)?.[1];
  return ast ? Date.parse(ast) + Number(start ?? 0) * 1000 : null;
}

export async function benchStreaming(clubOrigin) {
  // The machine's load at the start and the end: first-frame times move with it on a shared machine.
  const loadAtStart = loadavg()[0];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--autoplay-policy=no-user-gesture-required', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ baseURL: clubOrigin });
    // A returning fan: the cookie notice and promos stay out of the way.
    await context.addCookies(
      ['club_cookie_consent=1', 'club_promos_seen=1.2.3.4.5'].map((pair) => {
        const [name, value] = pair.split('=');
        return { name, value, url: clubOrigin };
      }),
    );
    const page = await context.newPage();
    const signIn = await page.request.post('/api/identity/authenticate', {
      data: { username: 'subscriber@example.com', password: demo.password },
    });
    if (!signIn.ok()) throw new Error(`signing in failed: ${signIn.status()} ${await signIn.text()}`);

    // The live channels start with the platform: wait until the live video is on air.
    let onAir = false;
    for (let tries = 0; tries < 60 && !onAir; tries++) {
      const stream = await page.request.get('/api/videos/streams/live-video');
      onAir = stream.ok() && (await stream.json()).data?.attributes?.assetData?.status === 'active';
      if (!onAir) await page.waitForTimeout(1000);
    }
    expectInSmoke(onAir, 'the live video was not on air after 60 s');

    // On demand: the first full match replay, warmed once (its renditions are generated on first request).
    const onDemand = [];
    const onDemandFromCall = [];
    const onDemandCheck = [];
    for (let run = 0; run <= runs; run++) {
      await page.goto('/videos');
      await waitForQuietPage(page);
      // The replays' row: its cards are articles holding one link each (its arrows are buttons).
      const card = page.getByRole('region', { name: 'Full Match Replays', exact: true }).getByRole('article').first().getByRole('link');
      const { ms, fromCall, checkToManifest } = await timeToFirstFrame(page, card);
      if (run > 0) onDemand.push(ms);
      if (run > 0) onDemandFromCall.push(fromCall);
      if (run > 0 && checkToManifest !== null) onDemandCheck.push(checkToManifest);
      await closeVideo(page);
    }
    console.log(`on-demand time to first frame: ${onDemand.map((ms) => ms.toFixed(0)).join(', ')} ms (from the bench's call: ${onDemandFromCall.map((ms) => ms.toFixed(0)).join(', ')} ms)`);

    let manifest = '';
    page.on('response', async (response) => {
      // By path: the player asks with the edge's signed link in the query (issue 30).
      if (new URL(response.url()).pathname === '/media/live/live-video/manifest.mpd' && response.ok()) {
        manifest = await response.text().catch(() => manifest);
      }
    });
    const live = [];
    const liveFromCall = [];
    const liveCheck = [];
    for (let run = 0; run <= runs; run++) {
      await page.goto('/live');
      await waitForQuietPage(page);
      const watch = page.getByRole('article', { name: 'Blues TV Live' }).getByRole('button', { name: 'Watch Live' });
      const { ms, fromCall, checkToManifest } = await timeToFirstFrame(page, watch);
      if (run > 0) live.push(ms);
      if (run > 0) liveFromCall.push(fromCall);
      if (run > 0 && checkToManifest !== null) liveCheck.push(checkToManifest);
      if (run < runs) await closeVideo(page);
    }
    console.log(`live time to first frame: ${live.map((ms) => ms.toFixed(0)).join(', ')} ms (from the bench's call: ${liveFromCall.map((ms) => ms.toFixed(0)).join(', ')} ms)`);

    // The last live run keeps playing: sample its latency each second and count the stalls.
    await page.evaluate(() => {
      const video = document.querySelector('[data-testid="video-player-media"]');
      window.__benchStalls = 0;
      video.addEventListener('waiting', () => {
        window.__benchStalls += 1;
      });
    });
    const latencies = [];
    for (let second = 0; second < liveSeconds; second++) {
      await page.waitForTimeout(1000);
      const start = presentationStart(manifest);
      const currentTime = await page.evaluate(() => document.querySelector('[data-testid="video-player-media"]').currentTime);
      // The stream's presentation times are written by ffmpeg in real time, so latency is measured on it.
      // eslint-disable-next-line no-restricted-syntax -- real time, the encoders' time base
      if (start !== null) latencies.push((Date.now() - (start + currentTime * 1000)) / 1000);
    }
    const stalls = await page.evaluate(() => window.__benchStalls);
    expectInSmoke(latencies.length > 0 && latencies.every(Number.isFinite), 'no live latency could be read (the manifest was not seen)');
    expectInSmoke(onDemandCheck.length === runs && liveCheck.length === runs, 'a run saw no session check answer or no manifest request');
    await browser.close();

    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`\n${'measure'.padEnd(52)} value`);
    console.log(`${'on-demand time to first frame (median)'.padEnd(52)} ${seconds(median(onDemand))}`);
    console.log(`${'  from the bench\'s call to click (median)'.padEnd(52)} ${seconds(median(onDemandFromCall))}`);
    console.log(`${'on-demand check answered to manifest asked (median)'.padEnd(52)} ${median(onDemandCheck).toFixed(0)} ms`);
    console.log(`${'live time to first frame (median)'.padEnd(52)} ${seconds(median(live))}`);
    console.log(`${'  from the bench\'s call to click (median)'.padEnd(52)} ${seconds(median(liveFromCall))}`);
    console.log(`${'live check answered to manifest asked (median)'.padEnd(52)} ${median(liveCheck).toFixed(0)} ms`);
    console.log(`${`live latency over ${liveSeconds} s (median)`.padEnd(52)} ${median(latencies).toFixed(2)} s`);
    console.log(`${`live latency over ${liveSeconds} s (p90)`.padEnd(52)} ${quantile(latencies, 0.9).toFixed(2)} s`);
    console.log(`${'live rebuffers (waiting events)'.padEnd(52)} ${stalls}`);
    console.log(`${'load average (1 min) at the start, at the end'.padEnd(52)} ${loadAtStart.toFixed(2)}, ${loadavg()[0].toFixed(2)}`);
    console.log(
      colours.dim(
        `\nMedians of ${runs} runs after a warm-up, Debian's Chromium headless, subscriber@example.com, loopback; first frame from the click landing in the page (and from the bench's call to Playwright's click); latency from the manifest's availabilityStartTime.`,
      ),
    );
  } finally {
    await browser.close().catch(() => {});
  }
}
