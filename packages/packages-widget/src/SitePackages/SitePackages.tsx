import { PackagesOverlay } from '../PackagesOverlay/PackagesOverlay';
import { UpgradePromo } from '../UpgradePromo/UpgradePromo';
import { VoucherOverlay, type VoucherTheme } from '../VoucherOverlay/VoucherOverlay';
import { SitePackagesProvider, type SitePackagesApi } from './SitePackagesProvider';

export interface SitePackagesProps {
  api: SitePackagesApi;
  /** The voucher overlay's theme: the streamer is dark. */
  voucherTheme?: VoucherTheme;
}

/**
 * What each site's layout mounts once (SPEC 2.4 'packages, upgrade promo'): the subscribe packages
 * overlay, the upgrade promo the players open, and the voucher overlay the packages' first call to
 * action opens. Each renders nothing until opened.
 */
export function SitePackages({ api, voucherTheme = 'light' }: SitePackagesProps) {
  return (
    <SitePackagesProvider api={api}>
      <PackagesOverlay />
      <UpgradePromo />
      <VoucherOverlay theme={voucherTheme} />
    </SitePackagesProvider>
  );
}
