import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadPlayers } from './usePreloadPlayers';

const preloadPlayers = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./loadPlayers', () => ({ preloadPlayers }));
vi.mock('@tanstack/react-router', () => ({ useRouterState: () => '/videos' }));

function Page() {
  usePreloadPlayers();
  return (
    <main>
      <a href="/news">News</a>
      <div data-opens-player="">
        <a href="/videos?watch=replay">Full match replay</a>
      </div>
    </main>
  );
}

describe('usePreloadPlayers', () => {
  beforeEach(() => {
    preloadPlayers.mockClear();
  });

  it('should load the players when the pointer comes over something that opens one', () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'News' }));
    expect(preloadPlayers).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Full match replay' }));
    expect(preloadPlayers).toHaveBeenCalledTimes(1);
  });

  it('should load the players when something that opens one is focused from the keyboard', () => {
    render(<Page />);
    fireEvent.focusIn(screen.getByRole('link', { name: 'Full match replay' }));
    expect(preloadPlayers).toHaveBeenCalledTimes(1);
  });

  it('should stop listening when the page goes', () => {
    const { unmount } = render(<Page />);
    const link = screen.getByRole('link', { name: 'Full match replay' });
    unmount();
    document.body.append(link);
    fireEvent.pointerOver(link);
    expect(preloadPlayers).not.toHaveBeenCalled();
    link.remove();
  });
});
