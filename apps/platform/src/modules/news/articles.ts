import {
  type StudioArticle,
  type StudioArticleStatus,
  type StudioArticleSummary,
  missingForPublish,
  publishRequirementMessage,
  slugFromTitle,
  slugTakenMessage,
  type studioArticleInputSchema,
  studioArticlesPageSize,
  studioErrorCodes,
  studioSlugMax,
  studioSlugSchema,
  type studioArticleUpdateSchema,
  type studioPublishBodySchema,
} from '@club/api-client';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { toLondonDateTime } from '../../shared/london-time';
import { isUniqueViolation } from '../payments/repo';
import type { ArticleRow, ArticleWrite, StudioArticlesRepo } from './articles-repo';
import { recordAudit } from '../studio/audit';
import { VersionConflict } from '../studio/conflict';
import { bodyText, sanitiseBody } from '../studio/sanitise';
import { nameOf, type StaffMember } from '../studio/staff';

type ArticleInput = z.output<typeof studioArticleInputSchema>;
type ArticleUpdate = z.output<typeof studioArticleUpdateSchema>;
type PublishBody = z.output<typeof studioPublishBodySchema>;

/** The rendition of a lead image the studio previews: the article page's 16:9. */
export const previewImageUrl = (key: string) => `/images/800x450/${key}`;

// Every desk's conflict, said once (conflict.ts); kept importable from here for the desks that already do.
export { VersionConflict };

const notFound = () => new HttpError(404, 'There is no article with that id.');

function statusOf(row: ArticleRow, now: string): StudioArticleStatus {
  if (row.status === 'draft') return 'draft';
  return row.published_at > now ? 'scheduled' : 'published';
}

function toSummary(row: ArticleRow, now: string): StudioArticleSummary {
  const status = statusOf(row, now);
  const imageKey = row.image_key || null;
  const date = status === 'draft' ? undefined : toLondonDateTime(row.published_at).date;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    standfirst: row.standfirst,
    category: row.category,
    tags: row.tags.split(' ').filter(Boolean),
    imageKey,
    imageUrl: imageKey ? previewImageUrl(imageKey) : null,
    status,
    // A draft's stored published_at is left over from before (the column predates drafts): not shown.
    publishedAt: status === 'draft' ? null : row.published_at,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_email,
    author: row.author,
    relatedSlugs: row.related_slugs === null ? null : row.related_slugs.split(' ').filter(Boolean),
    publicUrl: date === undefined ? null : `/news/${date.replaceAll('-', '/')}/${row.slug}`,
  };
}

function toEditable(row: ArticleRow, now: string): Omit<StudioArticle, 'related'> {
  return { ...toSummary(row, now), body: row.body };
}

/** What the audit log keeps of an article: everything an editor can change, and its state. */
function snapshot(row: ArticleRow, now: string) {
  const { imageUrl: _imageUrl, publicUrl: _publicUrl, ...rest } = toEditable(row, now);
  return rest;
}

function toWrite(input: ArticleInput, slug: string, author: string): ArticleWrite {
  const body = sanitiseBody(input.body);
  return {
    slug,
    title: input.title,
    standfirst: input.standfirst,
    body,
    body_text: bodyText(body),
    image_key: input.imageKey ?? '',
    author,
    category: input.category,
    tags: [...new Set(input.tags)].join(' '),
    related_slugs: input.relatedSlugs ? input.relatedSlugs.join(' ') : null,
  };
}

