import type { StudioVoucher, StudioVoucherStatus } from '@club/api-client';

export const voucherStatusLabels: Record<StudioVoucherStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  usedUp: 'Used up',
  disabled: 'Disabled',
};

/** 'Single use' or 'Up to 500 uses', with how many are gone. */
export function usesText(voucher: Pick<StudioVoucher, 'maxRedemptions' | 'redemptionCount'>): string {
  const limit = voucher.maxRedemptions === 1 ? 'Single use' : `Up to ${voucher.maxRedemptions.toLocaleString('en-GB')} uses`;
  return `${limit} · ${voucher.redemptionCount.toLocaleString('en-GB')} redeemed`;
}

/** '31 days of Blues TV Pass' or 'Blues TV Pass for good'. */
export function grantText(voucher: Pick<StudioVoucher, 'accessDays' | 'packageTitle'>): string {
  if (voucher.accessDays === null) return `${voucher.packageTitle}, for good`;
  return `${voucher.packageTitle}, ${voucher.accessDays} day${voucher.accessDays === 1 ? '' : 's'} from redemption`;
}
