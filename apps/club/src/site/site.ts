import type { NavLink } from '@club/ui';

// Brand words become club configuration in a later issue, with the crest and colours.
export const clubName = 'Brackwater Blues FC';
export const copyright = '© 2026 Brackwater Blues FC';
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
