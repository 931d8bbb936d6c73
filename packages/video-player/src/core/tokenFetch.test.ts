import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeShaka, httpError, type FakeShaka } from '../testing/fakeShaka';
import type { ShakaRequest } from './shaka';
import type { PlaybackGrant } from './token';
import { installTokenRenewingFetch, registerTokenOwner } from './tokenFetch';

const grant = (token: string, mediaLink = 'expires=2&md5=new'): PlaybackGrant => ({ token, mediaLink, expiresAt: '2026-11-21T15:05:00.000Z' });

let shaka: FakeShaka;
beforeEach(() => {
  shaka = fakeShaka();
  installTokenRenewingFetch(shaka);
});

function request(token?: string): ShakaRequest {
  return { uris: ['https://club.test/media/x'], method: 'GET', headers: token ? { 'X-Playback-Token': token } : {} };
}

function fetchWith(token?: string) {
  const plugin = shaka.schemes.get('https');
  if (!plugin) throw new Error('not installed');
  return plugin('https://club.test/media/x', request(token), 1, () => {}, () => {}, {}).promise;
}

describe('installTokenRenewingFetch', () => {
  it('should renew an expired token once and retry the request with the fresh one', async () => {
    shaka.fetch.respond = (req) =>
      req.headers['X-Playback-Token'] === 'fresh' ? Promise.resolve({ status: 200 }) : Promise.reject(httpError(403));
    const renewAfterRefusal = vi.fn(async () => grant('fresh'));
    const release = registerTokenOwner('stale', { renewAfterRefusal });
    await expect(fetchWith('stale')).resolves.toEqual({ status: 200 });
    expect(renewAfterRefusal).toHaveBeenCalledTimes(1);
    expect(shaka.fetch.calls.map((call) => call.headers['X-Playback-Token'])).toEqual(['stale', 'fresh']);
    release();
  });

  it("should retry with the fresh grant's signed link in the URL, as an edge checks it", async () => {
    const [stale, fresh] = ['stale', 'fresh'];
    shaka.fetch.respond = (req) => (req.headers['X-Playback-Token'] === fresh ? Promise.resolve({ status: 200 }) : Promise.reject(httpError(403)));
    const release = registerTokenOwner(stale, { renewAfterRefusal: async () => grant(fresh, 'expires=2&md5=new') });
    const plugin = shaka.schemes.get('https');
    if (!plugin) throw new Error('not installed');
    const uri = 'https://club.test/media/live/live-video/seg_1.m4s?expires=1&md5=old';
    await expect(plugin(uri, { uris: [uri], method: 'GET', headers: { 'X-Playback-Token': stale } }, 1, () => {}, () => {}, {}).promise).resolves.toEqual({ status: 200 });
    expect(shaka.fetch.calls.map((call) => call.uri)).toEqual([uri, 'https://club.test/media/live/live-video/seg_1.m4s?expires=2&md5=new']);
    release();
  });

  it('should give up after one retry rather than retrying blindly', async () => {
    shaka.fetch.respond = () => Promise.reject(httpError(403));
    const renewAfterRefusal = vi.fn(async () => grant('also-refused'));
    const release = registerTokenOwner('stale', { renewAfterRefusal });
    await expect(fetchWith('stale')).rejects.toMatchObject({ code: 1001 });
    expect(shaka.fetch.calls).toHaveLength(2);
    expect(renewAfterRefusal).toHaveBeenCalledTimes(1);
    release();
  });

  it('should pass other failures and requests without a token through untouched', async () => {
    shaka.fetch.respond = () => Promise.reject(httpError(404));
    const renewAfterRefusal = vi.fn(async () => grant('fresh'));
    const release = registerTokenOwner('token', { renewAfterRefusal });
    await expect(fetchWith('token')).rejects.toMatchObject({ data: [expect.any(String), 404] });
    shaka.fetch.respond = () => Promise.reject(httpError(403));
    await expect(fetchWith()).rejects.toMatchObject({ data: [expect.any(String), 403] });
    expect(renewAfterRefusal).not.toHaveBeenCalled();
    release();
  });

  it('should keep the original refusal when no fresh token can be had', async () => {
    shaka.fetch.respond = () => Promise.reject(httpError(401));
    const release = registerTokenOwner('stale', { renewAfterRefusal: () => Promise.reject(new Error('ERR_3684853_1')) });
    await expect(fetchWith('stale')).rejects.toMatchObject({ data: [expect.any(String), 401] });
    release();
  });
});
