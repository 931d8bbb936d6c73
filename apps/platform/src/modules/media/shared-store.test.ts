import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clubTvVideoSchema, studioImageResponseSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { prepareDatabase } from '../../prepare-database';
import { testClock } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { hasRedisServer, startRedis } from '../../testing/redis';
import { type TestS3, startS3 } from '../../testing/s3';
import { api, baseUrlOf, signIn } from '../payments/testing';
import { type MediaStore, createS3Store } from './store';
import { generatorVersion } from './ondemand';

/**
 * Two platform instances on one database and one media store, each with a MEDIA_DIR and an image cache of
 * its own (two machines): what one of them is given, the other serves (issue 29, "all media in the store").
 */

const studioOrigin = 'http://127.0.0.1:3002';
const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `shared-store-${name}-`));
  folders.push(dir);
  return dir;
};

interface Instance {
  app: FastifyInstance;
  base: string;
  mediaDir: string;
}

async function startInstance(database: TestDatabase, media: { s3Url?: string; dir?: string; redisUrl?: string }): Promise<Instance> {
  const mediaDir = media.dir ?? folder('media');
  const config: AppConfig = {
    ...testConfig(database.location),
    imageCacheDir: folder('image-cache'),
    media: { dir: mediaDir, liveChannels: false, warmUp: false, ...(media.s3Url ? { s3Url: media.s3Url } : {}) },
    siteOrigins: ['http://127.0.0.1:3000', studioOrigin],
    ...(media.redisUrl ? { redisUrl: media.redisUrl } : {}),
  };
  const app = await buildApp(config, { database: database.database, clock: testClock() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: baseUrlOf(app), mediaDir };
}

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the image library in an S3 store, across two instances', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;
  let bucket: MediaStore;
  let editor = '';
  let commercial = '';

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await prepareDatabase(database.database, silentLog);
    const s3Url = s3.url('platform');
    a = await startInstance(database, { s3Url });
    b = await startInstance(database, { s3Url });
    bucket = createS3Store(s3Url);
    editor = await signIn(a.base, 'editor@example.com');
    commercial = await signIn(a.base, 'commercial@example.com');
  }, 120_000);

  afterAll(async () => {
    bucket?.close();
    await a?.app.close();
    await b?.app.close();
    await database?.drop();
  });

  const upload = (instance: Instance, cookie: string, body: Buffer | string, type: string, desk: string) =>
    fetch(`${instance.base}/api/studio/images?desk=${desk}`, {
      method: 'POST',
      headers: { cookie, origin: studioOrigin, 'content-type': type },
      body,
    });

  it("should serve a lead image uploaded through one instance from the other, from the bucket's bytes", async () => {
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 200, g: 16, b: 46 } } }).png().toBuffer();
    const answer = await upload(a, editor, png, 'image/png', 'news');
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { imageKey } = studioImageResponseSchema.parse(await answer.json());
    expect(imageKey).toBe(`uploads/news/${createHash('sha256').update(png).digest('hex')}.png`);

    // In the bucket, as sent; on neither machine's MEDIA_DIR.
    expect(await bucket.size(imageKey)).toBe(png.length);
    expect(existsSync(join(a.mediaDir, 'uploads'))).toBe(false);

    const served = await fetch(`${b.base}/images/800x450/${imageKey}`, { headers: { accept: 'image/webp' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([800, 450]);
    expect(existsSync(join(b.mediaDir, 'uploads'))).toBe(false);
    // Both instances answer the same rendition's name: it comes from the source's bytes, wherever they are.
    const fromA = await fetch(`${a.base}/images/800x450/${imageKey}`, { headers: { accept: 'image/webp' } });
    expect(fromA.headers.get('etag')).toBe(served.headers.get('etag'));
    // A key no upload has is still not found, on either.
    expect((await fetch(`${b.base}/images/800x450/uploads/news/${'0'.repeat(64)}.png`)).status).toBe(404);
  });

  it("should serve a sponsor's logo (an SVG drawn once into a PNG) uploaded through one instance from the other", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0b3d91"/></svg>';
    const answer = await upload(a, commercial, svg, 'image/svg+xml', 'commercial');
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { imageKey, url } = studioImageResponseSchema.parse(await answer.json());
    expect(imageKey).toMatch(/^uploads\/commercial\/[0-9a-f]{64}\.png$/);
    expect(await bucket.size(imageKey)).toBeGreaterThan(0);
    const served = await fetch(`${b.base}${url}`, { headers: { accept: 'image/png' } });
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);
  });
});

