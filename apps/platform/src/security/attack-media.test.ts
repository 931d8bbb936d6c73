import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { type IncomingMessage, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clubTvVideoSchema, studioImageMaxBytes } from '@club/api-client';
import { clockReading } from '@club/clock';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { packageRoot } from '../config';
import { createArtwork } from '../modules/images/artwork';
import { createArtworkLookups } from '../modules/images/lookups';
import { imagesRoutes } from '../modules/images/routes';
import { type ImageService, createImageService } from '../modules/images/service';
import { notAVideoContainerMessage } from '../modules/media/container';
import { api, baseUrlOf, signIn } from '../modules/payments/testing';
import { noSuchUploadMessage } from '../modules/studio/clubtv-routes';
import { prepareDatabase } from '../prepare-database';
import { TEST_NOW } from '../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../testing/databases';

/**
 * Issue 28's media findings, each tried as an attacker would and refused: the image service's unbounded
 * drawing, uploads that reach inside, and the concurrency limit. Beside the general attack suite (attack.test.ts).
 */

/** Every file under a directory, and their bytes. */
async function diskUsage(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

describe.each(testDialects)('the image service on $dialect: a loop over made-up names', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  let service: ImageService;
  let appCache: string;
  let bareCache: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    appCache = mkdtempSync(join(tmpdir(), 'attack-images-'));
    bareCache = mkdtempSync(join(tmpdir(), 'attack-images-'));
    app = await buildApp({ ...testConfig(testDatabase.location), imageCacheDir: appCache }, { database: testDatabase.database });
    // The same service and routes as the app's, built here so the test can read its memory.
    service = createImageService({
      originalsDir: join(packageRoot(), 'content', 'images'),
      cacheDir: bareCache,
      artwork: createArtwork(createArtworkLookups(testDatabase.database.db)),
    });
    bare = Fastify();
    await bare.register(imagesRoutes, { prefix: '/images', service });
  });

  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await testDatabase?.drop();
    rmSync(appCache, { recursive: true, force: true });
    rmSync(bareCache, { recursive: true, force: true });
  });

  const prefixes = ['news', 'sponsors', 'promos', 'adverts', 'menus', 'packages', 'placeholders', 'video'];
  const madeUp = (index: number) => `/images/800x450/${prefixes[index % prefixes.length]}/made-up-${index}.png`;

  it('should draw and keep nothing for 2,000 distinct unknown names: the disk and the memory stay as they were', async () => {
    // A real picture first, so the caches are not trivially empty.
    for (const instance of [app, bare]) {
      expect((await instance.inject({ method: 'GET', url: '/images/800x450/crests/brackwater-blues.png' })).statusCode).toBe(200);
    }
    const appBefore = await diskUsage(appCache);
    const bareBefore = await diskUsage(bareCache);
    const memoryBefore = await service.cacheUsage();

    for (let index = 0; index < 2_000; index += 1) {
      for (const instance of [app, bare]) {
        const response = await instance.inject({ method: 'GET', url: madeUp(index), headers: { accept: 'image/avif,image/webp' } });
        expect(response.statusCode).toBe(404);
      }
    }

    expect(await diskUsage(appCache)).toEqual(appBefore);
    expect(await diskUsage(bareCache)).toEqual(bareBefore);
    expect(await service.cacheUsage()).toEqual(memoryBefore);
  });

  it('should answer 400 to the old way in, any size at all, before looking anything up', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/1x1/news/anything.png' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "'1x1' is not a size the image library serves." });
  });
});

