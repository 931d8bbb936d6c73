import type { PromoOverlay } from '@club/api-client';
import { createClock, createManualClock, installClock } from '@club/clock';
import { lockBackgroundAtom } from '@club/site-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeCommercialApi } from '../testing/fakeCommercialApi';
import { CommercialProvider } from './CommercialContext';
import { PromoOverlayHost } from './PromoOverlayHost';

// The overlay's code is fetched when a promotion opens (issue 13). Here that fetch fails, as it does
// when a deploy removed the chunk the page knew: the promotion must close again, not leave the page locked.
vi.mock('./promoOverlayChunk', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const now = Date.parse('2026-12-05T15:20:00Z');
beforeAll(() => installClock(createManualClock(now)));
afterAll(() => installClock(createClock()));

const promo: PromoOverlay = {
  promoID: 1,
  type: 'Default',
  url: '/promo/1',
  webNewWindow: false,
  imageKey: 'promos/1.png',
  imageAltText: 'Promo number 1',
  startDateTime: new Date(now - 3_600_000).toISOString(),
  endDateTime: new Date(now + 3_600_000).toISOString(),
};

describe('PromoOverlayHost, when the overlay cannot be loaded', () => {
  it('should open the promotion, then close it again and unlock the page', async () => {
    const store = createStore();
    const fake = fakeCommercialApi({ promos: [promo] });
    const opened: boolean[] = [];
    store.sub(lockBackgroundAtom, () => opened.push(store.get(lockBackgroundAtom)));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Provider store={store}>
          <CommercialProvider
            api={fake.api}
            preferences={{
              consentRecorded: true,
              consent: { analytics: false, marketing: false, personalisation: false },
              childMode: true,
              seenPromoIDs: [],
              locked: false,
            }}
            advertisingDisabled={false}
            pathname="/"
          >
            <PromoOverlayHost />
          </CommercialProvider>
        </Provider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(opened).toEqual([true, false]));
    expect(store.get(lockBackgroundAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
