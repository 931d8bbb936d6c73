import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { MediaStore } from '../media/store';
import type { Artwork } from './artwork';
import { createDiskBudget, LruMap } from './cache';
import { createLimiter } from './limiter';
import { type OutputFormat, negotiateFormat } from './negotiate';
import type { ImageRequest } from './url';

export interface ImageServiceOptions {
  /** Uploaded originals (`content/images/`): they win over generated artwork. */
  originalsDir: string;
  /**
   * The media store (media/store.ts): keys under `uploads/` (the studio's lead images, posters and the
   * commercial desk's images, `uploads/news/<hash>.jpg`) are read from it and never drawn. A disk store's
   * file is read in place; a bucket's object is copied once into `<cacheDir>/originals/` (an upload's key
   * names its content, so a copy never goes stale). Absent: such keys are not found.
   */
  store?: Pick<MediaStore, 'localPath' | 'download'>;
  /**
   * Generated sources go to `<cacheDir>/sources/v<artwork version>/`, renditions to `<cacheDir>/renditions/`,
   * copies of a bucket's uploads to `<cacheDir>/originals/`: a cache of this instance's own (see README).
   */
  cacheDir: string;
  /** Draws what no original exists for; the service only asks for finished images. */
  artwork: Pick<Artwork, 'generate'>;
  /** The renditions directory's budget (least recently used removed first): 1 GiB and 50,000 files unless set. */
  maxCacheBytes?: number;
  maxCacheFiles?: number;
  /** The copies of a bucket's uploads (least recently used removed first): 1 GiB and 10,000 files unless set. */
  maxOriginalsBytes?: number;
  maxOriginalsFiles?: number;
  /** Sources described in memory (path, digest, alpha), least recently used forgotten first: 2,000 unless set. */
  maxSourcesInMemory?: number;
  log?: { warn(object: object, message: string): void };
}

export interface Rendition {
  body: Buffer;
  format: OutputFormat;
  etag: string;
  /** True when the rendition came from the disk cache. */
  cached: boolean;
}

interface Source {
  path: string;
  digest: string;
  hasAlpha: boolean;
  /** A bucket's upload copied to `path`: the store's key, to copy it again if the budget removed it. */
  copyOf?: string;
}

// Bump when the encoder settings change, so cached renditions are made again.
const renderVersion = 1;
// Bump when the generated artwork changes, so sources an older version drew are drawn again.
const artworkVersion = 4;
/** Keys of uploaded images in the media store (the studio's uploads). */
export const uploadsPrefix = 'uploads/';
// A source bigger than this (a 50-megapixel photo) is refused rather than decoded into memory.
const maxSourcePixels = 50_000_000;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/** Writes via a temporary file and a rename, so a reader never sees half an image. */
async function writeAtomically(path: string, body: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, path);
}

function encode(image: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case 'avif':
      // effort 2 keeps an 800 px AVIF under ~50 ms on one core; higher efforts save little here.
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 80 });
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true });
    default:
      return format satisfies never;
  }
}

/**
 * Finds a source (uploaded original, or artwork generated once and kept on disk), picks the format,
 * and serves the rendition from the disk cache or makes it, at most one sharp job per core at a time.
 */
