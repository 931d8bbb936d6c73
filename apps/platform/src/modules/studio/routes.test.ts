import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  newsListResponseSchema,
  newsSearchResponseSchema,
  notStaffMessage,
  slugTakenMessage,
  studioArticleSchema,
  studioArticlesResponseSchema,
  studioAuditResponseSchema,
  studioConflictSchema,
  studioImageResponseSchema,
  studioSessionSchema,
} from '@club/api-client';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../infra/db/migrate';
import { applySeeds } from '../../infra/db/seeding';
import { TEST_NOW } from '../../testing/clock';
import { testDialects } from '../../testing/databases';
import { identitySeed } from '../identity/seed';
import { api, signIn } from '../payments/testing';
import { type Who, completeArticle, studioOrigin, studioTestApp } from './testing';

const hour = 3_600_000;

describe.each(testDialects)('studio routes on $dialect', ({ dialect }) => {
  const platform = studioTestApp(dialect, {
    signIn: ['editor', 'matchday', 'commercial', 'admin', 'fan'],
    media: true,
    prepare: async ({ db }) => {
      await migrateToLatest(db);
      await applySeeds(db, [identitySeed]);
    },
  });
  const { cookies } = platform;

  /** A studio call as the studio's pages make it: from the studio's origin, with a staff cookie. */
  const studio = (method: string, path: string, who: Who | undefined, body?: unknown, origin?: string) => platform.call(method, `/api/studio${path}`, who, body, origin);
  const publicGet = (path: string) => platform.read(path);

  describe('given who is asking', () => {
    it('should answer a visitor 401 and a fan 403 in words', async () => {
      const visitor = await studio('GET', '/session', undefined);
      expect(visitor.status).toBe(401);
      expect(apiErrorSchema.parse(visitor.body).message).toBe('Sign in with your staff account to use the studio.');

      const fan = await studio('GET', '/session', 'fan');
      expect(fan.status).toBe(403);
      expect(fan.body).toEqual({ statusCode: 403, error: 'Forbidden', message: notStaffMessage, code: 'notStaff' });
      expect((await studio('GET', '/articles', 'fan')).status).toBe(403);
      expect((await studio('POST', '/articles', 'fan', completeArticle())).status).toBe(403);
    });

    it('should answer every staff member their session and roles', async () => {
      for (const [who, name] of [
        ['editor', 'Eden Editor'],
        ['matchday', 'Morgan Matchday'],
        ['commercial', 'Casey Commercial'],
        ['admin', 'Alex Admin'],
      ] as const) {
        const session = await studio('GET', '/session', who);
        expect(session.status).toBe(200);
        expect(session.headers.get('cache-control')).toBe('no-store');
        expect(studioSessionSchema.parse(session.body)).toMatchObject({ email: `${who}@example.com`, name, roles: [who] });
      }
    });

    it('should let editors and admins into the newsroom and no other role', async () => {
      expect((await studio('GET', '/articles', 'editor')).status).toBe(200);
      expect((await studio('GET', '/articles', 'admin')).status).toBe(200);
      for (const who of ['matchday', 'commercial'] as const) {
        const refused = await studio('GET', '/articles', who);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('notStaff');
      }
    });

    it('should let only admins read the audit log', async () => {
      expect((await studio('GET', '/audit', 'editor')).status).toBe(403);
      expect((await studio('GET', '/audit', 'admin')).status).toBe(200);
    });

    it('should refuse an account blocked after signing in, even with a staff role', async () => {
      const { db } = platform.testDatabase.database;
      const sub = (await db.selectFrom('identity_user').select('sub').where('email', '=', 'subscriber@example.com').executeTakeFirstOrThrow()).sub;
      await db.insertInto('staff_role').values({ sub, role: 'editor', granted_at: TEST_NOW, granted_by: 'test' }).execute();
      const cookie = await signIn(platform.base, 'subscriber@example.com');
      expect((await api(platform.base, 'GET', '/api/studio/session', { cookie })).status).toBe(200);

      await db.updateTable('identity_user').set({ status: 'blocked' }).where('sub', '=', sub).execute();
      const answer = await api(platform.base, 'GET', '/api/studio/session', { cookie });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: 'This account has been blocked. Ask a club administrator for access.', code: 'blocked' });
    });
  });

  describe('given a write from outside the club sites', () => {
    it('should refuse another origin, a cross-site fetch and a text/plain body, and change nothing', async () => {
      const before = studioArticlesResponseSchema.parse((await studio('GET', '/articles', 'editor')).body).total;

      const forged = await studio('POST', '/articles', 'editor', completeArticle({ title: 'Forged' }), 'https://evil.example');
      expect(forged.status).toBe(403);
      expect(forged.body.code).toBe('crossSite');
      expect((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Forged' }), 'null')).status).toBe(403);
      const encoded = await api(platform.base, 'POST', '/api/%73tudio/articles', { cookie: cookies.editor, body: completeArticle({ title: 'Forged' }), headers: { origin: 'https://evil.example' } });
      expect([403, 404]).toContain(encoded.status);

      const noOrigin = await api(platform.base, 'POST', '/api/studio/articles', {
        cookie: cookies.editor,
        body: completeArticle({ title: 'Forged' }),
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(noOrigin.status).toBe(403);

      const form = await fetch(`${platform.base}/api/studio/articles`, {
        method: 'POST',
        headers: { cookie: cookies.editor ?? '', origin: studioOrigin, 'content-type': 'text/plain' },
        body: JSON.stringify(completeArticle({ title: 'Forged' })),
      });
      expect(form.status).toBe(415);

      expect(studioArticlesResponseSchema.parse((await studio('GET', '/articles', 'editor')).body).total).toBe(before);
    });

    it('should refuse a cross-origin write to the live console too: every /api/studio write', async () => {
      const forged = await api(platform.base, 'POST', '/api/studio/matches/1/events', {
        cookie: cookies.matchday,
        body: { type: 'goal' },
        headers: { origin: 'https://evil.example' },
      });
      expect(forged.status).toBe(403);
      expect(forged.body.code).toBe('crossSite');
    });
  });

  describe('given a draft', () => {
    let id: number;

    it('should create a draft from a title alone, with an address made from it', async () => {
      const created = await studio('POST', '/articles', 'editor', { ...completeArticle({ title: 'Derby day: Blues v Rovers' }), standfirst: '', imageKey: null, body: '' });
      expect(created.status).toBe(201);
      const article = studioArticleSchema.parse(created.body);
      expect(article).toMatchObject({
        slug: 'derby-day-blues-v-rovers',
        status: 'draft',
        version: 1,
        publishedAt: null,
        publicUrl: null,
        imageUrl: null,
        author: 'Eden Editor',
        updatedBy: 'editor@example.com',
        updatedAt: TEST_NOW.replace('Z', '.000Z'),
      });
      expect(article.id).toBeGreaterThanOrEqual(1_000_000);
      id = article.id;

      expect((await publicGet(`/api/news/articles/${article.slug}`)).status).toBe(404);
      expect(newsListResponseSchema.parse((await publicGet('/api/news/articles')).body).meta.total).toBe(0);
    });

    it('should refuse a draft without a title, saying so', async () => {
      const refused = await studio('POST', '/articles', 'editor', completeArticle({ title: '' }));
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([{ path: 'body.title', message: 'Give the article a title.' }]);
    });

    it('should raise the version on each save and refuse a save from an older one with who and when', async () => {
      const saved = await studio('PUT', `/articles/${id}`, 'editor', { ...completeArticle({ title: 'Derby day: Blues v Rovers' }), slug: '', version: 1 });
      expect(saved.status).toBe(200);
      expect(studioArticleSchema.parse(saved.body)).toMatchObject({ version: 2, slug: 'derby-day-blues-v-rovers', standfirst: 'The keeper joins on a three-year deal.' });

      platform.clock.advance(60_000);
      const stale = await studio('PUT', `/articles/${id}`, 'admin', { ...completeArticle({ title: 'A stale edit' }), version: 1 });
      expect(stale.status).toBe(409);
      const conflict = studioConflictSchema.parse(stale.body);
      // 15:20 UTC is 15:20 in London in December.
      expect(conflict).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Someone else saved this article since you opened it (Eden Editor at 15:20). Copy your changes, then reload to see theirs.',
        code: 'versionConflict',
        updatedBy: 'editor@example.com',
        updatedByName: 'Eden Editor',
        updatedAt: TEST_NOW.replace('Z', '.000Z'),
        version: 2,
      });
      const kept = studioArticleSchema.parse((await studio('GET', `/articles/${id}`, 'editor')).body);
      expect(kept).toMatchObject({ title: 'Derby day: Blues v Rovers', version: 2 });
    });

    it('should refuse an address another article holds, and suggest a free one', async () => {
      const clash = await studio('POST', '/articles', 'editor', completeArticle({ title: 'Another', slug: 'derby-day-blues-v-rovers' }));
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({ message: slugTakenMessage, code: 'slugTaken' });

      const other = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Another' }))).body);
      const moved = await studio('PUT', `/articles/${other.id}`, 'editor', { ...completeArticle({ title: 'Another', slug: 'derby-day-blues-v-rovers' }), version: 1 });
      expect(moved.status).toBe(409);
      expect(moved.body.code).toBe('slugTaken');

      expect((await studio('GET', '/slugs/derby-day-blues-v-rovers', 'editor')).body).toEqual({ available: false, suggestion: 'derby-day-blues-v-rovers-2' });
      expect((await studio('GET', `/slugs/derby-day-blues-v-rovers?except=${id}`, 'editor')).body).toEqual({ available: true });
      expect((await studio('GET', '/slugs/a-free-address', 'editor')).body).toEqual({ available: true });
      expect((await studio('GET', '/slugs/Not%20An%20Address', 'editor')).body).toEqual({ available: false, suggestion: 'not-an-address' });
      // The same title again gets the next free address of its own.
      const again = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', { ...completeArticle({ title: 'Derby day: Blues v Rovers' }) })).body);
      expect(again.slug).toBe('derby-day-blues-v-rovers-2');
    });

    it('should refuse to publish what is missing, naming it', async () => {
      const bare = studioArticleSchema.parse(
        (await studio('POST', '/articles', 'editor', { ...completeArticle({ title: 'Bare' }), standfirst: '', imageKey: null, body: '<p> </p>' })).body,
      );
      const refused = await studio('POST', `/articles/${bare.id}/publish`, 'editor', { version: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'Add a standfirst and body text before publishing.', code: 'publishIncomplete' });
      expect(studioArticleSchema.parse((await studio('GET', `/articles/${bare.id}`, 'editor')).body).status).toBe('draft');
    });

    it('should publish a story without a lead image: the public feed gives it no image key, and the sites show the placeholder', async () => {
      const plain = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', { ...completeArticle({ title: 'No picture today' }), imageKey: null })).body);
      const published = await studio('POST', `/articles/${plain.id}/publish`, 'editor', { version: plain.version });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(studioArticleSchema.parse(published.body)).toMatchObject({ status: 'published', imageKey: null });
      const story = await publicGet(`/api/news/articles/${plain.slug}`);
      expect(story.status).toBe(200);
      expect((story.body as { data: { imageKey: string } }).data.imageKey).toBe('');
      // Off the public reads again, so the stories below count only their own.
      const live = studioArticleSchema.parse(published.body);
      expect((await studio('POST', `/articles/${plain.id}/unpublish`, 'editor', { version: live.version })).status).toBe(200);
    });

    it('should answer 404 for an article that does not exist', async () => {
      expect((await studio('GET', '/articles/999999999', 'editor')).status).toBe(404);
      expect((await studio('PUT', '/articles/999999999', 'editor', { ...completeArticle(), version: 1 })).status).toBe(404);
    });
  });

  describe('given an article published, scheduled and unpublished', () => {
    let id: number;
    let version: number;
    const slug = 'keeper-signs-for-the-blues';

    it('should sanitise the body on the server: no scripts, handlers or javascript: links', async () => {
      const created = await studio('POST', '/articles', 'editor', completeArticle({
        slug,
        body:
          '<p>Quokka-sure hands<script>alert(1)</script> and <a href="javascript:alert(1)">a link</a>.</p>' +
          '<img src="/images/800x450/news/keeper.jpg" onerror="alert(1)" alt="Keeper">' +
          '<p onmouseover="steal()">More <a href="https://club.example" target="_blank">here</a>.</p>',
      }));
      expect(created.status).toBe(201);
      const article = studioArticleSchema.parse(created.body);
      expect(article.body).toBe(
        '<p>Quokka-sure hands and <a>a link</a>.</p><img src="/images/800x450/news/keeper.jpg" alt="Keeper" />' +
          '<p>More <a href="https://club.example" target="_blank" rel="noopener noreferrer">here</a>.</p>',
      );
      id = article.id;
      version = article.version;
    });

    it('should publish now: on the list, the article page, search and related at once', async () => {
      const published = await studio('POST', `/articles/${id}/publish`, 'editor', { version });
      expect(published.status).toBe(200);
      const article = studioArticleSchema.parse(published.body);
      expect(article).toMatchObject({ status: 'published', publishedAt: new Date(platform.clock.nowMs()).toISOString() });
      expect(article.publicUrl).toBe(`/news/2026/12/05/${slug}`);
      version = article.version;

      const list = newsListResponseSchema.parse((await publicGet('/api/news/articles')).body);
      expect(list.data.map((item) => item.slug)).toEqual([slug]);
      expect((await publicGet(`/api/news/articles/${slug}`)).status).toBe(200);
      const found = newsSearchResponseSchema.parse((await publicGet('/api/news/search?query=quokka')).body);
      expect(found.hits.hit.map((hit) => hit.fields.slug[0])).toEqual([slug]);
    });

    it('should update the live article when a published one is saved and its changes published (a typo fixed)', async () => {
      const saved = await studio('PUT', `/articles/${id}`, 'editor', { ...completeArticle({ slug, title: 'Keeper signs for the Blues', body: '<p>Quokka-sure hands, corrected.</p>' }), version });
      expect(saved.status).toBe(200);
      const published = await studio('POST', `/articles/${id}/publish-changes`, 'editor', { version: studioArticleSchema.parse(saved.body).version });
      expect(published.status).toBe(200);
      version = studioArticleSchema.parse(published.body).version;
      const live = (await publicGet(`/api/news/articles/${slug}`)).body as { data: { title: string; body: string } };
      expect(live.data).toMatchObject({ title: 'Keeper signs for the Blues', body: '<p>Quokka-sure hands, corrected.</p>' });
    });

    it('should take it off every public read at once when unpublished', async () => {
      const unpublished = await studio('POST', `/articles/${id}/unpublish`, 'editor', { version });
      expect(unpublished.status).toBe(200);
      const article = studioArticleSchema.parse(unpublished.body);
      expect(article).toMatchObject({ status: 'draft', publishedAt: null, publicUrl: null });
      version = article.version;

      expect(newsListResponseSchema.parse((await publicGet('/api/news/articles')).body).data).toEqual([]);
      expect((await publicGet(`/api/news/articles/${slug}`)).status).toBe(404);
      expect(newsSearchResponseSchema.parse((await publicGet('/api/news/search?query=quokka')).body).hits.found).toBe(0);
      expect((await publicGet('/api/news/categories')).body.data.find((row: { slug: string }) => row.slug === 'first-team').count).toBe(0);
    });

    it('should keep a scheduled article off every public read until its time by the clock, then show it', async () => {
      const at = new Date(platform.clock.nowMs() + 2 * hour).toISOString();
      const scheduled = await studio('POST', `/articles/${id}/publish`, 'editor', { version, publishAt: at });
      expect(scheduled.status).toBe(200);
      const article = studioArticleSchema.parse(scheduled.body);
      expect(article).toMatchObject({ status: 'scheduled', publishedAt: at });
      version = article.version;
      const listed = studioArticlesResponseSchema.parse((await studio('GET', '/articles?status=scheduled', 'editor')).body);
      expect(listed.items.map((item) => item.id)).toEqual([id]);

      expect((await publicGet(`/api/news/articles/${slug}`)).status).toBe(404);
      expect(newsListResponseSchema.parse((await publicGet('/api/news/articles')).body).meta.total).toBe(0);
      expect(newsSearchResponseSchema.parse((await publicGet('/api/news/search?query=quokka')).body).hits.found).toBe(0);

      const before = platform.clock.nowMs();
      platform.clock.set(Date.parse(at) + 1000);
      try {
        expect((await publicGet(`/api/news/articles/${slug}`)).status).toBe(200);
        expect(newsListResponseSchema.parse((await publicGet('/api/news/articles')).body).data.map((item) => item.slug)).toEqual([slug]);
        expect(newsSearchResponseSchema.parse((await publicGet('/api/news/search?query=quokka')).body).hits.found).toBe(1);
      } finally {
        // Back to before, so the staff's 15-minute sign-ins hold for the tests that follow.
        platform.clock.set(before);
      }
    });

    it('should filter and search the newsroom list, newest change first, 20 a page', async () => {
      const drafts = studioArticlesResponseSchema.parse((await studio('GET', '/articles?status=draft', 'editor')).body);
      expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
      expect(drafts.pageSize).toBe(20);
      const searched = studioArticlesResponseSchema.parse((await studio('GET', '/articles?q=KEEPER', 'editor')).body);
      expect(searched.items.map((item) => item.slug)).toContain(slug);
      expect(searched.items.every((item) => /keeper/i.test(item.title + item.slug))).toBe(true);
      const literal = studioArticlesResponseSchema.parse((await studio('GET', '/articles?q=%25', 'editor')).body);
      expect(literal.total).toBe(0);
      const all = studioArticlesResponseSchema.parse((await studio('GET', '/articles', 'editor')).body);
      const times = all.items.map((item) => item.updatedAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('should audit every change with who, when, before and after', async () => {
      const log = studioAuditResponseSchema.parse((await studio('GET', `/audit?entity=article&entityId=${id}`, 'admin')).body);
      expect(log.items.map((entry) => entry.action)).toEqual([
        'article.publish',
        'article.unpublish',
        'article.publishChanges',
        'article.draft',
        'article.publish',
        'article.create',
      ]);
      const created = log.items.at(-1);
      expect(created).toMatchObject({ actorEmail: 'editor@example.com', entity: 'article', entityId: String(id), before: null });
      expect(created?.after).toMatchObject({ slug, status: 'draft', version: 1 });
      const draft = log.items[3];
      expect(draft?.before).toMatchObject({ title: 'Blues sign a new goalkeeper', status: 'published', hasDraft: false });
      expect(draft?.after).toMatchObject({ title: 'Keeper signs for the Blues', status: 'published', hasDraft: true });
      expect(log.items[2]?.after).toMatchObject({ title: 'Keeper signs for the Blues', hasDraft: false });
      expect(log.total).toBe(6);
    });

    it('should leave no audit row for a refused change', async () => {
      const before = studioAuditResponseSchema.parse((await studio('GET', '/audit', 'admin')).body).total;
      await studio('PUT', `/articles/${id}`, 'editor', { ...completeArticle({ slug }), version: 1 });
      await studio('POST', '/articles', 'editor', completeArticle({ title: 'Clash', slug }));
      expect(studioAuditResponseSchema.parse((await studio('GET', '/audit', 'admin')).body).total).toBe(before);
    });
  });

  describe('given a lead image', () => {
    const upload = (body: Buffer | string, type: string, origin = studioOrigin) =>
      fetch(`${platform.base}/api/studio/images`, { method: 'POST', headers: { cookie: cookies.editor ?? '', origin, 'content-type': type }, body });

    it('should store a PNG and serve it resized through the image service', async () => {
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
      const key = `uploads/news/${createHash('sha256').update(png).digest('hex')}.png`;
      // Asked for before it exists: a 404 that is not remembered once the upload lands.
      expect((await fetch(`${platform.base}/images/800x450/${key}`)).status).toBe(404);
      const answer = await upload(png, 'image/png');
      expect(answer.status).toBe(201);
      const stored = studioImageResponseSchema.parse(await answer.json());
      expect(stored.imageKey).toBe(key);
      expect(stored.url).toBe(`/images/800x450/${stored.imageKey}`);

      const rendition = await fetch(`${platform.base}${stored.url}`, { headers: { accept: 'image/webp' } });
      expect(rendition.status).toBe(200);
      expect(rendition.headers.get('content-type')).toBe('image/webp');
      const size = await sharp(Buffer.from(await rendition.arrayBuffer())).metadata();
      expect([size.width, size.height]).toEqual([800, 450]);

      const log = studioAuditResponseSchema.parse((await studio('GET', '/audit?entity=image', 'admin')).body);
      expect(log.items[0]).toMatchObject({ action: 'image.upload', entityId: stored.imageKey, actorEmail: 'editor@example.com' });
    });

    it('should refuse a text file sent as a PNG, and a PNG sent as a JPEG', async () => {
      const text = await upload('just some words, not a picture', 'image/png');
      expect(text.status).toBe(415);
      expect(((await text.json()) as { message: string }).message).toBe(
        'That file is not a JPEG, PNG or WebP image. Export it as one of those and upload it again.',
      );
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
      expect((await upload(png, 'image/jpeg')).status).toBe(415);
      expect((await upload(png, 'image/gif')).status).toBe(415);
    });

    it('should refuse an image over 10 MB', async () => {
      const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(tooBig);
      const answer = await upload(tooBig, 'image/png');
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { message: string }).message).toBe('That image is larger than 10 MB. Make it smaller and upload it again.');
    });

    it('should refuse an upload from another origin and from a fan', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
      expect((await upload(png, 'image/png', 'https://evil.example')).status).toBe(403);
      const fan = await fetch(`${platform.base}/api/studio/images`, { method: 'POST', headers: { cookie: cookies.fan ?? '', origin: studioOrigin, 'content-type': 'image/png' }, body: png });
      expect(fan.status).toBe(403);
    });

    it('should answer 404 for an upload key nothing was stored under', async () => {
      expect((await fetch(`${platform.base}/images/800x450/uploads/news/${'0'.repeat(64)}.jpg`)).status).toBe(404);
    });
  });

  describe('given related articles chosen by hand', () => {
    it('should send each pick with its title, in order, so the editor reopens it in one read', async () => {
      const picked = studioArticleSchema.parse((await studio('POST', '/articles', 'editor', completeArticle({ title: 'Cup draw: Blues away at Harbury', slug: 'cup-draw-harbury' }))).body);
      const published = studioArticleSchema.parse((await studio('POST', `/articles/${picked.id}/publish`, 'editor', { version: picked.version })).body);
      const created = await studio('POST', '/articles', 'editor', completeArticle({ title: 'Derby preview', slug: 'derby-preview', relatedSlugs: ['no-such-story', 'cup-draw-harbury'] }));
      expect(created.status).toBe(201);
      const article = studioArticleSchema.parse(created.body);
      // A slug no published article holds keeps the slug, as the editor showed it before.
      const related = [
        { slug: 'no-such-story', title: 'no-such-story' },
        { slug: 'cup-draw-harbury', title: 'Cup draw: Blues away at Harbury' },
      ];
      expect(article).toMatchObject({ relatedSlugs: ['no-such-story', 'cup-draw-harbury'], related });
      expect(studioArticleSchema.parse((await studio('GET', `/articles/${article.id}`, 'editor')).body).related).toEqual(related);

      await studio('POST', `/articles/${picked.id}/unpublish`, 'editor', { version: published.version });
      expect(studioArticleSchema.parse((await studio('GET', `/articles/${article.id}`, 'editor')).body).related).toEqual([
        { slug: 'no-such-story', title: 'no-such-story' },
        { slug: 'cup-draw-harbury', title: 'cup-draw-harbury' },
      ]);
      const automatic = studioArticleSchema.parse((await studio('PUT', `/articles/${article.id}`, 'editor', { ...completeArticle({ title: 'Derby preview', slug: 'derby-preview', relatedSlugs: null }), version: article.version })).body);
      expect(automatic.related).toBeNull();
    });
  });
});
