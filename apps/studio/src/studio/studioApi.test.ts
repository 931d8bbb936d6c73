import { ApiError } from '@club/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createStudioApi, withSessionRenewal } from './studioApi';

/**
 * A platform behind a fake fetch: every studio call is answered 401 until the session is renewed
 * (`POST /api/identity/refresh`), then 200. The refresh answers only once `holdRefreshFor` calls have
 * been refused, so those calls' 401s are in flight together, as two desks' are when the cookie expires.
 */
function platform({ holdRefreshFor = 0, refreshStatus = 200 } = {}) {
  let renewed = false;
  let refused = 0;
  const seen: string[] = [];
  let release = () => {};
  const allRefused = new Promise<void>((resolve) => {
    release = resolve;
  });
  if (holdRefreshFor === 0) release();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    seen.push(`${request.method} ${pathname}`);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (pathname === '/api/identity/refresh') {
      await allRefused;
      if (refreshStatus !== 200) return json(refreshStatus, { statusCode: refreshStatus, message: 'Sign in again.' });
      renewed = true;
      return json(200, { data: { sub: 'staff-1' } });
    }
    if (!renewed) {
      refused += 1;
      if (refused >= holdRefreshFor) release();
      return json(401, { statusCode: 401, message: 'Sign in to use the studio.' });
    }
    // `data` for the clients that read an envelope (match day), `path` for the others.
    return json(200, { data: pathname, path: pathname });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, refreshes: () => seen.filter((line) => line === 'POST /api/identity/refresh').length };
}

describe('createStudioApi', () => {
  it('should renew the session once when two desks are refused together, and send both calls again', async () => {
    const server = platform({ holdRefreshFor: 2 });
    const studio = createStudioApi({ baseUrl: 'http://studio.test', fetch: server.fetch });

    const [promos, matches] = await Promise.all([studio.commercial.promos({}), studio.matchday.consoleMatches()]);

    expect(server.refreshes()).toBe(1);
    expect(promos).toMatchObject({ path: '/api/studio/promos' });
    expect(matches).toBe('/api/studio/matchday/console');
    expect(server.seen.filter((line) => line.startsWith('GET /api/studio/'))).toHaveLength(4);
  });

  it('should renew once for the newsroom and an upload refused together', async () => {
    const server = platform({ holdRefreshFor: 1 });
    const studio = createStudioApi({ baseUrl: 'http://studio.test', fetch: server.fetch });

    const [articles, renewed] = await Promise.all([studio.articles(), studio.renewSession()]);

    expect(server.refreshes()).toBe(1);
    expect(articles).toMatchObject({ path: '/api/studio/articles' });
    expect(renewed).toBe(true);
  });

  it('should give both desks the 401 back when the session is over, after one refresh', async () => {
    const server = platform({ holdRefreshFor: 2, refreshStatus: 401 });
    const studio = createStudioApi({ baseUrl: 'http://studio.test', fetch: server.fetch });

    const results = await Promise.allSettled([studio.fans.staff(), studio.clubTv.streams()]);

    expect(server.refreshes()).toBe(1);
    for (const result of results) expect(result).toMatchObject({ status: 'rejected', reason: { statusCode: 401 } });
  });
});

describe('withSessionRenewal', () => {
  it('should renew the session and send the call again once after a 401', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ApiError(401, 'Sign in')).mockResolvedValueOnce({ id: 1 });
    const renew = vi.fn().mockResolvedValue(true);
    const client = withSessionRenewal({ save }, renew);
    await expect(client.save({ title: 'Derby day' } as never)).resolves.toEqual({ id: 1 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenNthCalledWith(2, { title: 'Derby day' });
  });

  it('should give the 401 back when the session cannot be renewed', async () => {
    const session = vi.fn().mockRejectedValue(new ApiError(401, 'Sign in'));
    const client = withSessionRenewal({ session }, () => Promise.resolve(false));
    await expect(client.session()).rejects.toMatchObject({ statusCode: 401 });
    expect(session).toHaveBeenCalledTimes(1);
  });

  it('should not renew for any other refusal', async () => {
    const session = vi.fn().mockRejectedValue(new ApiError(403, 'Not staff'));
    const renew = vi.fn();
    await expect(withSessionRenewal({ session }, renew).session()).rejects.toMatchObject({ statusCode: 403 });
    expect(renew).not.toHaveBeenCalled();
  });
});
