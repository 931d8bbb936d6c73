import { describe, expect, it } from 'vitest';
import { renewDelayMs, signedMediaUri, tokenExpiresAt } from './token';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('tokenExpiresAt', () => {
  it("should read a JWT's exp and ignore anything else", () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt('opaque')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
  });

  it('should renew 30 s before expiry, never sooner than 5 s', () => {
    const now = 1_700_000_000_000;
    expect(renewDelayMs(jwt({ exp: now / 1000 + 300 }), now)).toBe(270_000);
    expect(renewDelayMs(jwt({ exp: now / 1000 + 10 }), now)).toBe(5_000);
    expect(renewDelayMs('opaque', now)).toBeNull();
  });
});

describe('signedMediaUri', () => {
  const token = jwt({ exp: 1_700_000_300, edge: 'expires=1700000300&md5=abcdefghijklmnopqrstuv' });

  it("should put the token's signed link on an asset's media URLs, in place of an older one", () => {
    expect(signedMediaUri('https://club.test/media/vod/clip-1/360p/seg_001.m4s', token)).toBe(
      'https://club.test/media/vod/clip-1/360p/seg_001.m4s?expires=1700000300&md5=abcdefghijklmnopqrstuv',
    );
    // The manifest URL the player is given is the site's own path, which shaka gives its filters as
    // `http:/…`: both are the page's origin's.
    const onThisSite = new URL('/media/vod/clip-1/master.m3u8?expires=1700000300&md5=abcdefghijklmnopqrstuv', location.href).href;
    expect(signedMediaUri('/media/vod/clip-1/master.m3u8', token)).toBe(onThisSite);
    expect(signedMediaUri(`${location.protocol}/media/vod/clip-1/master.m3u8`, token)).toBe(onThisSite);
    expect(signedMediaUri('https://club.test/media/live/live-video/manifest.mpd?expires=1&md5=old', token)).toBe(
      'https://club.test/media/live/live-video/manifest.mpd?expires=1700000300&md5=abcdefghijklmnopqrstuv',
    );
  });

  it('should leave the licence, the clock, other URLs and tokens without a link alone', () => {
    expect(signedMediaUri('https://club.test/media/keys/live-video', token)).toBe('https://club.test/media/keys/live-video');
    expect(signedMediaUri('https://club.test/media/clock', token)).toBe('https://club.test/media/clock');
    expect(signedMediaUri('https://club.test/media/vod/clip-1/master.m3u8', jwt({ exp: 1 }))).toBe('https://club.test/media/vod/clip-1/master.m3u8');
    expect(signedMediaUri('https://club.test/media/vod/clip-1/master.m3u8', 'opaque')).toBe('https://club.test/media/vod/clip-1/master.m3u8');
  });
});
