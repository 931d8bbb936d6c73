import { studioConflictSchema, studioPageSchema, studioPagesResponseSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { studioPagesKit, studioTestApp } from './testing';

describe.each(testDialects)('studio content pages on $dialect', ({ dialect }) => {
  const platform = studioTestApp(dialect, { signIn: ['editor', 'matchday', 'admin', 'fan'] });
  const { call: studio, pageAt, publicPage, reseed } = studioPagesKit(platform);

  /** A page of the tree with a body of its own (a Default page two levels down). */
  async function aPage() {
    const list = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    const page = list.items.find((item) => item.template === 'Default' && item.depth === 1);
    expect(page).toBeDefined();
    return studioPageSchema.parse((await studio('GET', `/pages/${page!.id}`, 'editor')).body);
  }

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
    expect((await platform.read('/api/studio/pages')).status).toBe(401);
  });

  it('should save a page, sanitised, and show it on the club site and in the navigation at once', async () => {
    const page = await aPage();
    expect(page.version).toBe(0);
    // The tree is read (and remembered) before the change.
    await platform.read('/api/web/navigation');
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
    expect(JSON.stringify((await platform.read('/api/web/navigation')).body)).toContain('Visiting the ground');

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
    await reseed();
    expect((await publicPage(page.fullPath)).postTitle).toBe('Visiting the ground');
  });

  /** A section of the tree (a Hub) with pages under it. */
  async function aSection() {
    const list = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    const section = list.items.find((item) => item.template === 'Hub' && list.items.some((child) => child.fullPath.startsWith(`${item.fullPath}/`)));
    expect(section).toBeDefined();
    return section!;
  }

  it('should add a page to a section, sanitised and after its other pages, on the club site and in its section at once', async () => {
    const section = await aSection();
    await platform.read('/api/web/navigation');
    const created = await studio('POST', '/pages', 'editor', {
      parentId: section.id,
      title: 'Junior memberships',
      slug: 'junior-memberships',
      summary: 'Membership for under-18s.',
      body: '<p>From <em>£25</em> a season.<img src=x onerror=alert(1)></p>',
    });
    expect(created.status).toBe(201);
    const page = studioPageSchema.parse(created.body);
    expect(page).toMatchObject({
      title: 'Junior memberships',
      fullPath: `${section.fullPath}/junior-memberships`,
      publicUrl: `/${section.fullPath}/junior-memberships`,
      template: 'Default',
      version: 1,
      addedInStudio: true,
      updatedByEmail: 'editor@example.com',
    });
    expect(page.body).not.toContain('onerror');

    const shown = await publicPage(page.fullPath);
    expect(shown.postTitle).toBe('Junior memberships');
    expect((await publicPage(section.fullPath)).children.map((child) => child.postTitle).at(-1)).toBe('Junior memberships');
    expect(JSON.stringify((await platform.read('/api/web/navigation')).body)).toContain('Junior memberships');

    const list = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    expect(list.items.find((item) => item.id === page.id)).toMatchObject({ addedInStudio: true, depth: section.depth + 1 });
    expect(list.items.filter((item) => !item.addedInStudio).length).toBeGreaterThan(5);

    const audit = (await studio('GET', `/audit?entity=page&entityId=${encodeURIComponent(page.fullPath)}`, 'admin')).body as { items: { action: string }[] };
    expect(audit.items.map((entry) => entry.action)).toEqual(['page.create']);
  });

  it('should refuse an address already in use, a parent that is not a section, and a bad address, in words', async () => {
    const section = await aSection();
    const body = { parentId: section.id, title: 'Again', slug: 'junior-memberships', summary: '', body: '' };
    const taken = await studio('POST', '/pages', 'editor', body);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`/${section.fullPath}/junior-memberships is already a page. Choose another address.`);

    const leaf = await aPage();
    const notSection = await studio('POST', '/pages', 'editor', { ...body, parentId: leaf.id, slug: 'under-a-page' });
    expect(notSection.status).toBe(400);
    expect(notSection.body.message).toBe('Pages can only be added to a section. Choose a section.');

    const badSlug = await studio('POST', '/pages', 'editor', { ...body, slug: 'Junior Memberships!' });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.details).toEqual([
      { path: 'body.slug', message: 'Use lowercase letters, digits and single hyphens for the address, e.g. junior-memberships.' },
    ]);
    expect((await studio('POST', '/pages', 'matchday', { ...body, slug: 'by-matchday' })).status).toBe(403);
  });

  it('should keep an added page, and its later edits, when a new release of the tree replaces the pages', async () => {
    const section = await aSection();
    const path = `${section.fullPath}/junior-memberships`;
    const list = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    const added = studioPageSchema.parse((await studio('GET', `/pages/${list.items.find((item) => item.fullPath === path)!.id}`, 'editor')).body);
    const edited = await studio('PUT', `/pages/${added.id}`, 'editor', { title: 'Junior members', summary: 'Under-18s.', body: '<p>£25.</p>', version: added.version });
    expect(edited.status).toBe(200);

    await reseed();
    expect((await publicPage(path)).postTitle).toBe('Junior members');
    const again = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    expect(again.items.filter((item) => item.fullPath === path)).toEqual([expect.objectContaining({ addedInStudio: true, title: 'Junior members' })]);
  });

  it('should remove only a page added in the studio, at the version it was opened at', async () => {
    const list = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    const added = studioPageSchema.parse((await studio('GET', `/pages/${list.items.find((item) => item.addedInStudio)!.id}`, 'editor')).body);

    const own = await aPage();
    const refusedOwn = await studio('POST', `/pages/${own.id}/remove`, 'editor', { version: own.version });
    expect(refusedOwn.status).toBe(409);
    expect(refusedOwn.body.message).toBe('Only pages added in the studio can be removed. Pages of the club’s own tree can be edited.');

    const stale = await studio('POST', `/pages/${added.id}/remove`, 'editor', { version: added.version - 1 });
    expect(stale.status).toBe(409);
    expect(studioConflictSchema.parse(stale.body).message).toMatch(/^Someone else saved this page since you opened it/);
    expect((await publicPage(added.fullPath)).postTitle).toBe(added.title);

    const removed = await studio('POST', `/pages/${added.id}/remove`, 'editor', { version: added.version });
    expect(removed).toMatchObject({ status: 200, body: { removed: true } });
    expect((await pageAt(added.fullPath)).status).toBe(404);
    expect((await studio('GET', `/pages/${added.id}`, 'editor')).status).toBe(404);

    // Gone for good: a new release of the tree does not bring it back.
    await reseed();
    expect((await pageAt(added.fullPath)).status).toBe(404);
    const audit = (await studio('GET', `/audit?entity=page&entityId=${encodeURIComponent(added.fullPath)}`, 'admin')).body as { items: { action: string }[] };
    expect(audit.items.map((entry) => entry.action)).toEqual(['page.remove', 'page.update', 'page.create']);
  });
});
