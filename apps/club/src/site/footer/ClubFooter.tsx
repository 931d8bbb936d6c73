import { ChildFriendlySwitch, FooterAdverts, FooterSponsors, type CommercialLayoutData } from '@club/adverts';
import { SiteFooter, type FooterColumn, type NavLink } from '@club/ui';
import { builtOn, clubName } from '../site';

export interface ClubFooterProps {
  columns: FooterColumn[];
  legalLinks: NavLink[];
  /** Worked out by the layout with the render's instant, so the hydrating footer prints the same year. */
  copyright: string;
  /** Sponsors and adverts (packages/adverts); left out on the root error page. */
  commercial: CommercialLayoutData | undefined;
}

/**
 * The club's footer (SPEC 2.5): SiteFooter with SPEC 2.4's footer advertising in its configured version,
 * and the partner rows with the child-friendly switch that filters them. Its code is not in the first
 * load (issue 13): ClubLayout hydrates it when it comes on screen, and only then are the footer adverts
 * fetched (clubFooterOnDemand).
 */
export function ClubFooter({ columns, legalLinks, copyright, commercial }: ClubFooterProps) {
  return (
    <SiteFooter
      clubName={clubName}
      columns={columns}
      legalLinks={legalLinks}
      copyright={copyright}
      builtOn={builtOn}
      adverts={commercial && <FooterAdverts version={commercial.footerVersion} />}
      sponsors={
        commercial && (
          <>
            <FooterSponsors rows={commercial.sponsorRows} />
            <ChildFriendlySwitch />
          </>
        )
      }
    />
  );
}