export function createStudioArticles(repo: StudioArticlesRepo, now: () => Date) {
  const nowIso = () => now().toISOString();

  /** The first of `base`, `base-2`, `base-3`… that no article other than `except` holds. */
  async function freeSlug(base: string, except?: number, trx?: Transaction<DB>): Promise<string> {
    const stem = (base || 'article').slice(0, studioSlugMax - 4).replace(/-+$/, '');
    const holder = await repo.slugHolder(stem, except, trx);
    if (holder === undefined) return stem;
    const taken = await repo.slugsStartingWith(`${stem}-`, trx);
    for (let n = 2; ; n += 1) {
      const candidate = `${stem}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  /**
   * The article as the editor opens it: the hand-picked related articles come with their titles (a slug
   * no published article holds now keeps the slug), so the editor asks for none of them again.
   */
  async function toArticle(row: ArticleRow, now: string, trx?: Transaction<DB>): Promise<StudioArticle> {
    const article = toEditable(row, now);
    if (article.relatedSlugs === null) return { ...article, related: null };
    const titles = await repo.publishedTitles(article.relatedSlugs, now, trx);
    return { ...article, related: article.relatedSlugs.map((slug) => ({ slug, title: titles.get(slug) ?? slug })) };
  }

  // Inside the change's transaction: SQLite has one connection, and a query outside it would wait for it forever.
  async function conflict(row: ArticleRow, trx: Transaction<DB>): Promise<VersionConflict> {
    const name = row.updated_by_email ? await nameOf(trx, row.updated_by_email) : 'another editor';
    return new VersionConflict({ updatedBy: row.updated_by_email, updatedByName: name, updatedAt: row.updated_at, version: row.version });
  }

  /** Loads the article for a versioned change: 404 when it does not exist, 409 when `version` is not the stored one. */
  async function current(trx: Transaction<DB>, id: number, version: number): Promise<ArticleRow> {
    const row = await repo.find(id, trx);
    if (!row) throw notFound();
    if (row.version !== version) throw await conflict(row, trx);
    return row;
  }

  /** Runs a change, its audit row and its re-read in one transaction; a unique-slug race is the same 409 as the check. */
  async function change<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await repo.db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, slugTakenMessage, { code: studioErrorCodes.slugTaken });
      throw error;
    }
  }

  /** Stores a versioned change and returns the row after it; a racing save that got there first is a 409. */
  async function apply(
    trx: Transaction<DB>,
    before: ArticleRow,
    changes: Parameters<StudioArticlesRepo['updateAt']>[3],
  ): Promise<ArticleRow> {
    const landed = await repo.updateAt(trx, before.id, before.version, changes);
    const after = await repo.find(before.id, trx);
    if (!after) throw notFound();
    if (!landed) throw await conflict(after, trx);
    return after;
  }

  return {
    async list(query: { status?: StudioArticleStatus | undefined; q?: string | undefined; page: number }) {
      const at = nowIso();
      const { total, rows } = await repo.list({
        status: query.status,
        q: query.q,
        now: at,
        limit: studioArticlesPageSize,
        offset: (query.page - 1) * studioArticlesPageSize,
      });
      return { items: rows.map((row) => toSummary(row, at)), total, page: query.page, pageSize: studioArticlesPageSize };
    },

    async get(id: number): Promise<StudioArticle> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      return toArticle(row, nowIso());
    },

    /** Whether `slug` is free for the article `except`; when not, a free one close to it. */
    async checkSlug(slug: string, except?: number): Promise<{ available: boolean; suggestion?: string }> {
      const valid = studioSlugSchema.safeParse(slug);
      if (!valid.success || valid.data !== slug) return { available: false, suggestion: await freeSlug(slugFromTitle(slug, studioSlugMax), except) };
      if ((await repo.slugHolder(slug, except)) === undefined) return { available: true };
      return { available: false, suggestion: await freeSlug(slug, except) };
    },

    async create(input: ArticleInput, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        let slug = input.slug;
        if (slug === '') slug = await freeSlug(slugFromTitle(input.title, studioSlugMax), undefined, trx);
        else if ((await repo.slugHolder(slug, undefined, trx)) !== undefined) {
          throw new HttpError(409, slugTakenMessage, { code: studioErrorCodes.slugTaken });
        }
        const id = await repo.insert(trx, {
          ...toWrite(input, slug, input.author ?? staff.name),
          // Not shown while a draft; publishing sets the real time.
          published_at: at,
          updated_at: at,
          updated_by_email: staff.email,
        });
        const row = await repo.find(id, trx);
        if (!row) throw notFound();
        await recordAudit(trx, { actor: staff, action: 'article.create', entity: 'article', entityId: String(id), before: null, after: snapshot(row, at), at });
        return toArticle(row, at, trx);
      });
    },

    /** Saves every field; on a published article that is the live article (how a typo gets fixed). */
    async update(id: number, input: ArticleUpdate, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, input.version);
        // An empty slug keeps the article's address: it never moves by accident.
        const slug = input.slug === '' ? before.slug : input.slug;
        if (slug !== before.slug && (await repo.slugHolder(slug, id, trx)) !== undefined) {
          throw new HttpError(409, slugTakenMessage, { code: studioErrorCodes.slugTaken });
        }
        const after = await apply(trx, before, {
          ...toWrite(input, slug, input.author ?? before.author),
          updated_at: at,
          updated_by_email: staff.email,
        });
        await recordAudit(trx, { actor: staff, action: 'article.update', entity: 'article', entityId: String(id), before: snapshot(before, at), after: snapshot(after, at), at });
        return toArticle(after, at, trx);
      });
    },

    /** Publishes now, or at `publishAt` (scheduled while that is in the future by the clock). */
    async publish(id: number, body: PublishBody, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, body.version);
        const missing = missingForPublish({
          title: before.title,
          slug: before.slug,
          standfirst: before.standfirst,
          bodyText: bodyText(before.body),
          imageKey: before.image_key || null,
        });
        if (missing.length > 0) throw new HttpError(400, publishRequirementMessage(missing), { code: studioErrorCodes.publishIncomplete });
        const publishedAt = body.publishAt === undefined ? at : new Date(body.publishAt).toISOString();
        const after = await apply(trx, before, { status: 'published', published_at: publishedAt, updated_at: at, updated_by_email: staff.email });
        await recordAudit(trx, { actor: staff, action: 'article.publish', entity: 'article', entityId: String(id), before: snapshot(before, at), after: snapshot(after, at), at });
        return toArticle(after, at, trx);
      });
    },

    /** Back to a draft: gone from every public read (list, article, search, related, feeds) at once. */
    async unpublish(id: number, version: number, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, version);
        const after = await apply(trx, before, { status: 'draft', updated_at: at, updated_by_email: staff.email });
        await recordAudit(trx, { actor: staff, action: 'article.unpublish', entity: 'article', entityId: String(id), before: snapshot(before, at), after: snapshot(after, at), at });
        return toArticle(after, at, trx);
      });
    },
  };
}
export type StudioArticles = ReturnType<typeof createStudioArticles>;
