import { showPackagesAtom, upgradePromoAtom, voucherOverlayOpenAtom } from '@club/site-state';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { lazyWithReload } from '@tooling/ssr/app';
import { useOpenedOnce } from '../page/useOpenedOnce';

// The overlays load when one of them first opens (issue 13): each renders nothing until then.
const SitePackages = lazyWithReload(() => import('./onDemand').then((module) => module.SitePackages));

/** SPEC 2.4 'packages, upgrade promo': the layout's overlays, the voucher one in the streamer's dark theme. */
export function StreamerPackages() {
  const { api } = useRouter().options.context;
  const packages = useAtomValue(showPackagesAtom);
  const upgrade = useAtomValue(upgradePromoAtom).display;
  const voucher = useAtomValue(voucherOverlayOpenAtom);
  const opened = useOpenedOnce(packages || upgrade || voucher);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SitePackages api={api} voucherTheme="dark" />
    </Suspense>
  );
}
