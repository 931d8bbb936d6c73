import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-protocol server of our own for the tests (s3rver on a free loopback port, objects in a temporary
 * directory, one bucket): the media store and the resumable uploads are tested over the real protocol
 * through the AWS SDK, never against a fake of the SDK. `url(prefix)` is a MEDIA_S3_URL for it.
 *
 * s3rver 3.7.1 keeps multipart uploads (create, upload part, complete) but has no ListParts and no
 * AbortMultipartUpload, two calls of the protocol that @tus/s3-store makes (a resumed upload's offset, a
 * cancelled upload): they are answered here from s3rver's own record of the upload (its parts directory),
 * in S3's XML, so the store under test talks to a server that keeps every call it makes.
 */
export interface TestS3 {
  bucket: string;
  port: number;
  /** MEDIA_S3_URL for the bucket, objects under `prefix/` when given. */
  url(prefix?: string): string;
  stop(): Promise<void>;
}

/** What the middleware reads and writes of s3rver's (Koa's) request context. */
interface Context {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
}
type Next = () => Promise<unknown>;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function multipartCalls(server: S3rver) {
  const uploadsDir = (bucket: string) =>
    (server as unknown as { store: { getResourcePath(bucket: string, key: undefined, type: string): string } }).store.getResourcePath(bucket, undefined, 'uploads');
  return async (ctx: Context, next: Next) => {
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    const [, bucket = '', ...keyParts] = ctx.path.split('/');
    if (!uploadId || !/^[0-9a-f]+$/.test(uploadId) || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const dir = join(uploadsDir(bucket), uploadId);
    const key = decodeURIComponent(keyParts.join('/'));
    if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = xml(
        `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`,
      );
      return undefined;
    }
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return undefined;
    }
    const numbers = (await readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const stats = await stat(join(dir, String(number)));
        const md5 = (await readFile(join(dir, `${number}.md5`), 'utf8')).trim();
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${stats.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stats.size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key>` +
        `<UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker>` +
        `<MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
    return undefined;
  };
}

/**
 * `port` (default: a free one) and `directory` (default: a temporary one, deleted by `stop()`; a given one
 * is kept, so a server started again finds its objects): the local cluster's S3 server (s3-server-cli.ts).
 */
export async function startS3(bucket = 'club-media', options: { port?: number; directory?: string } = {}): Promise<TestS3> {
  const dir = options.directory ?? mkdtempSync(join(tmpdir(), 'club-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // First in line (Koa composes its middleware when the server starts listening).
  (server as unknown as { middleware: unknown[] }).middleware.unshift(multipartCalls(server));
  const { port } = await server.run();
  return {
    bucket,
    port,
    // s3rver's own fixed credentials; the stores send them signed (SigV4) like any S3 client.
    url: (prefix) => `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}${prefix ? `/${prefix}` : ''}?region=eu-west-2`,
    async stop() {
      await server.close();
      if (!options.directory) rmSync(dir, { recursive: true, force: true });
    },
  };
}
