import { readdir, stat } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { packageRoot } from '../config';
import { createArtwork } from '../modules/images/artwork';
import { createArtworkLookups } from '../modules/images/lookups';
import { imagesRoutes } from '../modules/images/routes';
import { type ImageService, createImageService } from '../modules/images/service';
import { prepareDatabase } from '../prepare-database';
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
