import { clubConfig } from '@club/config';
import type { NavLink } from '@club/ui';

const clubName = clubConfig.name;
export const siteName = `${clubName} Studio`;
export const siteDescription = `Where ${clubName} staff publish news, run match day, look after Club TV and the commercial side.`;
export const themeColor = clubConfig.colours.dark;

/** The error page's way back in. */
export const quickLinks: NavLink[] = [
  { label: 'Newsroom', href: '/news' },
  { label: 'Sign in', href: '/sign-in' },
];
