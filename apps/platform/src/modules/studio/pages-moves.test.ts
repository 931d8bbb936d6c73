import { studioConflictSchema, studioPageSchema, studioPagesResponseSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { navigation } from '../web/seed/navigation';
import { studioPagesKit, studioTestApp } from './testing';

describe.each(testDialects)('moving and reordering studio content pages on $dialect', ({ dialect }) => {
  const studio = studioTestApp(dialect, { signIn: ['editor', 'matchday', 'admin', 'fan'] });
  const { call, at, pageAt, publicPage, redirectOf, navigationPaths, reseed } = studioPagesKit(studio);

  it('should move a page one place up in its section, on the club site at once, and keep the order through a new release of the tree', async () => {
    const before = (await publicPage('tickets')).children.filter((child) => child.postType === 'internal').map((child) => child.fullPath);
    expect(before.length).toBeGreaterThan(2);
    const second = await at(before[1]!);
    const moved = await call('POST', `/pages/${second.id}/reorder`, 'editor', { direction: 'up', version: second.version });
    expect(moved.status).toBe(200);
    const expected = [before[1], before[0], ...before.slice(2)];
    const items = studioPagesResponseSchema.parse(moved.body).items;
    expect(items.filter((item) => item.parentId === second.parentId).map((item) => item.fullPath)).toEqual(expected);
    expect(items.find((item) => item.id === second.id)).toMatchObject({ version: second.version + 1, updatedByEmail: 'editor@example.com' });

    const shown = async () => (await publicPage('tickets')).children.filter((child) => child.postType === 'internal').map((child) => child.fullPath);
    expect(await shown()).toEqual(expected);
    expect((await navigationPaths()).filter((path) => expected.includes(path))).toEqual(expected);

    await reseed();
    expect(await shown()).toEqual(expected);

    const audit = (await call('GET', `/audit?entity=page&entityId=${encodeURIComponent(second.fullPath)}`, 'admin')).body as { items: { action: string; before: unknown; after: unknown }[] };
    expect(audit.items[0]).toMatchObject({ action: 'page.reorder', before: { order: before.map((path) => `/${path}`) }, after: { order: expected.map((path) => `/${path}`) } });
  });

  it('should refuse a reorder from an older version, past the end of the section, or by anyone but editors and admins', async () => {
    const first = await at((await publicPage('tickets')).children.filter((child) => child.postType === 'internal')[0]!.fullPath);
    const stale = await call('POST', `/pages/${first.id}/reorder`, 'editor', { direction: 'down', version: first.version - 1 });
    expect(stale.status).toBe(409);
    expect(studioConflictSchema.parse(stale.body).message).toMatch(/^Someone else saved this page since you opened it \(Eden Editor at \d{2}:\d{2}\)/);
    const top = await call('POST', `/pages/${first.id}/reorder`, 'editor', { direction: 'up', version: first.version });
    expect(top).toMatchObject({ status: 400, body: { message: 'The page is already first in its section.' } });
    expect((await call('POST', `/pages/${first.id}/reorder`, 'matchday', { direction: 'down', version: first.version })).status).toBe(403);
    expect((await call('POST', `/pages/${first.id}/reorder`, 'fan', { direction: 'down', version: first.version })).status).toBe(403);
    expect((await call('POST', `/pages/${first.id}/reorder`, 'editor', { direction: 'sideways', version: first.version })).body.details).toEqual([
      { path: 'body.direction', message: 'Say whether the page moves up or down.' },
    ]);
  });

  it('should move a section with its pages and words to another section, and send its old addresses to the new ones', async () => {
    const child = await at('club/academy/safeguarding');
    const saved = await call('PUT', `/pages/${child.id}`, 'editor', { title: 'Keeping young players safe', summary: 'Safeguarding.', body: '<p>Call us.</p>', version: child.version });
    expect(saved.status).toBe(200);
    const academy = await at('club/academy');
    const community = await at('community');

    const moved = await call('POST', `/pages/${academy.id}/move`, 'editor', { parentId: community.id, version: academy.version });
    expect(moved.status).toBe(200);
    expect(studioPageSchema.parse(moved.body)).toMatchObject({ fullPath: 'community/academy', publicUrl: '/community/academy', parentId: community.id, version: academy.version + 1, depth: 1 });

    const page = await publicPage('community/academy/safeguarding');
    expect(page).toMatchObject({ postTitle: 'Keeping young players safe', body: '<p>Call us.</p>' });
    expect(page.ancestors.map((ancestor) => ancestor.fullPath)).toEqual(['community', 'community/academy']);
    expect((await publicPage('community')).children.at(-1)?.fullPath).toBe('community/academy');
    expect((await pageAt('club/academy')).status).toBe(404);
    expect(await redirectOf('club/academy')).toBe('community/academy');
    expect(await redirectOf('/club/academy/safeguarding/')).toBe('community/academy/safeguarding');
    expect(await redirectOf('club/history')).toBe(404);
    const paths = await navigationPaths();
    expect(paths).toContain('community/academy/safeguarding');
    expect(paths.filter((path) => path.startsWith('club/academy'))).toEqual([]);

    const audit = (await call('GET', `/audit?entity=page&entityId=${encodeURIComponent('community/academy')}`, 'admin')).body as { items: { action: string; before: { path: string }; after: { path: string } }[] };
    expect(audit.items[0]).toMatchObject({ action: 'page.move', before: { path: '/club/academy' }, after: { path: '/community/academy' } });
  });

  it('should resolve a page moved twice in one hop, and let a page made later at an old address win', async () => {
    const academy = await at('community/academy');
    const fans = await at('fans');
    expect((await call('POST', `/pages/${academy.id}/move`, 'editor', { parentId: fans.id, version: academy.version })).status).toBe(200);
    expect(await redirectOf('club/academy')).toBe('fans/academy');
    expect(await redirectOf('club/academy/safeguarding')).toBe('fans/academy/safeguarding');
    expect(await redirectOf('community/academy')).toBe('fans/academy');

    const club = await at('club');
    const made = await call('POST', '/pages', 'editor', { parentId: club.id, title: 'Academy news', slug: 'academy', summary: 'What the academy did.', body: '<p>News.</p>' });
    expect(made.status).toBe(201);
    expect((await publicPage('club/academy')).postTitle).toBe('Academy news');
    expect(await redirectOf('club/academy')).toBe(404);
    // The pages that were under the old address still lead to theirs.
    expect(await redirectOf('club/academy/safeguarding')).toBe('fans/academy/safeguarding');
  });

  it('should refuse a move from an older version, to an address already a page, into itself or a page, or by anyone but editors and admins', async () => {
    const academy = await at('fans/academy');
    const fans = await at('fans');
    const community = await at('community');
    const stale = await call('POST', `/pages/${academy.id}/move`, 'editor', { parentId: community.id, version: academy.version - 1 });
    expect(stale.status).toBe(409);
    expect(studioConflictSchema.parse(stale.body).message).toMatch(/^Someone else saved this page since you opened it/);

    const whatWeDo = await at('community/what-we-do');
    const aboutUs = await at('community/about-us');
    const same = await call('POST', `/pages/${aboutUs.id}/move`, 'editor', { parentId: community.id, version: aboutUs.version });
    expect(same).toMatchObject({ status: 400, body: { message: 'The page is already in Community. Choose another section.' } });
    expect((await call('POST', `/pages/${whatWeDo.id}/move`, 'editor', { parentId: (await at('club')).id, version: whatWeDo.version })).status).toBe(200);
    const back = await at('club/what-we-do');
    // A page of that name in the section it would move to: refused in words.
    const madeThere = await call('POST', '/pages', 'editor', { parentId: community.id, title: 'What we do', slug: 'what-we-do', summary: '', body: '' });
    expect(madeThere.status).toBe(201);
    const refused = await call('POST', `/pages/${back.id}/move`, 'editor', { parentId: community.id, version: back.version });
    expect(refused).toMatchObject({ status: 409, body: { code: 'pathTaken', message: '/community/what-we-do is already a page. Choose another section.' } });

    const intoItself = await call('POST', `/pages/${academy.id}/move`, 'editor', { parentId: academy.id, version: academy.version });
    expect(intoItself).toMatchObject({ status: 400, body: { message: 'A page cannot move into itself or a page under it. Choose another section.' } });
    const leaf = await at('fans/academy/safeguarding');
    const intoAPage = await call('POST', `/pages/${academy.id}/move`, 'editor', { parentId: leaf.id, version: academy.version });
    expect(intoAPage).toMatchObject({ status: 400, body: { message: 'Pages can only be moved into a section. Choose a section.' } });
    expect((await call('POST', `/pages/${academy.id}/move`, 'matchday', { parentId: fans.id, version: academy.version })).status).toBe(403);
    expect((await call('POST', `/pages/${academy.id}/move`, 'fan', { parentId: fans.id, version: academy.version })).status).toBe(403);
    expect((await studio.call('POST', `/api/studio/pages/${academy.id}/move`, undefined, { parentId: fans.id, version: academy.version })).status).toBe(401);
    expect((await publicPage('fans/academy')).postTitle).toBe('Academy');
  });

  it('should keep moved pages, their words and redirects through a new release of the tree, and put a page back in the seed’s place while its new section is gone', async () => {
    await reseed();
    expect((await publicPage('fans/academy/safeguarding')).postTitle).toBe('Keeping young players safe');
    expect((await publicPage('club/academy')).postTitle).toBe('Academy news');
    expect(await redirectOf('community/academy/safeguarding')).toBe('fans/academy/safeguarding');

    const tours = await at('tickets/stadium-tours');
    const hospitality = await at('hospitality');
    expect((await call('POST', `/pages/${tours.id}/move`, 'editor', { parentId: hospitality.id, version: tours.version })).status).toBe(200);
    expect((await publicPage('hospitality/stadium-tours')).children.length).toBeGreaterThan(0);

    // A release of the tree without the section: the page is where the seed has it, at its first address.
    await reseed(navigation.filter((section) => section.slug !== 'hospitality'));
    expect((await publicPage('tickets/stadium-tours')).postTitle).toBe('Stadium Tours');
    expect(await redirectOf('tickets/stadium-tours')).toBe(404);
    expect((await pageAt('hospitality/stadium-tours')).status).toBe(404);
    // And once the section is back, so is the move.
    await reseed();
    expect((await publicPage('hospitality/stadium-tours')).ancestors.map((ancestor) => ancestor.fullPath)).toEqual(['hospitality']);
    expect(await redirectOf('tickets/stadium-tours')).toBe('hospitality/stadium-tours');
  });
});
