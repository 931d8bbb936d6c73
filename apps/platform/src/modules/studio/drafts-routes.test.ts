import { studioArticleSchema, studioArticlesResponseSchema, studioAuditResponseSchema, studioRevisionSchema, studioRevisionsResponseSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { completeArticle, studioTestApp } from './testing';

// Issue 28: a published story edited as a draft while the published one stays live.
describe.each(testDialects)('a live article edited as a draft on $dialect', ({ dialect }) => {
  const t = studioTestApp(dialect, { signIn: ['editor', 'commercial', 'admin', 'fan'] });
  const studio = (method: string, path: string, who: 'editor' | 'commercial' | 'admin' | 'fan' | undefined, body?: unknown) =>
    t.call(method, `/api/studio${path}`, who, body);
  const publicArticle = async (slug: string) => (await t.read(`/api/news/articles/${slug}`)).body as { data: { title: string; body: string } };

  /** A new article, published now: the live story the tests edit. */
  async function liveStory(title: string) {
    const created = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title }))).body);
    return studioArticleSchema.parse((await studio('POST', `/articles/${created.id}/publish`, 'editor', { version: created.version })).body);
  }
  /** A save of the whole article as the editor's form sends it, with `overrides` typed over it. */
  const edit = async (article: { id: number; slug: string; title: string; version: number }, overrides: Record<string, unknown>) =>
    studio('PUT', `/articles/${article.id}`, 'editor', { ...completeArticle({ slug: article.slug, title: article.title, ...overrides }), version: article.version });

  it('should keep a save of a live story as its draft: the editor reopens the draft, fans read the published version', async () => {
    const live = await liveStory('Keeper signs');
    const saved = await edit(live, { title: 'Keeper signs a new deal', body: '<p>A draft fans must not read.</p>' });
    expect(saved.status).toBe(200);
    const draft = studioArticleSchema.parse(saved.body);
    expect(draft).toMatchObject({
      hasDraft: true,
      status: 'published',
      title: 'Keeper signs a new deal',
      body: '<p>A draft fans must not read.</p>',
      publishedAt: live.publishedAt,
      publicUrl: live.publicUrl,
      version: live.version + 1,
    });
    expect(studioArticleSchema.parse((await studio('GET', `/articles/${live.id}`, 'editor')).body)).toMatchObject({ hasDraft: true, title: 'Keeper signs a new deal' });

    // Every public read keeps the published version: the article, the list, search.
    expect((await publicArticle(live.slug)).data).toMatchObject({ title: 'Keeper signs', body: completeArticle().body });
    const listed = (await t.read('/api/news/articles')).body.data.find((item: { slug: string }) => item.slug === live.slug);
    expect(listed.title).toBe('Keeper signs');
    expect((await t.read('/api/news/search?query=draft%20fans')).body.hits.found).toBe(0);

    // The newsroom's list says there are draft changes, under the published title.
    const list = studioArticlesResponseSchema.parse((await studio('GET', '/articles?q=keeper-signs', 'editor')).body);
    expect(list.items.find((item) => item.id === live.id)).toMatchObject({ title: 'Keeper signs', hasDraft: true });

    // The history keeps the draft as a save of its own.
    const history = studioRevisionsResponseSchema.parse((await studio('GET', `/articles/${live.id}/revisions`, 'editor')).body);
    expect(history.items[0]).toMatchObject({ action: 'draft', version: draft.version, changed: ['title', 'body'] });
    const revision = studioRevisionSchema.parse((await studio('GET', `/articles/${live.id}/revisions/${history.items[0]!.id}`, 'editor')).body);
    expect(revision.fields).toMatchObject({ title: 'Keeper signs a new deal', status: 'published' });
  });

  it('should make the draft live on Publish changes, keeping the publication time, audited', async () => {
    const live = await liveStory('Derby preview');
    const draft = studioArticleSchema.parse((await edit(live, { title: 'Derby preview: the line-ups' })).body);
    t.clock.advance(60_000);

    const published = await studio('POST', `/articles/${live.id}/publish-changes`, 'editor', { version: draft.version });
    expect(published.status).toBe(200);
    const article = studioArticleSchema.parse(published.body);
    expect(article).toMatchObject({ hasDraft: false, status: 'published', title: 'Derby preview: the line-ups', publishedAt: live.publishedAt, version: draft.version + 1 });
    expect((await publicArticle(live.slug)).data.title).toBe('Derby preview: the line-ups');

    const history = studioRevisionsResponseSchema.parse((await studio('GET', `/articles/${live.id}/revisions`, 'editor')).body);
    expect(history.items[0]).toMatchObject({ action: 'publishDraft', version: article.version, changed: ['title'] });
    const audit = studioAuditResponseSchema.parse((await studio('GET', `/audit?entity=article&entityId=${live.id}`, 'admin')).body);
    expect(audit.items.map((item) => item.action).slice(0, 2)).toEqual(['article.publishChanges', 'article.draft']);

    // Nothing left to publish: a second press (another tab) is told so and changes nothing.
    const again = await studio('POST', `/articles/${live.id}/publish-changes`, 'editor', { version: article.version });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'noDraft' });
  });

  it('should drop the draft on Discard draft: the editor reopens the published version, the history keeps the draft', async () => {
    const live = await liveStory('Cup draw');
    const draft = studioArticleSchema.parse((await edit(live, { standfirst: 'A standfirst never published.' })).body);

    const discarded = await studio('POST', `/articles/${live.id}/discard-draft`, 'editor', { version: draft.version });
    expect(discarded.status).toBe(200);
    const article = studioArticleSchema.parse(discarded.body);
    expect(article).toMatchObject({ hasDraft: false, standfirst: completeArticle().standfirst, version: draft.version + 1 });
    expect((await publicArticle(live.slug)).data.title).toBe('Cup draw');

    const history = studioRevisionsResponseSchema.parse((await studio('GET', `/articles/${live.id}/revisions`, 'editor')).body);
    expect(history.items.map((item) => item.action).slice(0, 2)).toEqual(['discardDraft', 'draft']);
    expect(history.items[0]!.changed).toEqual(['standfirst']);
    expect((await studio('POST', `/articles/${live.id}/discard-draft`, 'editor', { version: article.version })).body).toMatchObject({ code: 'noDraft' });
  });

  it('should have no draft when a save puts the live fields back, and save a draft or scheduled story as it is', async () => {
    const live = await liveStory('Ground news');
    const draft = studioArticleSchema.parse((await edit(live, { title: 'Ground news, changed' })).body);
    const back = studioArticleSchema.parse((await edit(draft, { title: 'Ground news' })).body);
    expect(back.hasDraft).toBe(false);

    const scheduled = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Tomorrow' }))).body);
    const later = new Date(t.clock.nowMs() + 86_400_000).toISOString();
    const pending = studioArticleSchema.parse((await studio('POST', `/articles/${scheduled.id}/publish`, 'editor', { version: scheduled.version, publishAt: later })).body);
    expect(pending.status).toBe('scheduled');
    const saved = studioArticleSchema.parse((await edit(pending, { title: 'Tomorrow, retitled' })).body);
    expect(saved).toMatchObject({ hasDraft: false, title: 'Tomorrow, retitled', status: 'scheduled' });
  });

  it('should refuse Publish changes for a draft that lacks what publishing needs, and a stale version, changing nothing', async () => {
    const live = await liveStory('Academy graduates');
    const draft = studioArticleSchema.parse((await edit(live, { standfirst: '' })).body);
    const incomplete = await studio('POST', `/articles/${live.id}/publish-changes`, 'editor', { version: draft.version });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({ code: 'publishIncomplete', message: 'Add a standfirst before publishing.' });

    const stale = await studio('POST', `/articles/${live.id}/publish-changes`, 'editor', { version: live.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'versionConflict' });
    expect(studioArticleSchema.parse((await studio('GET', `/articles/${live.id}`, 'editor')).body)).toMatchObject({ hasDraft: true, version: draft.version });
    expect((await publicArticle(live.slug)).data.title).toBe('Academy graduates');
  });

  it('should take the draft into the article when it is unpublished, and drop it when a version is restored', async () => {
    const live = await liveStory('Kit launch');
    const draft = studioArticleSchema.parse((await edit(live, { title: 'Kit launch: the new home shirt' })).body);
    const unpublished = studioArticleSchema.parse((await studio('POST', `/articles/${live.id}/unpublish`, 'editor', { version: draft.version })).body);
    expect(unpublished).toMatchObject({ status: 'draft', hasDraft: false, title: 'Kit launch: the new home shirt' });

    const again = await liveStory('Stadium tours');
    const changed = studioArticleSchema.parse((await edit(again, { title: 'Stadium tours, changed' })).body);
    const first = studioRevisionsResponseSchema.parse((await studio('GET', `/articles/${again.id}/revisions`, 'editor')).body).items.at(-1)!;
    const restored = studioArticleSchema.parse(
      (await studio('POST', `/articles/${again.id}/revisions/${first.id}/restore`, 'editor', { version: changed.version })).body,
    );
    expect(restored).toMatchObject({ hasDraft: false, title: 'Stadium tours', status: 'published' });
  });

  it('should refuse a fan, a commercial-only staff member and a visitor', async () => {
    const live = await liveStory('Guarded story');
    const draft = studioArticleSchema.parse((await edit(live, { title: 'Guarded story, changed' })).body);
    for (const path of ['publish-changes', 'discard-draft']) {
      expect((await studio('POST', `/articles/${live.id}/${path}`, 'fan', { version: draft.version })).status).toBe(403);
      expect((await studio('POST', `/articles/${live.id}/${path}`, 'commercial', { version: draft.version })).status).toBe(403);
      expect((await studio('POST', `/articles/${live.id}/${path}`, undefined, { version: draft.version })).status).toBe(401);
      expect((await studio('POST', `/articles/999999999/${path}`, 'editor', { version: 1 })).status).toBe(404);
    }
    expect(studioArticleSchema.parse((await studio('GET', `/articles/${live.id}`, 'editor')).body)).toMatchObject({ hasDraft: true, version: draft.version });
  });
});
