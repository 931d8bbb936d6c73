// The cluster journey (issue 29), as `npm test` runs it (check.mjs): `pnpm cluster up` on ports of its
// own (CLUSTER_PORT_OFFSET, 2200 unless set) and a throwaway run directory, then steps in which every
// change crosses instances: written through api-1 and seen through api-2, or through the proxy while
// api-1 dies. Real processes (PostgreSQL, Redis, the S3 server, nginx, the platform's roles, the sites),
// no mocks. Needs the production builds (`pnpm build`). `down --clean` at the end leaves nothing running.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync, crc32 } from 'node:zlib';
import autocannon from 'autocannon';
import { loadTopology, root } from './topology.mjs';

const offset = Number(process.env.CLUSTER_PORT_OFFSET ?? 2200);
const env = {
  ...process.env,
  CLUSTER_PORT_OFFSET: String(offset),
  CLUSTER_DIR: process.env.CLUSTER_DIR ?? mkdtempSync(join(tmpdir(), 'club-cluster-')),
  // The journeys' Saturday afternoon (playwright.config.ts): the demo day's first-team match is live.
  CLOCK_NOW: process.env.CLOCK_NOW ?? '2026-12-05T15:20:00Z',
  // Only what a step needs of the media work: no warm-up of the catalogue, the smallest rung.
  MEDIA_WARMUP: '0',
  MEDIA_LADDER: '180p',
  WEB_CONCURRENCY: '1',
  // The worker says each video it transcoded (and on which attempt): the journey counts them.
  LOG_LEVEL: 'info',
};
const topology = loadTopology(offset);
const service = (name) => topology.services.find((item) => item.name === name);
const instance = (name) => `http://127.0.0.1:${service(name).port}`;
const proxy = `http://127.0.0.1:${topology.proxy.platform}`;
const studioOrigin = `http://localhost:${topology.proxy.studio}`;

