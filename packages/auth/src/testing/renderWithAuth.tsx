import { getClock } from '@club/clock';
import { ApiError, type EntitlementsClient, type IdentityAccountClient, type IdentityClient, type PaymentsClient, type Session } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthProvider, type AuthApi } from '../AuthProvider/AuthProvider';

/** A session answer as the platform sends it. */
export function sessionAnswer(overrides: Partial<Session> = {}, user: Partial<Session['user']> = {}) {
  return {
    data: {
      attributes: {
        user: { sub: 'user-1', email: 'fan@example.com', given_name: 'Frankie', family_name: 'Fan', ...user },
        displayName: 'Frankie Fan',
        bypassed: false,
        expiresAt: new Date(getClock().nowMs() + 15 * 60_000).toISOString(),
        ...overrides,
      },
    },
  };
}

/**
 * The platform's client with every call a vi.fn, so each test says what the platform answers. Calls a
 * test does not set up fail as the platform would for a visitor with no session.
 */
export function fakeApi() {
  const notSignedIn = () => Promise.reject(new ApiError(401, 'Not signed in'));
  type Identity = IdentityClient;
  type Account = IdentityAccountClient;
  // The account calls that identity.account() loads on demand, each a vi.fn too.
  const account = {
    requestEmailChange: vi.fn<Account['requestEmailChange']>(),
    confirmEmailChange: vi.fn<Account['confirmEmailChange']>(),
    sessions: vi.fn<Account['sessions']>(),
    endSession: vi.fn<Account['endSession']>(),
    endOtherSessions: vi.fn<Account['endOtherSessions']>(),
  };
  return {
    account,
    identity: {
      signUp: vi.fn<Identity['signUp']>(),
      confirmSignUp: vi.fn<Identity['confirmSignUp']>(),
      resendCode: vi.fn<Identity['resendCode']>(),
      authenticate: vi.fn<Identity['authenticate']>(),
      forgotPassword: vi.fn<Identity['forgotPassword']>(),
      confirmForgotPassword: vi.fn<Identity['confirmForgotPassword']>(),
      changePassword: vi.fn<Identity['changePassword']>(),
      loginCheck: vi.fn<Identity['loginCheck']>(() => Promise.resolve({ data: null })),
      session: vi.fn<Identity['session']>(notSignedIn),
      refresh: vi.fn<Identity['refresh']>(notSignedIn),
      signOut: vi.fn<Identity['signOut']>(() => Promise.resolve(undefined)),
      attributes: vi.fn<Identity['attributes']>(),
      updateAttributes: vi.fn<Identity['updateAttributes']>(),
      account: vi.fn<Identity['account']>(() => Promise.resolve(account)),
    },
    entitlements: {
      forUser: vi.fn<EntitlementsClient['forUser']>(() => Promise.reject(new ApiError(404, 'Not found'))),
    },
    payments: {
      createCheckout: vi.fn<PaymentsClient['createCheckout']>(),
      createPortalRedirect: vi.fn<PaymentsClient['createPortalRedirect']>(),
      redeemVoucher: vi.fn<PaymentsClient['redeemVoucher']>(),
    },
  };
}

export function renderWithAuth(ui: ReactNode, options: { api?: ReturnType<typeof fakeApi>; store?: ReturnType<typeof createStore> } = {}) {
  const api = options.api ?? fakeApi();
  const store = options.store ?? createStore();
  const onNavigate = vi.fn();
  // A cache of its own per render, as each page has.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <AuthProvider api={api satisfies AuthApi} onNavigate={onNavigate}>
          {ui}
        </AuthProvider>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, api, store, onNavigate, queryClient };
}
