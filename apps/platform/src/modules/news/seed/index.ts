import type { Insertable } from 'kysely';
import type { NewsArticleTable } from '../db';
import type { Seed } from '../../../infra/db/seeding';
import { type DemoWorld, worldVersion } from '../../../shared/demo-world';
import type { GeneratedMatches } from '../../matches/seed/generate';
import { londonToInstant } from '../../../shared/london-time';
import { replaceArticles } from '../repo';
import { type DraftArticle, generateArticles, newsContentFingerprint } from './articles';
import { slugify, toHtml, toPlainText } from './markup';

export type SeedArticleRow = Insertable<NewsArticleTable>;

/**
 * Drafts as rows, oldest first with ids in that order. A slug is the draft's own (match reports keep
 * the match centre's) or the headline's; a headline used
 * before (the same fixture two seasons running) gets its London date appended, so slugs are unique
 * and stable while the content files are.
 */
export function toArticleRows(drafts: readonly DraftArticle[]): SeedArticleRow[] {
  const ordered = drafts
    .map((draft) => ({ draft, publishedAt: londonToInstant(draft.published) }))
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.draft.title.localeCompare(b.draft.title));
  const taken = new Set<string>();
  return ordered.map(({ draft, publishedAt }, index) => {
    const base = draft.slug ?? slugify(draft.title);
    let slug = taken.has(base) ? `${base}-${draft.published.slice(0, 10)}` : base;
    for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${draft.published.slice(0, 10)}-${suffix}`;
    taken.add(slug);
    return {
      id: index + 1,
      slug,
      title: draft.title,
      standfirst: draft.standfirst,
      body: toHtml(draft.body),
      body_text: toPlainText(draft.body),
      published_at: publishedAt,
      updated_at: publishedAt,
      image_key: `news/${slug}.jpg`,
      author: draft.author,
      category: draft.category,
      tags: [...new Set(draft.tags)].join(' '),
    };
  });
}

/** Every article of the world: reports and previews of its matches, its stories and signings, none in its future. */
export function worldArticles(world: DemoWorld, matches: GeneratedMatches): SeedArticleRow[] {
  return toArticleRows(generateArticles(world, matches));
}

/**
 * The news module's seed: every article, owned outright and replaced when the world's day, the content
 * files or the matches (`matchesVersion`) change.
 */
export function createNewsSeed(world: DemoWorld, articles: readonly SeedArticleRow[], matchesVersion: string): Seed {
  return {
    name: 'news',
    version: worldVersion(world, 'news', matchesVersion, newsContentFingerprint),
    apply: (trx) => replaceArticles(trx, articles),
  };
}
