import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { ArtworkLookups } from './artwork';

/** The artwork's view of other modules' data in the database: an article's headline for its picture. */
export function createArtworkLookups(db: Kysely<DB>): ArtworkLookups {
  return {
    async newsArticle(imageKey) {
      const row = await db
        .selectFrom('news_article')
        .select(['title', 'category'])
        .where('image_key', '=', imageKey)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
