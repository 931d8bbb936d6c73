// The commercial desk's limits, lists and sentences, without zod: the studio's pages import them (api-client's
// browser bundle test keeps zod out of what a page takes).

export const studioVouchersPageSize = 20;
export const studioVoucherCodeMin = 4;
export const studioVoucherCodeMax = 32;
export const studioVoucherUsesMax = 100_000;
export const studioVoucherDaysMax = 3_650;
export const studioVoucherDescriptionMax = 200;
/** 409 when a typed code is another voucher's. */
export const voucherCodeTakenMessage = 'That code is already used by another voucher.';
/** 400 when an edit would allow fewer uses than fans already made. */
export const voucherLimitBelowUsesMessage = (used: number): string =>
  `${used.toLocaleString('en-GB')} fan${used === 1 ? ' has' : 's have'} already redeemed it: the limit cannot be lower than that.`;
export const studioVoucherStatuses = ['active', 'expired', 'usedUp', 'disabled'] as const;
export type StudioVoucherStatus = (typeof studioVoucherStatuses)[number];

// ---- Promos (`/api/studio/promos`) ----
export const studioPromosPageSize = 20;
export const studioPromoAltMax = 200;
export const studioPromoUrlMax = 500;
/** Where a promo stands on its dates and switch, by the platform clock. */
export const studioPromoStatuses = ['running', 'scheduled', 'ended', 'disabled'] as const;
export type StudioPromoStatus = (typeof studioPromoStatuses)[number];
export const promoNotFoundMessage = 'There is no promo with that id.';

// ---- Packages and prices (`/api/studio/packages`) ----
export const studioPackagesPageSize = 20;
export const studioPackageTitleMax = 80;
export const studioPackageDescriptionMax = 500;
/** In pence: Stripe's smallest charge in pounds is 30p; £2,000 is well beyond any package the club sells. */
export const studioPriceMin = 30;
export const studioPriceMax = 200_000;
export const packageNotFoundMessage = 'There is no package with that id.';

// ---- Adverts (`/api/studio/adverts`) ----
export const studioAdvertsPageSize = 20;
export const studioAdvertNameMax = 120;
export const studioAdvertUrlMax = 500;
/** Where an advert stands on its window and switch, by the platform clock. */
export const studioAdvertStatuses = ['running', 'scheduled', 'ended', 'disabled'] as const;
export type StudioAdvertStatus = (typeof studioAdvertStatuses)[number];
export const advertNotFoundMessage = 'There is no advert with that id.';
export const advertSlotNotFoundMessage = 'There is no advert slot with that name. Choose one from the list.';
/** 409s of a change to a slot's adverts (`/api/studio/advert-slots/:slotID`). */
export const advertAlreadyInSlotMessage = 'That advert is already in this slot.';
export const advertNotInSlotMessage = 'That advert is not in this slot any more. Reload the page to see the slot as it is now.';
export const advertLastSlotMessage = 'An advert stays in one slot at least: to take it off the sites, switch it off or delete it.';
export const advertAlreadyFirstMessage = 'That advert is already first in the slot.';
export const advertAlreadyLastMessage = 'That advert is already last in the slot.';

// ---- Sponsors (`/api/studio/sponsors`) ----
export const studioSponsorsPageSize = 20;
export const studioSponsorTitleMax = 120;
export const sponsorNotFoundMessage = 'There is no sponsor with that id.';
export const sponsorRowNotFoundMessage = 'There is no sponsor row with that id. Choose one from the list.';
/** 409 when a sponsor to delete still stands in the header or a section's sponsor slot, each named in `places`. */
export const sponsorInUseMessage = (title: string, places: string[]): string =>
  `${title} cannot be deleted: it is still in ${places.join(' and in ')}. The header's and the sections' sponsors stay as the demo world has them.`;

/** The changes staff make to a slot's adverts, one at a time, each a button. */
export const studioAdvertSlotActions = ['place', 'takeOut', 'moveUp', 'moveDown'] as const;
