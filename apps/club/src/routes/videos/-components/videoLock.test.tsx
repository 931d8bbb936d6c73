import { clearUserAtom, setUserAtom, useViewer } from '@club/auth';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { videoLockedFor } from './videoLock';

const memberOnly = { metaData: { SysEntryEntitlements: ['*'] } } as Parameters<typeof videoLockedFor>[0];

function LockState() {
  const viewer = useViewer();
  return <p>{videoLockedFor(memberOnly, viewer) ? 'locked' : 'unlocked'}</p>;
}

describe('videoLockedFor(useViewer())', () => {
  it("should follow @club/auth's user: locked for a visitor, unlocked once logged in, locked again after logout", () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <LockState />
      </Provider>,
    );
    expect(screen.getByText('locked')).toBeTruthy();
    act(() =>
      store.set(setUserAtom, {
        user: { sub: 'u-1', email: 'fan@example.com', given_name: 'Fan', family_name: null },
        displayName: 'Fan',
        bypassed: false,
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    expect(screen.getByText('unlocked')).toBeTruthy();
    act(() => store.set(clearUserAtom));
    expect(screen.getByText('locked')).toBeTruthy();
  });
});
