import type { ApiClient } from '@club/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PackagesProvider } from '../PackagesProvider/PackagesProvider';
import { packagesQueries, type RefreshEntitlements } from '../packages.queries';
import { fan, testQueryClient, videoPackage } from '../testing/fixtures';
import type { PackagesApi, PackagesUser } from '../types';
import { PaymentCancelled, PaymentSuccess, entitlementPollMs, entitlementPollTries } from './PaymentResult';
import { loadPurchase } from './paymentPages';
import { validatePaymentSearch } from './paymentSearch';

const api = {} as PackagesApi;
const videoPass = videoPackage;
const videoMonthly = videoPackage.attributes.priceData[0]!;
// Each site's own sentence ending and links (apps/*/src/site/packages/PaymentResult.tsx test theirs).
const ownedEnding = 'everything it includes is unlocked.';
const actions = <a href="/videos">Watch Club TV</a>;

// One query cache per test, as one per page.
let queryClient = testQueryClient();

function successPage(user: PackagesUser, refreshEntitlements: RefreshEntitlements) {
  return (
    <QueryClientProvider client={queryClient}>
      <PackagesProvider api={api} user={user} refreshEntitlements={refreshEntitlements}>
        <PaymentSuccess pkg={videoPass} price={videoMonthly} ownedEnding={ownedEnding} actions={actions} />
      </PackagesProvider>
    </QueryClientProvider>
  );
}

function renderSuccess(user: PackagesUser, refreshEntitlements: RefreshEntitlements) {
  return render(successPage(user, refreshEntitlements));
}

describe('PaymentSuccess', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = testQueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('should say what was bought and re-check the entitlements until the pass shows', async () => {
    const refresh = vi.fn(async (): Promise<readonly string[]> => []);
    const { rerender } = renderSuccess(fan, refresh);
    expect(screen.getByText('Thank you for buying Blues TV Pass (£9.99 p/m).')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Adding Blues TV Pass to your account…');
    await act(async () => vi.advanceTimersByTimeAsync(entitlementPollMs));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(entitlementPollMs));
    expect(refresh).toHaveBeenCalledTimes(2);

    rerender(successPage({ ...fan, entitlements: ['video-subscription'] }, refresh));
    expect(screen.getByRole('status').textContent).toBe('Blues TV Pass is now on your account: everything it includes is unlocked.');
    expect(screen.getByRole('link', { name: 'Watch Club TV' }).getAttribute('href')).toBe('/videos');
    await act(async () => vi.advanceTimersByTimeAsync(entitlementPollMs * 5));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('should stop the re-check as soon as it sees the grant, whoever renders the page', async () => {
    // The webhook lands before the second re-read: the answer itself stops the polling.
    const refresh = vi.fn(async (): Promise<readonly string[]> => (refresh.mock.calls.length >= 2 ? ['video-subscription'] : []));
    renderSuccess(fan, refresh);
    await act(async () => vi.advanceTimersByTimeAsync(entitlementPollMs * 6));
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(packagesQueries.viewerEntitlements(fan.ssoID, refresh).queryKey)).toEqual(['video-subscription']);
  });

  it('should stop asking after a while and say the pass can take a few minutes', async () => {
    const refresh = vi.fn(async (): Promise<readonly string[]> => []);
    renderSuccess(fan, refresh);
    await act(async () => vi.advanceTimersByTimeAsync(entitlementPollMs * (entitlementPollTries + 3)));
    expect(refresh).toHaveBeenCalledTimes(entitlementPollTries);
    expect(screen.getByRole('status').textContent).toContain('can take a few minutes to appear');
  });

  it('should wait for the login check, and ask a logged-out fan to log in', async () => {
    const refresh = vi.fn(async () => null);
    renderSuccess({ ...fan, loginState: 'unknown', entitlements: null }, refresh);
    await act(async () => vi.advanceTimersByTimeAsync(entitlementPollMs * 3));
    expect(refresh).not.toHaveBeenCalled();
    renderSuccess({ ...fan, loginState: 'loggedOut', entitlements: null }, refresh);
    expect(screen.getByText('Log in to see Blues TV Pass on your account.')).toBeTruthy();
  });
});

describe('PaymentCancelled', () => {
  it('should say nothing was charged and show the site\'s way back', () => {
    render(<PaymentCancelled pkg={videoPass} actions={<a href="/videos/subscriptions">Choose a subscription</a>} />);
    expect(screen.getByText('Your payment for Blues TV Pass was cancelled and you have not been charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a subscription' }).getAttribute('href')).toBe('/videos/subscriptions');
    render(<PaymentCancelled pkg={null} actions={null} />);
    expect(screen.getByText('Your payment was cancelled and you have not been charged.')).toBeTruthy();
  });
});

describe('validatePaymentSearch', () => {
  it('should keep only short text package and price ids', () => {
    expect(validatePaymentSearch({ package: 'video-subscription', price: 'price_video_monthly', other: 'x' })).toEqual({
      package: 'video-subscription',
      price: 'price_video_monthly',
    });
    expect(validatePaymentSearch({ package: 42, price: 'x'.repeat(201) })).toEqual({});
  });
});

describe('loadPurchase', () => {
  it('should find the package and price among both lists', async () => {
    const list = vi.fn(async (type: string) => ({ data: { data: type === 'membership' ? [videoPass] : [] } }));
    const packagesApi = { packages: { list } } as unknown as Pick<ApiClient, 'packages'>;
    const cache = testQueryClient();
    await expect(loadPurchase(packagesApi, { package: 'video-subscription', price: 'price_video_monthly' }, cache)).resolves.toEqual({
      pkg: videoPass,
      price: videoMonthly,
    });
    await expect(loadPurchase(packagesApi, { package: 'gone' }, cache)).resolves.toEqual({ pkg: null, price: null });
    await expect(loadPurchase(packagesApi, {}, cache)).resolves.toEqual({ pkg: null, price: null });
    // Both lists were asked once, and are in the page's cache for the widget.
    expect(list).toHaveBeenCalledTimes(2);
    expect(cache.getQueryData(packagesQueries.list(packagesApi, 'membership').queryKey)).toEqual([videoPass]);
  });
});
