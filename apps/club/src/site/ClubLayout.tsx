import { SectionSponsors, type CommercialLayoutData } from '@club/adverts';
import type { HeaderSponsor, SectionSponsorSlot } from '@club/api-client';
import { AccountProfileButton } from '@club/auth';
import { SkipLink, type FooterColumn, type NavLink } from '@club/ui';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { ClubAccount } from './account/ClubAccount';
import * as styles from './ClubLayout.css';
import { ClubCommercial, ClubConsentAndPromos } from './commercial/ClubCommercial';
import { clubFooter } from './footer/clubFooterOnDemand';
import { ClubHeader } from './header/ClubHeader';
import type { FeaturedLink } from './layoutData';
import type { MenuTreeLink } from './navigation';
import { ErrorNotice } from './page/ErrorNotice';
import type { LiveStripData } from './liveStrip/loadLiveStrip';
import { liveStrip as liveStripPart } from './liveStrip/liveStripOnDemand';
import { HydrateWhenNear } from './page/HydrateWhenNear';
import { PageProgress } from './page/PageProgress';
import { usePageBehaviours } from './page/usePageBehaviours';
import { ClubPackages } from './packages/ClubPackages';
import { ClubPlayers } from './players/ClubPlayers';
import { copyright } from './site';

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
  /** Issue 31: the first team's live match, shown under the header on every page (null: no live match). */
  liveStrip?: LiveStripData | null;
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
  liveStrip = null,
  children,
}: ClubLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // SPEC 2.5: the error page uses the solid header.
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error' || match.status === 'notFound'),
  });
  usePageBehaviours();
  const copyrightLine = copyright();
  // HydrateWhenNear's props keep their identity between renders (a navigation re-renders the layout).
  const footer = useMemo(
    () => ({ columns: footerColumns, legalLinks, copyright: copyrightLine, commercial }),
    [footerColumns, legalLinks, copyrightLine, commercial],
  );
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
        {/* Under the header, in the flow: the server renders it, its code hydrates it when on screen. */}
        {liveStrip && <HydrateWhenNear part={liveStripPart} props={liveStrip} />}
        {/* Focusable so the skip link moves focus, not only the scroll position, into the content. */}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
          {!failed && <SectionSponsors slots={sectionSponsors} pathname={pathname} />}
        </main>
        {/* Hydrated (and its adverts fetched) when it comes on screen: ClubFooter, clubFooterOnDemand. */}
        <HydrateWhenNear part={clubFooter} props={footer} />
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
