import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadPlayers } from './usePreloadPlayers';

const stop = vi.hoisted(() => vi.fn());
const watchPlayerIntents = vi.hoisted(() => vi.fn(() => stop));
vi.mock('./watchPlayerIntents', () => ({ watchPlayerIntents }));
const router = { subscribe: vi.fn() };
const loadPlayers = () => Promise.resolve();

function Page() {
  usePreloadPlayers(router, loadPlayers);
  return <main />;
}

describe('usePreloadPlayers', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    watchPlayerIntents.mockClear();
    stop.mockClear();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should start watching for what opens a player only once the browser is idle', async () => {
    const { unmount } = render(<Page />);
    expect(watchPlayerIntents).not.toHaveBeenCalled();
    for (const callback of idle) callback();
    await vi.waitFor(() => expect(watchPlayerIntents).toHaveBeenCalledWith(router, loadPlayers));
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('should not start watching when the layout went before the browser was idle', async () => {
    const { unmount } = render(<Page />);
    unmount();
    for (const callback of idle) callback();
    await import('./watchPlayerIntents');
    await Promise.resolve();
    expect(watchPlayerIntents).not.toHaveBeenCalled();
  });
});
