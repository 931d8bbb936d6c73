import {
  accountHeaderOpenAtom,
  audioPlayerAtom,
  lockBackgroundAtom,
  loginPromptAtom,
  mediaPlayerAtom,
  openAudio,
  openVideo,
  upgradePromoAtom,
} from '@club/site-state';
import type { SessionCheckResult } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { fakeShaka, FakePlayer } from '../../testing/fakeShaka';
import { grantedCheck, refusedCheck } from '../../testing/sessionChecks';
import type { PlayerServices, PlayerUser } from '../shared/types';
import { VideoModal } from './VideoModal';

const visitor: PlayerUser = { loginCheckCompleted: true, loggedIn: false, ssoID: null, email: null, entitlements: null };
const fan: PlayerUser = { loginCheckCompleted: true, loggedIn: true, ssoID: 'u-1', email: 'fan@example.com', entitlements: [] };
const audioFan: PlayerUser = { ...fan, email: 'audio@example.com', entitlements: ['audio-subscription'] };

function services(result: SessionCheckResult, overrides: Partial<PlayerServices> = {}): PlayerServices {
  return {
    sessionCheck: vi.fn(async () => result),
    loadSidebar: vi.fn(async () => [
      { id: 'v-2', title: 'A very long title for the highlights of the home game against the Reds', durationSeconds: 95 },
      { id: 'v-3', title: 'Post-match interview', durationSeconds: 4000 },
    ]),
    ...overrides,
  };
}

function openStore(section: string | null = null) {
  const store = createStore();
  store.set(openAudio, { id: 'live-audio', title: 'Blues Radio' });
  store.set(openVideo, { id: 'v-1', title: 'Match highlights', mediaType: 'OnDemand', section });
  return store;
}

function renderModal(store: ReturnType<typeof createStore>, props: { services: PlayerServices; user: PlayerUser }) {
  const shaka = fakeShaka();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>{children}</Provider>
    </QueryClientProvider>
  );
  return render(<VideoModal {...props} loadShaka={async () => shaka} />, { wrapper });
}

beforeEach(() => {
  localStorage.clear();
});