const studioOrigin = 'http://127.0.0.1:3002';
const tusHeaders = { 'tus-resumable': '1.0.0', origin: studioOrigin };
const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.each(testDialects)('uploads on $dialect: nothing reaches inside', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let mediaDir: string;
  const cookies: Record<string, string> = {};
  // A service inside the club's network that no upload may make the platform call.
  const inside = createServer((request, response) => {
    heard.push(request.url ?? '');
    response.end('#EXTM3U\n');
  });
  const heard: string[] = [];
  let insideUrl: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    mediaDir = mkdtempSync(join(tmpdir(), 'attack-media-'));
    app = await buildApp(
      {
        ...testConfig(testDatabase.location),
        imageCacheDir: join(mediaDir, 'image-cache'),
        media: { dir: mediaDir, liveChannels: false, warmUp: false, ladder: ['360p', '180p'] },
        siteOrigins: ['http://127.0.0.1:3000', studioOrigin],
      },
      { database: testDatabase.database },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    insideUrl = `http://127.0.0.1:${(inside.address() as AddressInfo).port}`;
    for (const who of ['editor', 'fan']) cookies[who] = await signIn(base, `${who}@example.com`);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => inside.close(resolve));
    await testDatabase?.drop();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  const tus = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    fetch(`${base}${path}`, { method, headers: { ...tusHeaders, cookie: cookies.editor ?? '', ...headers }, ...(body ? { body } : {}) });

  /** A tus request sent as written: fetch would resolve `..` and `%2E%2E` segments before sending. */
  const raw = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
      const request = httpRequest(`${base}/`, { method, path, headers: { ...tusHeaders, cookie: cookies.editor ?? '', ...headers } });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      });
      request.on('error', reject);
      request.end(body);
    });

  /** Uploads `body` as a video the browser calls video/mp4; answers the video's id. */
  async function upload(body: Buffer, filename: string): Promise<string> {
    const created = await tus('POST', '/api/studio/clubtv/uploads', {
      'upload-length': String(body.length),
      'upload-metadata': tusMetadata({ filename, filetype: 'video/mp4' }),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const patched = await tus('PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body);
    expect(patched.status).toBe(204);
    return location.slice(location.lastIndexOf('/') + 1);
  }

  /** Waits for the transcode to end: a bound, never a guess. */
  async function settled(id: string) {
    const deadline = performance.now() + 120_000;
    for (;;) {
      const answer = await api(base, 'GET', `/api/studio/clubtv/videos/${id}`, { cookie: cookies.editor ?? '', headers: { origin: studioOrigin } });
      const video = clubTvVideoSchema.parse(answer.body);
      if (video.status === 'ready' || video.status === 'failed') return video;
      if (performance.now() > deadline) throw new Error(`still ${video.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('should refuse an HLS playlist or a concat script sent as a video, and never call the addresses it names', async () => {
    const playlists = {
      'match.mp4': `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n${insideUrl}/segment.ts\n#EXT-X-ENDLIST\n`,
      'goals.mov': `ffconcat version 1.0\nfile '${insideUrl}/clip.mp4'\n`,
    };
    for (const [filename, text] of Object.entries(playlists)) {
      const video = await settled(await upload(Buffer.from(text), filename));

      expect(video.status, filename).toBe('failed');
      expect(video.failure, filename).toBe(notAVideoContainerMessage);
    }
    expect(heard).toEqual([]);
  });

  it('should answer 404 to an upload id that climbs out of the store, and read or write nothing outside it', async () => {
    // What the file store would reach: `<uploads>/..` is MEDIA_DIR/clubtv, its info file MEDIA_DIR/clubtv.json.
    const info = JSON.stringify({ id: '..', size: 10, offset: 4, metadata: {}, creation_date: '2026-01-01T00:00:00.000Z' });
    mkdirSync(join(mediaDir, 'clubtv', 'uploads'), { recursive: true });
    writeFileSync(join(mediaDir, 'clubtv.json'), info);
    writeFileSync(join(mediaDir, 'planted'), 'keep me');
    writeFileSync(join(mediaDir, 'planted.json'), info);
    const before = await readdir(mediaDir, { recursive: true });

    for (const id of ['..', '%2E%2E', '..%2F..%2Fplanted', '..%2F..%2F..%2Fetc%2Fpasswd', '%2E%2E', 'tv-0123456789abcdef%2F..%2F..%2F..%2Fplanted']) {
      for (const method of ['HEAD', 'PATCH', 'DELETE']) {
        const response = await raw(
          method,
          `/api/studio/clubtv/uploads/${id}`,
          method === 'PATCH' ? { 'upload-offset': '4', 'content-type': 'application/offset+octet-stream' } : {},
          method === 'PATCH' ? Buffer.from('sixsix') : undefined,
        );
        expect(response.status, `${method} ${id}`).toBe(404);
        expect(response.headers['upload-offset'], `${method} ${id}`).toBeUndefined();
        // Refused by the id's pattern before the upload server (and its file store) sees the request.
        if (method !== 'HEAD') expect(JSON.parse(response.body), `${method} ${id}`).toMatchObject({ message: noSuchUploadMessage });
      }
    }

    expect(await readdir(mediaDir, { recursive: true })).toEqual(before);
    expect(readFileSync(join(mediaDir, 'clubtv.json'), 'utf8')).toBe(info);
    expect(readFileSync(join(mediaDir, 'planted'), 'utf8')).toBe('keep me');
    expect(existsSync(join(mediaDir, 'planted.json'))).toBe(true);
  });

  /** Posts a body of `studioImageMaxBytes` as `who`, 64 KB at a time while no answer has come; what came and when. */
  function postLargeImage(who: string | undefined): Promise<{ status: number; sentBeforeAnswer: number }> {
    const total = studioImageMaxBytes;
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answer: IncomingMessage | undefined;
      const request = httpRequest(`${base}/api/studio/images?desk=news`, {
        method: 'POST',
        headers: {
          'content-type': 'image/jpeg',
          'content-length': String(total),
          origin: studioOrigin,
          ...(who ? { cookie: cookies[who] ?? '' } : {}),
        },
      });
      request.on('response', (response) => {
        answer = response;
        resolve({ status: response.statusCode ?? 0, sentBeforeAnswer: sent });
        response.resume();
        request.destroy();
      });
      // The server may close the connection under a refused body: that is its right, not a failure here.
      request.on('error', (error) => (answer ? undefined : reject(error)));
      request.flushHeaders();
      const pump = () => {
        while (!answer && sent < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          if (!request.write(piece)) {
            request.once('drain', pump);
            return;
          }
        }
        if (!answer) request.end();
      };
      pump();
    });
  }

  it('should refuse a fan and a visitor posting 10 MB to /api/studio/images before reading the body', async () => {
    for (const [who, status] of [
      ['fan', 403],
      [undefined, 401],
    ] as const) {
      const { status: answered, sentBeforeAnswer } = await postLargeImage(who);

      expect(answered, who).toBe(status);
      // The answer came while most of the body was still unsent: the server did not wait to read it.
      expect(sentBeforeAnswer, who).toBeLessThan(studioImageMaxBytes / 2);
    }
  });
});

