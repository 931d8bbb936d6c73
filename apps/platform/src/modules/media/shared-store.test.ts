import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studioImageResponseSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { prepareDatabase } from '../../prepare-database';
import { testClock } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { type TestS3, startS3 } from '../../testing/s3';
import { baseUrlOf, signIn } from '../payments/testing';
import { type MediaStore, createS3Store } from './store';

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
