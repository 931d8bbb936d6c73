import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeEventSource, FakeEventSource } from '../testing/fakeEventSource';
import { updateAt } from '../testing/updates';
import { createLiveFeed, type LiveFeedOptions } from './liveFeed';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  becomes(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function feedWith(options: Partial<LiveFeedOptions> = {}) {
  const document = new FakeDocument();
  const window = new EventTarget();
  const feed = createLiveFeed({
    createEventSource: createFakeEventSource,
    document: document as unknown as Document,
    window: window as unknown as Window,
    random: () => 0,
    ...options,
  });
  return { feed, document, window };
}

describe('createLiveFeed', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('should open nothing until someone subscribes', () => {
    const { feed } = feedWith();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(feed.status()).toBe('idle');
  });

  it('should share one stream between every subscriber on the page', () => {
    const { feed } = feedWith();
    feed.subscribe(() => undefined);
    feed.subscribe(() => undefined);
    feed.subscribe(() => undefined);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest.url).toBe('/api/matches/live');
  });

  it('should close the stream shortly after the last subscriber goes, and not before', () => {
    const { feed } = feedWith({ lingerMs: 1_000 });
    const first = feed.subscribe(() => undefined);
    const second = feed.subscribe(() => undefined);
    first();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.latest.closed).toBe(false);
    second();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.latest.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.latest.closed).toBe(true);
    expect(feed.status()).toBe('idle');
  });

  it('should keep the stream when the next page subscribes while the last one leaves', () => {
    const { feed } = feedWith();
    const leaving = feed.subscribe(() => undefined);
    leaving();
    feed.subscribe(() => undefined);
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest.closed).toBe(false);
  });

  it('should keep the newest message per match and tell subscribers', () => {
    const { feed } = feedWith();
    const listener = vi.fn();
    feed.subscribe(listener);
    FakeEventSource.latest.opens();
    FakeEventSource.latest.sends(updateAt(22));
    const before = feed.getSnapshot();
    FakeEventSource.latest.sends(updateAt(23));
    FakeEventSource.latest.sends(updateAt(5, { match: { ...updateAt(5).match, id: 8 } }));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(feed.get(7)?.live?.minute).toBe(23);
    expect(feed.get(7)?.events).toHaveLength(1);
    expect(feed.get(8)?.live?.minute).toBe(5);
    // A new snapshot object on every change, so React sees the change.
    expect(feed.getSnapshot()).not.toBe(before);
  });

  it('should drop messages that are not a live match update', () => {
    const onInvalidMessage = vi.fn();
    const { feed } = feedWith({ onInvalidMessage });
    const listener = vi.fn();
    feed.subscribe(listener);
    FakeEventSource.latest.sends('{"match":');
    FakeEventSource.latest.sends('{"match":{"id":7}}');
    expect(listener).not.toHaveBeenCalled();
    expect(onInvalidMessage).toHaveBeenCalledTimes(2);
    expect(feed.getSnapshot().size).toBe(0);
  });

  it('should reconnect with a doubling delay after errors, and start again from 1 s once open', () => {
    const { feed } = feedWith({ retry: { initialMs: 1_000, maxMs: 4_000 } });
    feed.subscribe(() => undefined);
    FakeEventSource.latest.fails();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    expect(feed.status()).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.latest.fails();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    FakeEventSource.latest.fails();
    vi.advanceTimersByTime(4_000);
    FakeEventSource.latest.fails();
    // Capped at 4 s.
    vi.advanceTimersByTime(4_000);
    expect(FakeEventSource.instances).toHaveLength(5);
    FakeEventSource.latest.opens();
    expect(feed.status()).toBe('open');
    FakeEventSource.latest.fails();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(6);
    expect(FakeEventSource.open).toHaveLength(1);
  });

  it('should not reconnect once nobody is listening', () => {
    const { feed } = feedWith();
    const unsubscribe = feed.subscribe(() => undefined);
    FakeEventSource.latest.fails();
    unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(feed.status()).toBe('idle');
  });

  it('should pause after the tab has been hidden a while, and resync when it is seen again', () => {
    const { feed, document } = feedWith({ hiddenPauseMs: 60_000 });
    feed.subscribe(() => undefined);
    FakeEventSource.latest.opens();
    document.becomes('hidden');
    vi.advanceTimersByTime(30_000);
    // A quick look at another tab keeps the stream.
    document.becomes('visible');
    document.becomes('hidden');
    vi.advanceTimersByTime(59_999);
    expect(FakeEventSource.latest.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.latest.closed).toBe(true);
    expect(feed.status()).toBe('paused');
    document.becomes('visible');
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.open).toHaveLength(1);
  });

  it('should close the stream when the page goes, and reopen it if the page comes back from the cache', () => {
    const { feed, window } = feedWith();
    feed.subscribe(() => undefined);
    window.dispatchEvent(new Event('pagehide'));
    expect(FakeEventSource.latest.closed).toBe(true);
    window.dispatchEvent(new Event('pageshow'));
    expect(FakeEventSource.open).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('should forget old messages once nobody shows a match, so a later page starts from its loader', () => {
    const { feed } = feedWith({ lingerMs: 0 });
    const unsubscribe = feed.subscribe(() => undefined);
    FakeEventSource.latest.sends(updateAt(23));
    unsubscribe();
    vi.advanceTimersByTime(0);
    expect(feed.get(7)).toBeUndefined();
  });

  it('should release everything on destroy', () => {
    const { feed, window } = feedWith();
    const listener = vi.fn();
    feed.subscribe(listener);
    FakeEventSource.latest.fails();
    feed.destroy();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('pageshow'));
    expect(FakeEventSource.open).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(1);
    feed.destroy();
  });
});
