import { showPackagesAtom, upgradePromoAtom, voucherOverlayOpenAtom } from '@club/site-state';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { lazyWithReload } from '@tooling/ssr/app';
import { useOpenedOnce } from '../page/useOpenedOnce';

// The overlays, the widget, its cards' rich text and carousel are no part of a page's first screen: they
// load when one of them first opens (issue 13).
const SitePackages = lazyWithReload(() => import('./onDemand').then((module) => module.SitePackages));

/** What the layout mounts once (SPEC 2.4 'subscribe packages overlay, upgrade promo'), in the light theme. */
export function ClubPackages() {
  const { api } = useRouter().options.context;
  const packages = useAtomValue(showPackagesAtom);
  const upgrade = useAtomValue(upgradePromoAtom).display;
  const voucher = useAtomValue(voucherOverlayOpenAtom);
  const opened = useOpenedOnce(packages || upgrade || voucher);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SitePackages api={api} />
    </Suspense>
  );
}
