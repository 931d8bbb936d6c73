import { studioPageSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { firstStudioPageId } from '../web/repo';
import { navigation } from '../web/seed/navigation';
import type { PageNode, SeedNode } from '../web/seed/nodes';
import { studioPagesKit, studioTestApp } from './testing';

/** The tree with the page at `path` changed by `change` (the world's next release). */
function changed<T extends SeedNode>(nodes: readonly T[], path: string, change: (node: SeedNode) => SeedNode, above = ''): T[] {
  return nodes.map((node) => {
    const here = above ? `${above}/${node.slug}` : node.slug;
    const children = changed(node.children, path, change, here);
    return (here === path ? change({ ...node, children }) : { ...node, children }) as T;
  });
}
const retitled = (nodes: readonly PageNode[], path: string, title: string, body?: string) =>
  changed(nodes, path, (node) => ({ ...node, title, ...(body === undefined || node.kind !== 'page' ? {} : { body }) }));
const withoutSection = (nodes: readonly PageNode[], slug: string) => nodes.filter((section) => section.slug !== slug);

/** A section the world's next release puts first: every page after it gets a new id (the seed numbers in tree order). */
const matchday: PageNode = {
  kind: 'page',
  slug: 'matchday',
  title: 'Matchday',
  summary: 'Everything for match day.',
  body: '',
  published: '2026-11-01 09:00',
  children: [{ kind: 'page', slug: 'getting-here', title: 'Getting here', summary: 'Trains and buses.', body: '<p>Trains and buses.</p>', children: [] }],
};

/**
 * Staff's edits live on the page rows (issue 27, 0092_page_origin): what staff did to the seed's pages
 * (their words, a move) and the pages they added outlive new releases of the tree, whatever else the
 * world changes, and a page added to a section the world drops is kept, hidden, until the section is back.
 */
describe.each(testDialects)('studio content pages through new releases of the tree on $dialect', ({ dialect }) => {
  const studio = studioTestApp(dialect, { signIn: ['editor'] });
  const { call, list, at, pageAt, publicPage, navigationPaths, reseed } = studioPagesKit(studio);

  const words = { title: 'The Quayside, our home', summary: 'Our ground since 1921.', body: '<p>Our ground since 1921.</p>' };
  let addedId = 0;
  let quaysideId = 0;

  it('should keep staff’s words, move and added page through two releases of a changed tree', async () => {
    const quayside = await at('club/the-quayside');
    quaysideId = quayside.id;
    expect((await call('PUT', `/pages/${quayside.id}`, 'editor', { ...words, version: quayside.version })).status).toBe(200);
    const aboutUs = await at('community/about-us');
    expect((await call('POST', `/pages/${aboutUs.id}/move`, 'editor', { parentId: (await at('fans')).id, version: aboutUs.version })).status).toBe(200);
    const created = await call('POST', '/pages', 'editor', { parentId: (await at('community')).id, title: 'Volunteering', slug: 'volunteering', summary: 'Give a hand.', body: '<p>Give a hand.</p>' });
    expect(created.status).toBe(201);
    const added = studioPageSchema.parse(created.body);
    addedId = added.id;
    expect(added.id).toBeGreaterThanOrEqual(firstStudioPageId);

    // The world's next release: a new first section (every seed page renumbered), new words on the page
    // staff wrote (theirs stay) and on the page staff only moved (the world's show, where staff put it).
    const next = [matchday, ...retitled(retitled(navigation, 'club/the-quayside', 'The Quayside Stadium', '<p>New words.</p>'), 'community/about-us', 'About the Foundation')];
    // And the one after: the new section gone again, another page retitled.
    const after = retitled(next.slice(1), 'club/staff', 'Our staff');
    for (const [release, world] of [next, after].entries()) {
      await reseed(world);
      expect(await publicPage('club/the-quayside'), `release ${release + 1}`).toMatchObject({ postTitle: words.title, body: words.body });
      const moved = await publicPage('fans/about-us');
      expect(moved).toMatchObject({ postTitle: 'About the Foundation' });
      expect(moved.ancestors.map((ancestor) => ancestor.fullPath)).toEqual(['fans']);
      expect((await pageAt('community/about-us')).status).toBe(404);
      expect(await publicPage('community/volunteering')).toMatchObject({ postTitle: 'Volunteering', body: '<p>Give a hand.</p>' });
      expect((await publicPage('community')).children.map((child) => child.fullPath).at(-1)).toBe('community/volunteering');
      expect(await navigationPaths()).toEqual(expect.arrayContaining(['club/the-quayside', 'fans/about-us', 'community/volunteering']));

      const items = await list();
      expect(items.find((item) => item.fullPath === 'community/volunteering')).toMatchObject({ id: addedId, addedInStudio: true, version: 1, updatedByEmail: 'editor@example.com' });
      expect(items.find((item) => item.fullPath === 'fans/about-us')).toMatchObject({ title: 'About the Foundation', version: 1, addedInStudio: false, updatedByEmail: 'editor@example.com' });
      expect(items.find((item) => item.fullPath === 'club/the-quayside')).toMatchObject({ title: words.title, version: 1 });
    }
    expect((await publicPage('club/staff')).postTitle).toBe('Our staff');
    // The first release renumbered the seed's pages; the second numbered them as before. The added page kept its id throughout.
    expect((await at('club/the-quayside')).id).toBe(quaysideId);
  });

  it('should hide a page added to a section the world drops, and show it again, as staff left it, once the section is back', async () => {
    const before = studioPageSchema.parse((await call('GET', `/pages/${addedId}`, 'editor')).body);
    await reseed(withoutSection(navigation, 'community'));
    expect((await pageAt('community/volunteering')).status).toBe(404);
    expect((await navigationPaths()).filter((path) => path.startsWith('community'))).toEqual([]);
    expect((await list()).map((item) => item.title)).not.toContain('Volunteering');
    expect((await call('GET', `/pages/${addedId}`, 'editor')).status).toBe(404);

    // A release that still lacks it keeps it hidden, not lost.
    await reseed(withoutSection(navigation, 'community'));
    expect((await pageAt('community/volunteering')).status).toBe(404);

    await reseed(navigation);
    expect(await publicPage('community/volunteering')).toMatchObject({ postID: addedId, postTitle: 'Volunteering', body: '<p>Give a hand.</p>' });
    expect(studioPageSchema.parse((await call('GET', `/pages/${addedId}`, 'editor')).body)).toEqual(before);
    // The page staff moved out of the dropped section was the world's page of that section, so it went with it and is back too, where staff put it.
    expect((await publicPage('fans/about-us')).ancestors.map((ancestor) => ancestor.fullPath)).toEqual(['fans']);
  });
});
