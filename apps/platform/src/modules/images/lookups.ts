import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { webSettings } from '../settings/content';
import { configContent } from '../videos/content';
import type { ArtworkLookups } from './artwork';

/** The news categories (SPEC 3 'Team' and the club): the club's /category page shows `menus/<slug>.jpg` for each. */
const newsCategories = ['first-team', 'u21', 'u18', 'women', 'club'] as const;

/**
 * Keys the sites name in their own code rather than reading from the platform's data: the /app page's
 * screens (apps/club appPageContent.ts), the upgrade promo's picture (packages/packages-widget), the
 * category cards (apps/club routes/category). `site-images.test.ts` reads the sites' sources and fails
 * when a literal key there is not known here.
 */
export const siteImageKeys: readonly string[] = [
  'promos/app-match-centre.png',
  'promos/app-club-tv.png',
  'promos/app-news.png',
  'packages/video.jpg',
  ...newsCategories.map((category) => `menus/${category}.jpg`),
];

/** Keys named by the platform's own content files rather than by a table. */
const contentImageKeys = new Set<string>([
  ...siteImageKeys,
  ...Object.values(webSettings.placeholderImages),
  configContent.liveUpgrade.branding.backgroundImageKey,
  configContent.liveUpgrade.branding.logoImageKey,
]);

/** Every `imageKey`/`…ImageKey`/`key` string value anywhere in a JSON document (an advert's images, a package's attributes). */
function jsonNamesKey(json: string, key: string): boolean {
  let found = false;
  JSON.parse(json, (_name, value: unknown) => {
    if (value === key) found = true;
    return value;
  });
  return found;
}

/**
 * The artwork's view of other modules' data in the database: an article's headline or a video's title for
 * its picture, and whether any record names a key as its image at all (issue 28: nothing is drawn, and
 * nothing kept on disk, for a name no record uses).
 */
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

    async owns(key) {
      if (contentImageKeys.has(key)) return true;
      const prefix = key.slice(0, key.indexOf('/'));
      switch (prefix) {
        case 'news':
          return (await db.selectFrom('news_article').select('id').where('image_key', '=', key).executeTakeFirst()) !== undefined;
        case 'video':
        case 'videos':
          return (
            (await db.selectFrom('video_item').select('entry_id').where('thumbnail_key', '=', key).executeTakeFirst()) !== undefined ||
            (await db
              .selectFrom('stream_asset')
              .select('id')
              .where((eb) => eb.or([eb('offline_image_key', '=', key), eb('poster_image_key', '=', key)]))
              .executeTakeFirst()) !== undefined
          );
        case 'sponsors':
          return (
            (await db.selectFrom('sponsor').select('sponsor_id').where('image_key', '=', key).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined ||
            (await db.selectFrom('header_sponsor').select('position').where('img_location', '=', key).executeTakeFirst()) !== undefined
          );
        case 'promos':
          return (await db.selectFrom('promo_overlay').select('promo_id').where('image_key', '=', key).executeTakeFirst()) !== undefined;
        case 'menus':
        case 'menu':
          return (await db.selectFrom('menu_item').select('position').where('image', '=', key).executeTakeFirst()) !== undefined;
        case 'adverts':
          // A handful of rows, each naming its images in JSON: read them and look.
          return (await db.selectFrom('advert').select('images').where('deleted_at', 'is', null).execute()).some((row) => jsonNamesKey(row.images, key));
        case 'packages':
          return (await db.selectFrom('package').select('attributes').execute()).some((row) => jsonNamesKey(row.attributes, key));
        default:
          return false;
      }
    },
  };
}