describe.each([
  { shared: 'one S3 bucket and one Redis', s3: true },
  { shared: 'one MEDIA_DIR (the file store, no S3)', s3: false },
])('a resumable Club TV upload whose chunks alternate between two instances on $shared', ({ s3: onS3 }) => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;
  let redis: { url: string; stop(): Promise<void> } | undefined;
  let bucket: MediaStore | undefined;
  let editor = '';
  let clip: Buffer;
  const skip = onS3 && !hasRedisServer;

  beforeAll(async () => {
    if (skip) return;
    // A second of noisy video, lossless: about 11 MB, so 4 MiB chunks (the studio's) make a whole S3 part and more.
    const clipPath = join(folder('clip'), 'clip.mp4');
    execFileSync('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=1',
      '-f', 'lavfi', '-i', 'sine=frequency=660:duration=1',
      '-vf', 'noise=alls=60:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-shortest', '-movflags', '+faststart', clipPath,
    ]);
    clip = readFileSync(clipPath);
    database = await createTestDatabase('sqlite');
    await prepareDatabase(database.database, silentLog);
    if (onS3) {
      redis = await startRedis();
      const s3Url = s3.url('tus');
      a = await startInstance(database, { s3Url, redisUrl: redis.url });
      b = await startInstance(database, { s3Url, redisUrl: redis.url });
      bucket = createS3Store(s3Url);
    } else {
      const dir = folder('media-shared');
      a = await startInstance(database, { dir });
      b = await startInstance(database, { dir });
    }
    editor = await signIn(a.base, 'editor@example.com');
  }, 120_000);

  afterAll(async () => {
    bucket?.close();
    await a?.app.close();
    await b?.app.close();
    await redis?.stop();
    await database?.drop();
  });

  it.skipIf(skip)('should take each chunk on either instance, know the offset on both, and transcode the whole file once complete', async () => {
    expect(clip.length).toBeGreaterThan(8 * 1024 * 1024);
    const tus = { 'tus-resumable': '1.0.0', origin: studioOrigin, cookie: editor };
    const metadata = [['filename', 'derby.mp4'], ['filetype', 'video/mp4']].map(([key, value]) => `${key} ${Buffer.from(value ?? '').toString('base64')}`).join(',');
    const created = await fetch(`${a.base}/api/studio/clubtv/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(clip.length), 'upload-metadata': metadata },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get('location') ?? '';
    // The studio follows a path naming the video, whatever the store calls the upload.
    expect(location).toMatch(/^\/api\/studio\/clubtv\/uploads\/tv-[0-9a-f]{16}$/);
    const id = location.split('/').at(-1) ?? '';

    const chunk = 4 * 1024 * 1024;
    const instances = [a, b];
    for (let offset = 0, index = 0; offset < clip.length; offset += chunk, index += 1) {
      const here = instances[index % 2]!;
      const there = instances[(index + 1) % 2]!;
      // The other instance knows how far the upload has come.
      const head = await fetch(`${there.base}${location}`, { method: 'HEAD', headers: tus });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(offset));
      const body = clip.subarray(offset, Math.min(offset + chunk, clip.length));
      const patched = await fetch(`${here.base}${location}`, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body,
      });
      expect(patched.status, await patched.clone().text()).toBe(204);
      expect(patched.headers.get('upload-offset')).toBe(String(offset + body.length));
    }

    // Whole, where every instance reads it: the bucket's object, or the shared folder's file.
    if (bucket) {
      expect(await bucket.size(`clubtv/uploads/${id}`)).toBe(clip.length);
      // Nothing of it on the instance that took a chunk but not the last (a transcode may have fetched it to the other).
      expect(existsSync(join(b.mediaDir, 'clubtv', 'uploads', id))).toBe(false);
    } else {
      expect(readFileSync(join(a.mediaDir, 'clubtv', 'uploads', id)).equals(clip)).toBe(true);
    }

    // The transcode's end, with a bound against a hang (ffmpeg is slow on a busy machine), never a guess.
    const studio = (instance: Instance) => api(instance.base, 'GET', `/api/studio/clubtv/videos/${id}`, { cookie: editor, headers: { origin: studioOrigin } });
    const deadline = performance.now() + 240_000;
    let video = clubTvVideoSchema.parse((await studio(b)).body);
    while (video.status !== 'ready' && video.status !== 'failed') {
      if (performance.now() > deadline) throw new Error(`still ${video.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      video = clubTvVideoSchema.parse((await studio(b)).body);
    }
    expect(video.failure).toBeNull();
    expect(video.fileBytes).toBe(clip.length);
    // Its poster is in the image library, served by the instance that did not make it as by the one that did.
    expect(video.posterUrl).toMatch(/^\/images\/640x360\/uploads\/clubtv\//);
    for (const instance of instances) expect((await fetch(`${instance.base}${video.posterUrl}`)).status).toBe(200);

    // Captions through the instance that did not transcode: it asks the store whether the ladder is ready, and
    // puts them in the ladder there (the last chunk, and so the transcode, went to the first instance).
    const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nFrom the other instance\n';
    const captioned = await fetch(`${b.base}/api/studio/clubtv/videos/${id}/captions`, {
      method: 'PUT',
      headers: { origin: studioOrigin, cookie: editor, 'content-type': 'text/vtt' },
      body: vtt,
    });
    expect(captioned.status, await captioned.clone().text()).toBe(200);
    const ladder = (file: string) =>
      bucket ? bucket.readText(`vod/${id}.v${generatorVersion}/${file}`) : Promise.resolve(readFileSync(join(a.mediaDir, 'vod', `${id}.v${generatorVersion}`, file), 'utf8'));
    expect(await ladder('captions.vtt')).toBe(vtt);
    expect(await ladder('master.m3u8')).toContain('URI="captions.m3u8"');
    if (bucket) expect(existsSync(join(b.mediaDir, 'vod', `${id}.v${generatorVersion}`))).toBe(false);
  }, 300_000);
});
