import { act, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

const seen: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'as the server rendered'}</p>;
}

const container = document.createElement('div');
document.body.append(container);
let unmount = () => undefined as void;

afterEach(() => {
  act(() => unmount());
  container.innerHTML = '';
  seen.length = 0;
});

describe('useHydrated', () => {
  it('should be false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>as the server rendered</p>');
  });

  it('should hydrate as the server rendered, then be true', async () => {
    container.innerHTML = renderToString(<Probe />);
    seen.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      const root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
      unmount = () => root.unmount();
    });
    expect(errors).toEqual([]);
    expect(seen).toEqual([false, true]);
    expect(container.textContent).toBe('hydrated');
  });

  it('should switch in a render of its own after hydration, not synchronously with hydration (issue 13)', async () => {
    // A synchronous re-render runs inside the hydration's effects, before the microtask queued there; a
    // transition waits for a task of its own. Outside act(), so React schedules as in a browser.
    let atFirstEffect: boolean[] | undefined;
    function FirstEffect() {
      useEffect(() => queueMicrotask(() => (atFirstEffect ??= [...seen])), []);
      return null;
    }
    container.innerHTML = renderToString(<Probe />);
    seen.length = 0;
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(
        container,
        <>
          <Probe />
          <FirstEffect />
        </>,
      );
      unmount = () => root.unmount();
      await waitFor(() => expect(container.textContent).toBe('hydrated'));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
    expect(atFirstEffect).toEqual([false]);
    expect(seen).toEqual([false, true]);
  });

  it('should be true from the first render of what mounts after hydration', async () => {
    await act(async () => {
      const root = createRoot(container);
      root.render(<Probe />);
      unmount = () => root.unmount();
    });
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('hydrated');
  });
});
