import type { MenuPage } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { legalLinks } from './legalLinks';

const page = (fullPath: string, postTitle: string, overrides: Partial<MenuPage> = {}): MenuPage => ({
  postID: fullPath.length,
  postTitle,
  postStatus: 'Published',
  pageTemplate: 'Default',
  savedTimestamp: '2026-01-01T00:00:00Z',
  pageOrder: 0,
  pageSlug: fullPath.split('/').at(-1) ?? fullPath,
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
});

describe('legalLinks', () => {
  const tree = [
    page('tickets', 'Tickets', { children: [page('tickets/match-tickets', 'Match Tickets')] }),
    page('help-info', 'Help and Information', {
      children: [
        page('help-info/privacy-policy', 'Privacy Policy'),
        page('help-info/cookies-policy', 'Cookies Policy'),
        page('help-info/report', 'Report a Problem', {
          postType: 'external',
          externalUrl: 'https://report.example',
          newTab: true,
        }),
      ],
    }),
  ];

  it("should link the help pages on the club site", () => {
    expect(legalLinks(tree, 'https://club.example')).toEqual([
      { label: 'Privacy Policy', href: 'https://club.example/help-info/privacy-policy' },
      { label: 'Cookies Policy', href: 'https://club.example/help-info/cookies-policy' },
      { label: 'Report a Problem', href: 'https://report.example', newTab: true },
    ]);
  });

  it('should have none when the tree has no help section', () => {
    expect(legalLinks([tree[0]!], 'https://club.example')).toEqual([]);
  });
});
