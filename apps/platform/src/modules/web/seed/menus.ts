import type { MenuName } from '@club/api-client';
import { externalSites } from './urls';

export interface MenuSeedItem {
  name: string;
  /** Starting with '/' the item is internal, otherwise external (SPEC 2.2). */
  link: string;
  newTab?: boolean;
  icon?: string;
  customClass?: string;
  /** Image key; featured menu only. */
  image?: string;
}

/** SPEC 2.3: the navigation menus, items in display order. */
export const menus: Record<MenuName, readonly MenuSeedItem[]> = {
  primary: [
    { name: 'News', link: '/news' },
    { name: 'Matches', link: '/matches' },
    { name: 'Teams', link: '/teams' },
    { name: 'Hospitality', link: '/hospitality' },
    { name: 'Women', link: '/club/women' },
  ],
  secondary: [{ name: 'Club TV', link: '/videos' }],
  sticky: [
    { name: 'Club Site', link: '/', icon: 'Ball' },
    { name: 'Tickets', link: externalSites.tickets, icon: 'Tickets' },
    { name: 'Shop', link: externalSites.shop, newTab: true, icon: 'Shirt' },
    { name: 'Club TV', link: '/videos', icon: 'Video' },
    { name: 'App', link: '/app', icon: 'Phone' },
  ],
  main: [
    { name: 'News', link: '/news' },
    { name: 'Matches', link: '/matches' },
    { name: 'Teams', link: '/teams' },
    { name: 'Videos', link: '/videos' },
    { name: 'Tickets', link: '/tickets' },
    { name: 'Shop', link: externalSites.shop, newTab: true },
    { name: 'Women', link: '/club/women' },
    { name: 'Business', link: '/business' },
  ],
  featured: [
    { name: 'Tickets', link: '/tickets', image: 'menus/featured-tickets.jpg' },
    { name: 'Store', link: externalSites.shop, newTab: true, image: 'menus/featured-store.jpg' },
    { name: 'Club TV', link: '/videos', image: 'menus/featured-club-tv.jpg' },
  ],
};
