import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeShaka, FakePlayer, httpError, type FakeShaka } from '../testing/fakeShaka';
import { createPlayerController, type PlayerControllerOptions } from './controller';
import { saveResumePosition } from './resume';
import type { PlaybackGrant } from './token';

let shaka: FakeShaka;
beforeEach(() => {
  shaka = fakeShaka();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A session check's grant; its signed link names the token, so a test can tell which one signed a URL. */
const grant = (token: string, expiresAt = '2026-11-25T12:00:00.000Z'): PlaybackGrant => ({
  token,
  mediaLink: `expires=1795345200&md5=signed-${token}`,
  expiresAt,
});

/** The manifest's path as the player sends it: on the page's own origin, once signed. */
const onThisSite = (path: string) => new URL(path, location.href).href;

function options(overrides: Partial<PlayerControllerOptions> = {}): PlayerControllerOptions {
  return {
    media: document.createElement('video'),
    videoID: 'vod-1',
    mediaType: 'OnDemand',
    grant: grant('token-1'),
    renewGrant: vi.fn(async () => grant('token-2')),
    loadShaka: async () => shaka,
    ...overrides,
  };
}

function player(): FakePlayer {
  const last = FakePlayer.instances.at(-1);
  if (!last) throw new Error('no player was created');
  return last;
}

describe('createPlayerController', () => {
  describe('given an on-demand video', () => {
    it("should load the HLS master playlist with the playback token on every request, and the grant's signed link on the asset's", async () => {
      const controllerMedia = document.createElement('video');
      const controller = createPlayerController(options({ media: controllerMedia }));
      await controller.load();
      expect(controller.state()).toBe('ready');
      expect(player().loads[0]?.uri).toBe('/media/vod/vod-1/master.m3u8');
      expect(player().manifestUris).toEqual([onThisSite('/media/vod/vod-1/master.m3u8?expires=1795345200&md5=signed-token-1')]);
      expect(player().filteredHeaders()).toEqual({ 'X-Playback-Token': 'token-1' });
      expect(player().filtered('https://club.test/media/vod/vod-1/360p/seg_001.m4s').uris).toEqual([
        'https://club.test/media/vod/vod-1/360p/seg_001.m4s?expires=1795345200&md5=signed-token-1',
      ]);
      // The licence is the token's alone: no link on it.
      expect(player().filtered('https://club.test/media/keys/vod-1').uris).toEqual(['https://club.test/media/keys/vod-1']);
      // The scrubbing previews once there is a first frame, not beside the first segment.
      expect(player().thumbnails).toEqual([]);
      controllerMedia.dispatchEvent(new Event('loadeddata'));
      expect(player().thumbnails).toEqual(['/media/vod/vod-1/thumbnails.vtt']);
      await controller.destroy();
    });

    it('should keep 8 seconds of back buffer, not use low-latency mode, keep the first rendition for its first segment and never probe segments for in-band captions', async () => {
      const controller = createPlayerController(options());
      await controller.load();
      expect(player().configured[0]).toMatchObject({
        streaming: { bufferBehind: 8, lowLatencyMode: false },
        abr: { minTimeToSwitch: 4 },
        manifest: { hls: { disableClosedCaptionsDetection: true } },
        drm: { servers: {} },
      });
      expect(player().configured[0]).not.toHaveProperty('streaming.liveSync');
      await controller.destroy();
    });

    it('should resume from the saved position for that video only', async () => {
      saveResumePosition('vod-1', 42, 600);
      const controller = createPlayerController(options());
      await controller.load();
      expect(player().loads[0]?.startTime).toBe(42);
      await controller.destroy();
      const other = createPlayerController(options({ videoID: 'vod-2' }));
      await other.load();
      expect(player().loads[0]?.startTime).toBeNull();
      await other.destroy();
    });

    it('should ask for the manifest before the element is attached, and play on from that preload from the saved position', async () => {
      // Issue 30: shaka's preload asks for the manifest, the first rendition and its first segment while
      // the element's media source opens; the load then carries on from what it fetched.
      saveResumePosition('vod-1', 42, 600);
      const controller = createPlayerController(options());
      await controller.load();
      expect(controller.state()).toBe('ready');
      expect(player().preloads).toEqual([{ uri: '/media/vod/vod-1/master.m3u8', startTime: 42 }]);
      expect(player().attachedWhenPreloaded).toBe(false);
      expect(player().loads).toEqual([{ uri: '/media/vod/vod-1/master.m3u8', startTime: 42, preloaded: true }]);
      await controller.destroy();
    });

    it('should turn captions on and off', async () => {
      const controller = createPlayerController(options());
      await controller.load();
      expect(controller.captionsAvailable()).toBe(true);
      controller.setCaptions(true);
      expect(player().textVisible).toBe(true);
      controller.setCaptions(false);
      expect(player().textVisible).toBe(false);
      await controller.destroy();
    });
  });

  describe('given a session check still in flight (issue 30)', () => {
    function check() {
      let answer: (granted: PlaybackGrant) => void = () => {};
      let refuse: (reason: Error) => void = () => {};
      const promise = new Promise<PlaybackGrant>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      });
      return { promise, answer, refuse };
    }

    it("should ask for the manifest before the check answers, and send it with the answer's token and signed link", async () => {
      const pending = check();
      const controller = createPlayerController(options({ grant: pending.promise }));
      const loaded = controller.load();
      await vi.waitFor(() => expect(player().loads[0]?.uri).toBe('/media/vod/vod-1/master.m3u8'));
      expect(player().attached).not.toBeNull();
      expect(player().manifestHeaders).toBeNull();
      expect(controller.state()).toBe('loading');
      pending.answer(grant('token-1'));
      await loaded;
      expect(player().manifestHeaders).toEqual({ 'X-Playback-Token': 'token-1' });
      expect(player().manifestUris).toEqual([onThisSite('/media/vod/vod-1/master.m3u8?expires=1795345200&md5=signed-token-1')]);
      expect(player().filteredHeaders()).toEqual({ 'X-Playback-Token': 'token-1' });
      expect(controller.state()).toBe('ready');
      await controller.destroy();
    });

    it('should send the manifest request as the answer arrives, signed with it, with nothing read from the token', async () => {
      const events: string[] = [];
      FakePlayer.onManifestRequest = (request) => events.push(`manifest ${request.uris.join(' ')}`);
      const pending = check();
      // An opaque token: the link and expiry come from the answer, so nothing needs to be a JWT.
      const answered = { token: 'opaque', mediaLink: 'expires=1795345200&md5=from-the-answer', expiresAt: '2026-11-25T12:00:00.000Z' };
      const controller = createPlayerController(options({ grant: pending.promise }));
      const loaded = controller.load();
      await vi.waitFor(() => expect(player().loads).toHaveLength(1));
      events.push('check answered');
      pending.answer(answered);
      await loaded;
      expect(events).toEqual(['check answered', `manifest ${onThisSite('/media/vod/vod-1/master.m3u8?expires=1795345200&md5=from-the-answer')}`]);
      expect(player().manifestHeaders).toEqual({ 'X-Playback-Token': 'opaque' });
      await controller.destroy();
    });

    it('should stop without an error of its own when the check refuses, having sent nothing', async () => {
      const pending = check();
      const onError = vi.fn();
      const controller = createPlayerController(options({ grant: pending.promise, onError }));
      const loaded = controller.load();
      await vi.waitFor(() => expect(player().loads).toHaveLength(1));
      pending.refuse(new Error('refused'));
      await loaded;
      expect(player().manifestHeaders).toBeNull();
      expect(onError).not.toHaveBeenCalled();
      expect(controller.state()).toBe('destroyed');
      expect(player().destroyed).toBe(true);
    });
  });

  describe('given a token the platform refuses (expired)', () => {
    it("should renew once, retry with the fresh grant's token and link, and sign every later request with them", async () => {
      const renewGrant = vi.fn(async () => grant('token-2'));
      const controller = createPlayerController(options({ renewGrant }));
      await controller.load();
      shaka.fetch.respond = (request) =>
        request.headers['X-Playback-Token'] === 'token-2' ? Promise.resolve({ status: 200 }) : Promise.reject(httpError(403));
      const segment = 'https://club.test/media/vod/vod-1/360p/seg_002.m4s';
      const refused = player().filtered(segment);
      const plugin = shaka.schemes.get('https');
      if (!plugin) throw new Error('the renewing fetch was not installed');
      await expect(plugin(refused.uris[0] ?? '', refused, 1, () => {}, () => {}, {}).promise).resolves.toEqual({ status: 200 });
      expect(renewGrant).toHaveBeenCalledTimes(1);
      expect(shaka.fetch.calls.map((call) => call.uri)).toEqual([
        `${segment}?expires=1795345200&md5=signed-token-1`,
        `${segment}?expires=1795345200&md5=signed-token-2`,
      ]);
      expect(player().filtered(segment)).toMatchObject({
        uris: [`${segment}?expires=1795345200&md5=signed-token-2`],
        headers: { 'X-Playback-Token': 'token-2' },
      });
      await controller.destroy();
    });
  });

  describe('given the encrypted live video', () => {
    it('should use low-latency DASH, a 1 s presentation delay and a third of a second more held by liveSync, and the ClearKey license server', async () => {
      const controller = createPlayerController(options({ videoID: 'live-video', mediaType: 'DrmLiveVideo' }));
      await controller.load();
      expect(player().loads[0]).toEqual({ uri: '/media/live/live-video/manifest.mpd', startTime: null });
      expect(player().configured[0]).toMatchObject({
        streaming: { bufferBehind: 8, lowLatencyMode: true, liveSync: { enabled: true, targetLatency: 0.35, targetLatencyTolerance: 0.1 } },
        manifest: { defaultPresentationDelay: 1 },
        drm: { servers: { 'org.w3.clearkey': '/media/keys/live-video' } },
      });
      await controller.destroy();
    });

    it('should report how far behind real time the playhead is', async () => {
      // The program date-time is real time (ffmpeg writes it), so the machine's time is pinned here.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse('2026-12-05T15:20:00Z'));
      try {
        const controller = createPlayerController(options({ videoID: 'live-video', mediaType: 'DrmLiveVideo' }));
        await controller.load();
        player().playheadDate = new Date(Date.parse('2026-12-05T15:19:57.700Z'));
        expect(controller.liveLatencySeconds()).toBeCloseTo(2.3, 1);
        await controller.destroy();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('given the live video with the whole match behind it (issue 31)', () => {
    it("should go to an instant of the stream's clock, within the DVR window, and back to live", async () => {
      const media = document.createElement('video');
      const controller = createPlayerController(options({ media, videoID: 'live-video', mediaType: 'DrmLiveVideo' }));
      expect(controller.seekToInstant(Date.parse('2026-12-05T15:10:00Z'))).toBeNull();
      await controller.load();
      // Media time 0 is 14:20:00 on the stream's clock; the window is media time 60 to 3605.
      player().presentationStart = new Date('2026-12-05T14:20:00Z');
      player().range = { start: 60, end: 3605 };
      media.currentTime = 3600;
      expect(controller.seekToInstant(Date.parse('2026-12-05T15:04:55Z'))).toBe(Date.parse('2026-12-05T15:04:55Z'));
      expect(media.currentTime).toBe(2695);
      // Before the window began: its start.
      expect(controller.seekToInstant(Date.parse('2026-12-05T14:00:00Z'))).toBe(Date.parse('2026-12-05T14:21:00Z'));
      expect(media.currentTime).toBe(60);
      controller.goLive();
      expect(media.currentTime).toBe(3605);
      await controller.destroy();
    });
  });

  describe('destroy', () => {
    it('should resolve while shaka is still loading, and never create a player afterwards', async () => {
      let release: (value: FakeShaka) => void = () => {};
      const controller = createPlayerController(options({ loadShaka: () => new Promise((resolve) => (release = resolve)) }));
      const loading = controller.load();
      await expect(controller.destroy()).resolves.toBeUndefined();
      release(shaka);
      await loading;
      expect(FakePlayer.instances).toHaveLength(0);
      expect(controller.state()).toBe('destroyed');
    });

    it('should resolve mid-load and destroy the shaka player', async () => {
      const controller = createPlayerController(options());
      let fail: (error: unknown) => void = () => {};
      FakePlayer.loadResult = () => new Promise((_resolve, reject) => (fail = reject));
      const loading = controller.load();
      await vi.waitFor(() => expect(player().loads).toHaveLength(1), { timeout: 15_000 });
      await expect(controller.destroy()).resolves.toBeUndefined();
      fail({ category: 7, code: 7000 });
      await loading;
      expect(player().destroyed).toBe(true);
    });

    it('should resolve after an error, and twice', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const onError = vi.fn();
      const controller = createPlayerController(options({ onError, loadShaka: () => Promise.reject(new Error('chunk failed')) }));
      await controller.load();
      expect(controller.state()).toBe('error');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unknown' }));
      await expect(controller.destroy()).resolves.toBeUndefined();
      await expect(controller.destroy()).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith('Playback failed', expect.any(Error));
      warn.mockRestore();
    });
  });

  describe('errors', () => {
    it('should map a refused manifest to forbidden', async () => {
      const onError = vi.fn();
      const controller = createPlayerController(options({ onError }));
      FakePlayer.loadResult = () => Promise.reject(httpError(403));
      await controller.load();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'forbidden', code: 1001 }));
      await controller.destroy();
    });

    it('should keep playing through an error shaka recovers from (severity 1)', async () => {
      const onError = vi.fn();
      const controller = createPlayerController(options({ onError }));
      await controller.load();
      // As shaka does for a live network error: the event first, then RECOVERABLE from its failure callback.
      const error = { severity: 2, category: 1, code: 1001 };
      player().emit('error', error);
      error.severity = 1;
      await Promise.resolve();
      expect(onError).not.toHaveBeenCalled();
      expect(controller.state()).toBe('ready');
      await controller.destroy();
    });

    it('should map errors raised while playing', async () => {
      const onError = vi.fn();
      const controller = createPlayerController(options({ onError }));
      await controller.load();
      player().emit('error', { category: 6, code: 6007 });
      await vi.waitFor(() => expect(onError).toHaveBeenCalled(), { timeout: 15_000 });
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'drm', code: 6007 }));
      expect(controller.state()).toBe('error');
      await controller.destroy();
    });
  });
});
