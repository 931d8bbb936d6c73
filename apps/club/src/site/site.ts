import { renderInstant } from '@tooling/ssr/app';
import { clubConfig } from '@club/config';
import { formatDate, type NavLink } from '@club/ui';

export const clubName = clubConfig.name;
/**
 * '© 2026 ' and the club's name, the year in London by the clock. Without an instant, the render's (the
 * server's clock, or in the hydrating browser the instant the server embedded), so both print the same.
 */
export const copyright = (instant: number = renderInstant()): string =>
  `© ${formatDate(instant, 'year')} ${clubName}`;
export const builtOn = 'Built on the Club Platform';
export const siteTitle = `${clubName} | Official Website`;
export const siteDescription =
  `The official website of ${clubName}: news, fixtures and results, tickets, hospitality and Club TV from ${clubConfig.stadium}.`;

/** SPEC 2.5: the error page's quick links. */
export const quickLinks: NavLink[] = [
  { label: 'News', href: '/news' },
  { label: 'Matches', href: '/matches' },
  { label: 'Teams', href: '/teams' },
  { label: 'Tickets', href: '/tickets' },
];

export const pageTitle = (title: string) => `${title} | ${clubName}`;

/** The site's theme colour (browser chrome): the club's dark colour, which the header and footer wear. */
export const themeColor = clubConfig.colours.dark;
