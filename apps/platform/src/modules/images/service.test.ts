import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';
import { createImageService } from './service';

describe('createImageService', () => {
  let dir: string;
  let generated: string[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'image-service-'));
    generated = [];
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const artwork = {
    async generate(key: string) {
      generated.push(key);
      return sharp({ create: { width: 320, height: 180, channels: 3, background: '#0b3d91' } }).jpeg().toBuffer();
    },
  };

  it('should prefer an uploaded original over generated artwork', async () => {
    mkdirSync(join(dir, 'originals', 'news'), { recursive: true });
    await sharp({ create: { width: 1000, height: 1000, channels: 4, background: '#ff000080' } })
      .png()
      .toFile(join(dir, 'originals', 'news', 'photo.png'));
    const service = createImageService({ originalsDir: join(dir, 'originals'), cacheDir: join(dir, 'cache'), artwork });

    const rendition = await service.rendition({ mode: 'cover', width: 100, height: 50, key: 'news/photo.png' }, undefined);

    expect(generated).toEqual([]);
    expect(rendition?.format).toBe('png');
    expect(await sharp(rendition?.body).metadata()).toMatchObject({ width: 100, height: 50 });
  });

  it('should generate a source once however many sizes are asked for at once', async () => {
    const service = createImageService({ originalsDir: join(dir, 'originals'), cacheDir: join(dir, 'cache'), artwork });

    const renditions = await Promise.all(
      [100, 200, 300, 100].map((width) => service.rendition({ mode: 'fit-in', width, height: null, key: 'video/x.jpg' }, 'image/webp')),
    );

    expect(generated).toEqual(['video/x.jpg']);
    expect(renditions.map((rendition) => rendition?.format)).toEqual(['webp', 'webp', 'webp', 'webp']);
  });
});

describe('the image caches (issue 28)', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'image-caches-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const solid = () => sharp({ create: { width: 320, height: 180, channels: 3, background: '#0b3d91' } }).jpeg().toBuffer();
  const files = (path: string) =>
    existsSync(path) ? readdirSync(path, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;

  it('should keep the renditions directory within its file budget, removing the least recently used first', async () => {
    const service = createImageService({ originalsDir: join(dir, 'originals'), cacheDir: join(dir, 'cache'), artwork: { generate: solid }, maxCacheFiles: 3 });
    const ask = (width: number) => service.rendition({ mode: 'cover', width, height: width, key: 'news/a.jpg' }, 'image/webp');

    await ask(160);
    await ask(320);
    await ask(480);
    expect((await ask(160))?.cached).toBe(true); // 160 is now the most recently used: 320 goes first
    await ask(640);

    expect(files(join(dir, 'cache', 'renditions'))).toBe(3);
    expect(await service.cacheUsage()).toMatchObject({ renditions: { files: 3 } });
    expect((await ask(160))?.cached).toBe(true);
    expect((await ask(320))?.cached).toBe(false);
  });

  it('should keep the renditions directory within its byte budget', async () => {
    const service = createImageService({ originalsDir: join(dir, 'originals'), cacheDir: join(dir, 'cache'), artwork: { generate: solid }, maxCacheBytes: 1 });

    await service.rendition({ mode: 'cover', width: 160, height: 160, key: 'news/a.jpg' }, 'image/webp');

    expect(files(join(dir, 'cache', 'renditions'))).toBe(0);
    expect(await service.cacheUsage()).toMatchObject({ renditions: { files: 0, bytes: 0 } });
  });

  it('should count what is on disk when it starts', async () => {
    const first = createImageService({ originalsDir: join(dir, 'originals'), cacheDir: join(dir, 'cache'), artwork: { generate: solid } });
    await first.rendition({ mode: 'cover', width: 160, height: 160, key: 'news/a.jpg' }, 'image/webp');
    await first.rendition({ mode: 'cover', width: 320, height: 320, key: 'news/a.jpg' }, 'image/webp');

    const second = createImageService({ originalsDir: join(dir, 'originals'), cacheDir: join(dir, 'cache'), artwork: { generate: solid }, maxCacheFiles: 2 });
    await second.rendition({ mode: 'cover', width: 480, height: 480, key: 'news/a.jpg' }, 'image/webp');

    expect(files(join(dir, 'cache', 'renditions'))).toBe(2);
  });

  it('should hold at most its cap of sources in memory, and none for a key with no source', async () => {
    const service = createImageService({
      originalsDir: join(dir, 'originals'),
      cacheDir: join(dir, 'cache'),
      artwork: { generate: async (key: string) => (key.startsWith('news/') ? solid() : null) },
      maxSourcesInMemory: 2,
    });

    for (const name of ['a', 'b', 'c']) await service.rendition({ mode: 'cover', width: 160, height: 90, key: `news/${name}.jpg` }, undefined);
    for (const name of ['x', 'y', 'z']) await service.rendition({ mode: 'cover', width: 160, height: 90, key: `misc/${name}.jpg` }, undefined);

    expect(await service.cacheUsage()).toMatchObject({ sourcesInMemory: 2, lookupsUnderWay: 0 });
  });
});

describe('createLimiter', () => {
  it('should run at most the given number of jobs at once and refuse past the queue', async () => {
    const run = createLimiter(2, 1);
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };

    const results = await Promise.allSettled([run(job), run(job), run(job), run(job)]);

    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
  });
});
