import { clubConfig } from '@club/config';
import type { NavLink } from '@club/ui';

export const clubName = clubConfig.name;
export const copyright = `© 2026 ${clubName}`;
export const builtOn = 'Built on the Club Platform';
export const siteTitle = `${clubName} | Official Website`;
export const siteDescription =
  'The official website of Brackwater Blues FC: news, fixtures and results, tickets, hospitality and Club TV from The Quayside.';

/** SPEC 2.5: the error page's quick links. */
export const quickLinks: NavLink[] = [
  { label: 'News', href: '/news' },
  { label: 'Matches', href: '/matches' },
  { label: 'Teams', href: '/teams' },
  { label: 'Tickets', href: '/tickets' },
];

export const pageTitle = (title: string) => `${title} | ${clubName}`;
