import type { SessionCheckResult } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { grantedCheck, refusedCheck } from '../../testing/sessionChecks';
import type { PlaybackGrant } from '../../core/token';
import type { PlayerServices, PlayerUser } from './types';
import { usePlaybackSession } from './usePlaybackSession';

const fan: PlayerUser = { loginCheckCompleted: true, loggedIn: true, ssoID: 'u-1', email: 'fan@example.com', entitlements: [] };

function renderSession(sessionCheck: PlayerServices['sessionCheck'], queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(({ videoID: videoId }: { videoID: string | null }) => usePlaybackSession({ sessionCheck }, fan, videoId, 'OnDemand'), {
    wrapper,
    initialProps: { videoID: 'v-1' },
  });
}

describe('usePlaybackSession', () => {
  it("should grant the player the answer's token, signed link and expiry as they came", async () => {
    const sessionCheck = vi.fn(async (): Promise<SessionCheckResult> => grantedCheck('t-1'));
    const { result } = renderSession(sessionCheck);
    await waitFor(() => expect(result.current.session.status).toBe('granted'));
    const grant = { token: 't-1', mediaLink: 'expires=1795345200&md5=signed-t-1', expiresAt: '2026-11-25T12:00:00.000Z' };
    expect(result.current.session).toMatchObject({ status: 'granted', grant });
    expect(result.current.playerGrant).toEqual(grant);
  });

  it("should hand a player started beside the check the answer's grant the moment it arrives", async () => {
    let answer: (result: SessionCheckResult) => void = () => {};
    const sessionCheck = vi.fn(() => new Promise<SessionCheckResult>((resolve) => (answer = resolve)));
    const { result } = renderSession(sessionCheck);
    await waitFor(() => expect(result.current.session.status).toBe('checking'));
    const pending = result.current.playerGrant;
    expect(pending).toBeInstanceOf(Promise);
    answer(grantedCheck('t-1'));
    await expect(pending).resolves.toEqual({ token: 't-1', mediaLink: 'expires=1795345200&md5=signed-t-1', expiresAt: '2026-11-25T12:00:00.000Z' });
  });

  it('should send the check while the opening render runs, before what it draws has mounted, and only once', async () => {
    // Issue 30: a modal's children mount (and their effects run) before the modal's own effects, which is
    // where a query would otherwise start; the check must not wait for them.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const sessionCheck = vi.fn(async (): Promise<SessionCheckResult> => grantedCheck('t-1'));
    const callsWhenChildMounted: number[] = [];
    function Child() {
      useEffect(() => void callsWhenChildMounted.push(sessionCheck.mock.calls.length), []);
      return null;
    }
    function Stage() {
      const { session } = usePlaybackSession({ sessionCheck }, fan, 'v-1', 'OnDemand');
      return (
        <p data-status={session.status}>
          <Child />
        </p>
      );
    }
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <Stage />
      </QueryClientProvider>,
    );
    expect(callsWhenChildMounted).toEqual([1]);
    await waitFor(() => expect(container.querySelector('[data-status="granted"]')).not.toBeNull());
    expect(sessionCheck).toHaveBeenCalledTimes(1);
  });

  it('should renew the grant without changing what the stage shows', async () => {
    const sessionCheck = vi
      .fn(async (): Promise<SessionCheckResult> => grantedCheck('t-2'))
      .mockResolvedValueOnce(grantedCheck('t-1'));
    const { result } = renderSession(sessionCheck);
    await waitFor(() => expect(result.current.session).toMatchObject({ status: 'granted', grant: { token: 't-1' } }));
    const shown = result.current.session;
    let renewed: PlaybackGrant | null = null;
    await act(async () => {
      renewed = await result.current.renewGrant();
    });
    expect(renewed).toEqual({ token: 't-2', mediaLink: 'expires=1795345200&md5=signed-t-2', expiresAt: '2026-11-25T12:00:00.000Z' });
    expect(result.current.session).toBe(shown);
  });

  it('should name the session it holds when it renews, so the platform keeps its one slot', async () => {
    const sessionCheck = vi
      .fn(async (_request: Parameters<PlayerServices['sessionCheck']>[0]): Promise<SessionCheckResult> => grantedCheck('t-2', 's-1'))
      .mockResolvedValueOnce(grantedCheck('t-1', 's-1'));
    const { result } = renderSession(sessionCheck);
    await waitFor(() => expect(result.current.session.status).toBe('granted'));
    await act(async () => {
      await result.current.renewGrant();
    });
    expect(sessionCheck.mock.calls[0]?.[0].data.attributes).not.toHaveProperty('sessionId');
    expect(sessionCheck.mock.calls[1]?.[0].data.attributes).toMatchObject({ sessionId: 's-1' });
  });

  it("should name the session it holds when the viewer's passes change and the check is asked again", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const sessionCheck = vi.fn(async (_request: Parameters<PlayerServices['sessionCheck']>[0]): Promise<SessionCheckResult> => grantedCheck('t-1', 's-1'));
    const { result } = renderSession(sessionCheck, queryClient);
    await waitFor(() => expect(result.current.session.status).toBe('granted'));
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: ['viewer'] });
    });
    await waitFor(() => expect(sessionCheck).toHaveBeenCalledTimes(2));
    expect(sessionCheck.mock.calls[1]?.[0].data.attributes).toMatchObject({ sessionId: 's-1' });
  });

  it('should move to the new session a renewal was given when the old one lost its slot (the socket follows it)', async () => {
    const sessionCheck = vi
      .fn(async (_request: Parameters<PlayerServices['sessionCheck']>[0]): Promise<SessionCheckResult> => grantedCheck('t-2', 's-2'))
      .mockResolvedValueOnce(grantedCheck('t-1', 's-1'));
    const { result } = renderSession(sessionCheck);
    await waitFor(() => expect(result.current.session).toMatchObject({ status: 'granted', sessionId: 's-1' }));
    await act(async () => {
      await result.current.renewGrant();
    });
    await waitFor(() => expect(result.current.session).toMatchObject({ status: 'granted', sessionId: 's-2' }));
    await act(async () => {
      await result.current.renewGrant();
    });
    expect(sessionCheck.mock.calls[2]?.[0].data.attributes).toMatchObject({ sessionId: 's-2' });
  });

  it("should stop with SPEC 8's message when a renewal is refused", async () => {
    const sessionCheck = vi
      .fn(async (): Promise<SessionCheckResult> => refusedCheck('ERR_3684853_1'))
      .mockResolvedValueOnce(grantedCheck('t-1'));
    const { result } = renderSession(sessionCheck);
    await waitFor(() => expect(result.current.session.status).toBe('granted'));
    await act(async () => {
      await expect(result.current.renewGrant()).rejects.toThrow('ERR_3684853_1');
    });
    await waitFor(() =>
      expect(result.current.session).toMatchObject({ status: 'refused', outcome: { code: 'ERR_3684853_1', action: 'loginPrompt' } }),
    );
  });

  it('should ask again when the player opens again, and keep no token once it has closed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const sessionCheck = vi.fn(async (): Promise<SessionCheckResult> => grantedCheck('t-1'));
    const first = renderSession(sessionCheck, queryClient);
    await waitFor(() => expect(first.result.current.session.status).toBe('granted'));
    first.unmount();
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['viewer', 'playback'] })).toHaveLength(0));
    const second = renderSession(sessionCheck, queryClient);
    await waitFor(() => expect(second.result.current.session.status).toBe('granted'));
    expect(sessionCheck).toHaveBeenCalledTimes(2);
  });

  it('should show the problem when the check fails, without asking again', async () => {
    const sessionCheck = vi.fn(async (): Promise<SessionCheckResult> => {
      throw new Error('The session check answered 500');
    });
    const { result } = renderSession(sessionCheck, new QueryClient());
    await waitFor(() => expect(result.current.session.status).toBe('failed'));
    expect(sessionCheck).toHaveBeenCalledTimes(1);
  });
});
