import {
  pageResponseSchema,
  studioAuditResponseSchema,
  studioConflictSchema,
  studioPageRevisionSchema,
  studioPageRevisionsResponseSchema,
  studioPageSchema,
  studioPagesResponseSchema,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { studioTestApp } from './testing';

describe.each(testDialects)('content page revisions on $dialect', ({ dialect }) => {
  const t = studioTestApp(dialect, { signIn: ['editor', 'matchday', 'commercial', 'admin', 'fan'] });
  const studio = (method: string, path: string, who: 'editor' | 'matchday' | 'commercial' | 'admin' | 'fan' | undefined, body?: unknown) =>
    t.call(method, `/api/studio${path}`, who, body);
  const history = async (id: number) => studioPageRevisionsResponseSchema.parse((await studio('GET', `/pages/${id}/revisions`, 'editor')).body);
  const publicPage = async (path: string) => pageResponseSchema.parse((await t.read(`/api/web/pages?path=${encodeURIComponent(path)}`)).body).data;
  const save = async (id: number, words: { title: string; summary?: string; body: string }, version: number) =>
    studioPageSchema.parse((await studio('PUT', `/pages/${id}`, 'editor', { summary: '', ...words, version })).body);

  /** The `n`th page of the club's own tree with a body of its own (a Default page one level down), as the editor opens it; each test takes its own. */
  async function seededPage(n: number) {
    const list = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body);
    const page = list.items.filter((item) => item.template === 'Default' && item.depth === 1 && !item.addedInStudio)[n];
    expect(page).toBeDefined();
    return studioPageSchema.parse((await studio('GET', `/pages/${page!.id}`, 'editor')).body);
  }

  it("should keep a revision of every save (who, when, what changed), and the club's own text before the first", async () => {
    const page = await seededPage(0);
    expect(page.version).toBe(0);
    expect((await history(page.id)).total).toBe(0);

    const first = await save(page.id, { title: 'Getting to the ground', body: '<p>Take the number 12 bus.</p>' }, page.version);
    t.clock.advance(60_000);
    const second = await save(page.id, { title: 'Getting to the ground', body: '<p>Take the number 14 bus.</p>' }, first.version);

    const list = await history(page.id);
    expect(list.total).toBe(3);
    expect(list.items.map((item) => [item.version, item.action])).toEqual([
      [second.version, 'update'],
      [first.version, 'update'],
      [0, 'baseline'],
    ]);
    expect(list.items[0]).toMatchObject({ by: 'editor@example.com', at: second.updatedAt, changed: ['body'], restoredFrom: null });
    expect(list.items[1]).toMatchObject({ by: 'editor@example.com', at: first.updatedAt });
    expect(list.items[1]!.changed).toContain('title');
    expect(list.items[0]!.byName).not.toBe('editor@example.com');
    expect(list.items[2]).toMatchObject({ by: null, changed: [] });

    const baseline = studioPageRevisionSchema.parse((await studio('GET', `/pages/${page.id}/revisions/${list.items[2]!.id}`, 'editor')).body);
    expect(baseline.fields).toEqual({ title: page.title, summary: page.summary, body: page.body });
    const one = studioPageRevisionSchema.parse((await studio('GET', `/pages/${page.id}/revisions/${list.items[1]!.id}`, 'editor')).body);
    expect(one.fields).toEqual({ title: 'Getting to the ground', summary: '', body: '<p>Take the number 12 bus.</p>' });
    expect(one.bodyText).toBe('Take the number 12 bus.');
  });

  it('should restore an earlier text as a new save the club site shows at once, keep a revision of it and audit it', async () => {
    const page = await seededPage(1);
    const first = await save(page.id, { title: 'Hospitality', body: '<p>Lunch in the Harbour Suite.</p>' }, page.version);
    const overwritten = await save(page.id, { title: 'Hospitality', body: '<p>Overwritten by mistake.</p>' }, first.version);
    expect((await publicPage(page.fullPath)).body).toContain('Overwritten by mistake.');
    const earlier = (await history(page.id)).items[1]!;
    expect(earlier.version).toBe(first.version);

    t.clock.advance(60_000);
    const restored = await studio('POST', `/pages/${page.id}/revisions/${earlier.id}/restore`, 'editor', { version: overwritten.version });
    expect(restored.status).toBe(200);
    expect(studioPageSchema.parse(restored.body)).toMatchObject({
      version: overwritten.version + 1,
      body: '<p>Lunch in the Harbour Suite.</p>',
      fullPath: page.fullPath,
      updatedAt: new Date(t.clock.nowMs()).toISOString(),
      updatedByEmail: 'editor@example.com',
    });
    const shown = await publicPage(page.fullPath);
    expect(shown.body).toBe('<p>Lunch in the Harbour Suite.</p>');

    expect((await history(page.id)).items[0]).toMatchObject({ action: 'restore', version: overwritten.version + 1, restoredFrom: earlier.id, changed: ['body'] });
    const audit = studioAuditResponseSchema.parse((await studio('GET', `/audit?entity=page&entityId=${encodeURIComponent(page.fullPath)}`, 'admin')).body);
    expect(audit.items.map((entry) => entry.action)).toEqual(['page.restore', 'page.update', 'page.update']);
    expect(audit.items[0]).toMatchObject({ actorEmail: 'editor@example.com' });
    expect(audit.items[0]!.before).toMatchObject({ body: '<p>Overwritten by mistake.</p>' });
    expect(audit.items[0]!.after).toMatchObject({ body: '<p>Lunch in the Harbour Suite.</p>', restoredFrom: earlier.id });

    // The club's own text comes back too: a first edit can be undone.
    const baseline = (await history(page.id)).items.at(-1)!;
    expect(baseline.action).toBe('baseline');
    const original = studioPageSchema.parse(
      (await studio('POST', `/pages/${page.id}/revisions/${baseline.id}/restore`, 'editor', { version: overwritten.version + 1 })).body,
    );
    expect(original).toMatchObject({ title: page.title, summary: page.summary, body: page.body });
  });

  it('should refuse a stale version with 409 and who saved since, changing nothing', async () => {
    const page = await seededPage(2);
    const first = await save(page.id, { title: 'Stale one', body: '<p>One.</p>' }, page.version);
    const second = studioPageSchema.parse(
      (await studio('PUT', `/pages/${page.id}`, 'admin', { title: 'Stale two', summary: '', body: '<p>Two.</p>', version: first.version })).body,
    );
    const earlier = (await history(page.id)).items[1]!;

    const refused = await studio('POST', `/pages/${page.id}/revisions/${earlier.id}/restore`, 'editor', { version: first.version });
    expect(refused.status).toBe(409);
    const conflict = studioConflictSchema.parse(refused.body);
    expect(conflict).toMatchObject({ code: 'versionConflict', updatedBy: 'admin@example.com', version: second.version });
    expect(conflict.message).toMatch(/^Someone else saved this page since you opened it/);
    expect(studioPageSchema.parse((await studio('GET', `/pages/${page.id}`, 'editor')).body)).toMatchObject({ title: 'Stale two', version: second.version });
    expect((await history(page.id)).total).toBe(3);
  });

  it('should refuse staff of other desks, fans and visitors, and not find a revision of another page', async () => {
    const page = await seededPage(3);
    const other = await seededPage(4);
    const saved = await save(page.id, { title: 'Guarded', body: '<p>Guarded.</p>' }, page.version);
    const revision = (await history(page.id)).items[0]!;
    for (const who of ['fan', 'matchday', 'commercial'] as const) {
      expect((await studio('GET', `/pages/${page.id}/revisions`, who)).status).toBe(403);
      expect((await studio('GET', `/pages/${page.id}/revisions/${revision.id}`, who)).status).toBe(403);
      expect((await studio('POST', `/pages/${page.id}/revisions/${revision.id}/restore`, who, { version: saved.version })).status).toBe(403);
    }
    expect((await studio('GET', `/pages/${page.id}/revisions`, undefined)).status).toBe(401);
    expect((await studio('POST', `/pages/${page.id}/revisions/${revision.id}/restore`, undefined, { version: saved.version })).status).toBe(401);
    expect((await studio('GET', `/pages/${other.id}/revisions/${revision.id}`, 'editor')).status).toBe(404);
    expect((await studio('POST', `/pages/${other.id}/revisions/${revision.id}/restore`, 'editor', { version: other.version })).status).toBe(404);
    expect((await studio('GET', '/pages/999999/revisions', 'editor')).status).toBe(404);
    expect((await history(page.id)).total).toBe(2);
    expect(studioPageSchema.parse((await studio('GET', `/pages/${page.id}`, 'editor')).body).version).toBe(saved.version);
  });

  it('should start a page added in the studio with its creation, and not give a removed page\'s history to the next page to take its id', async () => {
    const section = studioPagesResponseSchema.parse((await studio('GET', '/pages', 'editor')).body).items.find((item) => item.template === 'Hub' && !item.addedInStudio)!;
    const create = async (slug: string) =>
      studioPageSchema.parse((await studio('POST', '/pages', 'editor', { parentId: section.id, slug, title: `Page ${slug}`, summary: '', body: `<p>${slug}</p>` })).body);
    const added = await create('history-first');
    expect((await history(added.id)).items.map((item) => [item.action, item.version])).toEqual([['create', 1]]);
    expect((await history(added.id)).items[0]!.changed).toEqual(['title', 'body']);

    expect((await studio('POST', `/pages/${added.id}/remove`, 'editor', { version: added.version })).status).toBe(200);
    const next = await create('history-second');
    expect(next.id).toBe(added.id);
    expect((await history(next.id)).items.map((item) => item.action)).toEqual(['create']);
  });
});
