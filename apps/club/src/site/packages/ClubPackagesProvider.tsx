import { SitePackagesProvider } from '@club/packages-widget';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * @club/packages-widget's provider for the club site's packages pages, given the router context's
 * platform client (the widget package never imports the router). In a file of its own, apart from the
 * layout's ClubPackages: its module holds the overlays too, which no page's first load needs (issue 13).
 */
export function ClubPackagesProvider({ children }: { children: ReactNode }) {
  const { api } = useRouter().options.context;
  return <SitePackagesProvider api={api}>{children}</SitePackagesProvider>;
}