export function createImageService(options: ImageServiceOptions) {
  const { originalsDir, cacheDir, artwork, store } = options;
  const run = createLimiter(Math.max(1, availableParallelism()), 200);
  // Found sources only: a key with no source is asked again next time (a record may name it by then), and
  // a loop over made-up names leaves nothing behind. Lookups under way are shared, then dropped.
  const sources = new LruMap<string, Source>(options.maxSourcesInMemory ?? 2_000);
  const finding = new Map<string, Promise<Source | null>>();
  const inFlight = new Map<string, Promise<Buffer>>();
  const renditions = createDiskBudget(join(cacheDir, 'renditions'), {
    maxBytes: options.maxCacheBytes ?? 1024 ** 3,
    maxFiles: options.maxCacheFiles ?? 50_000,
  });
  const copiesDir = join(cacheDir, 'originals');
  const copies = createDiskBudget(copiesDir, {
    maxBytes: options.maxOriginalsBytes ?? 1024 ** 3,
    maxFiles: options.maxOriginalsFiles ?? 10_000,
  });

  /** A bucket's upload copied into this instance's cache (complete or not at all); false when there is none. */
  async function copyFromStore(key: string, path: string): Promise<boolean> {
    if (!store || !(await store.download(key, path))) return false;
    await copies.added(path, (await stat(path)).size);
    return true;
  }

  async function describe(path: string): Promise<Source> {
    const body = await readFile(path);
    const metadata = await sharp(body).metadata();
    return { path, digest: createHash('sha256').update(body).digest('hex'), hasAlpha: metadata.hasAlpha };
  }

  async function findSource(key: string): Promise<Source | null> {
    if (key.startsWith(uploadsPrefix)) {
      if (!store) return null;
      const inPlace = store.localPath(key);
      if (inPlace !== undefined) return (await exists(inPlace)) ? describe(inPlace) : null;
      const copy = join(copiesDir, ...key.split('/'));
      if (!(await exists(copy)) && !(await copyFromStore(key, copy))) return null;
      return { ...(await describe(copy)), copyOf: key };
    }
    const original = join(originalsDir, key);
    if (await exists(original)) return describe(original);
    const generated = join(cacheDir, 'sources', `v${artworkVersion}`, key);
    if (await exists(generated)) return describe(generated);
    const body = await run(() => artwork.generate(key));
    if (!body) return null;
    await writeAtomically(generated, body);
    return describe(generated);
  }

  function source(key: string): Promise<Source | null> {
    const known = sources.get(key);
    if (known) return Promise.resolve(known);
    let pending = finding.get(key);
    if (!pending) {
      pending = findSource(key);
      finding.set(key, pending);
      // A failure is not remembered either, so the next request tries again.
      pending.then(
        (found) => {
          finding.delete(key);
          if (found) sources.set(key, found);
        },
        () => finding.delete(key),
      );
    }
    return pending;
  }

  async function render(found: Source, request: ImageRequest, format: OutputFormat): Promise<Buffer> {
    // A copy the originals' budget removed since it was described: the same bytes, copied again.
    if (found.copyOf !== undefined && !(await exists(found.path)) && !(await copyFromStore(found.copyOf, found.path))) {
      throw new Error(`image ${found.copyOf} is no longer in the media store`);
    }
    const transparent = format !== 'jpeg';
    let image = sharp(found.path, { limitInputPixels: maxSourcePixels }).rotate();
    image = image.resize({
      width: request.width ?? undefined,
      height: request.height ?? undefined,
      fit: request.mode === 'cover' ? 'cover' : request.mode === 'contain' ? 'contain' : 'inside',
      withoutEnlargement: request.mode === 'fit-in',
      background: transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 },
    });
    if (!transparent) image = image.flatten({ background: '#ffffff' });
    return encode(image, format).toBuffer();
  }

  return {
    /** Null when no original exists and the generator does not know the key. */
    async rendition(request: ImageRequest, accept: string | undefined): Promise<Rendition | null> {
      const found = await source(request.key);
      if (!found) return null;
      const format = negotiateFormat(accept, found.hasAlpha);
      const id = createHash('sha256')
        .update(JSON.stringify([renderVersion, found.digest, request.mode, request.width, request.height, format]))
        .digest('hex');
      const etag = `"${id.slice(0, 32)}"`;
      const path = join(cacheDir, 'renditions', id.slice(0, 2), `${id}.${format}`);
      const hit = await readFile(path).catch(() => null);
      if (hit) {
        await renditions.used(path, hit.length);
        return { body: hit, format, etag, cached: true };
      }

      let pending = inFlight.get(id);
      if (!pending) {
        // The file is written before the answer goes out (a few KB: no measurable delay), so a second
        // request always finds it; a full disk only costs the cache, never the answer.
        pending = run(() => render(found, request, format))
          .then(async (body) => {
            await writeAtomically(path, body).then(
              () => renditions.added(path, body.length),
              (error: unknown) => options.log?.warn({ err: error, path }, 'image cache write failed'),
            );
            return body;
          })
          .finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return { body: await pending, format, etag, cached: false };
    },
    /** Where a rendition would be cached: for tests and operators. */
    cacheDir,
    /** What the caches hold now: sources described in memory, renditions on disk. For tests and operators. */
    async cacheUsage() {
      return { sourcesInMemory: sources.size, lookupsUnderWay: finding.size, renditions: await renditions.usage(), originals: await copies.usage() };
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;
