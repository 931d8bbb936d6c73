import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { clubTvVideoSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { prepareDatabase } from '../../prepare-database';
import { testClock } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { type TestS3, startS3 } from '../../testing/s3';
import { api, baseUrlOf, signIn } from '../payments/testing';
import { generatorVersion } from './ondemand';
import { parseS3Url } from './s3-url';
import { type MediaStore, createDiskStore, createS3Store } from './store';

// An S3-protocol server of our own on a free loopback port (testing/s3.ts): the S3 store is tested over
// the real protocol through the AWS SDK, never against a fake of the SDK.
let s3: TestS3;
let s3Url = '';

beforeAll(async () => {
  s3 = await startS3();
  s3Url = s3.url('platform');
});

afterAll(async () => {
  await s3?.stop();
});

describe('parseS3Url', () => {
  it('should read the endpoint, bucket, prefix, region and credentials, and refuse an address without them', () => {
    expect(parseS3Url('https://AKIA%2F1:s%40cret@s3.eu-west-2.amazonaws.com/media/club/tv?region=eu-west-2')).toEqual({
      endpoint: 'https://s3.eu-west-2.amazonaws.com',
      bucket: 'media',
      prefix: 'club/tv',
      region: 'eu-west-2',
      accessKeyId: 'AKIA/1',
      secretAccessKey: 's@cret',
    });
    expect(() => parseS3Url('https://KEY:SECRET@s3.example.com/')).toThrow(/bucket/);
    expect(() => parseS3Url('https://s3.example.com/media')).toThrow(/access key/);
    expect(() => parseS3Url('s3://KEY:SECRET@media')).toThrow(/http/);
    expect(() => loadConfig({ MEDIA_S3_URL: 'https://s3.example.com/media' })).toThrow(/MEDIA_S3_URL/);
  });
});

describe.each([
  { kind: 'disk', make: (root: string) => createDiskStore(root) },
  { kind: 's3', make: () => createS3Store(s3Url) },
])('the $kind media store', ({ make }) => {
  let root = '';
  let store: MediaStore;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'club-store-'));
    store = make(root);
  });
  afterAll(() => {
    store.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('should keep a directory of renditions, answer sizes, text and byte ranges, and remove them', async () => {
    const local = join(root, 'work');
    mkdirSync(join(local, '360p'), { recursive: true });
    writeFileSync(join(local, 'master.m3u8'), '#EXTM3U\n360p/index.m3u8\n');
    const segment = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
    writeFileSync(join(local, '360p', 'seg_000.m4s'), segment);

    await store.putDirectory('vod/demo.v1', local);
    expect(await store.readText('vod/demo.v1/master.m3u8')).toBe('#EXTM3U\n360p/index.m3u8\n');
    expect(await store.size('vod/demo.v1/360p/seg_000.m4s')).toBe(1000);
    expect(await buffer((await store.stream('vod/demo.v1/360p/seg_000.m4s'))!)).toEqual(segment);
    expect(await buffer((await store.stream('vod/demo.v1/360p/seg_000.m4s', { start: 10, end: 19 }))!)).toEqual(segment.subarray(10, 20));
    expect(await store.size('vod/demo.v1/nothing.m4s')).toBeUndefined();
    expect(await store.readText('vod/demo.v1/nothing.m3u8')).toBeUndefined();
    expect(await store.stream('vod/demo.v1/nothing.m4s')).toBeUndefined();
    await expect(store.size('../outside')).rejects.toThrow(/not a media store key/);

    // One file in and back out whole (a Club TV upload as sent, fetched back for a transcode).
    await store.putFile('clubtv/uploads/tv-0123456789abcdef', join(local, '360p', 'seg_000.m4s'));
    const copy = join(root, 'copies', 'upload');
    expect(await store.download('clubtv/uploads/tv-0123456789abcdef', copy)).toBe(true);
    expect(readFileSync(copy)).toEqual(segment);
    expect(await store.download('clubtv/uploads/nothing', join(root, 'copies', 'nothing'))).toBe(false);
    expect(existsSync(join(root, 'copies', 'nothing'))).toBe(false);
    // Larger than a part (16 MB): the S3 store sends it as a multipart upload.
    const large = Buffer.alloc(20 * 1024 * 1024, 7);
    large.write('the end', large.length - 7);
    writeFileSync(join(root, 'large.mp4'), large);
    await store.putFile('clubtv/uploads/tv-fedcba9876543210', join(root, 'large.mp4'));
    expect(await store.size('clubtv/uploads/tv-fedcba9876543210')).toBe(large.length);
    expect((await buffer((await store.stream('clubtv/uploads/tv-fedcba9876543210', { start: large.length - 7, end: large.length - 1 }))!)).toString()).toBe('the end');
    await store.remove('clubtv/uploads/tv-fedcba9876543210');
    await store.remove('clubtv/uploads/tv-0123456789abcdef');
    expect(await store.size('clubtv/uploads/tv-0123456789abcdef')).toBeUndefined();

    await store.removePrefix('vod/demo.v1');
    expect(await store.size('vod/demo.v1/master.m3u8')).toBeUndefined();
    expect(await store.size('vod/demo.v1/360p/seg_000.m4s')).toBeUndefined();
  });
});

