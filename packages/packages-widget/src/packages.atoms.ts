import { lockBackgroundAtom, showPackagesAtom } from '@club/site-state';
import { atom } from 'jotai';

/**
 * The packages overlays' state. The voucher overlay is this package's own (SPEC 4 'Voucher overlay':
 * the first call to action opens it and locks scrolling, confirm or cancel closes and unlocks); the
 * 'Choose a subscription' overlay is site-state's `showPackagesAtom`, changed only through the actions
 * below so the background lock follows it.
 */
const voucherOpenBase = atom(false);

export const voucherOverlayOpenAtom = atom((get) => get(voucherOpenBase));

export const openVoucherOverlay = atom(null, (_get, set) => {
  set(voucherOpenBase, true);
  set(lockBackgroundAtom, true);
});

export const closeVoucherOverlay = atom(null, (get, set) => {
  set(voucherOpenBase, false);
  // The packages overlay may still be open underneath, and it keeps the page locked.
  if (!get(showPackagesAtom)) set(lockBackgroundAtom, false);
});

export const packagesOverlayOpenAtom = atom((get) => get(showPackagesAtom));

export const openPackagesOverlay = atom(null, (_get, set) => {
  set(showPackagesAtom, true);
  set(lockBackgroundAtom, true);
});

export const closePackagesOverlay = atom(null, (get, set) => {
  set(showPackagesAtom, false);
  if (!get(voucherOpenBase)) set(lockBackgroundAtom, false);
});
