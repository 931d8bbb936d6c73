import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage } from '../../infra/db/paging';
import type { StreamAssetTable, VideoCategoryTable, VideoFeedTable, VideoItemTable } from './db';
import type { StreamControl } from './stream-status';

export type VideoItemRecord = Selectable<VideoItemTable>;
export type VideoFeedRecord = Selectable<VideoFeedTable>;

export interface VideoItemFilter {
  categories?: readonly string[];
  team?: string;
  season?: string;
  /** Every season but this one (a feed's fallback section). */
  notSeason?: string;
  durationMin?: number;
  durationMax?: number | null;
  /** Case-insensitive substring of the title; LIKE wildcards in it are plain characters. */
  title?: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

// '!' escapes LIKE's wildcards: a backslash reads differently in SQLite and Postgres string literals.
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

export function createVideosRepo(db: Kysely<DB>) {
  const filtered = (filter: Omit<VideoItemFilter, 'order' | 'limit' | 'offset'>) => {
    let query = db.selectFrom('video_item');
    if (filter.categories && filter.categories.length > 0) query = query.where('category_slug', 'in', [...filter.categories]);
    if (filter.team !== undefined) query = query.where('team_slug', '=', filter.team as VideoItemTable['team_slug'] & string);
    if (filter.season !== undefined) query = query.where('season_slug', '=', filter.season);
    if (filter.notSeason !== undefined) query = query.where('season_slug', '<>', filter.notSeason);
    if (filter.durationMin !== undefined) query = query.where('duration', '>=', filter.durationMin);
    if (filter.durationMax !== undefined && filter.durationMax !== null) query = query.where('duration', '<=', filter.durationMax);
    if (filter.title !== undefined && filter.title.trim() !== '') {
      query = query.where(sql<boolean>`lower(${sql.ref('title')}) like ${likePattern(filter.title.trim())} escape '!'`);
    }
    return query;
  };

  return {
    async searchItems(filter: VideoItemFilter): Promise<{ total: number; rows: VideoItemRecord[] }> {
      return countedPage(filtered(filter), (query) => query.selectAll().orderBy('release_from', filter.order).orderBy('entry_id', filter.order), filter);
    },

    async listCategories(): Promise<Selectable<VideoCategoryTable>[]> {
      return db.selectFrom('video_category').selectAll().orderBy('order_position').orderBy('slug').execute();
    },

    async listFeeds(): Promise<VideoFeedRecord[]> {
      return db.selectFrom('video_feed').selectAll().orderBy('id').execute();
    },

    /** A feed by slug or by numeric id. */
    async findFeed(slugOrId: string): Promise<VideoFeedRecord | undefined> {
      const query = db.selectFrom('video_feed').selectAll();
      return /^\d{1,9}$/.test(slugOrId)
        ? query.where('id', '=', Number(slugOrId)).executeTakeFirst()
        : query.where('slug', '=', slugOrId).executeTakeFirst();
    },

    /** What the session check needs of a catalogue item (on demand) or, failing that, a stream asset. */
    async findPlayable(
      id: string,
    ): Promise<
      | {
          kind: 'item' | 'stream';
          mediaType: 'live-stream' | 'on-demand';
          status: StreamAssetTable['status'];
          /** The studio's hold on a stream (migration 0020), if any. */
          control?: StreamControl | null;
          entitlements: string[];
        }
      | undefined
    > {
      const item = await db.selectFrom('video_item').select('entitlements').where('entry_id', '=', id).executeTakeFirst();
      if (item) return { kind: 'item', mediaType: 'on-demand', status: 'active', entitlements: JSON.parse(item.entitlements) as string[] };
      const stream = await db
        .selectFrom('stream_asset')
        .leftJoin('stream_control', 'stream_control.asset_id', 'stream_asset.id')
        .select(['stream_asset.media_type', 'stream_asset.status', 'stream_asset.entitlements', 'stream_control.status as control'])
        .where('stream_asset.id', '=', id)
        .executeTakeFirst();
      if (!stream) return undefined;
      return {
        kind: 'stream',
        mediaType: stream.media_type,
        status: stream.status,
        control: stream.control,
        entitlements: JSON.parse(stream.entitlements) as string[],
      };
    },

    /**
     * The studio's hold on a live stream as a playing fan meets it (concurrency-socket.ts): 'disabled',
     * or 'idle' with the stream's offline image; null when it is live or was never held.
     */
    async holdOf(id: string): Promise<{ status: 'disabled' } | { status: 'idle'; offlineImageKey: string } | null> {
      const row = await db
        .selectFrom('stream_control')
        .innerJoin('stream_asset', 'stream_asset.id', 'stream_control.asset_id')
        .select(['stream_control.status', 'stream_asset.offline_image_key'])
        .where('stream_control.asset_id', '=', id)
        .executeTakeFirst();
      if (row?.status === 'disabled') return { status: 'disabled' };
      if (row?.status === 'idle') return { status: 'idle', offlineImageKey: row.offline_image_key };
      return null;
    },

    /** A stream asset and the studio's hold on it (null: none). */
    async findStream(id: string): Promise<(Selectable<StreamAssetTable> & { control: StreamControl | null }) | undefined> {
      return db
        .selectFrom('stream_asset')
        .leftJoin('stream_control', 'stream_control.asset_id', 'stream_asset.id')
        .selectAll('stream_asset')
        .select('stream_control.status as control')
        .where('stream_asset.id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type VideosRepo = ReturnType<typeof createVideosRepo>;
