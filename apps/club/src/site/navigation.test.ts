import type { MenuItem, MenuPage } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { footerColumns, legalLinks, menuItemToNavLink, menuTree } from './navigation';
import { pageToNavLink } from './pageToNavLink';

const item = (overrides: Partial<MenuItem>): MenuItem => ({
  name: 'News',
  slug: '/news',
  icon: null,
  isExternal: false,
  customClass: null,
  newTab: false,
  ...overrides,
});

let nextId = 1;
const page = (fullPath: string, overrides: Partial<MenuPage> = {}): MenuPage => {
  const slug = fullPath.split('/').at(-1) ?? fullPath;
  return {
    postID: nextId++,
    postTitle: slug.replace(/-/g, ' '),
    postStatus: 'Published',
    pageTemplate: 'Default',
    savedTimestamp: '2026-01-01T00:00:00Z',
    pageOrder: 0,
    pageSlug: slug,
    fullPath,
    publishedDate: '2026-01-01',
    publishedTime: '09:00:00',
    nestedLevel: fullPath.split('/').length - 1,
    postType: 'internal',
    externalUrl: null,
    newTab: false,
    childIds: [],
    children: [],
    ...overrides,
  };
};

describe('menuItemToNavLink', () => {
  it("should use the item's slug as its link", () => {
    expect(menuItemToNavLink(item({ name: 'Women', slug: '/club/women' }))).toEqual({
      label: 'Women',
      href: '/club/women',
    });
  });

  it('should keep an external item that opens in a new tab', () => {
    expect(menuItemToNavLink(item({ name: 'Shop', slug: 'https://shop.example', isExternal: true, newTab: true }))).toEqual(
      { label: 'Shop', href: 'https://shop.example', newTab: true },
    );
  });
});

describe('pageToNavLink', () => {
  it('should link an internal page to its path on this site', () => {
    expect(pageToNavLink(page('tickets/match-tickets', { postTitle: 'Match Tickets' }))).toEqual({
      label: 'Match Tickets',
      href: '/tickets/match-tickets',
    });
  });

  it('should link an external page to its address, in a new tab when it says so', () => {
    const external = page('tickets/information/terms-and-conditions', {
      postTitle: 'Terms and Conditions',
      postType: 'external',
      externalUrl: 'https://tickets.example/terms',
      newTab: true,
    });
    expect(pageToNavLink(external)).toEqual({
      label: 'Terms and Conditions',
      href: 'https://tickets.example/terms',
      newTab: true,
    });
  });
});

describe('given the navigation tree', () => {
  const tree = [
    page('tickets', { postTitle: 'Tickets', children: [page('tickets/match-tickets', { postTitle: 'Match Tickets' })] }),
    page('empty', { postTitle: 'Empty' }),
    page('help-info', {
      postTitle: 'Help and Information',
      children: [
        page('help-info/privacy-policy', { postTitle: 'Privacy Policy' }),
        page('help-info/cookies-policy', { postTitle: 'Cookies Policy' }),
      ],
    }),
  ];

  it('should make a footer column of each section with pages, leaving help out', () => {
    expect(footerColumns(tree)).toEqual([
      { title: 'Tickets', links: [{ label: 'Match Tickets', href: '/tickets/match-tickets' }] },
    ]);
  });

  it('should make the help pages the legal links', () => {
    expect(legalLinks(tree)).toEqual([
      { label: 'Privacy Policy', href: '/help-info/privacy-policy' },
      { label: 'Cookies Policy', href: '/help-info/cookies-policy' },
    ]);
  });

  it('should have no legal links when the tree has no help section', () => {
    expect(legalLinks([tree[0]!])).toEqual([]);
  });

  it('should give the menu every level as links, in page order', () => {
    const ordered = [
      page('club', {
        postTitle: 'Club',
        pageOrder: 2,
        children: [
          page('club/academy', {
            postTitle: 'Academy',
            children: [page('club/academy/staff', { postTitle: 'Academy Staff' })],
          }),
        ],
      }),
      page('tickets', {
        postTitle: 'Tickets',
        pageOrder: 1,
        children: [page('tickets/terms', { postTitle: 'Terms', postType: 'external', externalUrl: 'https://t.example', newTab: true })],
      }),
    ];
    expect(menuTree(ordered)).toEqual([
      {
        label: 'Tickets',
        href: '/tickets',
        children: [{ label: 'Terms', href: 'https://t.example', newTab: true, children: [] }],
      },
      {
        label: 'Club',
        href: '/club',
        children: [
          {
            label: 'Academy',
            href: '/club/academy',
            children: [{ label: 'Academy Staff', href: '/club/academy/staff', children: [] }],
          },
        ],
      },
    ]);
  });
});
