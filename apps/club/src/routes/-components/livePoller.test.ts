import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLivePoller } from './livePoller';

function fakeDocument(visibilityState: DocumentVisibilityState) {
  const listeners = new Set<() => void>();
  return {
    visibilityState,
    addEventListener: vi.fn((_type: string, listener: () => void) => listeners.add(listener)),
    removeEventListener: vi.fn((_type: string, listener: () => void) => listeners.delete(listener)),
    set(state: DocumentVisibilityState) {
      this.visibilityState = state;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('createLivePoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should poll every interval while the tab is visible', () => {
    const poll = vi.fn();
    const document = fakeDocument('visible');
    const poller = createLivePoller({ intervalMs: 30_000, poll, document: document as unknown as Document });
    vi.advanceTimersByTime(29_999);
    expect(poll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(3);
    poller.destroy();
  });

  it('should not poll while the tab is hidden, and poll at once when it is shown again', () => {
    const poll = vi.fn();
    const document = fakeDocument('visible');
    const poller = createLivePoller({ intervalMs: 30_000, poll, document: document as unknown as Document });
    document.set('hidden');
    vi.advanceTimersByTime(120_000);
    expect(poll).not.toHaveBeenCalled();
    document.set('visible');
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.destroy();
  });

  it('should not start in a hidden tab', () => {
    const poll = vi.fn();
    const poller = createLivePoller({ intervalMs: 30_000, poll, document: fakeDocument('hidden') as unknown as Document });
    vi.advanceTimersByTime(90_000);
    expect(poll).not.toHaveBeenCalled();
    poller.destroy();
  });

  it('should stop for good and release its listener when destroyed', () => {
    const poll = vi.fn();
    const document = fakeDocument('visible');
    const poller = createLivePoller({ intervalMs: 30_000, poll, document: document as unknown as Document });
    poller.destroy();
    vi.advanceTimersByTime(90_000);
    expect(poll).not.toHaveBeenCalled();
    expect(document.listeners.size).toBe(0);
  });
});
