import { SitePackagesProvider } from '@club/packages-widget';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * @club/packages-widget's provider for the streaming site, given the router context's platform client.
 * A viewer who buys here comes back here: the platform resolves the packages' relative return pages
 * (/account/payment-success, /account/payment-cancelled) against the site the request came through.
 * In a file of its own, apart from the layout's StreamerPackages: its module holds the overlays too,
 * which load on first use (issue 13).
 */
export function StreamerPackagesProvider({ children }: { children: ReactNode }) {
  const { api } = useRouter().options.context;
  return <SitePackagesProvider api={api}>{children}</SitePackagesProvider>;
}
