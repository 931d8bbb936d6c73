import { audioPlayerAtom, lockBackgroundAtom, openAudio } from '@club/site-state';
import type { SessionCheckResult } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShakaApi } from '../../core/shaka';
import { axeViolations } from '../../testing/axe';
import { fakeShaka, FakePlayer, httpError } from '../../testing/fakeShaka';
import { grantedCheck, refusedCheck } from '../../testing/sessionChecks';
import type { PlayerServices, PlayerUser } from '../shared/types';
import { LiveAudioBar } from './LiveAudioBar';

const audioFan: PlayerUser = {
  loginCheckCompleted: true,
  loggedIn: true,
  ssoID: 'u-2',
  email: 'audio@example.com',
  entitlements: ['audio-subscription'],
};

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function services(result: SessionCheckResult): PlayerServices {
  return { sessionCheck: vi.fn(async () => result) };
}

function renderBar(result: SessionCheckResult, user: PlayerUser = audioFan) {
  const store = createStore();
  store.set(openAudio, { id: 'live-audio', title: 'Blues Radio' });
  const shaka = fakeShaka();
  const api = services(result);
  const queryClient = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>{children}</Provider>
    </QueryClientProvider>
  );
  render(<LiveAudioBar services={api} user={user} loadShaka={async () => shaka} />, { wrapper });
  return { store, api };
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * happy-dom's element plays at once and never pauses by itself. A browser's does both: play() may wait
 * for data ('play' now, 'playing' later), and HTML's load algorithm, which shaka runs when it attaches or
 * detaches a source, pauses the element without a 'pause' event and fires 'emptied'.
 */
function browserLikeMedia(media: HTMLMediaElement) {
  let paused = true;
  Object.defineProperty(media, 'paused', { configurable: true, get: () => paused });
  media.play = async () => {
    if (!paused) return;
    paused = false;
    media.dispatchEvent(new Event('play'));
  };
  media.pause = () => {
    if (paused) return;
    paused = true;
    media.dispatchEvent(new Event('pause'));
  };
  return {
    startPlaying: () => media.dispatchEvent(new Event('playing')),
    emptySource: () => {
      paused = true;
      media.dispatchEvent(new Event('emptied'));
    },
  };
}

