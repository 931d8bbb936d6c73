import { pageResponseSchema, studioConflictSchema, studioPageSchema, studioPagesResponseSchema } from '@club/api-client';
import { createManualClock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../prepare-database';
import { TEST_NOW } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';
import { api, baseUrlOf, signIn } from '../payments/testing';
import { replaceContent } from '../web/repo';
import { flattenMenus, flattenNavigation } from '../web/seed';
import { menus } from '../web/seed/menus';
import { navigation } from '../web/seed/navigation';

const studioOrigin = 'http://127.0.0.1:3002';

describe.each(testDialects)('studio content pages on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const cookies: Record<string, string> = {};
  const studio = (method: string, path: string, who: string, body?: unknown) =>
    api(base, method, `/api/studio${path}`, { cookie: cookies[who], ...(body === undefined ? {} : { body }), headers: { origin: studioOrigin } });

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    const clock = createManualClock(Date.parse(TEST_NOW));
    await prepareDatabase(testDatabase.database, silentLog, clock);
    app = await buildApp(
      { ...testConfig(testDatabase.location), siteOrigins: ['http://127.0.0.1:3000', studioOrigin] },
      { database: testDatabase.database, clock },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    for (const who of ['editor', 'matchday', 'admin', 'fan']) cookies[who] = await signIn(base, `${who}@example.com`);
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  /** A page of the tree with a body of its own (a Default page two levels down). */
  async function aPage() {
    const list = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    const page = list.items.find((item) => item.template === 'Default' && item.depth === 1);
    expect(page).toBeDefined();
    return studioPageSchema.parse((await studio('GET', `/pages/${page!.id}`, 'editor')).body);
  }
  const publicPage = async (path: string) => pageResponseSchema.parse((await api(base, 'GET', `/api/web/pages?path=${encodeURIComponent(path)}`)).body).data;

  it('should list the tree for editors and admins, parents before children, and refuse everyone else', async () => {
    const list = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    expect(list.items.length).toBeGreaterThan(5);
    expect(list.items[0]!.depth).toBe(0);
    for (const [index, item] of list.items.entries()) {
      if (item.depth > 0) {
        const parentPath = item.fullPath.split('/').slice(0, -1).join('/');
        expect(list.items.slice(0, index).some((earlier) => earlier.fullPath === parentPath)).toBe(true);
      }
    }
    expect((await studio('GET', '/pages', 'admin')).status).toBe(200);
    expect((await studio('GET', '/pages', 'matchday')).status).toBe(403);
    expect((await studio('GET', '/pages', 'fan')).status).toBe(403);
    expect((await api(base, 'GET', '/api/studio/pages')).status).toBe(401);
  });

  it('should save a page, sanitised, and show it on the club site and in the navigation at once', async () => {
    const page = await aPage();
    expect(page.version).toBe(0);
    // The tree is read (and remembered) before the change.
    await api(base, 'GET', '/api/web/navigation');
    const saved = await studio('PUT', `/pages/${page.id}`, 'editor', {
      title: 'Visiting the ground',
      summary: 'How to reach the ground on match day.',
      body: '<p>Take the <strong>number 12</strong> bus.<script>alert(1)</script></p>',
      version: 0,
    });
    expect(saved.status).toBe(200);
    const after = studioPageSchema.parse(saved.body);
    expect(after).toMatchObject({ title: 'Visiting the ground', version: 1, updatedByEmail: 'editor@example.com', body: '<p>Take the <strong>number 12</strong> bus.</p>' });

    const shown = await publicPage(page.fullPath);
    expect(shown.postTitle).toBe('Visiting the ground');
    expect(shown.body).toBe('<p>Take the <strong>number 12</strong> bus.</p>');
    expect(JSON.stringify((await api(base, 'GET', '/api/web/navigation')).body)).toContain('Visiting the ground');

    const audit = (await studio('GET', `/audit?entity=page&entityId=${encodeURIComponent(page.fullPath)}`, 'admin')).body as { items: { action: string }[] };
    expect(audit.items.map((entry) => entry.action)).toEqual(['page.update']);
  });

  it('should refuse a save from an older version, naming who saved, and change nothing', async () => {
    const page = await aPage();
    const refused = await studio('PUT', `/pages/${page.id}`, 'admin', { title: 'Overwritten', summary: '', body: '<p>Old copy</p>', version: page.version - 1 });
    expect(refused.status).toBe(409);
    const conflict = studioConflictSchema.parse(refused.body);
    expect(conflict.message).toMatch(/^Someone else saved this page since you opened it \(Eden Editor at \d{2}:\d{2}\)/);
    expect((await publicPage(page.fullPath)).postTitle).toBe('Visiting the ground');
  });

  it('should refuse a title that is empty, in words', async () => {
    const page = await aPage();
    const refused = await studio('PUT', `/pages/${page.id}`, 'editor', { title: ' ', summary: '', body: '', version: page.version });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'body.title', message: 'Give the page a title.' }]);
  });

  it('should keep what staff wrote when a new release of the tree replaces the pages', async () => {
    const page = await aPage();
    const { db } = testDatabase.database;
    await db.transaction().execute((trx) =>
      replaceContent(trx, { pages: flattenNavigation(navigation), menuItems: flattenMenus(menus), savedAt: TEST_NOW }),
    );
    app.readCache.forget();
    expect((await publicPage(page.fullPath)).postTitle).toBe('Visiting the ground');
  });
});
