import type { PriceOption } from './types';

/** SPEC 9: 'Buy - {amount}', or 'Buy - {amount} p/m' for monthly plans. */
export function buyLabel(option: Pick<PriceOption, 'priceDisplay'>): string {
  return `Buy - ${priceText(option)}`;
}

/** The amount alone: '£9.99 p/m' for a monthly plan, '£89.99' otherwise. */
export function priceText(option: Pick<PriceOption, 'priceDisplay'>): string {
  const { amountFormatted, interval } = option.priceDisplay;
  return interval === 'month' ? `${amountFormatted} p/m` : amountFormatted;
}

/** SPEC 4 'Buying': a holder's button opens the account panel instead. */
export const manageLabel = 'Manage Subscriptions';
/** SPEC 2.5: shown to a visitor under the price buttons. */
export const loggedOutHint = 'You must be logged in to purchase';
/** SPEC 8: the only thing a fan is told when checkout fails. */
export const checkoutUnavailableMessage = 'Sorry, checkout is not currently available, please try again';

/** SPEC 3 'Subscription plan option': a plan is Listen (audio) when its title says 'audio', else Watch (video). */
export const packageKinds = ['Listen', 'Watch'] as const;
export type PackageKind = (typeof packageKinds)[number];
export function packageKind(title: string): PackageKind {
  return /audio/i.test(title) ? 'Listen' : 'Watch';
}
