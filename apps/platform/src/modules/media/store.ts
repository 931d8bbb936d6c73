import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { parseS3Url } from './s3-url';

/**
 * Where every byte of media is kept (issues 16 and 29): a key is a relative path with '/' separators
 * (`vod/<id>.v1/360p/seg_001.m4s`, `uploads/news/<sha256>.jpg`, `clubtv/uploads/<id>`). The disk store
 * is MEDIA_DIR itself, as the platform always kept them; the S3 store is any S3-compatible bucket
 * (MEDIA_S3_URL), which every instance shares: renditions, the studio's images and posters, Club TV
 * uploads (resumable ones included, media/resumable.ts) and captions. Players never get the store's own
 * addresses: the platform reads objects and serves them after its playback-token check (media/routes.ts),
 * so a paid video is no more reachable through the store than through the disk.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Where it is, without credentials (for logs). */
  readonly description: string;
  /** The object's size, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** A whole small object (a playlist) as text, or undefined. */
  readText(key: string): Promise<string | undefined>;
  /** The object's bytes, or a range of them (`end` inclusive), or undefined when there is none. */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  /** Puts every file under `localDir` at `prefix/<relative path>` (the disk store: already there when `localDir` is its own). */
  putDirectory(prefix: string, localDir: string): Promise<void>;
  /** Puts one local file at `key` (streamed: an upload may be gigabytes). */
  putFile(key: string, localPath: string): Promise<void>;
  /** Puts a small object (an image) at `key`, whole: a reader never sees part of it. */
  put(key: string, body: Buffer): Promise<void>;
  /** The object's own file when the store is a disk (read in place, no copy); undefined for a bucket. */
  localPath(key: string): string | undefined;
  /** Copies the object at `key` to `localPath` (complete or not at all); false when there is none. */
  download(key: string, localPath: string): Promise<boolean>;
  /** Every object's key and size, in key order (backups: infra/backup). */
  list(): Promise<{ key: string; size: number }[]>;
  /** Removes one object (none there: nothing to do). */
  remove(key: string): Promise<void>;
  /** Removes every object under `prefix/`. */
  removePrefix(prefix: string): Promise<void>;
  close(): void;
}

const contentTypes: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  json: 'application/json',
};
const contentTypeOf = (key: string): string => contentTypes[key.split('.').at(-1) ?? ''] ?? 'application/octet-stream';

function checkKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`not a media store key: '${key}'`);
  }
  return key;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** MEDIA_DIR as the store: keys are paths under it. */
export function createDiskStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, ...checkKey(key).split('/'));
  return {
    kind: 'disk',
    description: `disk at ${base}`,
    async size(key) {
      const stats = await stat(pathOf(key)).catch(() => undefined);
      return stats?.isFile() ? stats.size : undefined;
    },
    async readText(key) {
      return readFile(pathOf(key), 'utf8').catch(() => undefined);
    },
    async stream(key, range) {
      const path = pathOf(key);
      const stats = await stat(path).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async putDirectory(prefix, localDir) {
      const target = pathOf(prefix);
      if (resolve(localDir) === target) return;
      await cp(localDir, target, { recursive: true, force: true });
    },
    async putFile(key, localPath) {
      const target = pathOf(key);
      if (resolve(localPath) === target) return;
      await mkdir(dirname(target), { recursive: true });
      await copyFile(localPath, target);
    },
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // A temporary name and a rename, so the image service never reads half a file.
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    localPath: pathOf,
    async download(key, localPath) {
      const source = pathOf(key);
      if (resolve(localPath) === source) return (await stat(source).catch(() => undefined))?.isFile() ?? false;
      const stats = await stat(source).catch(() => undefined);
      if (!stats?.isFile()) return false;
      await mkdir(dirname(localPath), { recursive: true });
      await copyFile(source, localPath);
      return true;
    },
    async list() {
      const stats = await stat(base).catch(() => undefined);
      if (!stats?.isDirectory()) return [];
      const files = await filesUnder(base);
      const listed = await Promise.all(
        files.map(async (file) => ({ key: relative(base, file).split(sep).join('/'), size: (await stat(file)).size })),
      );
      return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
    close() {},
  };
}

const notFound = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode === 404;

/** An S3-compatible bucket as the store (the AWS SDK's own client, path-style). */
export function createS3Store(s3Url: string): MediaStore {
  const config = parseS3Url(s3Url);
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    // Checksums only where an operation requires them: S3-compatible stores differ in the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const keyOf = (key: string) => (config.prefix ? `${config.prefix}/${checkKey(key)}` : checkKey(key));
  const put = async (key: string, localPath: string) => {
    // lib-storage's Upload: one PUT for a small file, a multipart upload (parts in parallel) for a large one.
    await new Upload({
      client,
      params: { Bucket, Key: keyOf(key), Body: createReadStream(localPath), ContentType: contentTypeOf(key) },
      queueSize: 4,
      partSize: 16 * 1024 * 1024,
    }).done();
  };
  return {
    kind: 's3',
    description: `S3 bucket ${Bucket} at ${config.endpoint}`,
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async readText(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return await object.Body?.transformToString('utf8');
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async stream(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const body = object.Body;
        if (!body) return undefined;
        return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async putDirectory(prefix, localDir) {
      checkKey(prefix);
      const files = await filesUnder(localDir);
      // A few at a time: a ladder is dozens of small segments.
      for (let index = 0; index < files.length; index += 8) {
        await Promise.all(
          files.slice(index, index + 8).map((file) => put(`${prefix}/${relative(localDir, file).split(sep).join('/')}`, file)),
        );
      }
    },
    putFile: put,
    async put(key, body) {
      // One PUT: an object appears whole or not at all.
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentTypeOf(key) }));
    },
    localPath: () => undefined,
    async download(key, localPath) {
      const body = await this.stream(key);
      if (!body) return false;
      await mkdir(dirname(localPath), { recursive: true });
      // Complete or not at all: a file at `localPath` is always the whole object.
      const temporary = `${localPath}.${randomBytes(4).toString('hex')}.download`;
      try {
        await pipeline(body, createWriteStream(temporary));
        await rename(temporary, localPath);
      } finally {
        await rm(temporary, { force: true });
      }
      return true;
    },
    async list() {
      const Prefix = config.prefix ? `${config.prefix}/` : undefined;
      const listed: { key: string; size: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key || object.Key.endsWith('/')) continue;
          listed.push({ key: Prefix ? object.Key.slice(Prefix.length) : object.Key, size: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async removePrefix(prefix) {
      const Prefix = `${keyOf(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}

/** The store the platform uses: S3 when MEDIA_S3_URL is set, else MEDIA_DIR. */
export function createMediaStore(options: { dir: string; s3Url?: string | undefined }): MediaStore {
  return options.s3Url ? createS3Store(options.s3Url) : createDiskStore(options.dir);
}
