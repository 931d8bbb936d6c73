import type { NavLink } from '../NavLink';
import type { Sponsor } from '../SponsorLogos/SponsorLogos';

// The club's menus as SPEC 2.3 and 2.5 describe them, for stories and tests.

export const primaryNav: NavLink[] = [
  { label: 'News', href: '/news' },
  { label: 'Matches', href: '/matches' },
  { label: 'Teams', href: '/teams' },
  { label: 'Hospitality', href: '/hospitality' },
  { label: 'Women', href: '/club/women' },
];

export const secondaryNav: NavLink[] = [{ label: 'Club TV', href: '/videos' }];

export const quickLinks: NavLink[] = [
  { label: 'News', href: '/news' },
  { label: 'Matches', href: '/matches' },
  { label: 'Teams', href: '/teams' },
  { label: 'Tickets', href: '/tickets' },
];

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Tickets',
    links: [
      { label: 'Match Tickets', href: '/tickets/match-tickets' },
      { label: 'Memberships', href: '/tickets/memberships' },
      { label: 'Stadium Tours', href: '/tickets/stadium-tours' },
      { label: 'Away Travel', href: '/tickets/away-travel' },
    ],
  },
  {
    title: 'Club',
    links: [
      { label: 'The Quayside', href: '/club/stadium' },
      { label: 'Academy', href: '/club/academy' },
      { label: 'History', href: '/club/history' },
      { label: 'Job Vacancies', href: '/club/job-vacancies' },
    ],
  },
  {
    title: 'Fans',
    links: [
      { label: 'Blues Bar', href: '/fans/blues-bar' },
      { label: 'Supporter Guides', href: '/fans/supporter-guides' },
      { label: 'Fans With Disabilities', href: '/fans-disabilities' },
      { label: 'Shop', href: 'https://shop.example.com', newTab: true },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQs', href: '/help-info/faqs' },
      { label: 'Contact Us', href: '/help-info/contact-us' },
      { label: 'Club TV FAQs', href: '/help-info/club-tv-faqs' },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/help-info/privacy-policy' },
  { label: 'Cookies Policy', href: '/help-info/cookies-policy' },
  { label: 'Company Details', href: '/help-info/company-details' },
];

/** Image library keys that Storybook's stand-in image library (.storybook/imageLibrary.ts) serves. */
export const storyImageKeys = {
  stadium: 'stories/stadium.svg',
  match: 'stories/match.svg',
  player: 'stories/player.svg',
  crest: 'stories/crest.svg',
} as const;

/** SPEC 2.3's sticky nav. */
export const globalNavItems: NavLink[] = [
  { label: 'Club Site', href: '/' },
  { label: 'Tickets', href: 'https://tickets.example.com' },
  { label: 'Shop', href: 'https://shop.example.com', newTab: true },
  { label: 'Club TV', href: '/videos' },
  { label: 'App', href: '/app' },
];

/** SPEC 3: three header sponsors. */
export const headerSponsors: Sponsor[] = [
  { name: 'Harbour Bank', imageKey: storyImageKeys.crest, href: 'https://bank.example.com' },
  { name: 'Quay Motors', imageKey: storyImageKeys.stadium, href: 'https://motors.example.com' },
  { name: 'Tidewater Ales', imageKey: storyImageKeys.match, href: 'https://ales.example.com' },
];

/** SPEC 9's sponsor rows: Principal Partners (three, large) and Official Partners (small). */
export const sponsorRows: { title: string; size: 'small' | 'large'; sponsors: Sponsor[] }[] = [
  { title: 'Principal Partners', size: 'large', sponsors: headerSponsors },
  {
    title: 'Official Partners',
    size: 'small',
    sponsors: ['Estuary Energy', 'Lighthouse Insurance', 'Dockside Print', 'Anchor Water', 'Saltmarsh Travel', 'Ferry Foods'].map(
      (name, index) => ({
        name,
        imageKey: Object.values(storyImageKeys)[index % 4] ?? storyImageKeys.crest,
        href: `https://partner-${index + 1}.example.com`,
      }),
    ),
  },
];

export const socialLinks = [
  { network: 'Facebook', href: 'https://facebook.example.com/brackwaterblues' },
  { network: 'Instagram', href: 'https://instagram.example.com/brackwaterblues' },
  { network: 'X', href: 'https://x.example.com/brackwaterblues' },
  { network: 'Youtube', href: 'https://youtube.example.com/brackwaterblues' },
  { network: 'Linkedin', href: 'https://linkedin.example.com/brackwaterblues' },
] as const;

export const clubContact = {
  phone: '01632 960 000',
  email: 'info@brackwaterblues.example.com',
  address: ['The Quayside', 'Harbour Road', 'Brackwater BW1 2QS'],
};

export const storyAdvert = { imageKey: storyImageKeys.match, href: 'https://advertiser.example.com', alt: 'Harbour Bank: open a junior saver' };
