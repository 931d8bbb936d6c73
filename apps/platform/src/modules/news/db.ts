import type { Generated } from 'kysely';
import type { RevisionColumns } from '../../infra/db/staff-edits';

/**
 * A news article. Search columns (SQLite's FTS5 mirror, Postgres's `search_vector`) are not listed:
 * only the news search queries them, in raw SQL.
 */
export interface NewsArticleTable {
  id: number;
  slug: string;
  title: string;
  standfirst: string;
  body: string;
  body_text: string;
  published_at: string;
  image_key: string;
  author: string;
  category: 'first-team' | 'u21' | 'u18' | 'women' | 'club';
  tags: string;
  /** 0014_studio. Public reads show only 'published' rows whose `published_at` has come by the clock. */
  status: Generated<'draft' | 'published'>;
  /** Raised by one on every studio save; a save from an older version is refused (409). */
  version: Generated<number>;
  updated_at: Generated<string>;
  updated_by_email: string | null;
  /** Hand-picked related articles, space-separated slugs in order; null: picked automatically. */
  related_slugs: string | null;
  /** 'seed' rows are the demo world's and replaced with it; 'studio' rows were written (or edited) by staff. */
  origin: Generated<'seed' | 'studio'>;
  /**
   * 0030_article_drafts: a live article's pending edit (issue 28), its editable fields as stored (JSON of
   * `ArticleWrite`); null when none. Public reads never look at it.
   */
  draft_json: Generated<string | null>;
}

/**
 * 0029_article_revisions: one row per versioned studio change of an article (issue 28), the article's
 * fields after it as JSON (`ArticleFields`) and the names of those it changed (a JSON array); the actions are
 * `StudioRevisionAction`s.
 */
export interface NewsArticleRevisionTable extends RevisionColumns {
  article_id: number;
}

/** The tables the news module owns: only its code writes them (see ownership.test.ts). */
export interface NewsTables {
  news_article: NewsArticleTable;
  news_article_revision: NewsArticleRevisionTable;
}
