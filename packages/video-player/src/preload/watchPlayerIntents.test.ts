import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const preloadShaka = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../core/shaka', () => ({ preloadShaka }));
/** The site's players' chunk, as a site passes its import. */
const loadPlayers = vi.fn(() => Promise.resolve());

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
    loadPlayers.mockClear();
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('should load the players when the pointer comes over something that opens one, and only then', async () => {
    const { watchPlayerIntents } = await import('./watchPlayerIntents');
    page('<a href="/news">News</a><div data-opens-player><a href="/videos?watch=1">Full match replay</a></div>');
    const stop = watchPlayerIntents(fakeRouter(), loadPlayers);
    fireEvent.pointerOver(document.querySelector('a[href="/news"]')!);
    expect(preloadShaka).not.toHaveBeenCalled();
    fireEvent.pointerOver(document.querySelector('[data-opens-player] a')!);
    fireEvent.pointerOver(document.querySelector('[data-opens-player] a')!);
    expect(preloadShaka).toHaveBeenCalledTimes(1);
    // The site's own players' chunk too, the one it loads on the click.
    expect(loadPlayers).toHaveBeenCalledTimes(1);
    stop();
  });

  it('should load the players when something that opens one is focused from the keyboard', async () => {
    const { watchPlayerIntents } = await import('./watchPlayerIntents');
    page('<div data-opens-player><button>Watch Live</button></div>');
    const stop = watchPlayerIntents(fakeRouter(), loadPlayers);
    fireEvent.focusIn(document.querySelector('button')!);
    expect(preloadShaka).toHaveBeenCalledTimes(1);
    stop();
  });

  it('should load the players when something that opens one comes into view, on the next page too', async () => {
    const { watchPlayerIntents } = await import('./watchPlayerIntents');
    page('<p>No video here</p>');
    const router = fakeRouter();
    const stop = watchPlayerIntents(router, loadPlayers);
    expect(FakeObserver.all).toHaveLength(0);
    page('<div data-opens-player><a href="/videos?watch=1">Replay</a></div>');
    router.rendered();
    expect(preloadShaka).not.toHaveBeenCalled();
    FakeObserver.all.at(-1)!.show();
    expect(preloadShaka).toHaveBeenCalledTimes(1);
    stop();
  });

  it('should stop listening and observing when stopped', async () => {
    const { watchPlayerIntents } = await import('./watchPlayerIntents');
    page('<div data-opens-player><a href="/videos?watch=1">Replay</a></div>');
    const router = fakeRouter();
    watchPlayerIntents(router, loadPlayers)();
    fireEvent.pointerOver(document.querySelector('a')!);
    router.rendered();
    for (const observer of FakeObserver.all) observer.show();
    expect(preloadShaka).not.toHaveBeenCalled();
    expect(loadPlayers).not.toHaveBeenCalled();
  });
});
