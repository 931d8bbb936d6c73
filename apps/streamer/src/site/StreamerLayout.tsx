import { AccountProfileButton } from '@club/auth';
import { SiteFooter, SkipLink, SocialLinks, type NavLink } from '@club/ui';
import type { ReactNode } from 'react';
import { StreamerAccount } from './account/StreamerAccount';
import { ErrorNotice } from './ErrorNotice';
import { StreamerPackages } from './packages/StreamerPackages';
import { StreamerPlayers } from './players/StreamerPlayers';
import { builtOn, clubName, copyright, socialLinks } from './site';
import { StreamerHeader } from './StreamerHeader';
import * as styles from './StreamerLayout.css';

export interface StreamerLayoutProps {
  legalLinks: NavLink[];
  children: ReactNode;
}

/**
 * SPEC 2.4's streamer layout: tagline, header with anchor links and the profile button, main area,
 * footer with social and legal links; then what opens over the page — error notification, account
 * panel and toast, packages overlay, upgrade promo, voucher overlay, video modal and live audio bar.
 */
export function StreamerLayout({ legalLinks, children }: StreamerLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <StreamerHeader profile={<AccountProfileButton />} />
      {/* Focusable so the skip link moves focus, not only the scroll position, into the content. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter
        clubName={clubName}
        columns={[]}
        legalLinks={legalLinks}
        copyright={copyright()}
        builtOn={builtOn}
        social={<SocialLinks links={socialLinks} />}
      />
      <ErrorNotice />
      <StreamerAccount />
      <StreamerPackages />
      <StreamerPlayers />
    </div>
  );
}