function cluster(...args) {
  const result = spawnSync(process.execPath, [join(root, 'tooling/cluster/cluster.mjs'), ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pnpm cluster ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const status = () => JSON.parse(cluster('status', '--json')).processes;

// CLUSTER_REUSE=1: run against a cluster already up (CLUSTER_DIR, CLUSTER_PORT_OFFSET), when working on a step.
const reuse = process.env.CLUSTER_REUSE === '1';
before(() => {
  if (!reuse) cluster('up', '--no-build');
});

after(() => {
  if (!reuse) cluster('down', '--clean');
});

const { accounts: demoAccounts } = JSON.parse(readFileSync(join(root, 'tooling/demo-accounts.json'), 'utf8'));
/** A demo account of tooling/demo-accounts.json (email, sub), by its email. */
const demoAccount = (email) => demoAccounts.find((account) => account.email === email);

/** Signs a demo account in through `base`; the session cookies, as a Cookie header. */
async function signIn(base, email) {
  const answer = await fetch(`${base}/api/identity/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Password123!' }),
  });
  assert.equal(answer.status, 200, `${email} could not sign in: ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A studio call as the studio's pages make it (from the studio's origin). */
async function studio(base, method, path, cookie, body) {
  const answer = await fetch(`${base}/api/studio${path}`, {
    method,
    headers: { cookie, origin: studioOrigin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : undefined };
}

const json = async (url) => {
  const answer = await fetch(url);
  assert.equal(answer.status, 200, `${url}: ${answer.status}`);
  return answer.json();
};

test('every role of deploy/topology.json runs, with the engines and the proxy in front of the sites', async () => {
  const names = status().map((item) => item.name);
  for (const name of [...topology.services.map((item) => item.name), ...topology.engines.map((item) => item.name), 'proxy']) {
    assert.ok(names.includes(name), `${name} is not in pnpm cluster status`);
  }
  assert.deepEqual(
    status().filter((item) => !item.alive).map((item) => item.name),
    [],
  );
  const home = await fetch(`http://127.0.0.1:${topology.proxy.club}/`);
  assert.equal(home.status, 200);
  assert.match(await home.text(), /<html/i);
});

test('a story published through api-1 is in the news through api-2 at once, and on the club’s news page through the edge once its kept copy’s lifetime ends', async () => {
  const editor = await signIn(instance('api-1'), 'editor@example.com');
  // The club's news page as fans get it: from the proxy's cache, kept for the s-maxage the site sends.
  const newsPage = `http://127.0.0.1:${topology.proxy.club}/news`;
  await (await fetch(newsPage)).text();
  const kept = await fetch(newsPage);
  await kept.text();
  assert.equal(kept.headers.get('x-cache-status'), 'HIT', 'the edge did not keep the news page');
  const lifetime = Number(/s-maxage=(\d+)/.exec(kept.headers.get('cache-control') ?? '')?.[1]);
  assert.ok(lifetime > 0, `the news page is not kept at the edge: ${kept.headers.get('cache-control')}`);
  const before = await json(`${instance('api-2')}/api/news/articles`);
  const title = `Cluster story ${process.pid}`;
  const image = before.data[0]?.imageKey;
  const created = await studio(instance('api-1'), 'POST', '/articles', editor, {
    title,
    slug: '',
    standfirst: 'Written on one instance, read on the other.',
    category: 'first-team',
    tags: [],
    imageKey: image,
    body: '<p>Both instances share the database and forget their cached reads together.</p>',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const published = await studio(instance('api-1'), 'POST', `/articles/${created.body.id}/publish`, editor, { version: created.body.version });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  const publishedAt = performance.now();
  // api-2 had the list in its read cache a moment ago: the write on api-1 made it forget. Asked of api-2
  // itself, past the edge (which keeps no api answer, but a page for its lifetime).
  const list = JSON.stringify(await json(`${instance('api-2')}/api/news/articles`));
  assert.ok(list.includes(title), 'api-2 still lists the news without the story published on api-1');
  const article = await json(`${instance('api-2')}/api/news/articles/${published.body.slug ?? created.body.slug}`);
  assert.equal(article.data.title, title);
  // A fan reloading the news page through the edge: the kept copy until its lifetime ends, then the
  // site's new render (stale-while-revalidate: the first ask after it renews it in the background). No
  // bound in seconds (a render under load takes what it takes); a minute is many lifetimes, so an edge
  // that kept the page past its lifetime still fails.
  for (;;) {
    const page = await (await fetch(newsPage)).text();
    if (page.includes(title)) break;
    const waited = (performance.now() - publishedAt) / 1000;
    assert.ok(waited <= Math.max(60, 12 * lifetime), `the story was not on the news page through the edge ${waited.toFixed(1)} s after it was published (lifetime ${lifetime} s)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

/** Reads server-sent events from `url` until `predicate` holds for a `match` event's data. */
async function streamUntil(url, predicate, signal) {
  const answer = await fetch(url, { signal });
  assert.equal(answer.status, 200);
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of answer.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = message
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (!data) continue;
      const update = JSON.parse(data);
      if (predicate(update)) return update;
    }
  }
  throw new Error('the live stream ended');
}

test("a goal recorded through api-1 reaches a fan's live stream from api-2 within 2 s", async () => {
  const { data: matches } = await json(`${instance('api-2')}/api/matches?team=first-team`);
  const live = matches.find((match) => match.status === 'live');
  assert.ok(live, 'the demo day has no live first-team match');
  const { data: centre } = await json(`${instance('api-2')}/api/matches/${live.id}`);
  const side = centre.match.homeAway;
  const scorer = centre.lineups[side].startingXI[9];
  const controller = new AbortController();
  let eventsBefore;
  const snapshot = new Promise((resolve) => {
    eventsBefore = resolve;
  });
  const goalSeen = streamUntil(
    `${instance('api-2')}/api/matches/live?matchId=${live.id}`,
    (update) => {
      eventsBefore(update.events.length);
      return update.events.some((event) => event.type === 'goal' && event.player?.name === scorer.name && event.minute === 88);
    },
    controller.signal,
  );
  await snapshot;
  const matchday = await signIn(instance('api-1'), 'matchday@example.com');
  const recorded = await studio(instance('api-1'), 'POST', `/matches/${live.id}/events`, matchday, {
    minute: 88,
    addedTime: null,
    type: 'goal',
    side,
    player: scorer,
    playerOff: null,
    assist: null,
  });
  assert.equal(recorded.status, 200, JSON.stringify(recorded.body));
  const sent = performance.now();
  const timer = setTimeout(() => controller.abort(), 2_000);
  try {
    const update = await goalSeen;
    assert.ok(performance.now() - sent <= 2_000);
    assert.deepEqual(update.match.score, recorded.body.data.match.score);
  } catch (error) {
    throw controller.signal.aborted ? new Error('the goal did not reach api-2’s stream within 2 s') : error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
});

/** A small PNG of one colour, made here (no image library at the root). */
function png(red) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [64, 48];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from([red, 80, 160]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('an image uploaded through api-1 is served by api-2', async () => {
  const editor = await signIn(instance('api-1'), 'editor@example.com');
  const bytes = png(process.pid % 256);
  const uploaded = await fetch(`${instance('api-1')}/api/studio/images`, {
    method: 'POST',
    headers: { cookie: editor, origin: studioOrigin, 'content-type': 'image/png' },
    body: bytes,
  });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  const { url } = await uploaded.json();
  const served = await fetch(`${instance('api-2')}${url}`);
  assert.equal(served.status, 200, `api-2 answered ${served.status} for ${url}`);
  assert.match(served.headers.get('content-type') ?? '', /^image\//);
  assert.ok((await served.arrayBuffer()).byteLength > 0);
});

test('the concurrency limit holds across instances: two streams at once, however the checks are spread', async () => {
  const fan = demoAccount('audio@example.com');
  const cookie = await signIn(instance('api-1'), fan.email);
  const answers = await Promise.all(
    Array.from({ length: 6 }, async (_, index) => {
      const answer = await fetch(`${instance(index % 2 ? 'api-2' : 'api-1')}/api/videos/session/check`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          data: { attributes: { videoID: 'live-audio', mediaType: 'LiveAudio', userID: fan.sub, userEmail: fan.email, deviceID: 300 + index } },
        }),
      });
      return { status: answer.status, body: await answer.json() };
    }),
  );
  assert.equal(answers.filter((answer) => answer.status === 200).length, 2, JSON.stringify(answers.map((answer) => answer.status)));
  assert.ok(answers.filter((answer) => answer.status !== 200).every((answer) => answer.body.code === 'ERR_54648_1'));
});

test('api-1 killed in the middle of a crowd through the proxy: no request fails', async () => {
  // Fans on the club home (the site server asks the platform through the proxy) and on the news API.
  const crowds = [`http://127.0.0.1:${topology.proxy.club}/`, `${proxy}/api/news/articles`].map((url) =>
    autocannon({ url, connections: 8, duration: 6, timeout: 10 }),
  );
  // What a failed request met (a reset, a closed socket), so a failure says more than a count.
  const met = crowds.map((crowd) => {
    const errors = [];
    crowd.on('reqError', (error) => errors.push(error.code ?? error.message));
    return errors;
  });
  const killed = new Promise((resolve) => {
    let count = 0;
    crowds[1].on('response', () => {
      count += 1;
      if (count === 100) resolve(cluster('kill', 'api-1'));
    });
  });
  const results = await Promise.all(crowds);
  await killed;
  try {
    assert.ok(!status().find((item) => item.name === 'api-1').alive, 'api-1 is still alive after pnpm cluster kill api-1');
    const served = readFileSync(join(env.CLUSTER_DIR, 'logs', 'nginx-access.log'), 'utf8');
    assert.match(served, new RegExp(`127\\.0\\.0\\.1:${service('api-1').port}, 127\\.0\\.0\\.1:${service('api-2').port}`), 'no request was sent on from the lost api-1 to api-2');
    for (const [index, result] of results.entries()) {
      const failed = result.non2xx + result.errors + result.timeouts;
      assert.equal(failed, 0, `crowd ${index + 1}: ${failed} of ${result.requests.sent} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; met ${JSON.stringify(met[index])})`);
      assert.ok(result['2xx'] > 100, `crowd ${index + 1} made too few requests to have crossed the kill`);
    }
  } finally {
    // Back whatever was found above: the journeys after this one sign in through api-1.
    cluster('start', 'api-1');
  }
  assert.ok(status().find((item) => item.name === 'api-1').alive, 'api-1 did not come back with pnpm cluster start api-1');
  assert.equal((await fetch(`${instance('api-1')}/api/ready`)).status, 200);
});

/**
 * A subscriber's grant to the live video through the proxy, as their player gets it: the session check's
 * token and signed link (`mediaLink`), and `get(file)`, one of the channel's files asked for with that link.
 */
async function liveVideoGrant(deviceId) {
  const subscriber = demoAccount('subscriber@example.com');
  const cookie = await signIn(proxy, subscriber.email);
  const checked = await fetch(`${proxy}/api/videos/session/check`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { attributes: { videoID: 'live-video', mediaType: 'DrmLiveVideo', userID: subscriber.sub, userEmail: subscriber.email, deviceID: deviceId } },
    }),
  });
  assert.equal(checked.status, 200, await checked.clone().text());
  const { token, mediaLink: link } = (await checked.json()).data.attributes;
  return { cookie, token, link, get: (file) => fetch(`${proxy}/media/live/live-video/${file}?${link}`) };
}

/**
 * What a player reads from a live manifest: when its recording starts, how long a segment is, and the
 * name of its init segment and of segment `number` (its first representation's).
 */
function liveManifest(manifest) {
  const representation = /<Representation id="([^"]+)"/.exec(manifest)?.[1] ?? '';
  const template = /<SegmentTemplate([^>]*)>/.exec(manifest)?.[1] ?? '';
  const attribute = (name) => new RegExp(`\\b${name}="([^"?]+)`).exec(template)?.[1] ?? '';
  const name = (pattern, number) =>
    pattern
      .replace('$RepresentationID$', representation)
      .replace(/\$Number(?:%0(\d+)d)?\$/, (_match, width) => String(number).padStart(Number(width ?? 0), '0'));
  return {
    availabilityStart: Date.parse(/availabilityStartTime="([^"]+)"/.exec(manifest)?.[1] ?? ''),
    segmentSeconds: Number(attribute('duration')) / Number(attribute('timescale')),
    startNumber: Number(attribute('startNumber') || 1),
    init: name(attribute('initialization')),
    segment: (number) => name(attribute('media'), number),
  };
}

test('the live video plays through the proxy: manifest and segments from the live role', async () => {
  const { cookie, token, link, get } = await liveVideoGrant(7);
  // The proxy is the edge: /media only with the signed link the check answers (`mediaLink`), which the
  // player puts on every request; a cookie or the token alone is refused before the cache.
  assert.match(link ?? '', /^expires=\d+&md5=[\w-]{22}$/);
  const bare = await fetch(`${proxy}/media/live/live-video/manifest.mpd`, { headers: { cookie, 'x-playback-token': token } });
  assert.equal(bare.status, 403, 'the edge let a live manifest through without its signed link');
  // The live role's encoder starts with the process: the manifest is there once its first segments are.
  let manifest;
  for (let attempt = 0; !manifest; attempt += 1) {
    const answer = await get('manifest.mpd');
    if (answer.status === 200) manifest = await answer.text();
    else if (answer.status !== 404 || attempt > 240) assert.fail(`the live manifest answered ${answer.status}: ${await answer.text()}`);
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const shape = liveManifest(manifest);
  const init = await get(shape.init);
  assert.equal(init.status, 200, `init segment ${shape.init}: ${init.status}`);
  await init.arrayBuffer();
  const asked = ['manifest.mpd', shape.init];
  // A media segment a little behind the live edge, as a player asks for it (ffmpeg's clock is real time).
  // eslint-disable-next-line no-restricted-syntax -- the live edge is in real time, as the encoder writes it
  const edge = shape.startNumber + Math.floor((Date.now() - shape.availabilityStart) / 1000 / shape.segmentSeconds);
  const statuses = [];
  for (const number of [edge - 2, edge - 3, edge - 1, edge - 4]) {
    const segment = await get(shape.segment(number));
    statuses.push(segment.status);
    await segment.arrayBuffer();
    if (segment.status === 200) {
      asked.push(shape.segment(number));
      break;
    }
  }
  assert.ok(statuses.includes(200), `no media segment near the live edge (${edge}): ${statuses.join(', ')}`);
  const live = `127.0.0.1:${service('live').port}`;
  // Each file asked for once: each a miss of the edge's cache that the live role answered. nginx writes a
  // request's line once it has finished sending it, which on a busy machine can come after the client has
  // read the body: the log is read again until every file asked for is in it.
  const servedLines = () =>
    readFileSync(join(env.CLUSTER_DIR, 'logs', 'nginx-access.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(' /media/live/live-video/') && line.includes(' 200 '));
  const logged = (lines) => asked.every((file) => lines.some((line) => line.includes(` /media/live/live-video/${file} 200 `)));
  let served = servedLines();
  for (let attempt = 0; !logged(served) && attempt < 100; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    served = servedLines();
  }
  assert.ok(logged(served), `the proxy did not log every live file it served (${asked.join(', ')}):\n${served.join('\n')}`);
  assert.ok(served.every((line) => line.includes(live)), `the live media was not served by the live role through the proxy:\n${served.join('\n')}`);
  assert.ok(served.every((line) => !line.includes('md5=')), 'the proxy logged a signed link');
});

/** A real clip made by ffmpeg: `seconds` of test pattern and a tone. */
function clip(seconds) {
  const dir = mkdtempSync(join(tmpdir(), 'cluster-clip-'));
  const path = join(dir, 'clip.mp4');
  const made = spawnSync('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=660:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path,
  ]);
  assert.equal(made.status, 0, `ffmpeg could not make a clip: ${made.stderr}`);
  const bytes = readFileSync(path);
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

const tusMetadata = (fields) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A resumable upload as the studio's tus client makes it, each request to the next of `bases` in turn. */
async function tusUpload(bases, cookie, bytes, chunks) {
  const headers = { 'tus-resumable': '1.0.0', origin: studioOrigin, cookie };
  const created = await fetch(`${bases[0]}/api/studio/clubtv/uploads`, {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': tusMetadata({ filename: 'cluster-derby.mp4', filetype: 'video/mp4' }) },
  });
  assert.equal(created.status, 201, await created.clone().text());
  const location = created.headers.get('location');
  const size = Math.ceil(bytes.length / chunks);
  for (let index = 0, offset = 0; offset < bytes.length; index += 1) {
    const base = bases[(index + 1) % bases.length];
    // A chunk asks where the upload is first, as a client resuming on another instance does.
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers });
    assert.equal(head.status, 200);
    assert.equal(Number(head.headers.get('upload-offset')), offset, `${base} does not know the upload's offset`);
    const chunk = bytes.subarray(offset, offset + size);
    const patched = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: chunk,
    });
    assert.equal(patched.status, 204, `chunk ${index + 1} through ${base}: ${patched.status} ${await patched.text()}`);
    offset += chunk.length;
    assert.equal(Number(patched.headers.get('upload-offset')), offset);
  }
  return location.split('/').at(-1);
}

/** Polls the video through `base` until `done` holds for it (a bound for a hung transcode, not a guess). */
async function videoUntil(base, cookie, id, done) {
  const deadline = performance.now() + 300_000;
  for (;;) {
    const video = await studio(base, 'GET', `/clubtv/videos/${id}`, cookie);
    assert.equal(video.status, 200, JSON.stringify(video.body));
    if (done(video.body)) return video.body;
    if (video.body.status === 'failed') assert.fail(`the transcode failed: ${video.body.failure}`);
    if (performance.now() > deadline) assert.fail(`still ${video.body.status} (${video.body.progress}%)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many times the worker logged that it made the video's ladder (every start of it, one log file). */
const transcodes = (id) =>
  readFileSync(join(env.CLUSTER_DIR, 'logs', 'worker.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('club tv video transcoded') && line.includes(id));

test('a resumable upload whose chunks alternate between api-1 and api-2 completes and is transcoded once', async () => {
  const editor = await signIn(instance('api-1'), 'editor@example.com');
  const id = await tusUpload([instance('api-1'), instance('api-2')], editor, clip(3), 4);
  const video = await videoUntil(instance('api-2'), editor, id, (body) => body.status === 'ready');
  assert.equal(video.status, 'ready');
  assert.equal(transcodes(id).length, 1, `transcoded ${transcodes(id).length} times`);
});

test('the worker killed mid-transcode: after `pnpm cluster start worker` the ladder is made, once', async () => {
  const editor = await signIn(proxy, 'editor@example.com');
  const id = await tusUpload([proxy], editor, clip(40), 2);
  await videoUntil(proxy, editor, id, (body) => body.status === 'transcoding' || body.status === 'ready');
  cluster('kill', 'worker');
  const stopped = await studio(proxy, 'GET', `/clubtv/videos/${id}`, editor);
  assert.equal(stopped.body.status, 'transcoding', 'the transcode ended before the worker was killed: make the clip longer');
  assert.equal(transcodes(id).length, 0);
  cluster('start', 'worker');
  const video = await videoUntil(proxy, editor, id, (body) => body.status === 'ready');
  assert.equal(video.status, 'ready');
  const lines = transcodes(id);
  assert.equal(lines.length, 1, `transcoded ${lines.length} times`);
  assert.ok(JSON.parse(lines[0]).attempt >= 2, 'the ladder was made by the killed claim');
});

/** The worker's log lines about goal clips (as JSON), each start of it in the one file. */
const goalClipLines = () =>
  readFileSync(join(env.CLUSTER_DIR, 'logs', 'worker.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"clip"'))
    .map((line) => JSON.parse(line));

test("goals recorded in the cluster get their clips from the live recording: the worker reads it from the live role's origin", async (t) => {
  const { data: matches } = await json(`${instance('api-2')}/api/matches?team=first-team`);
  const live = matches.find((match) => match.status === 'live');
  assert.ok(live, 'the demo day has no live first-team match');
  const matchday = await signIn(instance('api-1'), 'matchday@example.com');
  const whistle = async (kind) => {
    const blown = await studio(instance('api-1'), 'POST', `/matches/${live.id}/whistles`, matchday, { kind });
    assert.equal(blown.status, 200, `${kind}: ${JSON.stringify(blown.body)}`);
  };
  const centre = async () => (await json(`${instance('api-2')}/api/matches/${live.id}`)).data;
  const before = await centre();
  const side = before.match.homeAway;
  const goal = async (minute, scorer) => {
    const recorded = await studio(instance('api-1'), 'POST', `/matches/${live.id}/events`, matchday, {
      minute,
      addedTime: null,
      type: 'goal',
      side,
      player: scorer,
      playerOff: null,
      assist: null,
    });
    assert.equal(recorded.status, 200, JSON.stringify(recorded.body));
  };
  // Where the goals are on the stream's clock: its kick-off (as the match centre says it) and the moment.
  const streamKickOff = async () => {
    const ms = Date.parse((await centre()).live?.streamKickOff ?? '');
    assert.ok(!Number.isNaN(ms), 'the live match has no stream kick-off');
    return ms;
  };

  // The live video as a subscriber's player reads it through the proxy: where its recording starts.
  const { get } = await liveVideoGrant(8);
  const shape = liveManifest(await (await get('manifest.mpd')).text());
  const { availabilityStart } = shape;

  // A clip is 20 s before its goal's moment (the start of its minute) to 10 s after.
  const ours = [];
  // A first-half goal of the first minute the encoder recorded whole; then staff retime the clock at
  // half-time and at the second half, which must not move it (each goal keeps the clock it was scored by).
  if (before.live?.period === 'first-half') {
    const kickOff = await streamKickOff();
    const minute = Math.max(1, Math.ceil((availabilityStart + 22_000 - kickOff) / 60_000) + 1);
    assert.ok(minute <= 45, `the recording starts in minute ${minute}: the first half is over`);
    const scorer = before.lineups[side].startingXI[7];
    await goal(minute, scorer);
    ours.push({ minute, scorer, atMs: kickOff + (minute - 1) * 60_000 });
    await whistle('half-time');
  }
  await whistle('second-half');
  // The second half's clock says 46' now: its kick-off is 61 minutes after the clock's.
  const scorer = before.lineups[side].startingXI[8];
  await goal(46, scorer);
  ours.push({ minute: 46, scorer, atMs: (await streamKickOff()) + 61 * 60_000 });
  for (const { minute, atMs } of ours) assert.ok(atMs - 20_000 >= availabilityStart, `the recording starts after the clip of ${minute}'`);

  // Full time once the recording has passed the clips' end: a segment after it is served by the live role.
  const after = shape.startNumber + Math.ceil((Math.max(...ours.map((item) => item.atMs)) + 10_000 - availabilityStart) / 1000 / shape.segmentSeconds) + 1;
  const segment = shape.segment(after);
  // The live role holds an answer up to two segments for one due; a bound for an encoder that stopped.
  for (let attempt = 0; ; attempt += 1) {
    const answer = await get(segment);
    await answer.arrayBuffer();
    if (answer.status === 200) break;
    assert.ok(answer.status === 404 && attempt < 240, `segment ${segment} after the clips: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await whistle('full-time');

  // Each goal's clip is the n-th of the match, its goals in match order.
  const finished = await centre();
  const at = (event) => (event.minute <= 45 ? event.minute - 1 : 61 + event.minute - 46) + (event.addedTime ?? 0);
  const goals = finished.events.filter((event) => ['goal', 'own-goal', 'penalty'].includes(event.type)).sort((a, b) => at(a) - at(b));
  // The worker's mark of done, in its log (the job's last step); a bound for a hung cut, not a guess.
  const deadline = performance.now() + 600_000;
  for (const { minute, scorer: player } of ours) {
    const n = goals.findIndex((event) => event.minute === minute && event.player?.name === player.name) + 1;
    assert.ok(n > 0, `the goal of ${minute}' is not in the finished match`);
    const its = (line) => typeof line.clip === 'string' && line.clip.endsWith(`-goal-${n}`);
    let made;
    while (!(made = goalClipLines().find((line) => its(line) && line.msg === 'goal clip made'))) {
      assert.ok(performance.now() < deadline, `no clip made for the goal of ${minute}':\n${goalClipLines().filter(its).map((line) => JSON.stringify(line)).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.equal(made.source, 'recording', `the clip of the goal of ${minute}' is the demo video: ${JSON.stringify(goalClipLines().filter(its))}`);
    t.diagnostic(`the goal of ${minute}' (${made.clip}): its clip cut from the recording`);
  }
});
