import { upgradePromoAtom } from '@club/site-state';
import type { SessionCheckResult } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { fakeShaka, FakePlayer } from '../../testing/fakeShaka';
import { grantedCheck, refusedCheck } from '../../testing/sessionChecks';
import type { PlayerUser } from '../shared/types';
import { LiveVideoPlayer, type LiveVideoPlayerProps } from './LiveVideoPlayer';

const subscriber: PlayerUser = {
  loginCheckCompleted: true,
  loggedIn: true,
  ssoID: 'u-3',
  email: 'subscriber@example.com',
  entitlements: ['video-subscription'],
};

function renderPlayer(
  result: SessionCheckResult,
  status = 'active',
  user = subscriber,
  options: Pick<LiveVideoPlayerProps, 'autoStart' | 'controls'> = {},
) {
  const store = createStore();
  const shaka = fakeShaka();
  const sessionCheck = vi.fn(async () => result);
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Provider store={store}>
        <LiveVideoPlayer
          services={{ sessionCheck }}
          user={user}
          videoID="live-video"
          title="Blues TV Live"
          status={status}
          posterUrl="/poster.jpg"
          offlineUrl="/offline.jpg"
          loadShaka={async () => shaka}
          {...options}
        />
      </Provider>
    </QueryClientProvider>,
  );
  return { ...view, store, sessionCheck };
}

describe('LiveVideoPlayer', () => {
  it('should show the offline image and no button while the stream is idle or disabled', async () => {
    const { container, sessionCheck } = renderPlayer(refusedCheck('ERR_3684853_1'), 'idle');
    expect(screen.getByRole('img', { name: 'Blues TV Live is off air' }).getAttribute('src')).toBe('/offline.jpg');
    expect(screen.queryByRole('button', { name: 'Watch Live' })).toBeNull();
    expect(sessionCheck).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should check the session only on Watch Live, and load the player only when granted', async () => {
    const user = userEvent.setup();
    const { sessionCheck } = renderPlayer(grantedCheck('live-token', 's'));
    expect(screen.getByRole('img', { name: 'Blues TV Live poster' }).getAttribute('src')).toBe('/poster.jpg');
    expect(sessionCheck).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Watch Live' }));
    expect(await screen.findByRole('group', { name: 'Video player: Blues TV Live' })).toBeTruthy();
    await vi.waitFor(() => expect(FakePlayer.instances.at(-1)?.loads[0]?.uri).toBe('/media/live/live-video/manifest.mpd'), { timeout: 15_000 });
    expect(sessionCheck).toHaveBeenCalledWith({
      data: { attributes: expect.objectContaining({ videoID: 'live-video', mediaType: 'DrmLiveVideo' }) },
    });
  });

  it('should start the player beside the check, out of sight, and show it when granted', async () => {
    const user = userEvent.setup();
    let answer: (result: SessionCheckResult) => void = () => {};
    const { sessionCheck } = renderPlayer(grantedCheck('live-token', 's'));
    sessionCheck.mockImplementation(() => new Promise<SessionCheckResult>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Watch Live' }));
    await vi.waitFor(() => expect(FakePlayer.instances.at(-1)?.loads).toHaveLength(1), { timeout: 15_000 });
    expect(FakePlayer.instances.at(-1)?.manifestHeaders).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading video…');
    expect(screen.queryByRole('group', { name: 'Video player: Blues TV Live' })).toBeNull();
    answer(grantedCheck('live-token', 's'));
    expect(await screen.findByRole('group', { name: 'Video player: Blues TV Live' })).toBeTruthy();
    await vi.waitFor(() => expect(FakePlayer.instances.at(-1)?.manifestHeaders).toEqual({ 'X-Playback-Token': 'live-token' }));
    expect(FakePlayer.instances).toHaveLength(1);
  });

  it('should show the refusal and open the upgrade promo, with no player left and no stream asked for', async () => {
    const user = userEvent.setup();
    const { store } = renderPlayer(refusedCheck('ERR_3684853_3'), 'active', { ...subscriber, entitlements: ['audio-pass'] });
    await user.click(screen.getByRole('button', { name: 'Watch Live' }));
    expect(await screen.findByText('Sorry but you are not subscribed to this stream')).toBeTruthy();
    expect(store.get(upgradePromoAtom)).toEqual({ display: true });
    // A player started beside the check (issue 30) stops on the refusal, its manifest request never sent.
    await vi.waitFor(() => expect(FakePlayer.instances.every((player) => player.destroyed)).toBe(true));
    expect(FakePlayer.instances.every((player) => player.manifestHeaders === null)).toBe(true);
    expect(screen.queryByRole('group', { name: 'Video player: Blues TV Live' })).toBeNull();
  });

  describe('given the fan already asked (a match centre)', () => {
    it('should check the session at once and play, without a second Watch Live', async () => {
      const { sessionCheck } = renderPlayer(grantedCheck('live-token', 's'), 'active', subscriber, { autoStart: true });
      expect(screen.queryByRole('button', { name: 'Watch Live' })).toBeNull();
      expect(await screen.findByRole('group', { name: 'Video player: Blues TV Live' })).toBeTruthy();
      expect(sessionCheck).toHaveBeenCalledTimes(1);
    });

    it('should refuse a visitor with SPEC 8 message 0 and the login prompt, as everywhere', async () => {
      const visitor: PlayerUser = { loginCheckCompleted: true, loggedIn: false, ssoID: null, email: null, entitlements: [] };
      renderPlayer(refusedCheck('ERR_3684853_1'), 'active', visitor, { autoStart: true });
      expect(await screen.findByText('Please Log In to access this')).toBeTruthy();
      await vi.waitFor(() => expect(FakePlayer.instances.every((player) => player.destroyed)).toBe(true));
      expect(FakePlayer.instances.every((player) => player.manifestHeaders === null)).toBe(true);
    });

    it('should keep only play, live and mute as compact controls, and stay accessible', async () => {
      const { container } = renderPlayer(grantedCheck('live-token', 's'), 'active', subscriber, { autoStart: true, controls: 'compact' });
      const player = await screen.findByRole('group', { name: 'Video player: Blues TV Live' });
      expect(player.getAttribute('data-controls')).toBe('compact');
      expect(screen.getByRole('button', { name: /^(Play|Pause)$/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Picture in picture' })).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
