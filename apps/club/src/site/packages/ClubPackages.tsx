import { SitePackages, SitePackagesProvider } from '@club/packages-widget';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * @club/packages-widget's provider for the club site, given the router context's platform client
 * (the widget package never imports the router).
 */
export function ClubPackagesProvider({ children }: { children: ReactNode }) {
  const { api } = useRouter().options.context;
  return <SitePackagesProvider api={api}>{children}</SitePackagesProvider>;
}

/** What the layout mounts once (SPEC 2.4 'subscribe packages overlay, upgrade promo'), in the light theme. */
export function ClubPackages() {
  const { api } = useRouter().options.context;
  return <SitePackages api={api} />;
}
