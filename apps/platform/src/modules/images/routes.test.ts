import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/app';
import { type TestDatabase, testDialects } from '../../testing/databases';

const avif = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const webp = 'image/webp,*/*';

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

describe.each(testDialects)('GET /images on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let cacheDir: string;
  // Keys some record names: an article's picture and a Club TV item's thumbnail (the seed's slugs follow the clock).
  let newsKey: string;
  let videoKey: string;

  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'image-cache-'));
    ({ app, testDatabase, close } = await startTestApp(dialect, { config: { imageCacheDir: cacheDir } }));
    const { db } = testDatabase.database;
    newsKey = (await db.selectFrom('news_article').select('image_key').orderBy('id').executeTakeFirstOrThrow()).image_key;
    videoKey = (await db.selectFrom('video_item').select('thumbnail_key').orderBy('entry_id').executeTakeFirstOrThrow()).thumbnail_key;
  });

  afterAll(async () => {
    await close?.();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string) => app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

  describe('given the cover form {w}x{h}', () => {
    it('should crop a news picture to exactly the size, in AVIF for a browser that takes it', async () => {
      const response = await get(`/images/400x400/${newsKey}`, avif);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/avif');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'heif', width: 400, height: 400 });
    });

    it('should follow the source aspect for an auto side (0)', async () => {
      const response = await get(`/images/300x0/${videoKey}`, webp);

      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 169 });
    });
  });

  describe('given the contain form {w}x{h},contain', () => {
    it('should letterbox the whole picture into exactly the size', async () => {
      const response = await get('/images/400x400,contain/menus/featured-tickets.jpg');

      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    });
  });

  describe('given the fit-in form', () => {
    it('should fit the whole picture inside the box, keeping its aspect', async () => {
      const response = await get(`/images/fit-in/400x400/${newsKey}`);

      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 400, height: 225 });
    });

    it('should never enlarge past the source', async () => {
      const response = await get('/images/fit-in/1600x1600/crests/brackwater-blues.png');

      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 800, height: 800 });
    });
  });

  describe('given negotiation by Accept', () => {
    it('should answer PNG for a transparent crest when the browser names no modern format', async () => {
      const response = await get('/images/fit-in/160x160/crests/harbury-town.png', 'image/*');

      expect(response.headers['content-type']).toBe('image/png');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 160 });
    });

    it('should answer JPEG for a photo without Accept, and WebP when it is named', async () => {
      const plain = await get('/images/600x900/players/tom-haverley.jpg');
      const modern = await get('/images/600x900/players/tom-haverley.jpg', webp);

      expect(plain.headers['content-type']).toBe('image/jpeg');
      expect(modern.headers['content-type']).toBe('image/webp');
      expect(await sharp(modern.rawPayload).metadata()).toMatchObject({ width: 600, height: 900 });
    });

    it('should vary by Accept and let browsers keep the answer for a year', async () => {
      const response = await get('/images/400x400/sponsors/quayside-energy.png', avif);

      expect(response.headers.vary).toBe('Accept');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    });
  });

  describe('given the disk cache', () => {
    it('should make a rendition once, then serve it from disk', async () => {
      const url = '/images/500x500/promos/club-tv-season-pass.png';
      const first = await get(url, webp);
      const second = await get(url, webp);

      expect(first.headers['x-image-cache']).toBe('miss');
      expect(second.headers['x-image-cache']).toBe('hit');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(countFiles(join(cacheDir, 'renditions'))).toBeGreaterThan(0);
      expect(existsSync(join(cacheDir, 'sources', 'v4', 'promos', 'club-tv-season-pass.png'))).toBe(true);
    });

    it('should answer 304 to a matching If-None-Match', async () => {
      const first = await get('/images/160x160/crests/brackwater-blues.png');
      const again = await app.inject({
        method: 'GET',
        url: '/images/160x160/crests/brackwater-blues.png',
        headers: { 'if-none-match': String(first.headers.etag) },
      });

      expect(again.statusCode).toBe(304);
    });
  });

  describe("given a seeded article's key", () => {
    it('should draw its artwork', async () => {
      const article = await testDatabase.database.db
        .selectFrom('news_article')
        .select(['image_key'])
        .orderBy('id')
        .executeTakeFirstOrThrow();

      const response = await get(`/images/800x450/${article.image_key}`);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 450 });
    });
  });

  describe('given nonsense', () => {
    it.each(['0x0', '-1x100', '99999x100', '4001x10', 'abc', '100x100,cover', '100'])(
      'should answer 400 JSON for the size %s',
      async (size) => {
        const response = await get(`/images/${size}/${newsKey}`);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      },
    );

    it.each(['100x100', '4000x4000', '401x401', 'fit-in/200x200', '640x360,contain', 'fit-in/1600x0'])(
      'should answer 400 JSON for %s, a size no site asks for, and draw nothing',
      async (size) => {
        const response = await get(`/images/${size}/${newsKey}`);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: `'${size}' is not a size the image library serves.` });
      },
    );

    it('should answer 400 for a key that climbs out of the library', async () => {
      const response = await get('/images/160x160/news/..%2F..%2Fpackage.json');

      expect(response.statusCode).toBe(400);
    });

    it('should answer 404 JSON for an unknown club, player or prefix, and for a name no record uses', async () => {
      const unknown = ['news/no-such-story.jpg', 'video/no-such-video.jpg', 'sponsors/nobody.png', 'promos/nothing.png', 'menus/nowhere.jpg'];
      for (const key of ['crests/nobody-fc.png', 'players/no-such-player.jpg', 'misc/thing.jpg', ...unknown]) {
        const response = await get(`/images/160x160/${key}`);

        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, message: `There is no image '${key}'.` });
      }
    });
  });
});
