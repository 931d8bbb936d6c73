import type { ApiClient, SessionCheckResult, StreamAsset } from '@club/api-client';
import { matchCentreAtom, openMatchVideo } from '@club/site-state';
import type { PlayerUser } from '@club/video-player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchVideoSlot } from '../../routes/-components/MatchVideoSlot';
import { MatchVideo } from './MatchVideo';

const matchPath = '/match/first-team/2026-27/7';

const asset: StreamAsset = {
  title: 'Blues TV Live',
  description: 'Live video',
  mediaType: 'live-stream',
  contentType: 'video',
  imageData: { offlineImageKey: 'video/live/offline.jpg', posterImageKey: 'video/live/poster.jpg' },
  assetData: { status: 'active', playbackIds: [{ id: 'pb' }] },
};

const visitor: PlayerUser = { loginCheckCompleted: true, loggedIn: false, ssoID: null, email: null, entitlements: [] };
// SPEC 8's code 0: the player's own gate answers a visitor with its message, no media is loaded, so the
// moving part (the player's whole subtree) can be followed without a decoder.
const refusal: SessionCheckResult = { granted: false, statusCode: 403, error: 'Forbidden', message: 'Refused', code: 'ERR_3684853_1', accessStatus: null };

/** happy-dom lays nothing out: the slot's visibility is said by hand, as the browser's observer would. */
const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, target: null };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    this.entry.target = null;
  }
}
function slotInView(ratio: number) {
  for (const { callback, target } of observers) {
    if (target) act(() => callback([{ target, intersectionRatio: ratio } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
  }
}

/** The slot's laid-out size, said by hand as the browser's ResizeObserver would. */
const sizeObservers: { callback: ResizeObserverCallback; target: Element | null }[] = [];
class FakeResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; target: Element | null };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, target: null };
    sizeObservers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    this.entry.target = null;
  }
}
function slotLaidOut(height: number) {
  for (const { callback, target } of sizeObservers) {
    if (target) callback([{ target, borderBoxSize: [{ blockSize: height, inlineSize: 358 }] } as unknown as ResizeObserverEntry], {} as ResizeObserver);
  }
}

function renderMatchVideo() {
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['videos', 'stream', 'live-video'], { id: 'live-video', asset });
  const api = { videos: { stream: vi.fn() } } as unknown as Pick<ApiClient, 'videos'>;
  const services = { sessionCheck: vi.fn(async () => refusal) };
  const page = (slot: boolean) => (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <main>{slot && <MatchVideoSlot matchPath={matchPath} title="Blues TV Live" />}</main>
        <MatchVideo api={api} services={services} user={visitor} />
      </Provider>
    </QueryClientProvider>
  );
  const view = render(page(true));
  return { ...view, store, services, showSlot: (slot: boolean) => view.rerender(page(slot)) };
}

const host = () => document.querySelector<HTMLElement>('[data-match-video]');

describe('MatchVideo', () => {
  beforeEach(() => {
    observers.length = 0;
    sizeObservers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('should play in the match centre while in view, dock when scrolled away or on another page, and never remount', async () => {
    const { store, showSlot, services } = renderMatchVideo();
    act(() => store.set(openMatchVideo, { matchPath }));
    slotInView(1);
    const message = await screen.findByText('Please Log In to access this');
    const region = screen.getByRole('region', { name: 'Live video: Blues TV Live' });
    // Hidden while the player is in the page: not in the accessibility tree.
    expect(screen.queryByRole('complementary', { name: 'Match video' })).toBeNull();
    const dock = document.querySelector<HTMLElement>('aside[aria-label="Match video"]') as HTMLElement;
    expect(region.contains(message)).toBe(true);
    expect(dock.hidden).toBe(true);
    expect(store.get(matchCentreAtom).dockedVideo).toBe(false);

    // Scrolled away: the same element, in the dock.
    slotInView(0.2);
    expect(screen.getByRole('complementary', { name: 'Match video' })).toBe(dock);
    expect(dock.contains(message)).toBe(true);
    expect(store.get(matchCentreAtom).dockedVideo).toBe(true);

    // Back in view, then another page: out of the slot before the slot goes, still in the document.
    slotInView(1);
    expect(region.contains(message)).toBe(true);
    showSlot(false);
    expect(message.isConnected).toBe(true);
    expect(within(dock).getByText('Please Log In to access this')).toBe(message);
    expect(host()?.parentElement?.closest('aside')).toBe(dock);
    // One session check for all of it: nothing was opened again.
    expect(services.sessionCheck).toHaveBeenCalledTimes(1);
  });

  it('should keep the height the player had in the match centre while it is docked, and give it up when it comes back', async () => {
    const { store } = renderMatchVideo();
    act(() => store.set(openMatchVideo, { matchPath }));
    slotInView(1);
    await screen.findByText('Please Log In to access this');
    const place = host()?.parentElement as HTMLElement;
    // The player moves before the next paint; the place hears of it at the end of that task.
    const moved = async (ratio: number) => {
      slotInView(ratio);
      await act(async () => {});
    };
    // Laid out with the picture and the full controls under it (two rows on a phone).
    slotLaidOut(356);
    expect(place.style.minHeight).toBe('');

    // Docked: the empty place keeps that height, so nothing under it moves up.
    await moved(0.2);
    expect(place.contains(host())).toBe(false);
    expect(place.style.minHeight).toBe('356px');
    // A size while it is empty is not the player's.
    slotLaidOut(260);
    await moved(1);
    expect(place.style.minHeight).toBe('');
    await moved(0.2);
    expect(place.style.minHeight).toBe('356px');
    // At another width the kept height is not the player's any more: the place takes its own shape.
    act(() => window.dispatchEvent(new Event('resize')));
    expect(place.style.minHeight).toBe('');
    await moved(1);
    await moved(0.2);
    expect(place.style.minHeight).toBe('');
    await moved(1);
    slotLaidOut(300);
    await moved(0.2);
    expect(place.style.minHeight).toBe('300px');

    // Back: as tall as the player in it again.
    await moved(1);
    expect(place.contains(host())).toBe(true);
    expect(place.style.minHeight).toBe('');
  });

  it('should offer the way back to the match centre and close, by keyboard', async () => {
    const user = userEvent.setup();
    const { store, showSlot } = renderMatchVideo();
    act(() => store.set(openMatchVideo, { matchPath }));
    showSlot(false);
    const dock = await screen.findByRole('complementary', { name: 'Match video' });
    expect(within(dock).getByRole('link', { name: 'Back to Match Centre' }).getAttribute('href')).toBe(matchPath);
    within(dock).getByRole('button', { name: 'Close video' }).focus();
    await user.keyboard('{Enter}');
    expect(store.get(matchCentreAtom)).toMatchObject({ videoOpen: false, dockedVideo: false });
    expect(host()).toBeNull();
  });
});