describe.each(testDialects)('the concurrency limit on $dialect: sessions the server issues, slots media asks about', ({ dialect }) => {
  const subscriber = { email: 'subscriber@example.com', sub: 'b2b73d76-2854-53b2-9457-b5c19f3ce279' };
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let cookie: string;
  // The platform's clock, moved by hand: a slot lives 75 s by it, a playback token 5 minutes.
  let now = new Date(TEST_NOW);

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    app = await buildApp(
      { ...testConfig(testDatabase.location), concurrencyLimit: 2 },
      { database: testDatabase.database, clock: clockReading(() => now), concurrencyTtlMs: 75_000 },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    cookie = await signIn(base, subscriber.email);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  /** A session check for the encrypted live video, as a player on `deviceID` sends it. */
  const check = (deviceId: number, sessionId?: string, video: { videoID: string; mediaType: string } = { videoID: 'live-video', mediaType: 'DrmLiveVideo' }) =>
    api(base, 'POST', '/api/videos/session/check', {
      cookie,
      body: {
        data: {
          attributes: {
            ...video,
            userID: subscriber.sub,
            userEmail: subscriber.email,
            deviceID: deviceId,
            ...(sessionId ? { sessionId } : {}),
          },
        },
      },
    });
  /** A ClearKey licence for the live video with a playback token. */
  const licence = async (token: string) => {
    const response = await fetch(`${base}/media/keys/live-video`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-playback-token': token },
      body: JSON.stringify({ kids: [], type: 'temporary' }),
    });
    return { status: response.status, code: ((await response.json()) as { code?: string }).code };
  };
  /**
   * The live video's manifest with a playback token. The channels are off here, so a token the platform
   * takes gets 404 (not on air): the token and its slot are checked before the manifest is looked for.
   */
  const manifest = async (token: string) => {
    const response = await fetch(`${base}/media/live/live-video/manifest.mpd`, { headers: { 'x-playback-token': token } });
    return { status: response.status, code: ((await response.json()) as { code?: string }).code };
  };
  const moveOn = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('should give two devices sending the same deviceID a slot each at limit 2, and refuse a third', async () => {
    const first = await check(7);
    const second = await check(7);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.attributes.sessionId).not.toBe(second.body.data.attributes.sessionId);
    const third = await check(7);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: 'ERR_54648_1' });
    // Nobody holds these on a socket: past the slots' 75 s, the account is free again.
    moveOn(76_000);
  });

  it("should refuse a licence and a manifest at /media for a token whose session's slot has expired, though the token has not", async () => {
    const granted = await check(8);
    const { token } = granted.body.data.attributes as { token: string };
    expect(await licence(token)).toMatchObject({ status: 200 });
    expect((await manifest(token)).status).toBe(404);

    moveOn(76_000);

    expect(await licence(token)).toEqual({ status: 403, code: 'playbackSessionEnded' });
    expect(await manifest(token)).toEqual({ status: 403, code: 'playbackSessionEnded' });
    // An on-demand video's playlist likewise (refused before any rendition is looked for or made).
    const vod = await check(10, undefined, { videoID: 'feature-2026-05-19-season-review', mediaType: 'OnDemand' });
    expect(vod.status, JSON.stringify(vod.body)).toBe(200);
    moveOn(76_000);
    const playlist = await fetch(`${base}/media/vod/feature-2026-05-19-season-review/master.m3u8`, {
      headers: { 'x-playback-token': vod.body.data.attributes.token as string },
    });
    expect(playlist.status).toBe(403);
    expect(((await playlist.json()) as { code?: string }).code).toBe('playbackSessionEnded');
    // A fresh check gives the player a session that holds a slot again.
    const again = await check(8, granted.body.data.attributes.sessionId);
    expect(again.status).toBe(200);
    expect(again.body.data.attributes.sessionId).not.toBe(granted.body.data.attributes.sessionId);
    expect(await licence(again.body.data.attributes.token)).toMatchObject({ status: 200 });
    moveOn(76_000);
  });

  it('should keep a token working while its socket pings, and refuse it once the socket has closed', async () => {
    const granted = await check(9);
    const { token, sessionId } = granted.body.data.attributes as { token: string; sessionId: string };
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/videos/concurrency`, { headers: { cookie } });
    const answers: { status: string }[] = [];
    const waiting: ((answer: { status: string }) => void)[] = [];
    socket.on('message', (data) => {
      const answer = JSON.parse(String(data)) as { status: string };
      const resolve = waiting.shift();
      if (resolve) resolve(answer);
      else answers.push(answer);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const ask = (message: object) => {
      socket.send(JSON.stringify(message));
      return answers.length > 0 ? Promise.resolve(answers.shift()) : new Promise((resolve) => waiting.push(resolve));
    };

    expect(await ask({ action: 'session', sessionId })).toMatchObject({ status: 'ok' });
    for (let minute = 0; minute < 2; minute += 1) {
      moveOn(60_000);
      expect(await ask({ action: 'ping' })).toMatchObject({ status: 'ok' });
    }
    expect(await licence(token)).toMatchObject({ status: 200 });

    await new Promise((resolve) => {
      socket.once('close', resolve);
      socket.close();
    });
    // The slot is given back as the server hears the close: ask until it has (the bound is for a hang).
    await expect.poll(async () => (await licence(token)).code, { timeout: 30_000, interval: 20 }).toBe('playbackSessionEnded');
  });
});
