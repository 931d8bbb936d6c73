import type { NewsCategorySlug, StudioArticleStatus } from '@club/api-client';
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage } from '../../infra/db/paging';
import type { NewsArticleRevisionTable, NewsArticleTable } from './db';
import { normaliseRevision } from '../studio/audit';

export type RevisionRow = Selectable<NewsArticleRevisionTable>;
export type RevisionWrite = Omit<NewsArticleRevisionTable, 'id'>;

export type ArticleRow = Omit<Selectable<NewsArticleTable>, 'body_text' | 'origin'>;

const columns = [
  'id',
  'slug',
  'title',
  'standfirst',
  'body',
  'published_at',
  'image_key',
  'author',
  'category',
  'tags',
  'status',
  'version',
  'updated_at',
  'updated_by_email',
  'related_slugs',
  'draft_json',
] as const;

// Studio articles are numbered from here, clear of the seed's 1..n (a few hundred, renumbered each
// day the demo world moves on), so a new day's seed never wants an id staff already hold.
const firstStudioId = 1_000_000;

/** The fields a studio save writes, as stored. */
export interface ArticleWrite {
  slug: string;
  title: string;
  standfirst: string;
  body: string;
  body_text: string;
  image_key: string;
  author: string;
  category: NewsCategorySlug;
  tags: string;
  related_slugs: string | null;
}

type Db = Kysely<DB> | Transaction<DB>;

/** `like` matches these literally only when escaped. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Every article, drafts and scheduled ones too, as the newsroom sees them: the studio's side of news_article. */
export function createStudioArticlesRepo(db: Kysely<DB>) {
  return {
    db,

    async list(query: { status?: StudioArticleStatus | undefined; q?: string | undefined; now: string; limit: number; offset: number }) {
      let filtered = db.selectFrom('news_article');
      if (query.status === 'draft') filtered = filtered.where('status', '=', 'draft');
      if (query.status === 'scheduled') filtered = filtered.where('status', '=', 'published').where('published_at', '>', query.now);
      if (query.status === 'published') filtered = filtered.where('status', '=', 'published').where('published_at', '<=', query.now);
      if (query.q) {
        const pattern = likePattern(query.q);
        filtered = filtered.where((eb) =>
          eb.or([
            eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(slug)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      const { total, rows } = await countedPage(filtered, (page) => page.select(columns).orderBy('updated_at', 'desc').orderBy('id', 'desc'), query);
      return { total, rows: rows.map(normalise) };
    },

    async find(id: number, trx: Db = db): Promise<ArticleRow | undefined> {
      const row = await trx.selectFrom('news_article').select(columns).where('id', '=', id).executeTakeFirst();
      return row ? normalise(row) : undefined;
    },

    /** The id of the article holding `slug`, other than `except`. */
    async slugHolder(slug: string, except?: number, trx: Db = db): Promise<number | undefined> {
      let query = trx.selectFrom('news_article').select('id').where('slug', '=', slug);
      if (except !== undefined) query = query.where('id', '<>', except);
      const row = await query.executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    /** Every slug starting with `prefix`, for suggesting a free one. */
    async slugsStartingWith(prefix: string, trx: Db = db): Promise<Set<string>> {
      const rows = await trx
        .selectFrom('news_article')
        .select('slug')
        .where(sql`slug`, 'like', sql`${`${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} escape '\\'`)
        .execute();
      return new Set(rows.map((row) => row.slug));
    },

    async insert(trx: Transaction<DB>, values: ArticleWrite & { published_at: string; updated_at: string; updated_by_email: string }): Promise<number> {
      const top = await trx.selectFrom('news_article').select((eb) => eb.fn.max('id').as('top')).executeTakeFirst();
      const id = Math.max(Number(top?.top ?? 0), firstStudioId - 1) + 1;
      await trx
        .insertInto('news_article')
        .values({ id, ...values, status: 'draft', version: 1, origin: 'studio' })
        .execute();
      return id;
    },

    /**
     * Writes `changes` only if the article is still at `version`, and raises the version: the compare
     * and the set are one statement, so of two saves racing from the same version exactly one lands.
     */
    async updateAt(
      trx: Transaction<DB>,
      id: number,
      version: number,
      changes: Partial<ArticleWrite> & {
        status?: 'draft' | 'published';
        published_at?: string;
        draft_json?: string | null;
        updated_at: string;
        updated_by_email: string;
      },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('news_article')
        .set({ ...changes, version: version + 1, origin: 'studio' })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Keeps one revision of an article (issue 28), in the transaction of the change it records. */
    async insertRevision(trx: Transaction<DB>, values: RevisionWrite): Promise<void> {
      await trx.insertInto('news_article_revision').values(values).execute();
    },

    /** Whether the article has any revision yet (its first studio save keeps a baseline first when not). */
    async hasRevisions(trx: Transaction<DB>, articleId: number): Promise<boolean> {
      const row = await trx.selectFrom('news_article_revision').select('id').where('article_id', '=', articleId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** A page of an article's revisions, newest first (without their fields). */
    async revisions(articleId: number, limit: number, offset: number) {
      const filtered = db.selectFrom('news_article_revision').where('article_id', '=', articleId);
      const { total, rows } = await countedPage(
        filtered,
        (page) => page.select(['id', 'article_id', 'version', 'at', 'actor_email', 'action', 'changed_json', 'restored_from']).orderBy('version', 'desc'),
        { limit, offset },
      );
      return { total, rows: rows.map(normaliseArticleRevision) };
    },

    /** One revision of the article `articleId` (a revision of another article is not found). */
    async revision(articleId: number, revisionId: number, trx: Db = db): Promise<RevisionRow | undefined> {
      const row = await trx
        .selectFrom('news_article_revision')
        .selectAll()
        .where('article_id', '=', articleId)
        .where('id', '=', revisionId)
        .executeTakeFirst();
      return row ? normaliseArticleRevision(row) : undefined;
    },

    /** The titles of the articles published by `now` among `slugs`, by slug. */
    async publishedTitles(slugs: readonly string[], now: string, trx: Db = db): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await trx
        .selectFrom('news_article')
        .select(['slug', 'title'])
        .where('slug', 'in', [...slugs])
        .where('status', '=', 'published')
        .where('published_at', '<=', now)
        .execute();
      return new Map(rows.map((row) => [row.slug, row.title]));
    },
  };
}
export type StudioArticlesRepo = ReturnType<typeof createStudioArticlesRepo>;

// Postgres answers integers of aggregate-free selects as numbers already; ids stay numbers either way.
function normalise<T extends { id: number; version: number }>(row: T): T {
  return { ...row, id: Number(row.id), version: Number(row.version) };
}

function normaliseArticleRevision<T extends { id: number; article_id: number; version: number; restored_from: number | null }>(row: T): T {
  return { ...normaliseRevision(row), article_id: Number(row.article_id) };
}
