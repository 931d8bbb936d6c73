import { getClock } from '@club/clock';
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useViewer, type Viewer } from './useViewer';
import { applyEntitlementsAtom, clearUserAtom, completeLoginCheckAtom, sessionIDAtom, setUserAtom } from './user.atoms';

const session = {
  user: { sub: 'user-1', email: 'fan@example.com', given_name: 'Frankie', family_name: 'Fan' },
  displayName: 'Frankie Fan',
  bypassed: false,
  expiresAt: new Date(getClock().nowMs() + 600_000).toISOString(),
};

function renderViewer() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useViewer(), { wrapper }) };
}

describe('useViewer', () => {
  it('should be unknown until the login check answers, then the signed-in fan and their passes', () => {
    const { store, result } = renderViewer();
    expect(result.current).toEqual({
      loginState: 'unknown',
      loginCheckCompleted: false,
      loggedIn: false,
      ssoID: null,
      email: null,
      entitlements: null,
      stripeCustomerID: null,
      deviceID: store.get(sessionIDAtom),
    });

    act(() => {
      store.set(setUserAtom, session);
      store.set(applyEntitlementsAtom, { userID: 'user-1', entitlements: ['video-subscription'], stripeCustomerID: 'cus_1' });
      store.set(completeLoginCheckAtom);
    });
    expect(result.current).toMatchObject({
      loginState: 'loggedIn',
      loginCheckCompleted: true,
      loggedIn: true,
      ssoID: 'user-1',
      email: 'fan@example.com',
      entitlements: ['video-subscription'],
      stripeCustomerID: 'cus_1',
    });
  });

  it('should keep the same object for the same viewer, and carry no id or email once signed out', () => {
    const { store, result, rerender } = renderViewer();
    act(() => store.set(setUserAtom, session));
    const signedIn = result.current;
    rerender();
    // The players re-check the session when the object changes: the same viewer must not.
    expect(result.current).toBe(signedIn);

    act(() => {
      store.set(clearUserAtom);
      store.set(completeLoginCheckAtom);
    });
    expect(result.current).toMatchObject({ loginState: 'loggedOut', loggedIn: false, ssoID: null, email: null, entitlements: null });
  });

  it('should hydrate as the server rendered it, a viewer still unknown, even when the login check has answered', async () => {
    const store = createStore();
    store.set(setUserAtom, session);
    store.set(completeLoginCheckAtom);
    const seen: Viewer[] = [];
    function Probe() {
      const viewer = useViewer();
      seen.push(viewer);
      return <p>{viewer.loginState}</p>;
    }
    const app = (
      <Provider store={store}>
        <Probe />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    expect(container.textContent).toBe('unknown');
    seen.length = 0;

    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(seen[0]?.loginState).toBe('unknown');
    expect(container.textContent).toBe('loggedIn');
    act(() => root.unmount());
  });
});
