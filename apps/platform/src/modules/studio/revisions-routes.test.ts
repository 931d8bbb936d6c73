import {
  studioArticleSchema,
  studioAuditResponseSchema,
  studioConflictSchema,
  studioRevisionSchema,
  studioRevisionsResponseSchema,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { signIn } from '../payments/testing';
import { completeArticle, studioTestApp } from './testing';

const day = 24 * 3_600_000;

describe.each(testDialects)('article revisions on $dialect', ({ dialect }) => {
  const t = studioTestApp(dialect, { signIn: ['editor', 'commercial', 'admin', 'fan'] });
  const studio = (method: string, path: string, who: 'editor' | 'commercial' | 'admin' | 'fan' | undefined, body?: unknown) =>
    t.call(method, `/api/studio${path}`, who, body);
  const history = async (id: number) => studioRevisionsResponseSchema.parse((await studio('GET', `/articles/${id}/revisions`, 'editor')).body);

  it('should keep a revision of every save: who, when, the fields and which of them changed', async () => {
    const created = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Revision one' }))).body);
    const saved = studioArticleSchema.parse(
      (await studio('PUT', `/articles/${created.id}`, 'editor', { ...completeArticle({ title: 'Revision two', slug: created.slug }), version: created.version })).body,
    );
    const published = studioArticleSchema.parse((await studio('POST', `/articles/${created.id}/publish`, 'editor', { version: saved.version })).body);

    const list = await history(created.id);
    expect(list.total).toBe(3);
    expect(list.items.map((item) => [item.version, item.action])).toEqual([
      [published.version, 'publish'],
      [saved.version, 'update'],
      [created.version, 'create'],
    ]);
    expect(list.items[1]).toMatchObject({ by: 'editor@example.com', at: saved.updatedAt, changed: ['title'] });
    expect(list.items[0]!.changed).toEqual(['status', 'publishedAt']);
    expect(list.items[2]!.changed).toEqual(expect.arrayContaining(['title', 'slug', 'standfirst', 'body', 'imageKey']));
    expect(list.items[1]!.byName).not.toBe('');

    const one = studioRevisionSchema.parse((await studio('GET', `/articles/${created.id}/revisions/${list.items[2]!.id}`, 'editor')).body);
    expect(one.fields).toMatchObject({ title: 'Revision one', status: 'draft', publishedAt: null, imageKey: 'news/keeper.jpg' });
    expect(one.bodyText).toBe('The goalkeeper arrives from Harbury Town after a season of clean sheets.');
  });

  it("should restore yesterday's text as a new save the public sees, keep a revision of it and audit it", async () => {
    const created = studioArticleSchema.parse(
      (await studio('POST', '/articles', 'editor', completeArticle({ title: 'Derby day', body: "<p>Yesterday's report of the derby.</p>" }))).body,
    );
    const live = studioArticleSchema.parse((await studio('POST', `/articles/${created.id}/publish`, 'editor', { version: created.version })).body);
    const yesterday = (await history(created.id)).items[0]!;

    // A day on, every sign-in has lapsed: everyone signs in again.
    t.clock.advance(day);
    for (const who of ['editor', 'commercial', 'admin', 'fan'] as const) t.cookies[who] = await signIn(t.base, `${who}@example.com`);
    const drafted = studioArticleSchema.parse(
      (await studio('PUT', `/articles/${created.id}`, 'editor', { ...completeArticle({ title: 'Derby day', slug: live.slug, body: '<p>Overwritten by mistake.</p>' }), version: live.version })).body,
    );
    const overwritten = studioArticleSchema.parse((await studio('POST', `/articles/${created.id}/publish-changes`, 'editor', { version: drafted.version })).body);
    expect((await t.read(`/api/news/articles/${live.slug}`)).body.data.body).toContain('Overwritten by mistake.');

    const restored = await studio('POST', `/articles/${created.id}/revisions/${yesterday.id}/restore`, 'editor', { version: overwritten.version });
    expect(restored.status).toBe(200);
    const article = studioArticleSchema.parse(restored.body);
    expect(article).toMatchObject({ version: overwritten.version + 1, status: 'published', body: "<p>Yesterday's report of the derby.</p>", updatedAt: new Date(t.clock.nowMs()).toISOString() });
    const publicBody = (await t.read(`/api/news/articles/${live.slug}`)).body.data.body as string;
    expect(publicBody).toContain('report of the derby.');
    expect(publicBody).not.toContain('Overwritten');

    const newest = (await history(created.id)).items[0]!;
    expect(newest).toMatchObject({ action: 'restore', version: article.version, restoredFrom: yesterday.id, changed: ['body'] });
    const audit = studioAuditResponseSchema.parse((await studio('GET', `/audit?entity=article&entityId=${created.id}`, 'admin')).body);
    expect(audit.items[0]).toMatchObject({ action: 'article.restore', actorEmail: 'editor@example.com' });
    expect(audit.items[0]!.after).toMatchObject({ body: "<p>Yesterday's report of the derby.</p>", restoredFrom: yesterday.id });
  });

  it("should keep a seeded story's text before its first studio save, so it can be brought back", async () => {
    const seeded = (await studio('GET', '/articles?status=published', 'editor')).body.items.find((item: { updatedBy: string | null }) => item.updatedBy === null);
    expect(seeded).toBeDefined();
    const before = studioArticleSchema.parse((await studio('GET', `/articles/${seeded.id}`, 'editor')).body);
    expect((await history(before.id)).total).toBe(0);

    const saved = studioArticleSchema.parse(
      (await studio('PUT', `/articles/${before.id}`, 'editor', {
        title: 'A new headline',
        slug: before.slug,
        standfirst: before.standfirst,
        category: before.category,
        tags: before.tags,
        imageKey: before.imageKey,
        body: before.body,
        relatedSlugs: before.relatedSlugs,
        author: before.author,
        version: before.version,
      })).body,
    );
    const list = await history(before.id);
    expect(list.items.map((item) => item.action)).toEqual(['draft', 'baseline']);
    expect(list.items[1]).toMatchObject({ by: null, version: before.version, changed: [] });

    const restored = studioArticleSchema.parse(
      (await studio('POST', `/articles/${before.id}/revisions/${list.items[1]!.id}/restore`, 'editor', { version: saved.version })).body,
    );
    expect(restored.title).toBe(before.title);
  });

  it('should refuse a stale version with 409 and who saved since, changing nothing', async () => {
    const created = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Stale one' }))).body);
    const first = (await history(created.id)).items[0]!;
    const saved = studioArticleSchema.parse(
      (await studio('PUT', `/articles/${created.id}`, 'admin', { ...completeArticle({ title: 'Stale two', slug: created.slug }), version: created.version })).body,
    );

    const refused = await studio('POST', `/articles/${created.id}/revisions/${first.id}/restore`, 'editor', { version: created.version });
    expect(refused.status).toBe(409);
    expect(studioConflictSchema.parse(refused.body)).toMatchObject({ updatedBy: 'admin@example.com', version: saved.version });
    expect(studioArticleSchema.parse((await studio('GET', `/articles/${created.id}`, 'editor')).body).title).toBe('Stale two');
    expect((await history(created.id)).total).toBe(2);
  });

  it("should refuse to restore an address another article has taken since, changing nothing", async () => {
    const created = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Moving house', slug: 'moving-house' }))).body);
    const first = (await history(created.id)).items[0]!;
    const moved = studioArticleSchema.parse(
      (await studio('PUT', `/articles/${created.id}`, 'editor', { ...completeArticle({ title: 'Moving house', slug: 'moved-house' }), version: created.version })).body,
    );
    studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Squatter', slug: 'moving-house' }))).body);

    const refused = await studio('POST', `/articles/${created.id}/revisions/${first.id}/restore`, 'editor', { version: moved.version });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'slugTaken' });
    expect(studioArticleSchema.parse((await studio('GET', `/articles/${created.id}`, 'editor')).body)).toMatchObject({ slug: 'moved-house', version: moved.version });
    expect((await history(created.id)).total).toBe(2);
  });

  it('should refuse a fan, a commercial-only staff member and a visitor, and not find a revision of another article', async () => {
    const created = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Guarded' }))).body);
    const other = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Another' }))).body);
    const revision = (await history(created.id)).items[0]!;
    for (const who of ['fan', 'commercial'] as const) {
      expect((await studio('GET', `/articles/${created.id}/revisions`, who)).status).toBe(403);
      expect((await studio('GET', `/articles/${created.id}/revisions/${revision.id}`, who)).status).toBe(403);
      expect((await studio('POST', `/articles/${created.id}/revisions/${revision.id}/restore`, who, { version: created.version })).status).toBe(403);
    }
    expect((await studio('GET', `/articles/${created.id}/revisions`, undefined)).status).toBe(401);
    expect((await studio('GET', `/articles/${other.id}/revisions/${revision.id}`, 'editor')).status).toBe(404);
    expect((await studio('POST', `/articles/${other.id}/revisions/${revision.id}/restore`, 'editor', { version: other.version })).status).toBe(404);
    expect((await studio('GET', '/articles/999999999/revisions', 'editor')).status).toBe(404);
    expect((await history(created.id)).total).toBe(1);
  });
});
