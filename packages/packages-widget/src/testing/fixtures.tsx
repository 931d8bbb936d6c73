import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import type { RefreshEntitlements } from '../packages.queries';
import { PackagesProvider } from '../PackagesProvider/PackagesProvider';
import type { Package, PackagesApi, PackagesUser, PriceOption } from '../types';

// Test data shaped like the platform's seeded packages (apps/platform/content/packages/packages.json).

export function priceOption(overrides: Partial<PriceOption> & Pick<PriceOption, 'id'>): PriceOption {
  return {
    type: 'recurring',
    priceDisplay: { amount: 999, currency: 'GBP', amountFormatted: '£9.99', interval: 'month', strikethroughAmountFormatted: null },
    offer: null,
    furtherInformation: '<p>Billed monthly.</p>',
    backsideText: 'Renews every month until you cancel.',
    accessData: { entitlements: ['video-subscription'] },
    ...overrides,
  };
}

export const videoPackage: Package = {
  id: 'video-subscription',
  type: 'package',
  attributes: {
    packageType: 'membership',
    title: 'Blues TV Pass',
    description: 'Every first-team match live outside the UK and Ireland.',
    successfulPaymentPage: '/account/payment-success',
    cancelledPaymentPage: '/account/payment-cancelled',
    mode: 'dark',
    styleData: {
      displayType: 'background-image',
      icon: null,
      backgroundImageKey: 'packages/video-background.jpg',
      customLabel: 'Most popular',
      styleMode: 'dark',
    },
    imageData: { landscape: { imageKey: 'packages/video.jpg' } },
    priceData: [
      priceOption({ id: 'price_video_monthly', furtherInformation: '<p>Billed monthly. Cancel any time.</p>' }),
      priceOption({
        id: 'price_video_annual',
        priceDisplay: {
          amount: 8999,
          currency: 'GBP',
          amountFormatted: '£89.99',
          interval: 'year',
          strikethroughAmountFormatted: '£119.88',
        },
        offer: 'Save 25%',
        furtherInformation: '<p>One payment for the whole season.</p>',
        backsideText: 'Renews every year until you cancel.',
        accessData: { entitlements: ['video-subscription', 'audio-pass'] },
      }),
    ],
  },
};

export const audioPackage: Package = {
  id: 'audio-monthly',
  type: 'package',
  attributes: {
    packageType: 'membership',
    title: 'Blues Radio Monthly',
    description: 'Live commentary of every first-team match.',
    successfulPaymentPage: '/account/payment-success',
    cancelledPaymentPage: '/account/payment-cancelled',
    mode: 'light',
    styleData: { displayType: 'icon-only', icon: 'Audio', backgroundImageKey: null, customLabel: null, styleMode: 'light' },
    imageData: { landscape: { imageKey: 'packages/monthly-audio.jpg' } },
    priceData: [
      priceOption({
        id: 'price_audio_monthly',
        priceDisplay: {
          amount: 349,
          currency: 'GBP',
          amountFormatted: '£3.49',
          interval: 'month',
          strikethroughAmountFormatted: '£4.99',
        },
        offer: 'Introductory price',
        accessData: { entitlements: ['audio-pass'] },
      }),
    ],
  },
};

export const matchPassPackage: Package = {
  id: 'match-pass-2026-11-28-lanmouth-athletic',
  type: 'package',
  attributes: {
    packageType: 'match-pass',
    title: 'Match Pass: Brackwater Blues v Lanmouth Athletic',
    description: 'Watch the match live and the full replay afterwards.',
    successfulPaymentPage: '/account/payment-success',
    cancelledPaymentPage: '/account/payment-cancelled',
    mode: 'dark',
    styleData: { displayType: 'text-only', icon: 'Match', backgroundImageKey: null, customLabel: 'Match Pass', styleMode: 'dark' },
    imageData: { landscape: { imageKey: 'packages/video.jpg' } },
    priceData: [
      priceOption({
        id: 'price_match_pass_2026_11_28',
        type: 'one_time',
        priceDisplay: { amount: 799, currency: 'GBP', amountFormatted: '£7.99', interval: null, strikethroughAmountFormatted: null },
        offer: 'Early bird',
        accessData: { entitlements: ['match-pass-2026-11-28-lanmouth-athletic'] },
      }),
    ],
  },
};

export const fan: PackagesUser = {
  loginState: 'loggedIn',
  ssoID: '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68',
  email: 'fan@example.com',
  entitlements: [],
  stripeCustomerID: null,
};

export const subscriber: PackagesUser = {
  ...fan,
  ssoID: 'b2b73d76-2854-53b2-9457-b5c19f3ce279',
  email: 'subscriber@example.com',
  entitlements: ['video-subscription'],
  stripeCustomerID: 'cus_123',
};

export const visitor: PackagesUser = {
  loginState: 'loggedOut',
  ssoID: null,
  email: null,
  entitlements: null,
  stripeCustomerID: null,
};

type Payments = PackagesApi['payments'];
export interface FakeApi {
  packages: { list: Mock<(type: string) => Promise<unknown>> };
  payments: {
    createCheckout: Mock<Payments['createCheckout']>;
    createPortalRedirect: Mock<Payments['createPortalRedirect']>;
    redeemVoucher: Mock<Payments['redeemVoucher']>;
  };
}

/** A stand-in for the api client's two services, each call a spy the test sets up. */
export function fakeApi(): FakeApi & PackagesApi {
  const api: FakeApi = {
    packages: { list: vi.fn() },
    payments: { createCheckout: vi.fn(), createPortalRedirect: vi.fn(), redeemVoucher: vi.fn() },
  };
  return api as FakeApi & PackagesApi;
}

/** A page's query cache as the sites make it, without retries so a failure shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export function wrapper({
  api,
  user,
  store = createStore(),
  refreshEntitlements = vi.fn(async () => user.entitlements),
  queryClient = testQueryClient(),
}: {
  api: PackagesApi;
  user: PackagesUser;
  store?: ReturnType<typeof createStore>;
  refreshEntitlements?: RefreshEntitlements;
  queryClient?: QueryClient;
}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <PackagesProvider api={api} user={user} refreshEntitlements={refreshEntitlements}>
            {children}
          </PackagesProvider>
        </Provider>
      </QueryClientProvider>
    );
  };
}
