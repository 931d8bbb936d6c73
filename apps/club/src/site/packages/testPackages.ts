import type { Package, PriceOption } from '@club/api-client';

// Shaped like the platform's seeded video subscription (apps/platform/content/packages/packages.json).
export const videoMonthly: PriceOption = {
  id: 'price_video_monthly',
  type: 'recurring',
  priceDisplay: { amount: 999, currency: 'GBP', amountFormatted: '£9.99', interval: 'month', strikethroughAmountFormatted: null },
  offer: null,
  furtherInformation: '<p>Billed monthly.</p>',
  backsideText: 'Renews every month until you cancel.',
  accessData: { entitlements: ['video-subscription'] },
};

export const videoPass: Package = {
  id: 'video-subscription',
  type: 'package',
  attributes: {
    packageType: 'membership',
    title: 'Blues TV Pass',
    description: 'Every first-team match live outside the UK and Ireland.',
    successfulPaymentPage: '/account/payment-success',
    cancelledPaymentPage: '/packages',
    mode: 'dark',
    styleData: { displayType: 'icon-only', icon: 'Video', backgroundImageKey: null, customLabel: null, styleMode: 'dark' },
    imageData: { landscape: { imageKey: 'packages/video.jpg' } },
    priceData: [videoMonthly],
  },
};
