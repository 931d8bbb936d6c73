import { audioPlayerAtom, lockBackgroundAtom } from '@club/site-state';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionCheckResult } from '../../core/sessionCheck';
import { axeViolations } from '../../testing/axe';
import { fakeShaka, FakePlayer } from '../../testing/fakeShaka';
import type { PlayerServices, PlayerUser } from '../shared/types';
import { LiveAudioBar } from './LiveAudioBar';

const audioFan: PlayerUser = {
  loginCheckCompleted: true,
  loggedIn: true,
  userID: 'u-2',
  email: 'audio@example.com',
  entitlements: ['audio-subscription'],
};

function services(result: SessionCheckResult): PlayerServices {
  return { sessionCheck: vi.fn(async () => result) };
}

function renderBar(result: SessionCheckResult, user: PlayerUser = audioFan) {
  const store = createStore();
  store.set(audioPlayerAtom, { entryID: 'live-audio', modalOpen: true, currentTitle: 'Blues Radio' });
  const shaka = fakeShaka();
  const api = services(result);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  render(<LiveAudioBar services={api} user={user} loadShaka={async () => shaka} />, { wrapper });
  return { store, api };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveAudioBar', () => {
  it('should render nothing while closed', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <LiveAudioBar services={services({ granted: false, code: null })} user={audioFan} />
      </Provider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('should load the player 100 ms after the session and show play 400 ms after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { api } = renderBar({ granted: true, token: 'audio-token', bypassed: false, sessionId: 's-1' });
    const bar = screen.getByRole('region', { name: 'Live Audio' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.sessionCheck).toHaveBeenCalledWith({
      videoID: 'live-audio',
      mediaType: 'LiveAudio',
      userID: 'u-2',
      userEmail: 'audio@example.com',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(99);
    });
    expect(FakePlayer.instances).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(FakePlayer.instances).toHaveLength(1);
    expect(within(bar).queryByRole('button', { name: 'Play' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(within(bar).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(FakePlayer.instances[0]?.loads[0]?.uri).toBe('/media/live/live-audio/manifest.mpd');
    expect(FakePlayer.instances[0]?.filteredHeaders()).toEqual({ 'X-Playback-Token': 'audio-token' });
    vi.useRealTimers();
    expect(await axeViolations(bar)).toEqual([]);
  });

  it('should set the volume to full 500 ms after playing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderBar({ granted: true, token: 'audio-token', bypassed: false, sessionId: 's-1' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const media = screen.getByTestId('live-audio-media') as HTMLAudioElement;
    media.volume = 0.2;
    act(() => {
      media.dispatchEvent(new Event('playing'));
    });
    const bar = screen.getByRole('region', { name: 'Live Audio' });
    expect(bar.getAttribute('data-state')).toBe('playing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(media.volume).toBe(0.2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(media.volume).toBe(1);
  });

  it('should keep playing when a late login-state update re-checks the session and it is granted again', async () => {
    const store = createStore();
    store.set(audioPlayerAtom, { entryID: 'live-audio', modalOpen: true, currentTitle: 'Blues Radio' });
    const shaka = fakeShaka();
    const api = services({ granted: true, token: 'audio-token', bypassed: false, sessionId: 's-1' });
    const view = (user: PlayerUser) => (
      <Provider store={store}>
        <LiveAudioBar services={api} user={user} loadShaka={async () => shaka} />
      </Provider>
    );
    const { rerender } = render(view({ ...audioFan, userID: null }));
    await vi.waitFor(() => expect(FakePlayer.instances[0]?.loads).toHaveLength(1));
    rerender(view(audioFan));
    await vi.waitFor(() => expect(api.sessionCheck).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
    expect(FakePlayer.instances).toHaveLength(1);
    expect(FakePlayer.instances[0]?.destroyed).toBe(false);
  });

  it('should show the refusal in the error box with its links', async () => {
    renderBar({ granted: false, code: 'ERR_3684853_3' }, { ...audioFan, entitlements: [] });
    expect(await screen.findByText('Sorry but you do not have any subscriptions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/videos/subscriptions');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(await axeViolations(screen.getByRole('region', { name: 'Live Audio' }))).toEqual([]);
  });

  it('should close and unlock with the close button', async () => {
    const user = userEvent.setup();
    const { store } = renderBar({ granted: false, code: 'ERR_3684853_1' });
    await user.click(screen.getByRole('button', { name: 'Close live audio' }));
    expect(store.get(audioPlayerAtom).modalOpen).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
