import { getClock } from '@club/clock';
import type { Session } from '@club/api-client';
import { setUserAtom } from '@club/auth';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePackagesContext } from '../PackagesProvider/PackagesProvider';
import { SitePackagesProvider, type SitePackagesApi } from './SitePackagesProvider';

const session = {
  user: { sub: 'user-1', email: 'fan@example.com', given_name: 'Frankie', family_name: 'Fan' },
  displayName: 'Frankie Fan',
  bypassed: false,
  expiresAt: new Date(getClock().nowMs() + 600_000).toISOString(),
} as Session;

function LoginState() {
  const { user } = usePackagesContext();
  return <p>{`${user.loginState} ${user.email ?? '-'}`}</p>;
}

function page(store: ReturnType<typeof createStore>) {
  return (
    <Provider store={store}>
      <SitePackagesProvider api={{} as SitePackagesApi}>
        <LoginState />
      </SitePackagesProvider>
    </Provider>
  );
}

describe('SitePackagesProvider', () => {
  it("should hand the packages 'unknown' until hydration ends, whatever the login check already knows", () => {
    const store = createStore();
    store.set(setUserAtom, session);
    expect(renderToString(page(store))).toContain('unknown -');
  });

  it('should hand the packages the signed-in fan from @club/auth once hydrated', () => {
    const store = createStore();
    store.set(setUserAtom, session);
    render(page(store));
    expect(screen.getByText('loggedIn fan@example.com')).toBeTruthy();
  });
});
