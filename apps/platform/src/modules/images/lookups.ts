import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { ArtworkLookups } from './artwork';

/** The artwork's view of other modules' data in the database: an article's headline or a
 * video's title for its picture. */
export function createArtworkLookups(db: Kysely<DB>): ArtworkLookups {
  return {
    async videoItem(thumbnailKey) {
      const row = await db
        .selectFrom('video_item')
        .select(['title', 'category_slug'])
        .where('thumbnail_key', '=', thumbnailKey)
        .executeTakeFirst();
      return row ? { title: row.title, category: row.category_slug } : null;
    },
  };
}
