import type { Package } from '@club/api-client';
import { PackagesProvider, type PackagesApi, type PackagesUser } from '@club/packages-widget';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClubPaymentCancelled, ClubPaymentSuccess } from './PaymentResult';

// The shared pages are tested in @club/packages-widget; this covers the club site's own texts and links.
const pass = {
  id: 'video-subscription',
  type: 'package',
  attributes: { title: 'Blues TV Pass', priceData: [{ id: 'price_video_monthly', accessData: { entitlements: ['video-subscription'] } }] },
} as unknown as Package;
const subscriber: PackagesUser = {
  loginState: 'loggedIn',
  ssoID: 'fan',
  email: 'fan@example.com',
  entitlements: ['video-subscription'],
  stripeCustomerID: null,
};

function linkTarget(name: string) {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('ClubPaymentSuccess', () => {
  it('should say what owning the pass means here and lead on', () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PackagesProvider api={{} as PackagesApi} user={subscriber} refreshEntitlements={vi.fn(async () => subscriber.entitlements)}>
          <ClubPaymentSuccess pkg={pass} price={null} />
        </PackagesProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Blues TV Pass is now on your account: everything it includes is unlocked.',
    );
    expect(linkTarget('Watch Club TV')).toBe('/videos');
    expect(linkTarget('See all passes')).toBe('/videos/subscriptions');
  });
});

describe('ClubPaymentCancelled', () => {
  it('should say nothing was charged and lead back', () => {
    render(<ClubPaymentCancelled pkg={pass} />);
    expect(screen.getByText('Your payment for Blues TV Pass was cancelled and you have not been charged.')).toBeTruthy();
    expect(linkTarget('Choose a subscription')).toBe('/videos/subscriptions');
    expect(linkTarget('Back to Club TV')).toBe('/videos');
  });
});
