import { getClock } from '@club/clock';
import { renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePlaybackViewer } from './usePlaybackViewer';
import { clearUserAtom, sessionIDAtom, setUserAtom } from './user.atoms';

const session = {
  user: { sub: 'user-1', email: 'fan@example.com', given_name: 'Frankie', family_name: 'Fan' },
  displayName: 'Frankie Fan',
  bypassed: false,
  expiresAt: new Date(getClock().nowMs() + 600_000).toISOString(),
};

describe('usePlaybackViewer', () => {
  it('should give the players the signed-in fan and the device, and nobody once signed out', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result, rerender } = renderHook(() => usePlaybackViewer(), { wrapper });
    expect(result.current).toMatchObject({ loggedIn: false, userID: null, email: null, deviceID: store.get(sessionIDAtom) });

    store.set(setUserAtom, session);
    rerender();
    const signedIn = result.current;
    expect(signedIn).toMatchObject({ loggedIn: true, userID: 'user-1', email: 'fan@example.com' });
    rerender();
    // The same viewer keeps the same object, so the players do not re-check for nothing.
    expect(result.current).toBe(signedIn);

    store.set(clearUserAtom);
    rerender();
    expect(result.current).toMatchObject({ loggedIn: false, userID: null, email: null });
  });
});
