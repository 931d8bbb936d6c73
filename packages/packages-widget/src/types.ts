import type { ApiClient, Package, PriceOption } from '@club/api-client';

export type { Package, PriceOption };

/** The platform calls this package makes; the app passes its own client (same-origin in the browser). */
export type PackagesApi = Pick<ApiClient, 'packages' | 'payments'>;

/** SPEC 4 'Login check': unknown until the check completes. */
export type PackagesLoginState = 'unknown' | 'loggedIn' | 'loggedOut';

/** What the cards need to know about the fan (SPEC 3 'Shared user state'). */
export interface PackagesUser {
  loginState: PackagesLoginState;
  /** The identity provider's `sub`. */
  ssoID: string | null;
  email: string | null;
  /** Null until known, [] for none. */
  entitlements: readonly string[] | null;
  stripeCustomerID: string | null;
}

export const loggedOutUser: PackagesUser = {
  loginState: 'loggedOut',
  ssoID: null,
  email: null,
  entitlements: null,
  stripeCustomerID: null,
};

export const widgetStyles = ['light', 'dark'] as const;
export type WidgetStyle = (typeof widgetStyles)[number];

/** SPEC 3 'Packages widget data'. */
export interface PackagesWidgetData {
  title: string;
  style: WidgetStyle;
  footerStyle: WidgetStyle;
  noSubscriptionsText: string;
  noMatchPassesText: string;
  cta1Text: string;
  cta1ButtonCta: string;
  cta2Text: string;
  cta2ButtonCta: string;
  cta2ButtonLink: string;
  voucherTitle: string;
  voucherText: string;
  voucherButton: string;
}

/** SPEC 8's empty texts; the rest is the club's own copy, replaceable per site. */
export const defaultPackagesWidgetData: PackagesWidgetData = {
  title: 'Choose your pass',
  style: 'light',
  footerStyle: 'dark',
  noSubscriptionsText: 'There are currently no Subscriptions available.',
  noMatchPassesText: 'There are currently no Match Passes available.',
  cta1Text: 'Have a voucher code? Redeem it for your pass.',
  cta1ButtonCta: 'Redeem a voucher',
  cta2Text: 'Questions about Club TV, devices or where you can watch?',
  cta2ButtonCta: 'Read the FAQs',
  cta2ButtonLink: '/help-info/club-tv-faqs',
  voucherTitle: 'Redeem a voucher code',
  voucherText: 'Enter the code from your voucher to unlock its pass on your account.',
  voucherButton: 'confirm',
};
