import type { StudioPackageSummary } from '@club/api-client';

type Price = StudioPackageSummary['prices'][number];

const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

/** '£9.99 a month', '£4.99 once', with the struck-through price: '£89.99 a year (was £119.88)'. */
export function priceText(price: Pick<Price, 'amount' | 'interval' | 'strikethroughAmount'>): string {
  const amount = price.interval ? `${pounds(price.amount)} a ${price.interval}` : `${pounds(price.amount)} once`;
  return price.strikethroughAmount === null ? amount : `${amount} (was ${pounds(price.strikethroughAmount)})`;
}

export const packageTypeLabels: Record<StudioPackageSummary['packageType'], string> = { membership: 'Subscription', 'match-pass': 'Match pass' };
