import { renderInstant, siteOrigins } from '@tooling/ssr/app';
import { clubConfig } from '@club/config';
import { formatDate, type NavLink, type SocialLink } from '@club/ui';

export const clubName = clubConfig.name;
/** The club's nickname before a noun: 'every Blues match'. */
export const clubNickname = clubConfig.shortNickname;
/** The streaming site's own name ('Blues Live' for the demo club). */
export const serviceName = clubConfig.streaming.siteName;
/**
 * '© 2026 ' and the club's name, the year in London by the clock. Without an instant, the render's (the
 * server's clock, or in the hydrating browser the instant the server embedded), so both print the same.
 */
export const copyright = (instant: number = renderInstant()): string =>
  `© ${formatDate(instant, 'year')} ${clubName}`;
export const builtOn = 'Built on the Club Platform';
export const siteTitle = `${serviceName} | Official streaming of ${clubName}`;
export const tagline = `The official streaming service of ${clubName}`;
export const siteDescription =
  `Watch ${clubName} live and on demand from anywhere in the world: match passes, season subscriptions and full-match replays.`;

/** SPEC 2.4: the header's anchor links, each to a section of the home page. */
export const sectionLinks = [
  { id: 'next-match', label: 'Next game' },
  { id: 'packages', label: 'Packages' },
  { id: 'fixtures', label: 'Fixtures' },
  { id: 'videos', label: 'Replays' },
  { id: 'troubleshooting', label: 'FAQs' },
] as const;

/** The error page's quick links: this site has no news or teams, so they lead into its own sections. */
export const quickLinks: NavLink[] = [
  { label: 'Next game', href: '/#next-match' },
  { label: 'Packages', href: '/#packages' },
  { label: 'Fixtures', href: '/#fixtures' },
  { label: 'FAQs', href: '/#troubleshooting' },
];

/**
 * The club site, home of the help pages the footer links to: CLUB_SITE_ORIGIN, read by the site server
 * and carried into the page, so the browser renders the footer with the same address after hydration.
 */
export const clubSiteUrl = (): string => siteOrigins().club;

/** The club's social accounts for the footer, in the networks the design system has icons for. */
export const socialLinks: SocialLink[] = [
  { network: 'Facebook', href: clubConfig.social.facebook },
  { network: 'X', href: clubConfig.social.x },
  { network: 'Instagram', href: clubConfig.social.instagram },
  { network: 'Youtube', href: clubConfig.social.youtube },
  { network: 'Linkedin', href: clubConfig.social.linkedin },
];

/** The site's theme colour (browser chrome), the streamer theme's darkest surface. */
export const themeColor = '#050b18';
