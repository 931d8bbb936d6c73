import { SectionSponsors, type CommercialLayoutData } from '@club/adverts';
import type { HeaderSponsor, SectionSponsorSlot } from '@club/api-client';
import { AccountProfileButton } from '@club/auth';
import { SiteFooter, SkipLink, type FooterColumn, type NavLink } from '@club/ui';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ClubAccount } from './account/ClubAccount';
import * as styles from './ClubLayout.css';
import { ClubCommercial, ClubConsentAndPromos, ClubFooterAdverts, ClubFooterSponsors } from './commercial/ClubCommercial';
import { ClubHeader } from './header/ClubHeader';
import type { FeaturedLink } from './layoutData';
import type { MenuTreeLink } from './navigation';
import { ErrorNotice } from './page/ErrorNotice';
import { PageProgress } from './page/PageProgress';
import { usePageBehaviours } from './page/usePageBehaviours';
import { ClubPackages } from './packages/ClubPackages';
import { ClubPlayers } from './players/ClubPlayers';
import { builtOn, clubName, copyright } from './site';

export interface ClubLayoutProps {
  primaryNav: NavLink[];
  secondaryNav?: NavLink[];
  stickyNav?: NavLink[];
  mainNav?: NavLink[];
  menuTree?: MenuTreeLink[];
  featured?: FeaturedLink[];
  headerSponsors?: HeaderSponsor[];
  /** SPEC 3's section sponsor slots: the page's section's shows at the end of the main area. */
  sectionSponsors?: SectionSponsorSlot[];
  footerColumns: FooterColumn[];
  legalLinks: NavLink[];
  /** Sponsors, adverts, consent, promos (packages/adverts); left out on the root error page. */
  commercial?: CommercialLayoutData;
  children: ReactNode;
}

/**
 * The default layout (SPEC 2.4): progress bar, header (with its menu and search panel), main area,
 * footer, error notification; and the page-wide behaviours of usePageBehaviours.
 */
export function ClubLayout({
  primaryNav,
  secondaryNav = [],
  stickyNav = [],
  mainNav = [],
  menuTree = [],
  featured = [],
  headerSponsors = [],
  sectionSponsors = [],
  footerColumns,
  legalLinks,
  commercial,
  children,
}: ClubLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // SPEC 2.5: the error page uses the solid header.
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error' || match.status === 'notFound'),
  });
  usePageBehaviours();
  return (
    <ClubCommercial data={commercial} pathname={pathname}>
      <div className={styles.page}>
        <PageProgress />
        <SkipLink />
        <ClubHeader
          primaryNav={primaryNav}
          secondaryNav={secondaryNav}
          stickyNav={stickyNav}
          mainNav={mainNav.length > 0 ? mainNav : primaryNav}
          menuTree={menuTree}
          featured={featured}
          sponsors={headerSponsors}
          currentPath={pathname}
          solid={failed}
          profile={<AccountProfileButton />}
        />
        {/* Focusable so the skip link moves focus, not only the scroll position, into the content. */}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
          {!failed && <SectionSponsors slots={sectionSponsors} pathname={pathname} />}
        </main>
        <SiteFooter
          clubName={clubName}
          columns={footerColumns}
          legalLinks={legalLinks}
          copyright={copyright()}
          builtOn={builtOn}
          adverts={commercial && <ClubFooterAdverts data={commercial} />}
          sponsors={commercial && <ClubFooterSponsors data={commercial} />}
        />
        <ErrorNotice />
        {/* SPEC 2.4: the account panel and account notification, and the login check behind them. */}
        <ClubAccount />
        {/* SPEC 2.4: the subscribe packages overlay and upgrade promo, and the voucher overlay. */}
        <ClubPackages />
        <ClubConsentAndPromos data={commercial} />
        {/* SPEC 2.4: the video player modal and the audio player (Club TV, /live). */}
        <ClubPlayers />
      </div>
    </ClubCommercial>
  );
}
