import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ManualClock, createManualClock } from '@club/clock';
import { outboxResponseSchema, studioArticleSchema, studioImageResponseSchema } from '@club/api-client';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { type Database, createDatabase } from '../db/database';
import { prepareDatabase } from '../../prepare-database';
import { TEST_NOW } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';
import { backup, restore } from './backup';
import { manifestSchema } from './manifest';

/**
 * The backup drill (issue 28): data made through the real app (a fan who signs up, a voucher that grants
 * the Blues TV Pass, a story published with an uploaded lead image), backed up with the command's own
 * code, the database and the media destroyed, restored onto a fresh database and an empty media folder,
 * and every piece found again by a new app on the restored data: the fan signs in with their password,
 * holds the pass and the session check lets them play.
 */

const studioOrigin = 'http://127.0.0.1:3002';
const fan = { email: 'drill.fan@example.com', password: 'a drill for every season' };
const slug = 'backup-drill-the-blues-restore-everything';

const cookieOf = (response: LightMyRequestResponse): string =>
  (response.cookies as { name: string; value: string }[])
    .filter((cookie) => cookie.value)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

describe.each(testDialects)('the backup drill on $dialect', ({ dialect }) => {
  let clock: ManualClock;
  let original: TestDatabase;
  let restored: TestDatabase;
  /** A connection opened on the restored database (a stopped platform starting again). */
  let reopened: Database | undefined;
  let app: FastifyInstance;
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `backup-drill-${name}-`));
    folders.push(dir);
    return dir;
  };
  let backupDir: string;
  let configOf: (database: TestDatabase, mediaDir: string) => AppConfig;
  let mediaDir: string;
  let fanSub: string;
  let paidVideo: string;
  let imageKey: string;
  let imageBytes: Buffer;

  const post = (url: string, payload: unknown, cookie?: string) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { ...(cookie ? { cookie } : {}), origin: studioOrigin }, remoteAddress: '203.0.113.40' });
  const signIn = (email: string, password: string) => post('/api/identity/authenticate', { username: email, password });
  const check = (cookie: string) =>
    post('/api/videos/session/check', { data: { attributes: { videoID: paidVideo, mediaType: 'OnDemand', userID: fanSub, userEmail: fan.email } } }, cookie);

  beforeAll(async () => {
    clock = createManualClock(Date.parse(TEST_NOW));
    original = await createTestDatabase(dialect);
    await prepareDatabase(original.database, silentLog, clock);
    mediaDir = folder('media');
    configOf = (database, dir) => ({
      ...testConfig(database.location),
      // The image cache is not backed up (it is drawn again): each app has one of its own.
      imageCacheDir: folder('image-cache'),
      media: { dir, liveChannels: false, warmUp: false, ladder: ['360p', '180p'] },
      siteOrigins: ['http://127.0.0.1:3000', studioOrigin],
    });
    app = await buildApp(configOf(original, mediaDir), { database: original.database, clock });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await reopened?.close();
    await original?.drop().catch(() => undefined);
    await restored?.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('should make the data through the app: a fan with a pass who can play, a published story with an uploaded image', async () => {
    const signUp = await post('/api/identity/sign-up', {
      username: fan.email,
      password: fan.password,
      attributes: { email: fan.email, given_name: 'Dee', family_name: 'Drill' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const outbox = await app.inject({ method: 'GET', url: `/api/identity/outbox?to=${encodeURIComponent(fan.email)}` });
    const code = /\b(\d{6})\b/.exec(outboxResponseSchema.parse(outbox.json()).data[0]?.text ?? '')?.[1];
    expect((await post('/api/identity/confirm-sign-up', { username: fan.email, code })).statusCode).toBe(204);
    const signedIn = await signIn(fan.email, fan.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const fanCookie = cookieOf(signedIn);
    const user = await original.database.db.selectFrom('identity_user').select('sub').where('email', '=', fan.email).executeTakeFirstOrThrow();
    fanSub = user.sub;

    // The Blues TV Pass for a month, by voucher; a paid Club TV video it unlocks.
    const redeemed = await post('/api/payments/vouchers/redeem', { code: 'BLUES-MONTH' }, fanCookie);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const items = await original.database.db.selectFrom('video_item').select(['entry_id', 'entitlements']).execute();
    paidVideo = items.find((item) => (JSON.parse(item.entitlements) as string[]).includes('video-subscription'))!.entry_id;
    expect(paidVideo).toBeDefined();
    const played = await check(fanCookie);
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().data.attributes.token).toEqual(expect.any(String));

    // An editor uploads a lead image and publishes a story with it.
    const editor = cookieOf(await signIn('editor@example.com', 'Password123!'));
    imageBytes = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 11, g: 61, b: 145 } } }).png().toBuffer();
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/studio/images?desk=news',
      payload: imageBytes,
      headers: { cookie: editor, origin: studioOrigin, 'content-type': 'image/png' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    imageKey = studioImageResponseSchema.parse(uploaded.json()).imageKey;
    const created = await post(
      '/api/studio/articles',
      {
        title: 'Backup drill: the Blues restore everything',
        slug,
        standfirst: 'Nothing lost.',
        category: 'first-team',
        tags: [],
        imageKey,
        body: '<p>Every byte came back.</p>',
      },
      editor,
    );
    expect(created.statusCode, created.body).toBe(201);
    const article = studioArticleSchema.parse(created.json());
    const published = await post(`/api/studio/articles/${article.id}/publish`, { version: article.version }, editor);
    expect(published.statusCode, published.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/news/articles/${slug}` })).statusCode).toBe(200);
  });

  it('should back up the database and the media into a folder with a manifest of checksums', async () => {
    await expect(backup({ config: configOf(original, mediaDir), dir: join(mediaDir, 'backups'), now: () => clock.now() })).rejects.toThrow(/inside MEDIA_DIR/);
    backupDir = join(folder('backup'), 'nightly');
    const { manifest } = await backup({ config: configOf(original, mediaDir), dir: backupDir, now: () => clock.now() });
    const written = manifestSchema.parse(JSON.parse(readFileSync(join(backupDir, 'backup.json'), 'utf8')));
    expect(written).toEqual(manifest);
    expect(manifest.createdAt).toBe(new Date(TEST_NOW).toISOString());
    expect(manifest.database.kind).toBe(dialect);
    expect(manifest.database.migrations).toContain('0001_navigation');
    expect(manifest.media).toMatchObject({ store: 'disk', bucketObjects: 0 });
    expect(manifest.files.map((file) => file.path)).toContain(`media/dir/${imageKey}`);
    expect(manifest.media.bytes).toBeGreaterThanOrEqual(imageBytes.length);
    await expect(backup({ config: configOf(original, mediaDir), dir: backupDir, now: () => clock.now() })).rejects.toThrow(/already holds a backup/);
  });

  it('should refuse a folder without a manifest, a damaged file, and a database that holds data without --force', async () => {
    await expect(restore({ config: configOf(original, mediaDir), dir: folder('empty'), force: false })).rejects.toThrow(/is not a backup: it has no backup\.json/);
    await expect(restore({ config: configOf(original, mediaDir), dir: backupDir, force: false })).rejects.toThrow(/already holds \d+ tables: .*--force/);

    const damaged = folder('damaged');
    await cp(backupDir, damaged, { recursive: true });
    writeFileSync(join(damaged, 'media', 'dir', ...imageKey.split('/')), 'not the image');
    await expect(restore({ config: configOf(original, mediaDir), dir: damaged, force: true })).rejects.toThrow(/does not match its checksum/);
    writeFileSync(join(damaged, 'backup.json'), '{"format":"club-platform-backup"}');
    await expect(restore({ config: configOf(original, mediaDir), dir: damaged, force: true })).rejects.toThrow(/is not a backup manifest/);
  });

  it('should restore onto a fresh database and an empty media folder, where the fan signs in and plays and the story shows its image', async () => {
    // Destroyed: the app, its database and its media.
    await app.close();
    await original.drop();
    rmSync(mediaDir, { recursive: true, force: true });

    restored = await createTestDatabase(dialect);
    // Restore runs with the platform stopped: nothing holds the fresh database open while it is replaced.
    await restored.database.close();
    const freshMedia = folder('restored-media');
    const config = configOf(restored, freshMedia);
    const { manifest, migrations } = await restore({ config, dir: backupDir, force: false });
    expect(migrations).toEqual(manifest.database.migrations);

    reopened = createDatabase(restored.location);
    app = await buildApp(config, { database: reopened, clock });
    const signedIn = await signIn(fan.email, fan.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const fanCookie = cookieOf(signedIn);
    const entitlements = await app.inject({ method: 'GET', url: `/api/entitlements/users/entitlements/${fanSub}`, headers: { cookie: fanCookie } });
    expect(entitlements.statusCode, entitlements.body).toBe(200);
    expect(entitlements.json().data.attributes.entitlements).toContain('video-subscription');
    const played = await check(fanCookie);
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().data.attributes.token).toEqual(expect.any(String));

    const story = await app.inject({ method: 'GET', url: `/api/news/articles/${slug}` });
    expect(story.statusCode).toBe(200);
    expect(JSON.stringify(story.json())).toContain(imageKey);
    const image = await app.inject({ method: 'GET', url: `/images/800x450/${imageKey}`, headers: { accept: 'image/png' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(readFileSync(join(freshMedia, ...imageKey.split('/')))).toEqual(imageBytes);

    // The restored database holds data now: a second restore needs --force, and with it replaces it.
    await expect(restore({ config, dir: backupDir, force: false })).rejects.toThrow(/--force/);
    await app.close();
    await reopened.close();
    await expect(restore({ config, dir: backupDir, force: true })).resolves.toMatchObject({ migrations: manifest.database.migrations });
    reopened = createDatabase(restored.location);
    app = await buildApp(config, { database: reopened, clock });
    expect((await signIn(fan.email, fan.password)).statusCode).toBe(200);
  });
});
