import { clockReading, systemTime } from '@club/clock';
import { decodeConcurrencySessionId } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import { testConfig, testDialects } from '../../testing/databases';
import { suiteSeededDatabase } from '../../testing/app';
import { api, baseUrlOf, signIn } from '../payments/testing';

/**
 * The session check and the concurrency socket over real HTTP: demo accounts sign in through
 * POST /api/identity/authenticate, the platform's clock is fixed (Saturday 21 November 2026, GMT), the
 * country comes from cf-ipcountry through a trusted proxy (this test, on loopback, with X-Forwarded-For).
 */

const subs: Record<string, string> = {
  'fan@example.com': '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68',
  'subscriber@example.com': 'b2b73d76-2854-53b2-9457-b5c19f3ce279',
  'audio@example.com': '64c2f245-3bbb-5b02-876b-7e9af18922d9',
  'blocked@example.com': '18e9d17e-1235-57e5-b181-6f819249323f',
  'staff@example.com': 'e81014d0-79ea-5bbb-bda2-46e45c7b8a30',
};
// Club TV features move with the demo world (their date too): the pinned clock's world is 52 weeks on.
const paidVideo = 'feature-2026-05-19-season-review'; // video-subscription
const freeVideo = 'press-2026-08-06-season-preview'; // '?'
const saturday3pm = new Date('2026-11-21T15:00:00Z');
const saturdayAfter = new Date('2026-11-21T17:30:00Z');
const nextSaturday3pm = new Date('2026-11-28T15:00:00Z');

