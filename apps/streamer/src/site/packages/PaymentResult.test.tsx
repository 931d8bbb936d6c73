import type { Package } from '@club/api-client';
import { PackagesProvider, type PackagesApi, type PackagesUser } from '@club/packages-widget';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StreamerPaymentCancelled, StreamerPaymentSuccess } from './PaymentResult';

// The shared pages are tested in @club/packages-widget; this covers the streamer site's own texts and links.
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

describe('StreamerPaymentSuccess', () => {
  it('should say what owning the pass means here and lead on', () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PackagesProvider api={{} as PackagesApi} user={subscriber} refreshEntitlements={vi.fn(async () => subscriber.entitlements)}>
          <StreamerPaymentSuccess pkg={pass} price={null} />
        </PackagesProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Blues TV Pass is now on your account: you can watch straight away.',
    );
    expect(linkTarget('Go to the next game')).toBe('/#next-match');
    expect(linkTarget('Watch replays')).toBe('/#videos');
  });
});

describe('StreamerPaymentCancelled', () => {
  it('should say nothing was charged and lead back', () => {
    render(<StreamerPaymentCancelled pkg={pass} />);
    expect(screen.getByText('Your payment for Blues TV Pass was cancelled and you have not been charged.')).toBeTruthy();
    expect(linkTarget('Choose a package')).toBe('/#packages');
    expect(linkTarget('Having trouble?')).toBe('/#troubleshooting');
  });
});