describe('renditions in an S3 store, served through the platform', () => {
  const studioOrigin = 'http://127.0.0.1:3002';
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let base = '';
  let mediaDir = '';
  let clipPath = '';
  let bucketView: MediaStore;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'club-s3-media-'));
    clipPath = join(mediaDir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=3',
      '-f', 'lavfi', '-i', 'sine=frequency=660:duration=3',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clipPath,
    ]);
    testDatabase = await createTestDatabase('sqlite');
    await prepareDatabase(testDatabase.database, silentLog);
    app = await buildApp(
      {
        ...testConfig(testDatabase.location),
        imageCacheDir: join(mediaDir, 'image-cache'),
        media: { dir: mediaDir, liveChannels: false, warmUp: false, s3Url, ladder: ['360p', '180p'] },
        siteOrigins: ['http://127.0.0.1:3000', studioOrigin],
      },
      { database: testDatabase.database, clock: testClock() },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    cookies.editor = await signIn(base, 'editor@example.com');
    bucketView = createS3Store(s3Url);
  }, 120_000);

  afterAll(async () => {
    bucketView?.close();
    await app?.close();
    await testDatabase?.drop();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('should upload, transcode into the bucket, and serve the ladder from it after the token check, never from the bucket directly', async () => {
    const studio = (method: string, path: string, body?: unknown) =>
      api(base, method, `/api/studio/clubtv${path}`, { cookie: cookies.editor, ...(body === undefined ? {} : { body }), headers: { origin: studioOrigin } });
    const clip = readFileSync(clipPath);
    const metadata = ['filename derby.mp4', 'filetype video/mp4']
      .map((pair) => pair.split(' '))
      .map(([key, value]) => `${key} ${Buffer.from(value ?? '').toString('base64')}`)
      .join(',');
    const tusHeaders = { 'tus-resumable': '1.0.0', origin: studioOrigin, cookie: cookies.editor ?? '' };
    const created = await fetch(`${base}/api/studio/clubtv/uploads`, {
      method: 'POST',
      headers: { ...tusHeaders, 'upload-length': String(clip.length), 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const id = location.split('/').at(-1) ?? '';
    const patched = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: clip,
    });
    expect(patched.status).toBe(204);

    // The transcode's end, with a bound against a hang (ffmpeg is slow on a busy machine), never a guess.
    const deadline = performance.now() + 240_000;
    let video = clubTvVideoSchema.parse((await studio('GET', `/videos/${id}`)).body);
    while (video.status !== 'ready' && video.status !== 'failed') {
      if (performance.now() > deadline) throw new Error(`still ${video.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      video = clubTvVideoSchema.parse((await studio('GET', `/videos/${id}`)).body);
    }
    expect(video.failure).toBeNull();

    // The upload as sent is in the bucket, and the ladder (under the URL's prefix) with its done-mark.
    expect(await bucketView.size(`clubtv/uploads/${id}`)).toBe(clip.length);
    const key = `vod/${id}.v${generatorVersion}`;
    for (const file of ['generation.json', 'master.m3u8', '360p/index.m3u8', '360p/init_0.mp4', '180p/index.m3u8']) {
      expect(await bucketView.size(`${key}/${file}`), file).toBeGreaterThan(0);
    }
    // Its poster, in the image library: in the bucket too, not in MEDIA_DIR.
    const posterKey = (video.posterUrl ?? '').replace('/images/640x360/', '');
    expect(posterKey).toMatch(/^uploads\/clubtv\//);
    expect(await bucketView.size(posterKey)).toBeGreaterThan(0);
    expect(existsSync(join(mediaDir, posterKey))).toBe(false);

    // Free to everyone, published: a visitor's session check gives a token for it.
    const options = (await studio('GET', '/options')).body as { seasons: { slug: string; current: boolean }[] };
    const season = options.seasons.find((entry) => entry.current)?.slug ?? '';
    const saved = await studio('PUT', `/videos/${id}`, {
      title: 'S3 store test', description: '', category: 'highlights', team: null, season, entitlements: ['?'], releaseFrom: null, version: video.version,
    });
    expect(saved.status, saved.text).toBe(200);
    // Captions: kept in the bucket as sent, and in the ladder there.
    const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nFrom the bucket\n';
    const captioned = await fetch(`${base}/api/studio/clubtv/videos/${id}/captions`, {
      method: 'PUT',
      headers: { origin: studioOrigin, cookie: cookies.editor ?? '', 'content-type': 'text/vtt' },
      body: vtt,
    });
    expect(captioned.status, await captioned.clone().text()).toBe(200);
    expect(await bucketView.readText(`clubtv/captions/${id}.vtt`)).toBe(vtt);
    expect(await bucketView.readText(`${key}/captions.vtt`)).toBe(vtt);
    expect(await bucketView.readText(`${key}/master.m3u8`)).toContain('URI="captions.m3u8"');
    const published = await studio('POST', `/videos/${id}/publish`, { version: saved.body.version + 1 });
    expect(published.status, published.text).toBe(200);
    const check = await api(base, 'POST', '/api/videos/session/check', {
      body: { data: { attributes: { videoID: id, mediaType: 'OnDemand', userID: null, deviceID: 1 } } },
    });
    expect(check.status, check.text).toBe(200);
    const token: string = check.body.data.attributes.token;

    // The local copy gone: what plays now can only come from the bucket, through the platform's check.
    rmSync(join(mediaDir, 'vod', `${id}.v${generatorVersion}`), { recursive: true, force: true });
    const media = (file: string, headers: Record<string, string> = {}) => fetch(`${base}/media/vod/${id}/${file}`, { headers: { 'x-playback-token': token, ...headers } });
    const master = await media('master.m3u8');
    expect(master.status).toBe(200);
    expect(await master.text()).toBe(await bucketView.readText(`${key}/master.m3u8`));
    const playlist = await (await media('360p/index.m3u8')).text();
    const segment = playlist.split('\n').find((line) => line.endsWith('.m4s')) ?? '';
    expect(segment).toMatch(/^seg_\d{3}\.m4s$/);
    const whole = await media(`360p/${segment}`);
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes).toEqual(await buffer((await bucketView.stream(`${key}/360p/${segment}`))!));
    const part = await media(`360p/${segment}`, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    expect((await media(`360p/${segment}`, { range: `bytes=${bytes.length + 10}-` })).status).toBe(416);
    // Without a token, nothing: the bucket's objects are never handed out by address.
    expect((await fetch(`${base}/media/vod/${id}/360p/${segment}`)).status).toBe(403);
    expect(existsSync(join(mediaDir, 'vod', `${id}.v${generatorVersion}`))).toBe(false);

    // Deleted (unpublished first): its renditions leave the bucket too.
    const unpublished = await studio('POST', `/videos/${id}/unpublish`, { version: published.body.version });
    const deleted = await studio('DELETE', `/videos/${id}`, { version: unpublished.body.version });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await bucketView.size(`${key}/master.m3u8`)).toBeUndefined();
    expect(await bucketView.size(`clubtv/uploads/${id}`)).toBeUndefined();
    expect(await bucketView.size(`clubtv/captions/${id}.vtt`)).toBeUndefined();
    expect(await bucketView.size(`${key}/360p/${segment}`)).toBeUndefined();
    expect(await bucketView.size(`clubtv/uploads/${id}.info`)).toBeUndefined();
    expect(await bucketView.size(posterKey)).toBeUndefined();
  }, 300_000);
});
