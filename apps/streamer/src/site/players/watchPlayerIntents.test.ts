import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const preloadShaka = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@club/video-player', () => ({ preloadShaka }));
const playersChunk = vi.hoisted(() => vi.fn());
vi.mock('./onDemand', () => {
  playersChunk();
  return { LiveAudioBar: () => null, VideoModal: () => null };
});

/** Chromium's IntersectionObserver, driven by the test: `show()` brings every observed element into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.observed = [];
  }
  show() {
    if (this.observed.length > 0) this.callback(this.observed.map(() => ({ isIntersecting: true })));
  }
}

function page(html: string) {
  document.body.innerHTML = html;
}

/** The router's 'onRendered' event, fired by the test. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (_event: 'onRendered', listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rendered: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('watchPlayerIntents', () => {
  beforeEach(() => {
    vi.resetModules();
    preloadShaka.mockClear();
    playersChunk.mockClear();
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('should load the players when the pointer comes over something that opens one, and only then', async () => {
    const { watchPlayerIntents } = await import('./watchPlayerIntents');
    page('<a href="/#faqs">FAQs</a><ul><li data-opens-player><button>Full match replay</button></li></ul>');
    const stop = watchPlayerIntents(fakeRouter());
    fireEvent.pointerOver(document.querySelector('a[href="/#faqs"]')!);
    expect(preloadShaka).not.toHaveBeenCalled();
    fireEvent.pointerOver(document.querySelector('[data-opens-player] button')!);
    fireEvent.pointerOver(document.querySelector('[data-opens-player] button')!);
    expect(preloadShaka).toHaveBeenCalledTimes(1);
    // The players' own chunk too, the one StreamerPlayers loads on the click.
    await vi.waitFor(() => expect(playersChunk).toHaveBeenCalledTimes(1));
    stop();
  });

  it('should load the players when something that opens one is focused from the keyboard', async () => {
    const { watchPlayerIntents } = await import('./watchPlayerIntents');
    page('<div data-opens-player><button>Listen Live</button></div>');
    const stop = watchPlayerIntents(fakeRouter());
    fireEvent.focusIn(document.querySelector('button')!);
    expect(preloadShaka).toHaveBeenCalledTimes(1);
    stop();
  });

  it('should load the players when something that opens one comes into view, on the next page too', async () => {
    const { watchPlayerIntents } = await import('./watchPlayerIntents');
    page('<p>No video here</p>');
    const router = fakeRouter();
    const stop = watchPlayerIntents(router);
    expect(FakeObserver.all).toHaveLength(0);
    page('<div data-opens-player><button>Watch Live</button></div>');
    router.rendered();
    expect(preloadShaka).not.toHaveBeenCalled();
    FakeObserver.all.at(-1)!.show();
    expect(preloadShaka).toHaveBeenCalledTimes(1);
    stop();
  });

  it('should stop listening and observing when stopped', async () => {
    const { watchPlayerIntents } = await import('./watchPlayerIntents');
    page('<div data-opens-player><button>Watch Live</button></div>');
    const router = fakeRouter();
    watchPlayerIntents(router)();
    fireEvent.pointerOver(document.querySelector('button')!);
    router.rendered();
    for (const observer of FakeObserver.all) observer.show();
    expect(preloadShaka).not.toHaveBeenCalled();
  });
});
