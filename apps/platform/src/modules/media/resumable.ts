import { FileStore } from '@tus/file-store';
import { type MetadataValue, S3Store } from '@tus/s3-store';
import { type DataStore, type KvStore, type Locker, MemoryLocker } from '@tus/server';
import type { RedisConnections } from '../../infra/redis/connections';
import { createRedisLocker } from './resumable-locker';
import { parseS3Url } from './s3-url';
import { clubTvUploadsDir } from './service';

/**
 * Where resumable (tus) Club TV uploads keep their bytes while they arrive, and the lock around each
 * request on one (issue 29): on a store every instance shares, so the chunks of one upload may reach any
 * instance behind the load balancer.
 *
 * - MEDIA_S3_URL: @tus/s3-store, one S3 multipart upload per upload, at the media store's own key
 *   `clubtv/uploads/<id>` (under the URL's prefix), its note beside it (`<key>.info`) and a chunk smaller
 *   than a part held as `<key>.part` until the next one arrives. Complete, it is the very object the
 *   transcode reads (videos/clubtv.ts). The upload notes it caches are kept in Redis with REDIS_URL
 *   (every instance sees an upload cancelled on another), in memory otherwise. Tags are off: not every
 *   S3-compatible store keeps them (R2); a bucket lifecycle rule that aborts incomplete multipart uploads
 *   after a week cleans what nobody finished.
 * - otherwise: @tus/file-store in MEDIA_DIR (`clubtv/uploads/<id>` and `<id>.json`), as before; shared by
 *   instances that share MEDIA_DIR.
 * - the lock: Redis with REDIS_URL (resumable-locker.ts), else @tus/server's MemoryLocker (one instance).
 *
 * A tus id is the store's name for an upload; the studio's URL names the video (`tv-<16 hex>`) in both:
 * `storeId` and `videoId` turn one into the other.
 */
export interface ResumableUploads {
  datastore: DataStore;
  locker: Locker;
  kind: 'disk' | 's3';
  storeId(videoId: string): string;
  /** The video an upload's store id names, or undefined for an id of no upload here. */
  videoId(storeId: string): string | undefined;
}

/** The upload notes of the S3 store, in Redis for every instance, forgotten with the upload (or after `ttlMs`). */
function redisNotes(redis: RedisConnections, ttlMs: number, prefix = 'club:tus:upload:'): KvStore<MetadataValue> {
  return {
    async get(key) {
      const text = await redis.commands().get(`${prefix}${key}`);
      return text ? (JSON.parse(text) as MetadataValue) : undefined;
    },
    async set(key, value) {
      await redis.commands().set(`${prefix}${key}`, JSON.stringify(value), 'PX', ttlMs);
    },
    async delete(key) {
      await redis.commands().del(`${prefix}${key}`);
    },
  };
}

export function createResumableUploads(options: {
  mediaDir: string;
  s3Url?: string | undefined;
  redis?: RedisConnections | undefined;
  /** An upload nobody finished is refused (410) after this long. */
  expiryMs: number;
}): ResumableUploads {
  const locker = options.redis ? createRedisLocker(options.redis) : new MemoryLocker();
  if (!options.s3Url) {
    return {
      datastore: new FileStore({ directory: clubTvUploadsDir(options.mediaDir), expirationPeriodInMilliseconds: options.expiryMs }),
      locker,
      kind: 'disk',
      storeId: (videoId) => videoId,
      videoId: (storeId) => storeId,
    };
  }
  const s3 = parseS3Url(options.s3Url);
  const keyPrefix = `${s3.prefix ? `${s3.prefix}/` : ''}clubtv/uploads/`;
  const datastore = new S3Store({
    // S3's smallest part is 5 MiB; the studio sends 4 MiB chunks, so two make a part.
    partSize: 8 * 1024 * 1024,
    maxConcurrentPartUploads: 4,
    useTags: false,
    expirationPeriodInMilliseconds: options.expiryMs,
    ...(options.redis ? { cache: redisNotes(options.redis, options.expiryMs) } : {}),
    s3ClientConfig: {
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      // As the media store's client (store.ts): checksums only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    },
  });
  return {
    datastore,
    locker,
    kind: 's3',
    storeId: (videoId) => `${keyPrefix}${videoId}`,
    videoId: (storeId) => (storeId.startsWith(keyPrefix) ? storeId.slice(keyPrefix.length) : undefined),
  };
}
