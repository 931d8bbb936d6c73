import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NavPageTable } from './db';
import { testDialects } from '../../testing/databases';
import { suiteSeededDatabase } from '../../testing/app';
import { createWebRepo } from './repo';
import { seedCounts } from './seed';
import { createWebService } from './service';

describe.each(testDialects)('web repository on $dialect', ({ dialect }) => {
  const testDatabase = suiteSeededDatabase(dialect);

  describe('listPublishedPages', () => {
    it('should list every seeded page with booleans as booleans', async () => {
      const pages = await createWebRepo(testDatabase.database.db).listPublishedPages();

      expect(pages).toHaveLength(seedCounts.pages);
      const terms = pages.find((page) => page.fullPath === 'tickets/information/terms-and-conditions');
      expect(terms).toMatchObject({ postType: 'external', newTab: true, template: 'Default' });
      expect(terms?.externalUrl).toBe('https://tickets.brackwaterblues.example/terms-and-conditions');
    });
  });

  describe('given a Draft page', () => {
    it('should leave the page and everything under it out of the tree and the pages', async () => {
      const { db } = testDatabase.database;
      const service = createWebService(createWebRepo(db));
      await db.updateTable('nav_page').set({ status: 'Draft' }).where('full_path', '=', 'tickets/memberships').execute();
      try {
        const tickets = (await service.navigation()).find((section) => section.pageSlug === 'tickets');
        expect(tickets?.children.map((child) => child.pageSlug)).not.toContain('memberships');
        expect(await service.page('tickets/memberships')).toBeUndefined();
        expect(await service.page('tickets/memberships/adult')).toBeUndefined();
        expect((await service.page('tickets'))?.children.map((child) => child.pageSlug)).not.toContain('memberships');
      } finally {
        await db.updateTable('nav_page').set({ status: 'Published' }).where('full_path', '=', 'tickets/memberships').execute();
      }
    });
  });

  describe('findPageContent', () => {
    it('should answer the body and summary of a page', async () => {
      const repo = createWebRepo(testDatabase.database.db);
      const page = (await repo.listPublishedPages()).find((record) => record.fullPath === 'club/the-quayside');

      const content = await repo.findPageContent(page?.id ?? -1);

      expect(content?.body).toContain('The Quayside');
      expect(content?.summary.length).toBeGreaterThan(0);
    });

    it('should answer nothing for an unknown id', async () => {
      expect(await createWebRepo(testDatabase.database.db).findPageContent(999_999)).toBeUndefined();
    });
  });

  describe('listMenuItems', () => {
    it('should list every menu item in menu and position order', async () => {
      const items = await createWebRepo(testDatabase.database.db).listMenuItems();

      expect(items).toHaveLength(seedCounts.menuItems);
      expect(items.filter((item) => item.menu === 'sticky').map((item) => item.name)).toEqual([
        'Club Site',
        'Tickets',
        'Shop',
        'Club TV',
        'App',
      ]);
    });
  });

  describe('the schema', () => {
    /** Inserts a published page of no words with `page`'s fields. */
    const insertPage = (page: Pick<Insertable<NavPageTable>, 'id' | 'parent_id' | 'slug' | 'full_path' | 'title' | 'page_order' | 'post_type' | 'external_url'>) =>
      testDatabase.database.db
        .insertInto('nav_page')
        .values({
          ...page,
          template: 'Default',
          new_tab: 0,
          status: 'Published',
          summary: '',
          body: '',
          published_at: '2024-01-01T00:00:00.000Z',
          saved_at: '2024-01-01T00:00:00.000Z',
        })
        .execute();

    it('should refuse an external page without a URL', async () => {
      const insert = insertPage({
        id: 900_001,
        parent_id: null,
        slug: 'broken',
        full_path: 'broken',
        title: 'Broken',
        page_order: 99,
        post_type: 'external',
        external_url: null,
      });

      await expect(insert).rejects.toThrow();
    });

    it('should refuse a page whose parent does not exist', async () => {
      const insert = insertPage({
        id: 900_002,
        parent_id: 888_888,
        slug: 'orphan',
        full_path: 'nowhere/orphan',
        title: 'Orphan',
        page_order: 1,
        post_type: 'internal',
        external_url: null,
      });

      await expect(insert).rejects.toThrow();
    });
  });
});
