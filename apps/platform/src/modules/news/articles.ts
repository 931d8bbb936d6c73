import {
  type StudioArticle,
  type StudioArticleStatus,
  type StudioArticleSummary,
  type StudioRevision,
  type StudioRevisionAction,
  type StudioRevisionField,
  type StudioRevisionFields,
  type StudioRevisionSummary,
  type StudioRevisionsResponse,
  missingForPublish,
  noDraftMessage,
  publishRequirementMessage,
  slugFromTitle,
  slugTakenMessage,
  type studioArticleInputSchema,
  studioArticlesPageSize,
  studioRevisionFields,
  studioRevisionsPageSize,
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
import type { ArticleRow, ArticleWrite, RevisionRow, StudioArticlesRepo } from './articles-repo';
import { namesOf, recordAudit, toRevisionSummary } from '../studio/audit';
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
const revisionNotFound = () => new HttpError(404, 'There is no revision with that id for this article.');
const noDraft = () => new HttpError(409, noDraftMessage, { code: studioErrorCodes.noDraft });

function statusOf(row: ArticleRow, now: string): StudioArticleStatus {
  if (row.status === 'draft') return 'draft';
  return row.published_at > now ? 'scheduled' : 'published';
}

/** Whether fans read the article now: a save of a live article becomes its draft (issue 28). */
function isLive(row: ArticleRow, now: string): boolean {
  return statusOf(row, now) === 'published';
}

/** A live article's pending edit, as stored; null when it has none. */
function draftOf(row: ArticleRow): ArticleWrite | null {
  return row.draft_json === null ? null : (JSON.parse(row.draft_json) as ArticleWrite);
}

/** The article as the editor sees it: a live article's draft over its published fields. */
function edited(row: ArticleRow): ArticleRow {
  const draft = draftOf(row);
  if (draft === null) return row;
  const { body_text: _bodyText, ...fields } = draft;
  return { ...row, ...fields };
}

/** Whether a save would leave the article's fields as they are (a draft equal to the live article is none). */
function sameFields(row: ArticleRow, write: ArticleWrite): boolean {
  return (Object.keys(write) as (keyof ArticleWrite)[]).every((key) => key === 'body_text' || row[key] === write[key]);
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
    hasDraft: row.draft_json !== null,
    publicUrl: date === undefined ? null : `/news/${date.replaceAll('-', '/')}/${row.slug}`,
  };
}

/** What the editor opens: the draft's fields when there is one, the published version's state and address. */
function toEditable(row: ArticleRow, now: string): Omit<StudioArticle, 'related'> {
  const shown = edited(row);
  return { ...toSummary(shown, now), publicUrl: toSummary(row, now).publicUrl, body: shown.body };
}

/** What the audit log keeps of an article: everything an editor can change, and its state. */
function snapshot(row: ArticleRow, now: string) {
  const { imageUrl: _imageUrl, publicUrl: _publicUrl, ...rest } = toEditable(row, now);
  return rest;
}

/** What a revision keeps of an article (issue 28): every field an editor can change, and its stored state. */
function fieldsOf(row: ArticleRow): StudioRevisionFields {
  return {
    title: row.title,
    slug: row.slug,
    standfirst: row.standfirst,
    body: row.body,
    imageKey: row.image_key || null,
    author: row.author,
    category: row.category,
    tags: row.tags.split(' ').filter(Boolean),
    relatedSlugs: row.related_slugs === null ? null : row.related_slugs.split(' ').filter(Boolean),
    status: row.status,
    publishedAt: row.status === 'draft' ? null : row.published_at,
  };
}

