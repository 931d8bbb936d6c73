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
export const studioVoucherStatuses = ['active', 'expired', 'usedUp', 'disabled'] as const;
export type StudioVoucherStatus = (typeof studioVoucherStatuses)[number];