describe('VideoModal', () => {
  it('should render nothing while closed', () => {
    renderModal(createStore(), { services: services(refusedCheck('ERR_3684853_1')), user: visitor });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('given a visitor', () => {
    it("should show the 'Log In Or Register' prompt and SPEC 8's message, and open the login prompt", async () => {
      const store = openStore();
      const api = services(refusedCheck('ERR_3684853_1'));
      renderModal(store, { services: api, user: visitor });
      const dialog = screen.getByRole('dialog', { name: 'Match highlights' });
      expect(await within(dialog).findByRole('heading', { name: 'Log In Or Register' })).toBeTruthy();
      expect(within(dialog).getByText('To View This Video Please Log In or Register An Account')).toBeTruthy();
      expect(within(dialog).getByText('Please Log In to access this')).toBeTruthy();
      expect(within(dialog).getByText('Error code: ERR_3684853_1')).toBeTruthy();
      expect(api.sessionCheck).toHaveBeenCalledWith({
        data: { attributes: { videoID: 'v-1', mediaType: 'OnDemand', userID: null, userEmail: null } },
      });
      await vi.waitFor(() => expect(store.get(accountHeaderOpenAtom)).toBe(true), { timeout: 15_000 });
      expect(store.get(loginPromptAtom)).toBe('To View This Video Please Log In or Register An Account');
      expect(await axeViolations(dialog)).toEqual([]);
    });
  });

  describe('given a fan without subscriptions', () => {
    it('should say so and open the upgrade promo', async () => {
      const store = openStore();
      renderModal(store, { services: services(refusedCheck('ERR_3684853_3')), user: fan });
      expect(await screen.findByText('Sorry but you do not have any subscriptions')).toBeTruthy();
      // The promo opens from an effect after the message renders: on a busy machine, a moment later.
      await vi.waitFor(() => expect(store.get(upgradePromoAtom)).toEqual({ display: true }), { timeout: 15_000 });
    });
  });

  describe('given a fan subscribed to something else', () => {
    it('should say they are not subscribed to this stream', async () => {
      renderModal(openStore(), { services: services(refusedCheck('ERR_3684853_3')), user: audioFan });
      expect(await screen.findByText('Sorry but you are not subscribed to this stream')).toBeTruthy();
    });
  });

  describe('given a blocked account or the device limit', () => {
    it.each([
      ['ERR_56882466_1', 'Your account has been blocked by an administrator'],
      ['ERR_54648_1', 'You have reached the limit of devices streaming at once. Please log out of other browsers and devices and try again'],
      ['SOMETHING_ELSE', 'Sorry, there has been a problem accessing this stream'],
    ])('should show the message for %s', async (code, text) => {
      const store = openStore();
      renderModal(store, { services: services(refusedCheck(code)), user: fan });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByText(`Error code: ${code}`)).toBeTruthy();
      expect(store.get(upgradePromoAtom)).toEqual({ display: false });
    });
  });

  describe('given a granted session', () => {
    it('should load the player with the token and offer named controls', async () => {
      const store = openStore();
      renderModal(store, { services: services(grantedCheck('t-1', 's-1')), user: fan });
      const player = await screen.findByRole('group', { name: 'Video player: Match highlights' });
      await vi.waitFor(() => expect(FakePlayer.instances.at(-1)?.loads).toHaveLength(1), { timeout: 15_000 });
      expect(FakePlayer.instances.at(-1)?.filteredHeaders()).toEqual({ 'X-Playback-Token': 't-1' });
      // The player starts once ready (happy-dom's element plays at once), so its first button offers pause.
      expect(await within(player).findByRole('button', { name: 'Pause' })).toBeTruthy();
      for (const name of ['Back 10 seconds', 'Forward 10 seconds', 'Mute', 'Picture in picture', 'Full screen']) {
        expect(within(player).getByRole('button', { name })).toBeTruthy();
      }
      expect(await within(player).findByRole('button', { name: 'Captions' })).toBeTruthy();
      expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    });

    it("should start the player beside the session check, out of sight, and send the manifest request with its answer's token and signed link", async () => {
      let answer: (result: SessionCheckResult) => void = () => {};
      const check = new Promise<SessionCheckResult>((resolve) => {
        answer = resolve;
      });
      const store = openStore();
      renderModal(store, { services: services(grantedCheck('t-1'), { sessionCheck: vi.fn(() => check) }), user: fan });
      const dialog = screen.getByRole('dialog', { name: 'Match highlights' });
      // Before the answer: shaka is attached and asking for the manifest, which waits for the token.
      await vi.waitFor(() => expect(FakePlayer.instances.at(-1)?.loads).toHaveLength(1), { timeout: 15_000 });
      expect(FakePlayer.instances.at(-1)?.manifestHeaders).toBeNull();
      expect(within(dialog).getByRole('status').textContent).toBe('Loading video…');
      expect(within(dialog).queryByRole('group', { name: 'Video player: Match highlights' })).toBeNull();
      await act(async () => answer(grantedCheck('t-1')));
      const player = await within(dialog).findByRole('group', { name: 'Video player: Match highlights' });
      await vi.waitFor(() => expect(FakePlayer.instances.at(-1)?.manifestHeaders).toEqual({ 'X-Playback-Token': 't-1' }));
      expect(FakePlayer.instances.at(-1)?.manifestUris?.map((uri) => new URL(uri).search)).toEqual(['?expires=1795345200&md5=signed-t-1']);
      // The same player, not a second one started on the answer.
      expect(FakePlayer.instances.filter((instance) => !instance.destroyed)).toHaveLength(1);
      expect(await within(player).findByRole('button', { name: 'Pause' })).toBeTruthy();
    });

    it('should stop the player started beside a check that refuses, and show the refusal alone', async () => {
      let answer: (result: SessionCheckResult) => void = () => {};
      const check = new Promise<SessionCheckResult>((resolve) => {
        answer = resolve;
      });
      renderModal(openStore(), { services: services(grantedCheck('t-1'), { sessionCheck: vi.fn(() => check) }), user: fan });
      await vi.waitFor(() => expect(FakePlayer.instances.at(-1)?.loads).toHaveLength(1), { timeout: 15_000 });
      const started = FakePlayer.instances.at(-1);
      await act(async () => answer(refusedCheck('ERR_3684853_2')));
      expect(await screen.findByText('Error code: ERR_3684853_2')).toBeTruthy();
      await vi.waitFor(() => expect(started?.destroyed).toBe(true));
      expect(started?.manifestHeaders).toBeNull();
      expect(screen.queryByRole('group', { name: 'Video player: Match highlights' })).toBeNull();
    });

    it('should turn captions on with the c key', async () => {
      const user = userEvent.setup();
      renderModal(openStore(), { services: services(grantedCheck('t-1', 's-1')), user: fan });
      const player = await screen.findByRole('group', { name: 'Video player: Match highlights' });
      const captions = await within(player).findByRole('button', { name: 'Captions' });
      player.focus();
      await user.keyboard('c');
      expect(captions.getAttribute('aria-pressed')).toBe('true');
      expect(FakePlayer.instances.at(-1)?.textVisible).toBe(true);
    });
  });

  describe('concurrency', () => {
    class FakeSocket extends EventTarget {
      static OPEN = 1;
      static sockets: FakeSocket[] = [];
      readyState = 1;
      sent: unknown[] = [];
      closed = false;
      constructor(readonly url: string) {
        super();
        FakeSocket.sockets.push(this);
        queueMicrotask(() => this.dispatchEvent(new Event('open')));
      }
      send(message: string) {
        this.sent.push(JSON.parse(message));
      }
      close() {
        this.closed = true;
      }
    }

    it('should hold the session once playing, and show the concurrency message when the platform says the limit is reached', async () => {
      vi.stubGlobal('WebSocket', FakeSocket);
      FakeSocket.sockets = [];
      const store = openStore();
      const api = services(
        grantedCheck('t-1', 'u-1:v-1:7'),
        { concurrencyUrl: () => 'ws://club.test/api/videos/concurrency' },
      );
      renderModal(store, { services: api, user: { ...fan, deviceID: 7 } });
      expect(api.sessionCheck).toHaveBeenCalledWith({ data: { attributes: expect.objectContaining({ deviceID: 7 }) } });
      const media = await screen.findByTestId('video-player-media');
      expect(FakeSocket.sockets).toHaveLength(0);
      act(() => {
        media.dispatchEvent(new Event('play'));
      });
      await vi.waitFor(() => expect(FakeSocket.sockets[0]?.sent).toEqual([{ action: 'session', sessionId: 'u-1:v-1:7' }]), { timeout: 15_000 });
      act(() => {
        FakeSocket.sockets[0]?.dispatchEvent(
          new MessageEvent('message', { data: JSON.stringify({ action: 'ping', status: 'limit', code: 'ERR_54648_1' }) }),
        );
      });
      expect(
        await screen.findByText(
          'You have reached the limit of devices streaming at once. Please log out of other browsers and devices and try again',
        ),
      ).toBeTruthy();
      expect(FakeSocket.sockets[0]?.closed).toBe(true);
      expect(FakePlayer.instances.at(-1)?.destroyed).toBe(true);
      vi.unstubAllGlobals();
    });

    /** A live stream playing with its socket open, as the studio changes its hold. */
    async function playLive() {
      vi.stubGlobal('WebSocket', FakeSocket);
      FakeSocket.sockets = [];
      const store = createStore();
      store.set(openVideo, { id: 'live-video', title: 'Blues TV Live', mediaType: 'DrmLiveVideo' });
      const api = services(grantedCheck('t-1', 'u-1:live-video:7'), { concurrencyUrl: () => 'ws://club.test/api/videos/concurrency' });
      renderModal(store, { services: api, user: { ...fan, deviceID: 7 } });
      const media = await screen.findByTestId('video-player-media');
      act(() => {
        media.dispatchEvent(new Event('play'));
      });
      await vi.waitFor(() => expect(FakeSocket.sockets[0]?.sent).toHaveLength(1), { timeout: 15_000 });
      const say = (message: object) =>
        act(() => {
          FakeSocket.sockets[0]?.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
        });
      return { say, dialog: screen.getByRole('dialog', { name: 'Blues TV Live' }) };
    }

    it('should stop a live stream the studio disabled at its next ping, in SPEC 8 words', async () => {
      const { say, dialog } = await playLive();
      say({ action: 'ping', status: 'stopped', code: 'ERR_3684853_2', message: 'Sorry, there is an issue with this stream, please contact support' });
      expect(await within(dialog).findByText('Sorry, there is an issue with this stream, please contact support')).toBeTruthy();
      expect(within(dialog).getByText('Error code: ERR_3684853_2')).toBeTruthy();
      expect(within(dialog).queryByTestId('video-player-media')).toBeNull();
      expect(FakePlayer.instances.at(-1)?.destroyed).toBe(true);
      expect(FakeSocket.sockets[0]?.closed).toBe(true);
      vi.unstubAllGlobals();
    });

    it('should show the off-air state, with the offline image, when the studio takes a live stream off air', async () => {
      const { say, dialog } = await playLive();
      say({ action: 'ping', status: 'offAir', offlineImageKey: 'video/live/offline.jpg' });
      expect((await within(dialog).findByRole('status')).textContent).toBe('Off air. Back for the next match.');
      expect(within(dialog).getByRole('img', { name: 'Blues TV Live is off air' }).getAttribute('src')).toMatch(/video\/live\/offline\.jpg/);
      expect(within(dialog).queryByTestId('video-player-media')).toBeNull();
      expect(FakePlayer.instances.at(-1)?.destroyed).toBe(true);
      expect(await axeViolations(dialog)).toEqual([]);
      vi.unstubAllGlobals();
    });
  });

  describe('sidebar', () => {
    it("should be headed 'Latest' without a section, with titles cut at 48 characters", async () => {
      renderModal(openStore(), { services: services(refusedCheck('ERR_3684853_1')), user: visitor });
      const sidebar = await screen.findByRole('complementary', { name: 'Latest' });
      expect(
        await within(sidebar).findByRole('button', { name: /A very long title for the highlights of the home\.\.\./ }),
      ).toBeTruthy();
      expect(within(sidebar).getByText('1hr 06')).toBeTruthy();
    });

    it("should be headed 'Related' with a section, and open the chosen video", async () => {
      const user = userEvent.setup();
      const store = openStore('current');
      renderModal(store, { services: services(refusedCheck('ERR_3684853_1')), user: visitor });
      const sidebar = await screen.findByRole('complementary', { name: 'Related' });
      await user.click(await within(sidebar).findByRole('button', { name: /Post-match interview/ }));
      expect(store.get(mediaPlayerAtom)).toMatchObject({ currentVideoID: 'v-3', currentSection: 'current', modalOpen: true });
    });

    it("should wait for the player's first picture before asking for its list, then show it", async () => {
      // Issue 30: the list and its thumbnails must not compete with the stream's start.
      const api = services(grantedCheck('t-1'));
      renderModal(openStore(), { services: api, user: fan });
      const sidebar = await screen.findByRole('complementary', { name: 'Latest' });
      await vi.waitFor(() => expect(FakePlayer.instances.at(-1)?.loads).toHaveLength(1));
      expect(api.loadSidebar).not.toHaveBeenCalled();
      expect(within(sidebar).queryByRole('status')).toBeNull();
      act(() => {
        screen.getByTestId('video-player-media').dispatchEvent(new Event('loadeddata'));
      });
      expect(await within(sidebar).findByRole('button', { name: /Post-match interview/ })).toBeTruthy();
      expect(api.loadSidebar).toHaveBeenCalledTimes(1);
    });

    it("should be hidden when the section is 'hidden'", async () => {
      renderModal(openStore('hidden'), { services: services(refusedCheck('ERR_3684853_1')), user: visitor });
      await screen.findByText('Please Log In to access this');
      expect(screen.queryByRole('complementary')).toBeNull();
    });
  });

  it('should close both players and unlock the page on Escape and on the close button', async () => {
    const user = userEvent.setup();
    const store = openStore();
    renderModal(store, { services: services(refusedCheck('ERR_56882466_1')), user: fan });
    expect(store.get(lockBackgroundAtom)).toBe(true);
    expect(store.get(audioPlayerAtom).modalOpen).toBe(false);
    await screen.findByText('Your account has been blocked by an administrator');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close video' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(lockBackgroundAtom)).toBe(false);
    store.set(openVideo, { id: 'v-1', title: 'Match highlights' });
    await user.click(await screen.findByRole('button', { name: 'Close video' }));
    expect(store.get(mediaPlayerAtom).modalOpen).toBe(false);
  });

  it('should wait for the login check before asking for a session', () => {
    const api = services(grantedCheck('t', 's-1'));
    renderModal(openStore(), { services: api, user: { ...visitor, loginCheckCompleted: false } });
    expect(screen.getByText('Loading video…')).toBeTruthy();
    expect(api.sessionCheck).not.toHaveBeenCalled();
  });
});
