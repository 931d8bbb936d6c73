import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLivePolling } from './useLivePolling';

describe('useLivePolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should poll every 30 s while active', () => {
    const poll = vi.fn();
    const { unmount } = renderHook(() => useLivePolling(true, 30_000, poll));
    vi.advanceTimersByTime(90_000);
    expect(poll).toHaveBeenCalledTimes(3);
    unmount();
  });

  it('should not poll when the match is not live', () => {
    const poll = vi.fn();
    renderHook(() => useLivePolling(false, 30_000, poll));
    vi.advanceTimersByTime(90_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('should stop when the match stops being live', () => {
    const poll = vi.fn();
    const { rerender } = renderHook(({ active }) => useLivePolling(active, 30_000, poll), { initialProps: { active: true } });
    vi.advanceTimersByTime(30_000);
    rerender({ active: false });
    vi.advanceTimersByTime(90_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('should stop on unmount', () => {
    const poll = vi.fn();
    const { unmount } = renderHook(() => useLivePolling(true, 30_000, poll));
    unmount();
    vi.advanceTimersByTime(90_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('should call the latest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ poll }) => useLivePolling(true, 30_000, poll), { initialProps: { poll: first } });
    vi.advanceTimersByTime(20_000);
    rerender({ poll: second });
    vi.advanceTimersByTime(10_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
  });
});
