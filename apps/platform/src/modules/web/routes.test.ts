import {
  type MenuPage,
  apiErrorSchema,
  menusResponseSchema,
  navigationResponseSchema,
  pageResponseSchema,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';

/**
 * SPEC 2.2, written out: each Hub's path and its children's slugs, in order. Every child not listed
 * as a key is a leaf. Slugs the spec leaves open (six packages, five Christmas pages…) are ours.
 */
const expectedHubs: Record<string, string[]> = {
  tickets: ['match-tickets', 'memberships', 'stadium-tours', 'loyalty-points', 'away-travel', 'information'],
  'tickets/memberships': ['adult', 'blues-bar', 'international', 'premium', 'young-blues', 'little-blues'],
  'tickets/stadium-tours': ['faqs', 'public-stadium-tours', 'private-stadium-tours', 'vouchers'],
  'tickets/information': [
    'members-guide',
    'how-to-guides',
    'matchday-faqs',
    'ticket-upgrades',
    'code-of-conduct',
    'terms-and-conditions',
  ],
  club: [
    'the-quayside',
    'women',
    'academy',
    'staff',
    'shareholder-centre',
    'history',
    'job-vacancies',
    'customer-charter',
  ],
  'club/women': ['fixtures', 'matchdays'],
  'club/academy': [
    'visions-and-values-of-the-academy',
    'academy-staff',
    'directions-to-the-academy',
    'safeguarding',
  ],
  'club/history': ['club-history'],
  hospitality: ['packages', 'match-sponsorship', 'faqs', 'flexi', 'matchday-menus'],
  'hospitality/packages': [
    'the-captains-table',
    'harbour-lounge',
    'lighthouse-lounge',
    '1889-club',
    'private-boxes',
    'family-hospitality',
  ],
  'hospitality/match-sponsorship': ['matchday-sponsor', 'ball-sponsor', 'associate-matchday-sponsor'],
  events: ['christmas', 'whats-on', 'conferences-and-corporate-events', 'private-parties-celebrations'],
  'events/christmas': [
    'christmas-party-nights',
    'festive-lunches',
    'christmas-day-lunch',
    'new-years-eve',
    'santas-grotto',
  ],
  'events/conferences-and-corporate-events': ['meeting-rooms', 'day-delegate-packages', 'exhibitions'],
  'events/private-parties-celebrations': ['weddings', 'milestone-birthdays', 'celebrations-of-life'],
  business: [
    'sponsorships',
    'business-club',
    'partners',
    'online-business-directory',
    'advertising',
    'business-networking-events',
  ],
  'business/sponsorships': ['womens-first-team', 'mens-first-team'],
  'business/business-club': ['official-membership', 'premier-membership'],
  community: ['about-us', 'events-and-facilities-bookings', 'partnerships', 'what-we-do'],
  'community/what-we-do': [
    'facilities-booking',
    'community-wellbeing-hub',
    'education-and-skills',
    'sport-and-health',
    'youth-engagement',
    'key-funding-partners',
  ],
  kids: [
    'matchday-mascots',
    'matchday-activities',
    'strikers-family-lounge',
    'family-stand',
    'junior-fans-forum',
    'birthday-parties',
  ],
  'kids/matchday-mascots': ['mascot-packages', 'what-to-expect', 'mascot-faqs'],
  fans: [
    'blues-bar',
    'supporter-guides',
    'first-time-fan-guide',
    'fans-forum',
    'supporters-identity',
    'fan-engagement-plan',
    'supporter-feedback',
    'just-so-you-know',
    'next-gen',
    'blues-lottery',
    'memorial-services',
    'digital-matchday-supplement',
  ],
  'fans-disabilities': ['supporter-guide', 'accessible-matchday-parking', 'sensory-room', 'faqs'],
  'help-info': [
    'privacy-policy',
    'company-details',
    'anti-discrimination-and-inclusion',
    'reporting-discrimination',
    'safeguarding',
    'charity-requests',
    'faqs',
    'club-tv-faqs',
    'contact-us',
    'cookies-policy',
  ],
};

/** SPEC 2.2's external items: path → opens in a new tab. */
const expectedExternal: Record<string, boolean> = {
  'tickets/information/terms-and-conditions': true,
  'events/conferences-and-corporate-events': true,
  'events/conferences-and-corporate-events/meeting-rooms': true,
  'events/conferences-and-corporate-events/day-delegate-packages': true,
  'events/conferences-and-corporate-events/exhibitions': true,
  'events/private-parties-celebrations': true,
  'events/private-parties-celebrations/weddings': true,
  'events/private-parties-celebrations/milestone-birthdays': true,
  'events/private-parties-celebrations/celebrations-of-life': true,
  'business/business-networking-events': false,
  'community/events-and-facilities-bookings': false,
  'community/what-we-do/facilities-booking': false,
};

function flatten(pages: MenuPage[]): MenuPage[] {
  return pages.flatMap((page) => [page, ...flatten(page.children)]);
}

describe.each(testDialects)('web routes on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect);

  describe('GET /api/web/navigation', () => {
    it('should answer the navigation response schema, cacheable for a minute', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/web/navigation' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(() => navigationResponseSchema.parse(response.json())).not.toThrow();
    });

    it('should list every top-level section of SPEC 2.2 in order', async () => {
      const { data } = navigationResponseSchema.parse((await platform.app.inject('/api/web/navigation')).json());

      expect(data.map((section) => section.pageSlug)).toEqual([
        'tickets',
        'club',
        'hospitality',
        'events',
        'business',
        'community',
        'kids',
        'fans',
        'fans-disabilities',
        'help-info',
      ]);
      expect(data.every((section) => section.nestedLevel === 0 && section.pageTemplate === 'Hub')).toBe(true);
    });

    it('should nest every child of SPEC 2.2 under its parent, Hubs with children and Default leaves', async () => {
      const { data } = navigationResponseSchema.parse((await platform.app.inject('/api/web/navigation')).json());
      const byPath = new Map(flatten(data).map((page) => [page.fullPath, page]));

      for (const [hubPath, childSlugs] of Object.entries(expectedHubs)) {
        const hub = byPath.get(hubPath);
        expect(hub, hubPath).toBeDefined();
        expect(hub?.pageTemplate, hubPath).toBe('Hub');
        expect(hub?.children.map((child) => child.pageSlug), hubPath).toEqual(childSlugs);
        for (const child of hub?.children ?? []) {
          const isHub = child.fullPath in expectedHubs;
          expect(child.pageTemplate, child.fullPath).toBe(isHub ? 'Hub' : 'Default');
        }
      }
      const expectedCount =
        Object.values(expectedHubs).reduce((count, children) => count + children.length, 0) + data.length;
      expect(byPath.size).toBe(expectedCount);
    });

    it('should keep the tree consistent: paths, levels, child ids and page order', async () => {
      const { data } = navigationResponseSchema.parse((await platform.app.inject('/api/web/navigation')).json());
      const check = (pages: MenuPage[], parentPath: string | null, level: number) => {
        pages.forEach((page, index) => {
          expect(page.fullPath).toBe(parentPath ? `${parentPath}/${page.pageSlug}` : page.pageSlug);
          expect(page.nestedLevel).toBe(level);
          expect(page.pageOrder).toBe(index + 1);
          expect(page.childIds).toEqual(page.children.map((child) => child.postID));
          expect(page.pageTemplate).toBe(page.children.length > 0 ? 'Hub' : 'Default');
          expect(page.postStatus).toBe('Published');
          expect(page.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(page.publishedTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
          check(page.children, page.fullPath, level + 1);
        });
      };
      check(data, null, 0);
      const ids = flatten(data).map((page) => page.postID);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('should publish in Europe/London time', async () => {
      const { data } = navigationResponseSchema.parse((await platform.app.inject('/api/web/navigation')).json());
      const tickets = data.find((section) => section.pageSlug === 'tickets');

      // Seeded as 10 June 2024, 09:30 in London (BST), which is 08:30 UTC.
      expect(tickets?.publishedDate).toBe('2024-06-10');
      expect(tickets?.publishedTime).toBe('09:30:00');
    });

    it('should mark exactly the external items of SPEC 2.2, with their URLs and new-tab flags', async () => {
      const { data } = navigationResponseSchema.parse((await platform.app.inject('/api/web/navigation')).json());
      const pages = flatten(data);

      const external = Object.fromEntries(
        pages.filter((page) => page.postType === 'external').map((page) => [page.fullPath, page.newTab]),
      );
      expect(external).toEqual(expectedExternal);
      for (const page of pages) {
        if (page.postType === 'external') expect(page.externalUrl, page.fullPath).toMatch(/^https:\/\//);
        else {
          expect(page.externalUrl, page.fullPath).toBeNull();
          expect(page.newTab, page.fullPath).toBe(false);
        }
      }
      expect(pages.filter((page) => page.fullPath.startsWith('business/') && page.postType === 'external')).toHaveLength(1);
    });
  });

  describe('GET /api/web/menus', () => {
    it('should answer the five menus of SPEC 2.3 exactly', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/web/menus' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { data } = menusResponseSchema.parse(response.json());
      const links = (items: typeof data.primary) =>
        items.map((item) => [item.name, item.slug, item.isExternal, item.newTab]);

      expect(links(data.primary)).toEqual([
        ['News', '/news', false, false],
        ['Matches', '/matches', false, false],
        ['Teams', '/teams', false, false],
        ['Hospitality', '/hospitality', false, false],
        ['Women', '/club/women', false, false],
      ]);
      expect(links(data.secondary)).toEqual([['Club TV', '/videos', false, false]]);
      expect(links(data.sticky)).toEqual([
        ['Club Site', '/', false, false],
        ['Tickets', 'https://tickets.brackwaterblues.example', true, false],
        ['Shop', 'https://shop.brackwaterblues.example', true, true],
        ['Club TV', '/videos', false, false],
        ['App', '/app', false, false],
      ]);
      expect(links(data.main)).toEqual([
        ['News', '/news', false, false],
        ['Matches', '/matches', false, false],
        ['Teams', '/teams', false, false],
        ['Videos', '/videos', false, false],
        ['Tickets', '/tickets', false, false],
        ['Shop', 'https://shop.brackwaterblues.example', true, true],
        ['Women', '/club/women', false, false],
        ['Business', '/business', false, false],
      ]);
      expect(links(data.featured)).toEqual([
        ['Tickets', '/tickets', false, false],
        ['Store', 'https://shop.brackwaterblues.example', true, true],
        ['Club TV', '/videos', false, false],
      ]);
    });

    it('should give an image to featured items only', async () => {
      const { data } = menusResponseSchema.parse((await platform.app.inject('/api/web/menus')).json());

      expect(data.featured.every((item) => typeof item.image === 'string' && item.image.length > 0)).toBe(true);
      const others = [...data.primary, ...data.secondary, ...data.sticky, ...data.main];
      expect(others.every((item) => item.image === undefined)).toBe(true);
    });
  });

  describe('GET /api/web/pages', () => {
    it('should answer a nested page with its body, ancestors and children', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/web/pages?path=tickets/memberships/adult' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { data } = pageResponseSchema.parse(response.json());
      expect(data.fullPath).toBe('tickets/memberships/adult');
      expect(data.pageTemplate).toBe('Default');
      expect(data.nestedLevel).toBe(2);
      expect(data.body).toMatch(/^<p>.+<\/p>$/);
      expect(data.summary.length).toBeGreaterThan(0);
      expect(data.ancestors).toEqual([
        { postTitle: 'Tickets', fullPath: 'tickets' },
        { postTitle: 'Memberships', fullPath: 'tickets/memberships' },
      ]);
      expect(data.children).toEqual([]);
    });

    it('should answer a Hub with its direct children, not nested, and an empty body', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/web/pages?path=tickets/stadium-tours' });

      const { data } = pageResponseSchema.parse(response.json());
      expect(data.pageTemplate).toBe('Hub');
      expect(data.body).toBe('');
      expect(data.summary.length).toBeGreaterThan(0);
      expect(data.children.map((child) => child.pageSlug)).toEqual([
        'faqs',
        'public-stadium-tours',
        'private-stadium-tours',
        'vouchers',
      ]);
      expect(data.childIds).toEqual(data.children.map((child) => child.postID));
      expect(data.children.every((child) => !('children' in child))).toBe(true);
    });

    it('should tolerate leading and trailing slashes', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/web/pages?path=/tickets/match-tickets/' });

      expect(response.statusCode).toBe(200);
      expect(pageResponseSchema.parse(response.json()).data.fullPath).toBe('tickets/match-tickets');
    });

    it('should answer every internal page with real copy and a summary', async () => {
      const { data } = navigationResponseSchema.parse((await platform.app.inject('/api/web/navigation')).json());
      const internal = flatten(data).filter((page) => page.postType === 'internal');

      for (const page of internal) {
        const response = await platform.app.inject({ method: 'GET', url: `/api/web/pages?path=${page.fullPath}` });
        expect(response.statusCode, page.fullPath).toBe(200);
        const { data: content } = pageResponseSchema.parse(response.json());
        expect(content.summary.length, page.fullPath).toBeGreaterThan(20);
        expect(content.summary, page.fullPath).not.toMatch(/<|lorem|ipsum/i);
        if (content.pageTemplate === 'Default') {
          expect(content.body, page.fullPath).toMatch(/^<p>.{80,}<\/p>$/);
          expect(content.body, page.fullPath).not.toMatch(/lorem|ipsum/i);
        }
      }
    });

    it('should answer 404 with the error page message for a path not in the tree', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/web/pages?path=tickets/no-such-page' });

      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'This page could not be found',
      });
    });

    it('should answer 404 for external items, which are links and not pages', async () => {
      for (const path of ['tickets/information/terms-and-conditions', 'events/private-parties-celebrations/weddings']) {
        const response = await platform.app.inject({ method: 'GET', url: `/api/web/pages?path=${path}` });
        expect(response.statusCode, path).toBe(404);
        expect(response.json().message).toBe('This page could not be found');
      }
    });

    it.each([
      ['a path climbing out of the tree', '../etc'],
      ['an empty path', ''],
      ['a path over 512 characters', 'a'.repeat(513)],
      ['a path with an upper-case letter', 'Tickets'],
      ['a path with an empty segment', 'tickets//match-tickets'],
    ])('should answer 400 with details for %s', async (_name, path) => {
      const response = await platform.app.inject({ method: 'GET', url: `/api/web/pages?path=${encodeURIComponent(path)}` });

      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.error).toBe('Bad Request');
      // One entry per problem (an empty path is both too short and not a slug), each naming the field.
      expect(body.details?.length).toBeGreaterThan(0);
      for (const detail of body.details ?? []) {
        expect(detail.path).toBe('query.path');
        expect(detail.message.length).toBeGreaterThan(0);
      }
    });

    it('should answer 400 with details when the path is missing', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/web/pages' });

      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).details).toEqual([
        { path: 'query.path', message: expect.any(String) },
      ]);
    });

    it('should answer 400 when the path is given twice', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/web/pages?path=tickets&path=club' });

      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).details?.[0]?.path).toBe('query.path');
    });
  });
});
