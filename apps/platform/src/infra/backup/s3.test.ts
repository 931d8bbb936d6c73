import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { createS3Store } from '../../modules/media/store';
import { TEST_NOW } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, testConfig } from '../../testing/databases';
import { migrateToLatest } from '../db/migrate';
import { backup, restore } from './backup';

/**
 * With MEDIA_S3_URL the media live in a bucket: backup lists and gets every object through the store
 * (an S3-protocol server of our own, s3rver, over the real protocol), and restore puts them in the bucket
 * it is pointed at; MEDIA_DIR's own files (the studio's uploads) come along beside them.
 */

let s3: S3rver;
let port = 0;
const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `backup-s3-${name}-`));
  folders.push(dir);
  return dir;
};
const bucketUrl = (prefix: string) => `http://S3RVER:S3RVER@127.0.0.1:${port}/club-media/${prefix}?region=eu-west-2`;

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder('server'), configureBuckets: [{ name: 'club-media', configs: [] }] });
  ({ port } = await s3.run());
});

afterAll(async () => {
  await s3?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('a backup of the S3 media store', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });
  const configOf = (database: TestDatabase, mediaDir: string, s3Url?: string): AppConfig => ({
    ...testConfig(database.location),
    media: { dir: mediaDir, liveChannels: false, warmUp: false, ladder: ['360p', '180p'], ...(s3Url ? { s3Url } : {}) },
  });

  it('should copy every object of the bucket and put them back in an empty one', async () => {
    const source = await createTestDatabase('sqlite');
    databases.push(source);
    await migrateToLatest(source.database.db);
    await source.database.close();
    const mediaDir = folder('media');
    mkdirSync(join(mediaDir, 'uploads', 'news'), { recursive: true });
    writeFileSync(join(mediaDir, 'uploads', 'news', 'lead.png'), 'a lead image');
    const objects: Record<string, string> = {
      'clubtv/uploads/0b3d91': 'the upload as sent',
      'clubtv/captions/0b3d91.vtt': 'WEBVTT\n',
      'vod/feature.v1/360p/seg_001.m4s': 'a segment',
    };
    const bucket = createS3Store(bucketUrl('live'));
    for (const [key, text] of Object.entries(objects)) {
      const file = join(folder('object'), 'body');
      writeFileSync(file, text);
      await bucket.putFile(key, file);
    }
    bucket.close();

    const dir = join(folder('backup'), 'b');
    const { manifest } = await backup({ config: configOf(source, mediaDir, bucketUrl('live')), dir, now: () => new Date(TEST_NOW) });
    expect(manifest.media).toMatchObject({ store: 's3', dirFiles: 1, bucketObjects: 3 });
    expect(manifest.files.map((file) => file.path).filter((path) => path.startsWith('media/'))).toEqual([
      'media/dir/uploads/news/lead.png',
      'media/bucket/clubtv/captions/0b3d91.vtt',
      'media/bucket/clubtv/uploads/0b3d91',
      'media/bucket/vod/feature.v1/360p/seg_001.m4s',
    ]);

    const target = await createTestDatabase('sqlite');
    databases.push(target);
    await target.database.close();
    // Without a bucket to put them in, the objects would be lost: refused before anything is written.
    await expect(restore({ config: configOf(target, folder('media')), dir, force: false })).rejects.toThrow(/set MEDIA_S3_URL/);

    await restore({ config: configOf(target, folder('media'), bucketUrl('restored')), dir, force: false });
    const restored = createS3Store(bucketUrl('restored'));
    try {
      expect((await restored.list()).map((object) => object.key)).toEqual(Object.keys(objects).sort());
      for (const [key, text] of Object.entries(objects)) {
        const body = await restored.stream(key);
        expect((await buffer(body!)).toString('utf8')).toBe(text);
      }
    } finally {
      restored.close();
    }
  });
});
