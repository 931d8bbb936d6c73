import { SiteFooter, SkipLink, type NavLink } from '@club/ui';
import type { ReactNode } from 'react';
import { builtOn, clubName, copyright } from './site';
import { StreamerHeader } from './StreamerHeader';
import * as styles from './StreamerLayout.css';

export interface StreamerLayoutProps {
  legalLinks: NavLink[];
  children: ReactNode;
}

/** SPEC 2.4's streamer layout as far as this walking skeleton goes: tagline, header, main, footer. */
export function StreamerLayout({ legalLinks, children }: StreamerLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <StreamerHeader />
      {/* Focusable so the skip link moves focus, not only the scroll position, into the content. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter clubName={clubName} columns={[]} legalLinks={legalLinks} copyright={copyright} builtOn={builtOn} />
    </div>
  );
}
