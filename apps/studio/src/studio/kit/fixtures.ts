import type { StudioAdvert, StudioGrantOptions, StudioPromo, StudioSponsor, StudioSponsorRow, StudioVoucher } from '@club/api-client';

// The kit's stand-in items, said once for its tests and its Storybook stories (never imported by a page).

export const promoFixture = (promoId: number, overrides: Partial<StudioPromo> = {}): StudioPromo => ({
  promoID: promoId,
  position: promoId,
  channel: 'Web',
  type: 'Default',
  url: '/videos/subscriptions',
  webNewWindow: false,
  imageKey: 'promos/app-club-tv.png',
  imageAltText: 'Cup final offer: a month of Club TV for £1',
  startDateTime: '2026-07-01T11:00:00Z',
  endDateTime: '2026-07-08T11:00:00Z',
  enabled: true,
  childFriendly: true,
  origin: 'studio',
  version: 1,
  updatedAt: '2026-06-30T09:00:00Z',
  updatedByEmail: 'commercial@example.com',
  status: 'running',
  ...overrides,
});

export const advertFixture = (id: number, overrides: Partial<StudioAdvert> = {}): StudioAdvert => ({
  id,
  advertName: 'Tidewater Mortgage Week',
  advertRef: 'TW-1',
  campaignRef: 'TW',
  url: 'https://tidewaterbs.example/blues',
  mobileImageKey: 'adverts/tidewater-mortgage-week-mobile.png',
  desktopImageKey: '',
  channel: 'web',
  startUTC: '2026-06-01T23:00:00Z',
  endUTC: '2026-07-01T23:00:00Z',
  enabled: true,
  childFriendly: true,
  slots: ['footerSlot1'],
  origin: 'seed',
  version: 1,
  updatedAt: null,
  updatedByEmail: null,
  status: 'running',
  ...overrides,
});

export const sponsorFixture = (sponsorId: number, overrides: Partial<StudioSponsor> = {}): StudioSponsor => ({
  sponsorID: sponsorId,
  title: 'Tidewater Building Society',
  imageKey: 'sponsors/tidewater-building-society.png',
  url: 'https://tidewaterbs.example',
  rowID: 1,
  forcedOrder: 1,
  published: true,
  isChildFriendly: true,
  origin: 'seed',
  version: 1,
  updatedAt: null,
  updatedByEmail: null,
  ...overrides,
});

/** The footer's rows: the first keeps a set order, the second goes by name. */
export const sponsorRowsFixture: StudioSponsorRow[] = [
  { rowID: 1, title: 'Principal partners', forcedOrder: true, count: 2 },
  { rowID: 2, title: 'Club partners', forcedOrder: false, count: 5 },
];

export const voucherFixture = (code: string, overrides: Partial<StudioVoucher> = {}): StudioVoucher => ({
  code,
  packageId: 'video-subscription',
  packageTitle: 'Blues TV Pass',
  priceId: 'price_video_monthly',
  entitlements: ['video'],
  description: '',
  maxRedemptions: 1,
  redemptionCount: 0,
  redeemableUntil: null,
  accessDays: 31,
  createdAt: '2026-06-30T09:00:00Z',
  createdBy: 'commercial@example.com',
  disabledAt: null,
  version: 1,
  status: 'active',
  ...overrides,
});

/** The packages and prices a new voucher can grant. */
export const grantOptionsFixture: StudioGrantOptions = {
  packages: [
    { id: 'video-subscription', title: 'Blues TV Pass', packageType: 'subscription', prices: [{ id: 'price_video_monthly', label: 'Monthly', entitlements: ['video'] }] },
    { id: 'audio-monthly', title: 'Radio Pass', packageType: 'subscription', prices: [{ id: 'price_audio_monthly', label: 'Monthly', entitlements: ['audio'] }] },
  ],
};