describe('LiveAudioBar', () => {
  it('should render nothing while closed', () => {
    const store = createStore();
    render(
      <QueryClientProvider client={newQueryClient()}>
        <Provider store={store}>
          <LiveAudioBar services={services(refusedCheck('ERR_3684853_1'))} user={audioFan} />
        </Provider>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('should start the player beside the session check, send the manifest with its answer, and show play 400 ms after the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const events: string[] = [];
    let answer: (result: SessionCheckResult) => void = () => {};
    const api: PlayerServices = {
      sessionCheck: vi.fn(() => {
        events.push('check asked');
        return new Promise<SessionCheckResult>((resolve) => (answer = resolve));
      }),
    };
    const store = createStore();
    store.set(openAudio, { id: 'live-audio', title: 'Blues Radio' });
    const shaka = fakeShaka();
    FakePlayer.onManifestRequest = (request) => events.push(`manifest ${new URL(request.uris[0] ?? '').search}`);
    render(
      <QueryClientProvider client={newQueryClient()}>
        <Provider store={store}>
          <LiveAudioBar services={api} user={audioFan} loadShaka={async () => shaka} />
        </Provider>
      </QueryClientProvider>,
    );
    const bar = screen.getByRole('region', { name: 'Live Audio' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.sessionCheck).toHaveBeenCalledWith({
      data: { attributes: { videoID: 'live-audio', mediaType: 'LiveAudio', userID: 'u-2', userEmail: 'audio@example.com' } },
    });
    // While the check is in flight: shaka attached and the manifest asked for, its request waiting for the answer.
    const player = FakePlayer.instances[0];
    expect(player?.attached).toBe(screen.getByTestId('live-audio-media'));
    expect(player?.loads[0]?.uri).toBe('/media/live/live-audio/manifest.mpd');
    expect(player?.manifestHeaders).toBeNull();
    expect(within(bar).getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      events.push('check answered');
      answer(grantedCheck('audio-token', 's-1'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(events).toEqual(['check asked', 'check answered', 'manifest ?expires=1795345200&md5=signed-audio-token']);
    expect(player?.manifestHeaders).toEqual({ 'X-Playback-Token': 'audio-token' });
    expect(FakePlayer.instances).toHaveLength(1);
    // SPEC 4: audio ready 400 ms after the 200.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(399);
    });
    expect(within(bar).queryByRole('button', { name: 'Play' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(within(bar).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeTruthy();
    vi.useRealTimers();
    expect(await axeViolations(bar)).toEqual([]);
  });

  it('should stop the player started beside a check that refuses, having sent nothing, and show the refusal', async () => {
    let answer: (result: SessionCheckResult) => void = () => {};
    const api: PlayerServices = { sessionCheck: vi.fn(() => new Promise<SessionCheckResult>((resolve) => (answer = resolve))) };
    const store = createStore();
    store.set(openAudio, { id: 'live-audio', title: 'Blues Radio' });
    const shaka = fakeShaka();
    render(
      <QueryClientProvider client={newQueryClient()}>
        <Provider store={store}>
          <LiveAudioBar services={api} user={{ ...audioFan, entitlements: [] }} loadShaka={async () => shaka} />
        </Provider>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(FakePlayer.instances[0]?.loads).toHaveLength(1), { timeout: 15_000 });
    await act(async () => answer(refusedCheck('ERR_3684853_3')));
    expect(await screen.findByText('Sorry but you do not have any subscriptions')).toBeTruthy();
    await vi.waitFor(() => expect(FakePlayer.instances[0]?.destroyed).toBe(true));
    expect(FakePlayer.instances[0]?.manifestHeaders).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('should set the volume to full 500 ms after playing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderBar(grantedCheck('audio-token', 's-1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const media = screen.getByTestId('live-audio-media') as HTMLAudioElement;
    media.volume = 0.2;
    act(() => {
      void media.play();
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
    store.set(openAudio, { id: 'live-audio', title: 'Blues Radio' });
    const shaka = fakeShaka();
    const api = services(grantedCheck('audio-token', 's-1'));
    const queryClient = newQueryClient();
    const view = (user: PlayerUser) => (
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <LiveAudioBar services={api} user={user} loadShaka={async () => shaka} />
        </Provider>
      </QueryClientProvider>
    );
    const { rerender } = render(view({ ...audioFan, ssoID: null }));
    await vi.waitFor(() => expect(FakePlayer.instances[0]?.loads).toHaveLength(1), { timeout: 15_000 });
    rerender(view(audioFan));
    await vi.waitFor(() => expect(api.sessionCheck).toHaveBeenCalledTimes(2), { timeout: 15_000 });
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
    expect(FakePlayer.instances).toHaveLength(1);
    expect(FakePlayer.instances[0]?.destroyed).toBe(false);
  });

  it('should show playing as soon as play is asked for, before any data has arrived', async () => {
    const user = userEvent.setup();
    renderBar(grantedCheck('audio-token', 's-1'));
    browserLikeMedia(screen.getByTestId('live-audio-media') as HTMLAudioElement);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    const bar = screen.getByRole('region', { name: 'Live Audio' });
    expect(bar.getAttribute('data-state')).toBe('playing');
    expect(within(bar).getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(true);
    expect(within(bar).getByRole('button', { name: 'Pause' }).hasAttribute('disabled')).toBe(false);
  });

  it('should show paused when a new source pauses the element without a pause event', async () => {
    const user = userEvent.setup();
    renderBar(grantedCheck('audio-token', 's-1'));
    const media = browserLikeMedia(screen.getByTestId('live-audio-media') as HTMLAudioElement);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    act(() => media.startPlaying());
    const bar = screen.getByRole('region', { name: 'Live Audio' });
    expect(bar.getAttribute('data-state')).toBe('playing');
    act(() => media.emptySource());
    expect(bar.getAttribute('data-state')).toBe('paused');
    expect(within(bar).getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(false);
    await user.click(within(bar).getByRole('button', { name: 'Play' }));
    expect(bar.getAttribute('data-state')).toBe('playing');
  });

  it('should offer play only once the player has loaded, however long after 400 ms that takes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const store = createStore();
    store.set(openAudio, { id: 'live-audio', title: 'Blues Radio' });
    const shaka = fakeShaka();
    let finishImport = () => {};
    const imported = new Promise<ShakaApi>((resolve) => {
      finishImport = () => resolve(shaka);
    });
    render(
      <QueryClientProvider client={newQueryClient()}>
        <Provider store={store}>
          <LiveAudioBar
            services={services(grantedCheck('audio-token', 's-1'))}
            user={audioFan}
            loadShaka={() => imported}
          />
        </Provider>
      </QueryClientProvider>,
    );
    const bar = screen.getByRole('region', { name: 'Live Audio' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(within(bar).queryByRole('button', { name: 'Play' })).toBeNull();
    expect(within(bar).getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      finishImport();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(FakePlayer.instances[0]?.loads).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(bar).queryByRole('status')).toBeNull();
  });

  it('should show the error, not loading, when the player fails to load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderBar(grantedCheck('audio-token', 's-1'));
    FakePlayer.loadResult = () => Promise.reject(httpError(404));
    const bar = screen.getByRole('region', { name: 'Live Audio' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(within(bar).getByRole('alert')).toBeTruthy();
    expect(within(bar).queryByRole('status')).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Play' })).toBeNull();
    vi.mocked(console.warn).mockRestore();
  });

  it('should show play, not playing, when the session is granted again after a refusal stopped the player', async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(openAudio, { id: 'live-audio', title: 'Blues Radio' });
    const shaka = fakeShaka();
    let media: ReturnType<typeof browserLikeMedia> | null = null;
    // Shaka's destroy detaches the source, which pauses the element without a 'pause' event.
    class DetachingPlayer extends FakePlayer {
      override destroy() {
        media?.emptySource();
        return super.destroy();
      }
    }
    const Player = DetachingPlayer as unknown as ShakaApi['Player'];
    const granted: SessionCheckResult = grantedCheck('audio-token', 's-1');
    const api: PlayerServices = {
      sessionCheck: vi
        .fn(async (): Promise<SessionCheckResult> => granted)
        .mockResolvedValueOnce(granted)
        .mockResolvedValueOnce(refusedCheck('ERR_3684853_1')),
    };
    const queryClient = newQueryClient();
    const view = (fan: PlayerUser) => (
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <LiveAudioBar services={api} user={fan} loadShaka={async () => ({ ...shaka, Player })} />
        </Provider>
      </QueryClientProvider>
    );
    const { rerender } = render(view(audioFan));
    media = browserLikeMedia(screen.getByTestId('live-audio-media') as HTMLAudioElement);
    const bar = screen.getByRole('region', { name: 'Live Audio' });
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    act(() => media?.startPlaying());
    expect(bar.getAttribute('data-state')).toBe('playing');

    rerender(view({ ...audioFan, loggedIn: false }));
    // The bar settles after the player's destroy() resolves, not when it is called: wait for it.
    await vi.waitFor(
      () => {
        expect(FakePlayer.instances[0]?.destroyed).toBe(true);
        expect(bar.getAttribute('data-state')).toBe('paused');
      },
      { timeout: 15_000 },
    );
    expect(within(bar).queryByRole('button', { name: 'Play' })).toBeNull();

    rerender(view(audioFan));
    const play = await within(bar).findByRole('button', { name: 'Play' });
    expect(FakePlayer.instances).toHaveLength(2);
    expect(bar.getAttribute('data-state')).toBe('paused');
    expect(play.hasAttribute('disabled')).toBe(false);
    await user.click(play);
    expect(bar.getAttribute('data-state')).toBe('playing');
  });

  it('should show the refusal in the error box with its links', async () => {
    renderBar(refusedCheck('ERR_3684853_3'), { ...audioFan, entitlements: [] });
    expect(await screen.findByText('Sorry but you do not have any subscriptions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/videos/subscriptions');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(await axeViolations(screen.getByRole('region', { name: 'Live Audio' }))).toEqual([]);
  });

  it('should close and unlock with the close button', async () => {
    const user = userEvent.setup();
    const { store } = renderBar(refusedCheck('ERR_3684853_1'));
    await user.click(screen.getByRole('button', { name: 'Close live audio' }));
    expect(store.get(audioPlayerAtom).modalOpen).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
