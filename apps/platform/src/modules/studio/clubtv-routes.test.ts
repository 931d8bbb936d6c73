import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  clubTvStreamSchema,
  clubTvStreamsResponseSchema,
  clubTvUploadMaxBytes,
  clubTvVideoSchema,
  clubTvVideosResponseSchema,
  studioAuditResponseSchema,
  videoSectionsResponseSchema,
} from '@club/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { generatorVersion } from '../media/ondemand';
import { api, signIn } from '../payments/testing';
import { type Who, studioOrigin, studioTestApp } from './testing';

const tusVersion = { 'tus-resumable': '1.0.0' };
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

// A real clip, made by ffmpeg as the test starts: three seconds of test pattern and a tone.
const clipDir = mkdtempSync(join(tmpdir(), 'clubtv-clip-'));
const clipPath = join(clipDir, 'clip.mp4');
execFileSync('ffmpeg', [
  '-v', 'error', '-y',
  '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=3',
  '-f', 'lavfi', '-i', 'sine=frequency=660:duration=3',
  '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clipPath,
]);
const clip = readFileSync(clipPath);

describe.each(testDialects)('club tv routes on $dialect', ({ dialect }) => {
  const platform = studioTestApp(dialect, { signIn: ['editor', 'matchday', 'admin', 'fan', 'subscriber'], media: true });
  const { cookies } = platform;
  afterAll(() => rmSync(clipDir, { recursive: true, force: true }));

  const studio = (method: string, path: string, who: Who | undefined, body?: unknown) => platform.call(method, `/api/studio/clubtv${path}`, who, body);

  /** A raw tus request, as tus-js-client makes it from the studio. */
  const tus = (method: string, path: string, who: Who | undefined, headers: Record<string, string>, body?: Buffer) =>
    fetch(`${platform.base}${path}`, {
      method,
      headers: { ...tusVersion, origin: studioOrigin, ...(who ? { cookie: cookies[who] ?? '' } : {}), ...headers },
      ...(body ? { body } : {}),
    });

  /** Starts an upload of `bytes` bytes; answers its path. */
  const create = async (who: Who, bytes: number, fields = { filename: 'derby-goal.mp4', filetype: 'video/mp4' }) => {
    const response = await tus('POST', '/api/studio/clubtv/uploads', who, { 'upload-length': String(bytes), 'upload-metadata': metadata(fields) });
    expect(response.status, await response.clone().text()).toBe(201);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/studio\/clubtv\/uploads\/tv-[a-f0-9]{16}$/);
    return location;
  };
  const patch = (who: Who, location: string, offset: number, chunk: Buffer) =>
    tus('PATCH', location, who, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, chunk);

  /** Waits for the transcode to end (ffmpeg is slow on a busy machine: a bound, never a guess). */
  const settled = async (id: string) => {
    const deadline = performance.now() + 240_000;
    for (;;) {
      const video = clubTvVideoSchema.parse((await studio('GET', `/videos/${id}`, 'editor')).body);
      if (video.status === 'ready' || video.status === 'failed') return video;
      if (performance.now() > deadline) throw new Error(`still ${video.status} ${video.progress}%`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('should refuse a visitor (401), a fan and match-day staff (403), the api and the upload alike', async () => {
    expect((await studio('GET', '/videos', undefined)).status).toBe(401);
    for (const who of ['fan', 'matchday'] as const) {
      expect((await studio('GET', '/videos', who)).status).toBe(403);
      const upload = await tus('POST', '/api/studio/clubtv/uploads', who, { 'upload-length': '10', 'upload-metadata': metadata({ filename: 'a.mp4', filetype: 'video/mp4' }) });
      expect(upload.status).toBe(403);
    }
    expect((await studio('GET', '/videos', 'admin')).status).toBe(200);
  });

  it('should refuse an upload from a page outside the club sites, and one too large, and a file that is not a video', async () => {
    const crossSite = await tus('POST', '/api/studio/clubtv/uploads', 'editor', {
      origin: 'https://evil.example',
      'upload-length': '10',
      'upload-metadata': metadata({ filename: 'a.mp4', filetype: 'video/mp4' }),
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'crossSite' });

    const tooLarge = await tus('POST', '/api/studio/clubtv/uploads', 'editor', {
      'upload-length': String(clubTvUploadMaxBytes + 1),
      'upload-metadata': metadata({ filename: 'a.mp4', filetype: 'video/mp4' }),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toMatch(/larger than 8 GB/);

    const notVideo = await tus('POST', '/api/studio/clubtv/uploads', 'editor', {
      'upload-length': '10',
      'upload-metadata': metadata({ filename: 'notes.txt', filetype: 'text/plain' }),
    });
    expect(notVideo.status).toBe(415);
  });

  it('should resume an interrupted upload, transcode it into the ladder, take captions, publish it for subscribers and unpublish it', async () => {
    const location = await create('editor', clip.length);
    const id = location.split('/').at(-1) ?? '';
    const listed = clubTvVideosResponseSchema.parse((await studio('GET', '/videos?status=uploading', 'editor')).body);
    expect(listed.items.map((item) => item.id)).toContain(id);

    // The first half arrives, then the connection drops: HEAD says where to carry on.
    const half = Math.floor(clip.length / 2);
    expect((await patch('editor', location, 0, clip.subarray(0, half))).status).toBe(204);
    const head = await tus('HEAD', location, 'editor', {});
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    // A PATCH from the wrong offset is refused (409), the right one finishes the upload.
    expect((await patch('editor', location, 0, clip.subarray(0, 10))).status).toBe(409);
    expect((await patch('editor', location, half, clip.subarray(half))).status).toBe(204);

    const ready = await settled(id);
    expect(ready.failure).toBeNull();
    expect(ready).toMatchObject({ status: 'ready', progress: 100, duration: 3, title: 'derby goal', fileName: 'derby-goal.mp4' });
    expect(ready.posterUrl).toMatch(/^\/images\/640x360\/uploads\/clubtv\/tv-[a-f0-9]{16}-[a-f0-9]{16}\.jpg$/);
    const dir = join(platform.mediaDir, 'vod', `${id}.v${generatorVersion}`);
    for (const file of ['master.m3u8', '360p/index.m3u8', '180p/index.m3u8', '360p/init_0.mp4', 'poster.jpg', 'sprite.jpg', 'thumbnails.vtt']) {
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
    expect(readFileSync(join(dir, 'master.m3u8'), 'utf8')).not.toContain('SUBTITLES');

    // Captions: refused when not WebVTT, then served with the stream.
    const notVtt = await api(platform.base, 'PUT', `/api/studio/clubtv/videos/${id}/captions`, {
      cookie: cookies.editor,
      headers: { origin: studioOrigin, 'content-type': 'text/vtt' },
    });
    expect([400, 415]).toContain(notVtt.status);
    const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nWhat a strike!\n';
    const captioned = await fetch(`${platform.base}/api/studio/clubtv/videos/${id}/captions`, {
      method: 'PUT',
      headers: { origin: studioOrigin, cookie: cookies.editor ?? '', 'content-type': 'text/vtt' },
      body: vtt,
    });
    expect(captioned.status, await captioned.clone().text()).toBe(200);
    expect(readFileSync(join(dir, 'master.m3u8'), 'utf8')).toContain('URI="captions.m3u8"');
    expect(readFileSync(join(dir, 'captions.vtt'), 'utf8')).toBe(vtt);

    // Publishing needs a category first; the form's choices come from the catalogue.
    const refused = await studio('POST', `/videos/${id}/publish`, 'editor', { version: ready.version + 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'publishIncomplete', message: 'Before publishing, give the video a category.' });
    const options = (await studio('GET', '/options', 'editor')).body as { seasons: { slug: string; current: boolean }[]; entitlements: { id: string }[] };
    const season = options.seasons.find((entry) => entry.current)?.slug ?? '';
    expect(options.entitlements.map((entry) => entry.id)).toEqual(expect.arrayContaining(['?', '*', 'video-subscription']));
    const form = {
      title: 'Studio test: the derby winner',
      description: 'Every angle of the goal.',
      category: 'highlights',
      team: 'first-team',
      season,
      entitlements: ['video-subscription'],
      releaseFrom: null,
    };
    const unknownPass = await studio('PUT', `/videos/${id}`, 'editor', { ...form, entitlements: ['no-such-pass'], version: ready.version + 1 });
    expect(unknownPass.body).toMatchObject({ code: 'unknownEntitlement' });
    const saved = await studio('PUT', `/videos/${id}`, 'editor', { ...form, version: ready.version + 1 });
    expect(saved.status, saved.text).toBe(200);
    const stale = await studio('PUT', `/videos/${id}`, 'editor', { ...form, version: ready.version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'versionConflict' });

    const published = await studio('POST', `/videos/${id}/publish`, 'editor', { version: saved.body.version });
    expect(published.status, published.text).toBe(200);
    expect(published.body).toMatchObject({ published: true, publicUrl: '/videos/highlights' });

    // In the catalogue at once, locked to subscribers.
    const search = await api(platform.base, 'GET', `/api/video-platform/search?title=${encodeURIComponent('derby winner')}`);
    const [section] = videoSectionsResponseSchema.parse(search.body).sections;
    expect(section?.itemData.map((item) => [item.mediaData.entryId, item.metaData.SysEntryEntitlements])).toEqual([[id, ['video-subscription']]]);

    // The ordinary playback path: the fan is refused, the subscriber gets a token /media accepts.
    const subs: Record<string, string> = { fan: '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68', subscriber: 'b2b73d76-2854-53b2-9457-b5c19f3ce279' };
    const checkAs = (who: Who) =>
      api(platform.base, 'POST', '/api/videos/session/check', {
        cookie: cookies[who],
        body: { data: { attributes: { videoID: id, mediaType: 'OnDemand', userID: subs[who], userEmail: `${who}@example.com`, deviceID: 7 } } },
      });
    const fan = await checkAs('fan');
    expect(fan.status).toBe(403);
    expect(fan.body).toMatchObject({ message: 'Sorry but you do not have any subscriptions' });
    const subscriber = await checkAs('subscriber');
    expect(subscriber.status, subscriber.text).toBe(200);
    const token: string = subscriber.body.data.attributes.token;
    const master = await fetch(`${platform.base}/media/vod/${id}/master.m3u8`, { headers: { 'x-playback-token': token, cookie: cookies.subscriber ?? '' } });
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('360p/index.m3u8');
    const captions = await fetch(`${platform.base}/media/vod/${id}/captions.vtt`, { headers: { 'x-playback-token': token, cookie: cookies.subscriber ?? '' } });
    expect(await captions.text()).toBe(vtt);

    const unpublished = await studio('POST', `/videos/${id}/unpublish`, 'editor', { version: published.body.version });
    expect(unpublished.status).toBe(200);
    const gone = await api(platform.base, 'GET', `/api/video-platform/search?title=${encodeURIComponent('derby winner')}`);
    expect(videoSectionsResponseSchema.parse(gone.body).sections[0]?.itemData).toEqual([]);

    // Scheduled: published for a release time an hour on, it is in no public read until then.
    const later = new Date(platform.clock.nowMs() + 3_600_000).toISOString();
    const scheduled = await studio('PUT', `/videos/${id}`, 'editor', { ...form, releaseFrom: later, version: unpublished.body.version });
    expect(scheduled.status, scheduled.text).toBe(200);
    const republished = await studio('POST', `/videos/${id}/publish`, 'editor', { version: scheduled.body.version });
    expect(republished.body).toMatchObject({ published: true, releaseFrom: later });
    const findIt = async () =>
      videoSectionsResponseSchema.parse((await api(platform.base, 'GET', `/api/video-platform/search?title=${encodeURIComponent('derby winner')}`)).body).sections[0]?.itemData ?? [];
    expect(await findIt()).toEqual([]);
    platform.clock.advance(3_600_000);
    cookies.editor = await signIn(platform.base, 'editor@example.com');
    cookies.admin = await signIn(platform.base, 'admin@example.com');
    expect((await studio('GET', '/videos', 'editor')).status).toBe(200);
    expect((await findIt()).map((item) => item.publicationData.releaseFrom)).toEqual([later]);

    const audit = studioAuditResponseSchema.parse((await api(platform.base, 'GET', `/api/studio/audit?entity=clubtv-video&entityId=${id}`, { cookie: cookies.admin })).body);
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'clubtv-video.publish',
      'clubtv-video.update',
      'clubtv-video.unpublish',
      'clubtv-video.publish',
      'clubtv-video.update',
      'clubtv-video.captions',
      'clubtv-video.upload',
    ]);
    expect(audit.items.every((entry) => entry.actorEmail === 'editor@example.com')).toBe(true);

    // Deleting: never a published video (it would vanish from under a fan), never a stale version.
    const current = clubTvVideoSchema.parse((await studio('GET', `/videos/${id}`, 'editor')).body);
    cookies.fan = await signIn(platform.base, 'fan@example.com');
    expect((await studio('DELETE', `/videos/${id}`, 'fan', { version: current.version })).status).toBe(403);
    const stillPublished = await studio('DELETE', `/videos/${id}`, 'editor', { version: current.version });
    expect(stillPublished.status).toBe(409);
    expect(stillPublished.body).toMatchObject({ code: 'published' });
    const off = await studio('POST', `/videos/${id}/unpublish`, 'editor', { version: current.version });
    expect(off.status).toBe(200);
    expect((await studio('DELETE', `/videos/${id}`, 'editor', { version: current.version })).body).toMatchObject({ code: 'versionConflict' });
    const deleted = await studio('DELETE', `/videos/${id}`, 'editor', { version: off.body.version });
    expect(deleted.status, deleted.text).toBe(204);
    expect((await studio('GET', `/videos/${id}`, 'editor')).status).toBe(404);
    // Its upload, the tus store's note of it, its captions, its renditions and its poster are gone.
    for (const path of [
      join(platform.mediaDir, 'clubtv', 'uploads', id),
      join(platform.mediaDir, 'clubtv', 'uploads', `${id}.json`),
      join(platform.mediaDir, 'clubtv', 'captions', `${id}.vtt`),
      dir,
      join(platform.mediaDir, (ready.posterUrl ?? '').replace('/images/640x360/', '')),
    ]) {
      expect(existsSync(path), path).toBe(false);
    }
    // The player's path knows it no more (it is not remade from nothing).
    const afterDelete = await fetch(`${platform.base}/media/vod/${id}/master.m3u8`, { headers: { 'x-playback-token': token, cookie: cookies.subscriber ?? '' } });
    expect([403, 404]).toContain(afterDelete.status);
    expect(existsSync(dir)).toBe(false);
    const deleteAudit = studioAuditResponseSchema.parse((await api(platform.base, 'GET', `/api/studio/audit?entity=clubtv-video&entityId=${id}`, { cookie: cookies.admin })).body);
    expect(deleteAudit.items[0]).toMatchObject({ action: 'clubtv-video.delete', actorEmail: 'editor@example.com', after: null });
    expect(deleteAudit.items[0]?.before).toMatchObject({ id, title: form.title });
  }, 300_000);

  it("should show each live stream's hold and channel, and set one live, idle or disabled for the sites and the session check", async () => {
    for (const who of ['editor', 'matchday', 'admin', 'fan', 'subscriber'] as const) cookies[who] = await signIn(platform.base, `${who}@example.com`);
    expect((await studio('GET', '/streams', undefined)).status).toBe(401);
    expect((await studio('GET', '/streams', 'fan')).status).toBe(403);
    expect((await studio('PUT', '/streams/live-video', 'matchday', { status: 'idle', version: 0 })).status).toBe(403);

    const listed = clubTvStreamsResponseSchema.parse((await studio('GET', '/streams', 'editor')).body).items;
    // The platform's own channels first; on-demand assets are not live streams.
    expect(listed.slice(0, 2).map((stream) => stream.id).sort()).toEqual(['live-audio', 'live-video']);
    expect(listed.map((stream) => stream.id)).not.toContain('season-review-2024-25');
    const byId = new Map(listed.map((stream) => [stream.id, stream]));
    // The channels are off in this test: no channel, so no status is invented (idle, not the seeded active).
    expect(byId.get('live-video')).toMatchObject({ control: 'live', status: 'idle', channel: null, version: 0 });
    expect(byId.get('live-video-ladies')).toMatchObject({ control: 'idle', status: 'idle' });
    expect(byId.get('live-audio-academy')).toMatchObject({ control: 'disabled', status: 'disabled' });

    const publicStatus = async (assetId: string) => {
      const answer = await api(platform.base, 'GET', `/api/videos/streams/${assetId}`);
      expect(answer.headers.get('cache-control')).toBe('public, no-cache');
      return answer.body.data.attributes.assetData.status as string;
    };
    const subscriberSub = 'b2b73d76-2854-53b2-9457-b5c19f3ce279';
    const check = () =>
      api(platform.base, 'POST', '/api/videos/session/check', {
        cookie: cookies.subscriber,
        body: { data: { attributes: { videoID: 'live-video', mediaType: 'DrmLiveVideo', userID: subscriberSub, userEmail: 'subscriber@example.com', deviceID: 9 } } },
      });
    const streamIssue = 'Sorry, there is an issue with this stream, please contact support';
    expect((await check()).body?.message).not.toBe(streamIssue);

    const disabled = await studio('PUT', '/streams/live-video', 'editor', { status: 'disabled', version: 0 });
    expect(disabled.status, disabled.text).toBe(200);
    expect(clubTvStreamSchema.parse(disabled.body)).toMatchObject({ control: 'disabled', status: 'disabled', version: 1, updatedBy: 'editor@example.com' });
    expect(await publicStatus('live-video')).toBe('disabled');
    expect((await check()).body).toMatchObject({ message: streamIssue });

    const stale = await studio('PUT', '/streams/live-video', 'editor', { status: 'live', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'versionConflict' });
    expect((await studio('PUT', '/streams/live-video', 'editor', { status: 'on', version: 1 })).status).toBe(400);
    expect((await studio('PUT', '/streams/no-such-stream', 'editor', { status: 'idle', version: 0 })).status).toBe(404);
    expect((await studio('PUT', '/streams/season-review-2024-25', 'editor', { status: 'idle', version: 0 })).status).toBe(404);

    const idle = await studio('PUT', '/streams/live-video', 'editor', { status: 'idle', version: 1 });
    expect(idle.body).toMatchObject({ control: 'idle', status: 'idle', version: 2 });
    expect(await publicStatus('live-video')).toBe('idle');
    const live = await studio('PUT', '/streams/live-video', 'editor', { status: 'live', version: 2 });
    expect(live.body).toMatchObject({ control: 'live', status: 'idle', version: 3 });
    expect((await check()).body?.message).not.toBe(streamIssue);

    // A stream the platform runs no channel for, seeded off air and set live, waits for its encoder.
    const ladies = await studio('PUT', '/streams/live-video-ladies', 'editor', { status: 'live', version: 0 });
    expect(ladies.body).toMatchObject({ control: 'live', status: 'preparing' });
    expect(await publicStatus('live-video-ladies')).toBe('preparing');

    const audit = studioAuditResponseSchema.parse((await api(platform.base, 'GET', '/api/studio/audit?entity=stream-asset&entityId=live-video', { cookie: cookies.admin })).body);
    expect(audit.items.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['stream.status', { control: 'idle', status: 'idle' }, { control: 'live', status: 'idle' }],
      ['stream.status', { control: 'disabled', status: 'disabled' }, { control: 'idle', status: 'idle' }],
      ['stream.status', { control: 'live', status: 'idle' }, { control: 'disabled', status: 'disabled' }],
    ]);
  });

  it('should fail a file ffmpeg cannot read with a reason in words', async () => {
    // An MP4's first box, then words: the container is right, the rest is not a video.
    const junk = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypisom\0\0\0\0isom', 'latin1'), Buffer.from('this is not really a video at all, just words')]);
    const location = await create('editor', junk.length, { filename: 'broken.mp4', filetype: 'video/mp4' });
    expect((await patch('editor', location, 0, junk)).status).toBe(204);
    const failed = await settled(location.split('/').at(-1) ?? '');
    expect(failed.status).toBe('failed');
    expect(failed.failure).toMatch(/^ffmpeg cannot read this file as a video \(.+\)\.$/);
    const publish = await studio('POST', `/videos/${failed.id}/publish`, 'editor', { version: failed.version });
    expect(publish.body).toMatchObject({ code: 'notReady' });
    // A failed video can be deleted, its upload with it.
    const removed = await studio('DELETE', `/videos/${failed.id}`, 'editor', { version: failed.version });
    expect(removed.status, removed.text).toBe(204);
    expect(existsSync(join(platform.mediaDir, 'clubtv', 'uploads', failed.id))).toBe(false);
  }, 300_000);
});
