import { clubConfig } from '@club/config';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { StreamAssetTable, VideoCategoryTable, VideoFeedTable, VideoItemTable } from './db';
import type { Seed } from '../../infra/db/seeding';
import { type DemoWorld, worldVersion } from '../../shared/demo-world';
import { clubsContent } from '../matches/seed/content';
import type { GeneratedMatches } from '../matches/seed/generate';
import { type VideoItemRow, generateCatalogue, matchPassId } from './catalogue';
import { catalogueContent, categoriesContent, featuresContent, feedsContent, streamsContent } from './content';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The Club TV items of the world: from its matches and the hand-written features it has reached. */
export function worldVideoItems(world: DemoWorld, generated: GeneratedMatches): VideoItemRow[] {
  const rows = generateCatalogue({
    catalogue: catalogueContent,
    features: featuresContent,
    matches: generated.matches,
    clubSlug: clubsContent.club,
    // The club's nickname in titles ("Blues 3-0 Stannary Town").
    clubShortName: clubConfig.shortNickname,
    clubNames: new Map(generated.clubs.map((entry) => [entry.slug, entry.name])),
    world,
  });
  for (const row of rows) {
    if (!categorySlugs.has(row.category_slug)) {
      throw new Error(`Club TV: '${row.entry_id}' is in category '${row.category_slug}', which content/video/categories.json lacks`);
    }
  }
  return rows;
}

export interface VideoServiceOptions {
  currentSeason: string;
  seasons: { slug: string; name: string }[];
}

/**
 * What the videos service needs from the seasons: the current one ('current' feed sections; 'fallback'
 * the seasons before it) and the season filter's values.
 */
export function videoServiceOptionsFor(generated: Pick<GeneratedMatches, 'seasons'>): VideoServiceOptions {
  return {
    currentSeason: generated.seasons.find((season) => season.is_current === 1)?.slug ?? generated.seasons.at(-1)?.slug ?? '',
    seasons: [...generated.seasons]
      .sort((a, b) => b.year - a.year)
      .map((season) => ({ slug: season.slug, name: season.name })),
  };
}

export const videoCategoryRows: Insertable<VideoCategoryTable>[] = categoriesContent.map((category) => ({
  slug: category.slug,
  title: category.title,
  description: category.description,
  order_position: category.orderPosition,
  hero_mode: flag(category.heroMode),
  page_title: category.pageTitle,
  meta_description: category.metaDescription,
}));

export const videoFeedRows: Insertable<VideoFeedTable>[] = feedsContent.map((feed) => ({
  id: feed.id,
  slug: feed.slug,
  name: feed.name,
  enabled: flag(feed.enabled),
  is_app: flag(feed.app),
  categories: JSON.stringify(feed.categories),
}));

/**
 * The stream assets. The live first-team match (the demo day's): its pass opens the live streams that
 * name '{liveMatchPass}'.
 */
export function worldStreamAssets(generated: GeneratedMatches): Insertable<StreamAssetTable>[] {
  const liveMatch = generated.matches.find((match) => match.status === 'live' && match.team_slug === 'first-team');
  const liveMatchPass = liveMatch
    ? matchPassId(liveMatch.kick_off, liveMatch.home_club === clubsContent.club ? liveMatch.away_club : liveMatch.home_club)
    : undefined;
  return streamsContent.map((asset) => ({
    id: asset.id,
    title: asset.title,
    description: asset.description,
    media_type: asset.mediaType,
    content_type: asset.contentType,
    offline_image_key: asset.offlineImageKey,
    poster_image_key: asset.posterImageKey,
    status: asset.status,
    playback_id: asset.playbackId,
    entitlements: JSON.stringify(
      asset.entitlements.flatMap((entitlement) =>
        entitlement === '{liveMatchPass}' ? (liveMatchPass ? [liveMatchPass] : []) : [entitlement],
      ),
    ),
  }));
}

const categorySlugs = new Set(categoriesContent.map((category) => category.slug));

// Comfortably under SQLite's and Postgres's limits on bound parameters per statement.
const insertBatch = 50;

async function replaceVideos(
  db: Kysely<DB>,
  videoItemRows: readonly Insertable<VideoItemTable>[],
  streamAssetRows: readonly Insertable<StreamAssetTable>[],
): Promise<void> {
  // Videos the studio published (0017_clubtv) are the club's, not the demo world's: they stay.
  await db.deleteFrom('video_item').where('origin', '=', 'seed').execute();
  for (const table of ['video_category', 'video_feed', 'stream_asset'] as const) {
    await db.deleteFrom(table).execute();
  }
  await db.insertInto('video_category').values(videoCategoryRows).execute();
  await db.insertInto('video_feed').values(videoFeedRows).execute();
  await db.insertInto('stream_asset').values(streamAssetRows).execute();
  for (let start = 0; start < videoItemRows.length; start += insertBatch) {
    await db.insertInto('video_item').values(videoItemRows.slice(start, start + insertBatch)).execute();
  }
}

/**
 * The Club TV catalogue, categories, feeds and stream assets, owned outright; versioned by the world's
 * day, the content files and the matches seed's version.
 */
export function createVideosSeed(
  world: DemoWorld,
  videoItemRows: readonly Insertable<VideoItemTable>[],
  streamAssetRows: readonly Insertable<StreamAssetTable>[],
  matchesVersion: string,
): Seed {
  return {
    name: 'videos',
    version: worldVersion(world, 'videos', matchesVersion, {
      catalogueContent,
      featuresContent,
      categoriesContent,
      feedsContent,
      streamsContent,
    }),
    apply: (trx) => replaceVideos(trx, videoItemRows, streamAssetRows),
  };
}
