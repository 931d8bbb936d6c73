import { SiteFooter, SiteHeader, SkipLink, type FooterColumn, type NavLink } from '@club/ui';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './ClubLayout.css';
import { builtOn, clubName, copyright } from './site';

export interface ClubLayoutProps {
  primaryNav: NavLink[];
  footerColumns: FooterColumn[];
  legalLinks: NavLink[];
  children: ReactNode;
}

/** The default layout (SPEC 2.4) as far as this walking skeleton goes: header, main area, footer. */
export function ClubLayout({ primaryNav, footerColumns, legalLinks, children }: ClubLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // SPEC 2.5: the error page uses the solid header.
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error' || match.status === 'notFound'),
  });
  return (
    <div className={styles.page}>
      <SkipLink />
      <SiteHeader
        logoHref="/"
        clubName={clubName}
        primaryNav={primaryNav}
        currentPath={pathname}
        appearance={failed ? 'solid' : 'transparent-dark'}
      />
      {/* Focusable so the skip link moves focus, not only the scroll position, into the content. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter
        clubName={clubName}
        columns={footerColumns}
        legalLinks={legalLinks}
        copyright={copyright}
        builtOn={builtOn}
      />
    </div>
  );
}