/** A socket on the concurrency endpoint, with its answers queued for `next()`. */
async function openSocket(base: string, cookie?: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/videos/concurrency`, { headers: cookie ? { cookie } : {} });
  const answers: unknown[] = [];
  const waiting: ((value: unknown) => void)[] = [];
  socket.on('message', (data) => {
    const answer: unknown = JSON.parse(String(data));
    const resolve = waiting.shift();
    if (resolve) resolve(answer);
    else answers.push(answer);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
  return {
    socket,
    send: (message: object) => socket.send(JSON.stringify(message)),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers by name
    next: (): Promise<any> => (answers.length > 0 ? Promise.resolve(answers.shift()) : new Promise((resolve) => waiting.push(resolve))),
    close: () => new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    }),
  };
}

describe.each(testDialects)('POST /api/videos/session/check on $dialect', ({ dialect }) => {
  const testDatabase = suiteSeededDatabase(dialect);
  let app: FastifyInstance;
  let base: string;
  let now = saturday3pm;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildApp(
      { ...testConfig(testDatabase.location), geo: { countryHeader: 'cf-ipcountry' } },
      { database: testDatabase.database, clock: clockReading(() => now) },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    for (const email of Object.keys(subs)) {
      if (email !== 'blocked@example.com') cookies[email] = await signIn(base, email);
    }
    // A blocked account cannot sign in: the block lands on a sign-in already under way, as an administrator's would.
    const users = testDatabase.database.db.updateTable('identity_user').where('email', '=', 'blocked@example.com');
    await users.set({ status: 'active' }).execute();
    cookies['blocked@example.com'] = await signIn(base, 'blocked@example.com');
    await users.set({ status: 'blocked' }).execute();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  /**
   * Moves the platform's clock. Sign-in tokens live 15 minutes by that same clock, so a jump of hours signs
   * the fans in again at the new time.
   */
  const moveClock = async (to: Date) => {
    const jump = Math.abs(to.getTime() - now.getTime());
    now = to;
    if (jump < 10 * 60_000) return;
    for (const email of Object.keys(subs)) if (email !== 'blocked@example.com') cookies[email] = await signIn(base, email);
  };

  const check = (
    email: string | null,
    videoId: string,
    options: { mediaType?: string; deviceID?: number; userID?: string | null; headers?: Record<string, string>; sessionId?: string } = {},
  ) =>
    api(base, 'POST', '/api/videos/session/check', {
      ...(email ? { cookie: cookies[email] } : {}),
      headers: options.headers ?? {},
      body: {
        data: {
          attributes: {
            videoID: videoId,
            mediaType: options.mediaType ?? 'OnDemand',
            userID: options.userID !== undefined ? options.userID : email ? subs[email] : null,
            userEmail: email,
            ...(options.deviceID === undefined ? {} : { deviceID: options.deviceID }),
            ...(options.sessionId === undefined ? {} : { sessionId: options.sessionId }),
          },
        },
      },
    });
  const fromUk = { 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'GB' };

  describe('given a visitor', () => {
    it('should refuse a paid video with ERR_3684853_1 (access status 0)', async () => {
      const response = await check(null, paidVideo);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'ERR_3684853_1', message: 'Please Log In to access this', accessStatus: 0 });
    });

    it('should play a free item with a token bound to an anonymous session', async () => {
      const response = await check(null, freeVideo);
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.attributes.bypassed).toBe(false);
      expect(decodeConcurrencySessionId(response.body.data.attributes.sessionId)).toMatchObject({ userId: 'anonymous', assetId: freeVideo });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  it("should refuse fan@example.com's paid video with ERR_3684853_3 and 'no subscriptions' (status 1)", async () => {
    const response = await check('fan@example.com', paidVideo);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'ERR_3684853_3',
      message: 'Sorry but you do not have any subscriptions',
      accessStatus: 1,
    });
  });

  it("should refuse audio@example.com a video with 'not subscribed to this stream' (status 2) and play live audio", async () => {
    const video = await check('audio@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 11 });
    expect(video.status).toBe(403);
    expect(video.body).toMatchObject({ code: 'ERR_3684853_3', message: 'Sorry but you are not subscribed to this stream', accessStatus: 2 });
    await moveClock(saturdayAfter);
    const audio = await check('audio@example.com', 'live-audio', { mediaType: 'LiveAudio', deviceID: 11 });
    await moveClock(saturday3pm);
    expect(audio.status, audio.text).toBe(200);
  });

  it('should grant subscriber@example.com a token that /media accepts for that asset only', async () => {
    await moveClock(saturdayAfter);
    const response = await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 21 });
    await moveClock(saturday3pm);
    expect(response.status, response.text).toBe(200);
    const { token, bypassed, sessionId, expiresAt } = response.body.data.attributes;
    expect(bypassed).toBe(false);
    // The session is the server's: 128 random bits, the device only a label after them.
    expect(decodeConcurrencySessionId(sessionId)).toEqual({
      userId: subs['subscriber@example.com'],
      assetId: 'live-video',
      deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.21$/),
    });
    // Playback tokens keep the platform's clock: five minutes from the check (made at 17:30).
    expect(expiresAt).toBe(new Date(saturdayAfter.getTime() + 300_000).toISOString());
    const license = (playbackToken?: string) =>
      fetch(`${base}/media/keys/live-video`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(playbackToken ? { 'x-playback-token': playbackToken } : {}) },
        body: JSON.stringify({ kids: [], type: 'temporary' }),
      });
    // shaka-packager is a dependency of the platform, so the encrypted live video has its key.
    expect((await license(token)).status).toBe(200);
    expect((await license()).status).toBe(403);
    // The token is the subscriber's: shown by another signed-in account, it is refused.
    const withCookie = (email: string) =>
      fetch(`${base}/media/keys/live-video`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-playback-token': token, cookie: cookies[email]! },
        body: JSON.stringify({ kids: [], type: 'temporary' }),
      });
    expect((await withCookie('subscriber@example.com')).status).toBe(200);
    const borrowed = await withCookie('staff@example.com');
    expect(borrowed.status).toBe(403);
    expect(((await borrowed.json()) as { code: string }).code).toBe('playbackTokenOtherUser');
    const otherAsset = await fetch(`${base}/media/live/live-audio/manifest.mpd`, { headers: { 'x-playback-token': token } });
    expect(otherAsset.status).toBe(403);
    expect(((await otherAsset.json()) as { code: string }).code).toBe('playbackTokenOtherAsset');
  });

  it("should answer the asset's signed link beside the token, which /media takes for that asset alone until it expires", async () => {
    // Staff, who hold no place in the account's limit: the subscriber's places are the tests' below.
    const response = await check('staff@example.com', 'live-video', { mediaType: 'DrmLiveVideo' });
    expect(response.status, response.text).toBe(200);
    const { mediaLink } = response.body.data.attributes;
    expect(mediaLink).toMatch(/^expires=\d+&md5=[\w-]{22}$/);
    const link = new URLSearchParams(mediaLink);
    // The link's expiry is real time (what an edge compares it with), as long as the token's five minutes.
    const left = Number(link.get('expires')) - systemTime().getTime() / 1000;
    expect(left).toBeGreaterThan(240);
    expect(left).toBeLessThanOrEqual(300);
    const code = async (url: string) => {
      const answer = await fetch(`${base}${url}`);
      return answer.status === 403 ? ((await answer.json()) as { code: string }).code : answer.status;
    };
    // No token, no cookie: the link alone passes for its asset (the channels are off here: not on air).
    expect(await code(`/media/live/live-video/manifest.mpd?${mediaLink}`)).toBe(404);
    expect(await code(`/media/live/live-audio/manifest.mpd?${mediaLink}`)).toBe('mediaLinkInvalid');
    const md5 = link.get('md5') ?? '';
    const tampered = `expires=${link.get('expires')}&md5=${md5.startsWith('A') ? 'B' : 'A'}${md5.slice(1)}`;
    expect(await code(`/media/live/live-video/manifest.mpd?${tampered}`)).toBe('mediaLinkInvalid');
    expect(await code(`/media/live/live-video/manifest.mpd?expires=${Number(link.get('expires')) + 60}&md5=${md5}`)).toBe('mediaLinkInvalid');
    // A licence is the token's alone: the link opens none.
    const licence = await fetch(`${base}/media/keys/live-video?${mediaLink}`, { method: 'POST', body: '{}' });
    expect(licence.status).toBe(403);
  });

  it('should refuse blocked@example.com with ERR_56882466_1 (status 3), and its concurrency socket', async () => {
    const response = await check('blocked@example.com', paidVideo);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'ERR_56882466_1', message: 'Your account has been blocked by an administrator', accessStatus: 3 });
    await expect(openSocket(base, cookies['blocked@example.com'])).rejects.toThrow('HTTP 403');
  });

  it('should let staff@example.com past every restriction with bypassed: true', async () => {
    const paid = await check('staff@example.com', paidVideo);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.data.attributes.bypassed).toBe(true);
    // Holding nothing, from the UK, in the Saturday blackout.
    const live = await check('staff@example.com', 'live-video', { mediaType: 'DrmLiveVideo', headers: fromUk });
    expect(live.status, live.text).toBe(200);
    expect(live.body.data.attributes.bypassed).toBe(true);
  });

  it('should answer ERR_3684853_2 for an unknown, a disabled or an errored stream', async () => {
    for (const videoId of ['no-such-video', 'live-audio-academy', 'live-video-backup']) {
      const response = await check('subscriber@example.com', videoId);
      expect(response.status, videoId).toBe(403);
      expect(response.body).toMatchObject({ code: 'ERR_3684853_2', accessStatus: null });
    }
  });

  it("should refuse a check naming another account's userID, and bad input with 400", async () => {
    const other = await check('fan@example.com', freeVideo, { userID: subs['subscriber@example.com'] });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('otherUser');
    const bad = await api(base, 'POST', '/api/videos/session/check', { body: { data: { attributes: { videoID: '../x', mediaType: 'Radio' } } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining(['body.data.attributes.videoID', 'body.data.attributes.mediaType']),
    );
  });

  describe('given a viewer in the UK (cf-ipcountry: GB through a trusted proxy)', () => {
    it('should refuse a live stream on Saturday at 15:00 London with ERR_56882466_2', async () => {
      const response = await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 31, headers: fromUk });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        code: 'ERR_56882466_2',
        message: 'Sorry, users in this country are not allowed to access this stream',
      });
    });

    it('should allow the same live stream at 17:30, and on-demand video at any time', async () => {
      await moveClock(saturdayAfter);
      const later = await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 31, headers: fromUk });
      expect(later.status, later.text).toBe(200);
      // The next Saturday at 15:00 (time only moves forward from here, so the slots above have expired).
      await moveClock(nextSaturday3pm);
      const onDemand = await check('subscriber@example.com', paidVideo, { deviceID: 31, headers: fromUk });
      expect(onDemand.status, onDemand.text).toBe(200);
    });

    it('should not believe the header without a trusted proxy in between', async () => {
      const direct = await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 31, headers: { 'cf-ipcountry': 'GB' } });
      expect(direct.status, direct.text).toBe(200);
    });
  });

  describe('concurrency (limit 2 per account)', () => {
    it('should refuse the third session with ERR_54648_1, keep a renewed session in its slot, and free slots after 75 s', async () => {
      await moveClock(new Date('2026-11-28T18:00:00Z'));
      const first = await check('subscriber@example.com', paidVideo, { deviceID: 1 });
      expect(first.status).toBe(200);
      expect((await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 2 })).status).toBe(200);
      const third = await check('subscriber@example.com', paidVideo, { deviceID: 3 });
      expect(third.status).toBe(403);
      expect(third.body).toMatchObject({ code: 'ERR_54648_1', accessStatus: null });
      expect(third.body.message).toMatch(/^You have reached the limit of devices streaming at once/);
      // The same device id again is no renewal: it is a third session, refused.
      expect((await check('subscriber@example.com', paidVideo, { deviceID: 1 })).status).toBe(403);
      // A renewal names the session it holds, and keeps it.
      const sessionId = first.body.data.attributes.sessionId as string;
      const renewal = await check('subscriber@example.com', paidVideo, { deviceID: 1, sessionId });
      expect(renewal.status).toBe(200);
      expect(renewal.body.data.attributes.sessionId).toBe(sessionId);
      // Nobody pings those sessions: 76 s later they are gone.
      now = new Date(now.getTime() + 76_000);
      expect((await check('subscriber@example.com', paidVideo, { deviceID: 3 })).status).toBe(200);
    });

    it('should hold sessions on the socket while pinged and release them when it closes', async () => {
      await moveClock(new Date('2026-11-28T19:00:00Z'));
      const cookie = cookies['subscriber@example.com'];
      const first = await check('subscriber@example.com', paidVideo, { deviceID: 41 });
      const second = await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 42 });
      const a = await openSocket(base, cookie);
      const b = await openSocket(base, cookie);
      a.send({ action: 'session', sessionId: first.body.data.attributes.sessionId });
      expect(await a.next()).toEqual({ action: 'session', status: 'ok', sessions: 2 });
      b.send({ action: 'session', sessionId: second.body.data.attributes.sessionId });
      expect(await b.next()).toEqual({ action: 'session', status: 'ok', sessions: 2 });
      // 60 s on, both ping: their sessions live 75 s from now, past the check's own expiry.
      now = new Date(now.getTime() + 60_000);
      a.send({ action: 'ping' });
      b.send({ action: 'ping' });
      expect(await a.next()).toMatchObject({ action: 'ping', status: 'ok' });
      expect(await b.next()).toMatchObject({ action: 'ping', status: 'ok' });
      now = new Date(now.getTime() + 30_000);
      expect((await check('subscriber@example.com', paidVideo, { deviceID: 43 })).body.code).toBe('ERR_54648_1');
      // A third socket cannot make a session of its own, nor hold one another socket holds.
      const c = await openSocket(base, cookie);
      c.send({ action: 'session', sessionId: `${encodeURIComponent(subs['subscriber@example.com']!)}:${paidVideo}:43` });
      expect(await c.next()).toMatchObject({ action: 'session', status: 'invalid' });
      c.send({ action: 'session', sessionId: first.body.data.attributes.sessionId });
      expect(await c.next()).toMatchObject({ action: 'session', status: 'limit', code: 'ERR_54648_1' });
      await a.close();
      // The release follows the close on the server: try until it has (the bound is for a hang, not a guess at speed).
      await expect
        .poll(async () => (await check('subscriber@example.com', paidVideo, { deviceID: 43 })).status, { timeout: 60_000, interval: 20 })
        .toBe(200);
      await b.close();
      await c.close();
    });

    it('should let a socket hold only a session a check issued, and a renewal keep that one slot', async () => {
      await moveClock(new Date('2026-11-28T20:00:00Z'));
      const sub = subs['subscriber@example.com']!;
      const granted = await check('subscriber@example.com', paidVideo);
      expect(granted.status, granted.text).toBe(200);
      const sessionId = granted.body.data.attributes.sessionId as string;
      const socket = await openSocket(base, cookies['subscriber@example.com']);
      // The old encoding of user and asset alone names no session the platform issued.
      socket.send({ action: 'session', sessionID: Buffer.from(`${sub}:${paidVideo}`).toString('base64url') });
      expect(await socket.next()).toMatchObject({ action: 'session', status: 'invalid' });
      socket.send({ action: 'session', sessionID: sessionId });
      expect(await socket.next()).toEqual({ action: 'session', status: 'ok', sessions: 1 });
      socket.send({ action: 'ping', sessionID: 'ignored' });
      expect(await socket.next()).toEqual({ action: 'ping', status: 'ok', sessions: 1 });
      // The same browser renewing its check keeps that one slot.
      const renewal = await check('subscriber@example.com', paidVideo, { sessionId });
      expect(renewal.body.data.attributes.sessionId).toBe(sessionId);
      socket.send({ action: 'ping' });
      expect(await socket.next()).toEqual({ action: 'ping', status: 'ok', sessions: 1 });
      await socket.close();
    });

    it("should refuse a socket without a sign-in (401) and another account's session id", async () => {
      await expect(openSocket(base)).rejects.toThrow('HTTP 401');
      const socket = await openSocket(base, cookies['fan@example.com']);
      socket.send({ action: 'session', sessionId: `${subs['subscriber@example.com']}:${paidVideo}:1` });
      expect(await socket.next()).toMatchObject({ action: 'session', status: 'invalid' });
      socket.send({ action: 'dance' });
      expect(await socket.next()).toMatchObject({ status: 'invalid' });
      await socket.close();
    });
  });

  // Club TV's Live section (issue 16): the studio's hold reaches a fan already playing, at their next ping.
  describe('given the studio holds a live stream a fan is playing', () => {
    const streamIssue = 'Sorry, there is an issue with this stream, please contact support';
    let version = 0;
    const hold = async (status: 'live' | 'idle' | 'disabled') => {
      const editor = await signIn(base, 'editor@example.com');
      const answer = await api(base, 'PUT', '/api/studio/clubtv/streams/live-video', {
        cookie: editor,
        headers: { origin: 'http://localhost:3002' },
        body: { status, version },
      });
      expect(answer.status, answer.text).toBe(200);
      version = answer.body.version as number;
    };
    /** The subscriber's player: a granted check, then its socket holding the session. */
    const play = async (deviceId: number) => {
      const granted = await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: deviceId });
      expect(granted.status, granted.text).toBe(200);
      const socket = await openSocket(base, cookies['subscriber@example.com']);
      socket.send({ action: 'session', sessionId: granted.body.data.attributes.sessionId });
      expect(await socket.next()).toMatchObject({ action: 'session', status: 'ok' });
      return socket;
    };

    it('should take an idle stream off air at the next ping, with its offline image, and give the slot back', async () => {
      await moveClock(new Date('2026-11-29T12:00:00Z'));
      const socket = await play(51);
      socket.send({ action: 'ping' });
      expect(await socket.next()).toMatchObject({ action: 'ping', status: 'ok' });

      await hold('idle');
      socket.send({ action: 'ping' });
      expect(await socket.next()).toEqual({ action: 'ping', status: 'offAir', offlineImageKey: 'video/live/offline.jpg' });
      socket.send({ action: 'ping' });
      expect(await socket.next()).toEqual({ action: 'ping', status: 'ok', sessions: 0 });
      await socket.close();
      await hold('live');
    });

    it('should stop a disabled stream at the next ping with SPEC 8\'s ERR_3684853_2, as its renewal is refused', async () => {
      const socket = await play(52);
      await hold('disabled');
      socket.send({ action: 'ping' });
      expect(await socket.next()).toEqual({ action: 'ping', status: 'stopped', code: 'ERR_3684853_2', message: streamIssue });
      const renewal = await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 52 });
      expect(renewal.status).toBe(403);
      expect(renewal.body).toMatchObject({ code: 'ERR_3684853_2', message: streamIssue });
      // A session taken on a stream disabled since its check is answered at once.
      await socket.close();
      await hold('live');
      const granted = await check('subscriber@example.com', 'live-video', { mediaType: 'DrmLiveVideo', deviceID: 53 });
      await hold('disabled');
      const late = await openSocket(base, cookies['subscriber@example.com']);
      late.send({ action: 'session', sessionId: granted.body.data.attributes.sessionId });
      expect(await late.next()).toMatchObject({ action: 'session', status: 'stopped', code: 'ERR_3684853_2' });
      await late.close();
      await hold('live');
    });

    it('should let a fan play on while the stream stays live', async () => {
      const socket = await play(54);
      socket.send({ action: 'ping' });
      expect(await socket.next()).toMatchObject({ action: 'ping', status: 'ok', sessions: 1 });
      await socket.close();
    });
  });
});
