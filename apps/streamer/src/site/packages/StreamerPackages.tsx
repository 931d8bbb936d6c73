import { SitePackages, SitePackagesProvider } from '@club/packages-widget';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * @club/packages-widget's provider for the streaming site, given the router context's platform client.
 * A viewer who buys here comes back here: the platform resolves the packages' relative return pages
 * (/account/payment-success, /account/payment-cancelled) against the site the request came through.
 */
export function StreamerPackagesProvider({ children }: { children: ReactNode }) {
  const { api } = useRouter().options.context;
  return <SitePackagesProvider api={api}>{children}</SitePackagesProvider>;
}

/** SPEC 2.4 'packages, upgrade promo': the layout's overlays, the voucher one in the streamer's dark theme. */
export function StreamerPackages() {
  const { api } = useRouter().options.context;
  return <SitePackages api={api} voucherTheme="dark" />;
}
