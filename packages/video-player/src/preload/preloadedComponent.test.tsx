import { render, screen } from '@testing-library/react';
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadedComponent, usePreloadedComponent, type PreloadedComponent } from './preloadedComponent';

/** What a site gives (the club's isChunkLoadError and reloadOnceForChunkError): reloads for a chunk error. */
const reloadOnceForChunkError = vi.fn((error: unknown) => error instanceof TypeError);
const withReload = { reloadsFor: reloadOnceForChunkError };

let mounts = 0;

function Greeting({ name }: { name: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>{`Hello ${name}`}</p>;
}

/** What ClubPlayers does: nothing until wanted, then the part's component. */
function Opener({ part, wanted, name }: { part: PreloadedComponent<{ name: string }>; wanted: boolean; name: string }) {
  const Loaded = usePreloadedComponent(part, wanted);
  return Loaded ? <Loaded name={name} /> : <p>Nothing yet</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>{`Failed: ${this.state.error}`}</p>;
  }
}

describe('preloadedComponent (issue 30)', () => {
  afterEach(() => {
    reloadOnceForChunkError.mockClear();
    mounts = 0;
  });

  it('should render code already preloaded in the render that wants it, without waiting', async () => {
    const part = preloadedComponent(async () => Greeting);
    expect(part.loaded()).toBeNull();
    await part.preload();
    expect(part.loaded()).toBe(Greeting);
    // renderToString cannot wait, nor run effects: only what the first render drew is printed.
    expect(renderToString(<Opener part={part} wanted name="Blues" />)).toBe('<p>Hello Blues</p>');
  });

  it('should load nothing until wanted, then load the code and render it when it arrives', async () => {
    const load = vi.fn(async (): Promise<ComponentType<{ name: string }>> => Greeting);
    const part = preloadedComponent(load);
    const { rerender } = render(<Opener part={part} wanted={false} name="Blues" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Opener part={part} wanted name="Blues" />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(await screen.findByText('Hello Blues')).toBeTruthy();
    rerender(<Opener part={part} wanted name="Brackwater" />);
    expect(screen.getByText('Hello Brackwater')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mounts).toBe(1);
  });

  it('should forget a failed preload, so the next asks again', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ name: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/onDemand.js'))
      .mockResolvedValue(Greeting);
    const part = preloadedComponent(load);
    await expect(part.preload()).rejects.toThrow('Failed to fetch');
    expect(part.loaded()).toBeNull();
    render(<Opener part={part} wanted name="Blues" />);
    expect(await screen.findByText('Hello Blues')).toBeTruthy();
  });

  it('should reload the page once for a chunk that will not load (SPEC 8), showing no error meanwhile', async () => {
    const part = preloadedComponent(async (): Promise<ComponentType<{ name: string }>> => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/onDemand.js');
    }, withReload);
    render(
      <Boundary>
        <Opener part={part} wanted name="Blues" />
      </Boundary>,
    );
    await vi.waitFor(() => expect(reloadOnceForChunkError).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('should hand any other failure to the error boundary, as React.lazy does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = preloadedComponent(async (): Promise<ComponentType<{ name: string }>> => {
      throw new Error('players broke');
    }, withReload);
    render(
      <Boundary>
        <Opener part={part} wanted name="Blues" />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: players broke')).toBeTruthy();
    expect(reloadOnceForChunkError).toHaveBeenCalledTimes(1);
    vi.mocked(console.error).mockRestore();
  });
});
