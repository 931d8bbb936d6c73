import { describe, expect, it } from 'vitest';
import { renewDelayMs, signedMediaUri } from './token';

describe('renewDelayMs', () => {
  it('should renew 30 s before the grant expires, never sooner than 5 s, and not at all when its expiry is unreadable', () => {
    const now = Date.parse('2026-11-21T15:00:00.000Z');
    expect(renewDelayMs('2026-11-21T15:05:00.000Z', now)).toBe(270_000);
    expect(renewDelayMs('2026-11-21T15:00:10.000Z', now)).toBe(5_000);
    expect(renewDelayMs('soon', now)).toBeNull();
  });
});

describe('signedMediaUri', () => {
  const link = 'expires=1700000300&md5=abcdefghijklmnopqrstuv';

  it("should put the grant's signed link on an asset's media URLs, in place of an older one", () => {
    expect(signedMediaUri('https://club.test/media/vod/clip-1/360p/seg_001.m4s', link)).toBe(
      'https://club.test/media/vod/clip-1/360p/seg_001.m4s?expires=1700000300&md5=abcdefghijklmnopqrstuv',
    );
    // The manifest URL the player is given is the site's own path, which shaka gives its filters as
    // `http:/…`: both are the page's origin's.
    const onThisSite = new URL('/media/vod/clip-1/master.m3u8?expires=1700000300&md5=abcdefghijklmnopqrstuv', location.href).href;
    expect(signedMediaUri('/media/vod/clip-1/master.m3u8', link)).toBe(onThisSite);
    expect(signedMediaUri(`${location.protocol}/media/vod/clip-1/master.m3u8`, link)).toBe(onThisSite);
    expect(signedMediaUri('https://club.test/media/live/live-video/manifest.mpd?expires=1&md5=old', link)).toBe(
      'https://club.test/media/live/live-video/manifest.mpd?expires=1700000300&md5=abcdefghijklmnopqrstuv',
    );
  });

  it('should leave the licence, the clock, other URLs and an empty link alone', () => {
    expect(signedMediaUri('https://club.test/media/keys/live-video', link)).toBe('https://club.test/media/keys/live-video');
    expect(signedMediaUri('https://club.test/media/clock', link)).toBe('https://club.test/media/clock');
    expect(signedMediaUri('https://other.test/elsewhere/x.m4s', link)).toBe('https://other.test/elsewhere/x.m4s');
    expect(signedMediaUri('https://club.test/media/vod/clip-1/master.m3u8', '')).toBe('https://club.test/media/vod/clip-1/master.m3u8');
  });
});
