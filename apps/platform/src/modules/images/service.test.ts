import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