/** The fields that differ between two revisions, in the history's order. */
export function changedFields(before: StudioRevisionFields | null, after: StudioRevisionFields): StudioRevisionField[] {
  return studioRevisionFields.filter((field) =>
    before === null ? !isEmpty(after[field]) && field !== 'status' : JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

function isEmpty(value: unknown): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function toArticleRevisionSummary(row: Omit<RevisionRow, 'fields_json' | 'article_id'>, names: Map<string, string>): StudioRevisionSummary {
  return toRevisionSummary<StudioRevisionAction, StudioRevisionField>(row, names);
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

/** 400 `publishIncomplete` naming what publishing still needs. */
function refuseIncomplete(fields: Pick<ArticleWrite, 'title' | 'slug' | 'standfirst' | 'body'>): void {
  const missing = missingForPublish({
    title: fields.title,
    slug: fields.slug,
    standfirst: fields.standfirst,
    bodyText: bodyText(fields.body),
  });
  if (missing.length > 0) throw new HttpError(400, publishRequirementMessage(missing), { code: studioErrorCodes.publishIncomplete });
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

  /**
   * Keeps the revision of a change (issue 28) in its transaction: the article as `after` stands and the
   * fields that moved. An article's first studio save keeps its state before it first (a baseline), so a
   * seeded story's original text can be brought back too.
   */
  async function keep(
    trx: Transaction<DB>,
    change: { action: Exclude<StudioRevisionAction, 'baseline'>; before: ArticleRow | null; after: ArticleRow; staff: StaffMember; at: string; restoredFrom?: number },
  ): Promise<void> {
    const { before, after } = change;
    if (before !== null && !(await repo.hasRevisions(trx, before.id))) {
      await repo.insertRevision(trx, {
        article_id: before.id,
        version: before.version,
        at: before.updated_at,
        actor_email: before.updated_by_email,
        action: 'baseline',
        fields_json: JSON.stringify(fieldsOf(edited(before))),
        changed_json: '[]',
        restored_from: null,
      });
    }
    // A live article's revision keeps what the editor saw: its draft, when it has one.
    const fields = fieldsOf(edited(after));
    await repo.insertRevision(trx, {
      article_id: after.id,
      version: after.version,
      at: change.at,
      actor_email: change.staff.email,
      action: change.action,
      fields_json: JSON.stringify(fields),
      // Changes published: what changed for fans, from the version they read before.
      changed_json: JSON.stringify(
        changedFields(before === null ? null : fieldsOf(change.action === 'publishDraft' ? before : edited(before)), fields),
      ),
      restored_from: change.restoredFrom ?? null,
    });
  }

  /**
   * The end of every versioned change, in its transaction: its revision kept, its audit row written (`audited`;
   * a restore's names the revision it brought back) and the article as the change left it.
   */
  async function saved(trx: Transaction<DB>, change: Parameters<typeof keep>[1] & { audited: string }): Promise<StudioArticle> {
    const { before, after, staff, at, restoredFrom } = change;
    await keep(trx, change);
    await recordAudit(trx, {
      actor: staff,
      action: change.audited,
      entity: 'article',
      entityId: String(after.id),
      before: before === null ? null : snapshot(before, at),
      after: restoredFrom === undefined ? snapshot(after, at) : { ...snapshot(after, at), restoredFrom },
      at,
    });
    return toArticle(after, at, trx);
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
        return saved(trx, { action: 'create', audited: 'article.create', before: null, after: row, staff, at });
      });
    },

    /**
     * Saves every field. A draft or scheduled article changes as it is; a live one (published, its time
     * come) keeps its published version for fans and the save becomes its draft (issue 28), made live by
     * `publishChanges` or dropped by `discardDraft`. A draft saved back to the published fields is none.
     */
    async update(id: number, input: ArticleUpdate, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, input.version);
        const shown = edited(before);
        // An empty slug keeps the article's address: it never moves by accident.
        const slug = input.slug === '' ? shown.slug : input.slug;
        if (slug !== before.slug && (await repo.slugHolder(slug, id, trx)) !== undefined) {
          throw new HttpError(409, slugTakenMessage, { code: studioErrorCodes.slugTaken });
        }
        const write = toWrite(input, slug, input.author ?? shown.author);
        const live = isLive(before, at);
        const after = await apply(
          trx,
          before,
          live
            ? { draft_json: sameFields(before, write) ? null : JSON.stringify(write), updated_at: at, updated_by_email: staff.email }
            : { ...write, draft_json: null, updated_at: at, updated_by_email: staff.email },
        );
        return saved(trx, { action: live ? 'draft' : 'update', audited: live ? 'article.draft' : 'article.update', before, after, staff, at });
      });
    },

    /**
     * "Publish changes": a live article's draft becomes the published version (its publication time and
     * so its address's date stay). Needs what publishing needs; 409 `noDraft` when there is no draft.
     */
    async publishChanges(id: number, version: number, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, version);
        const draft = draftOf(before);
        if (draft === null) throw noDraft();
        refuseIncomplete(draft);
        if (draft.slug !== before.slug && (await repo.slugHolder(draft.slug, id, trx)) !== undefined) {
          throw new HttpError(409, slugTakenMessage, { code: studioErrorCodes.slugTaken });
        }
        const after = await apply(trx, before, { ...draft, draft_json: null, updated_at: at, updated_by_email: staff.email });
        return saved(trx, { action: 'publishDraft', audited: 'article.publishChanges', before, after, staff, at });
      });
    },

    /** "Discard draft": the live article's draft changes go (the history keeps them); 409 `noDraft` when there are none. */
    async discardDraft(id: number, version: number, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, version);
        if (before.draft_json === null) throw noDraft();
        const after = await apply(trx, before, { draft_json: null, updated_at: at, updated_by_email: staff.email });
        return saved(trx, { action: 'discardDraft', audited: 'article.discardDraft', before, after, staff, at });
      });
    },

    /** Publishes now, or at `publishAt` (scheduled while that is in the future by the clock). */
    async publish(id: number, body: PublishBody, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, body.version);
        // Publishing again (a new time) takes any draft with it: what the editor sees is what goes out.
        const draft = draftOf(before);
        refuseIncomplete(draft ?? before);
        if (draft !== null && draft.slug !== before.slug && (await repo.slugHolder(draft.slug, id, trx)) !== undefined) {
          throw new HttpError(409, slugTakenMessage, { code: studioErrorCodes.slugTaken });
        }
        const publishedAt = body.publishAt === undefined ? at : new Date(body.publishAt).toISOString();
        const after = await apply(trx, before, {
          ...draft,
          draft_json: null,
          status: 'published',
          published_at: publishedAt,
          updated_at: at,
          updated_by_email: staff.email,
        });
        return saved(trx, { action: 'publish', audited: 'article.publish', before, after, staff, at });
      });
    },

    /**
     * Back to a draft: gone from every public read (list, article, search, related, feeds) at once. Draft
     * changes of the live version become the draft's fields: what the editor had open stays open.
     */
    async unpublish(id: number, version: number, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, version);
        const draft = draftOf(before);
        if (draft !== null && draft.slug !== before.slug && (await repo.slugHolder(draft.slug, id, trx)) !== undefined) {
          throw new HttpError(409, slugTakenMessage, { code: studioErrorCodes.slugTaken });
        }
        const after = await apply(trx, before, { ...draft, draft_json: null, status: 'draft', updated_at: at, updated_by_email: staff.email });
        return saved(trx, { action: 'unpublish', audited: 'article.unpublish', before, after, staff, at });
      });
    },

    /** The article's history, newest first (issue 28). 404 when the article does not exist. */
    async revisions(id: number, page: number): Promise<StudioRevisionsResponse> {
      if (!(await repo.find(id))) throw notFound();
      const { total, rows } = await repo.revisions(id, studioRevisionsPageSize, (page - 1) * studioRevisionsPageSize);
      const names = await namesOf(repo.db, rows.map((row) => row.actor_email));
      return { items: rows.map((row) => toArticleRevisionSummary(row, names)), total, page, pageSize: studioRevisionsPageSize };
    },

    /** One revision: the article as that change left it, with its body's text for comparing. */
    async revision(id: number, revisionId: number): Promise<StudioRevision> {
      const row = await repo.revision(id, revisionId);
      if (!row) throw revisionNotFound();
      const fields = JSON.parse(row.fields_json) as StudioRevisionFields;
      const names = await namesOf(repo.db, [row.actor_email]);
      return { ...toArticleRevisionSummary(row, names), fields, bodyText: bodyText(fields.body) };
    },

    /**
     * Brings back a revision's fields as a new save: version raised, a revision of its own, audited as
     * 'article.restore'. The article's status stays: a live story stays live with the restored text at
     * once (the editor was asked so), and any draft changes go (the history keeps them). 409 on a stale
     * version, or when the revision's address is another article's now.
     */
    async restore(id: number, revisionId: number, version: number, staff: StaffMember): Promise<StudioArticle> {
      const at = nowIso();
      return change(async (trx) => {
        const before = await current(trx, id, version);
        const revision = await repo.revision(id, revisionId, trx);
        if (!revision) throw revisionNotFound();
        const fields = JSON.parse(revision.fields_json) as StudioRevisionFields;
        if (fields.slug !== before.slug && (await repo.slugHolder(fields.slug, id, trx)) !== undefined) {
          throw new HttpError(409, slugTakenMessage, { code: studioErrorCodes.slugTaken });
        }
        const body = sanitiseBody(fields.body);
        const after = await apply(trx, before, {
          slug: fields.slug,
          title: fields.title,
          standfirst: fields.standfirst,
          body,
          body_text: bodyText(body),
          image_key: fields.imageKey ?? '',
          author: fields.author,
          category: fields.category,
          tags: fields.tags.join(' '),
          related_slugs: fields.relatedSlugs === null ? null : fields.relatedSlugs.join(' '),
          draft_json: null,
          updated_at: at,
          updated_by_email: staff.email,
        });
        return saved(trx, { action: 'restore', audited: 'article.restore', before, after, staff, at, restoredFrom: revisionId });
      });
    },
  };
}
export type StudioArticles = ReturnType<typeof createStudioArticles>;
