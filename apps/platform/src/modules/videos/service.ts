import {
  type StreamResponse,
  type VideoCategory,
  type VideoConfiguration,
  type VideoDurationName,
  type VideoFeed,
  type VideoFilter,
  type VideoItem,
  type VideoSearchSort,
  type VideoSection,
  type VideoSectionPage,
  teamSlugs,
  videoDurations,
} from '@club/api-client';
import { configContent } from './content';
import { streamStatus } from './stream-status';
import type { VideoFeedRecord, VideoItemRecord, VideosRepo } from './repo';

/** SPEC 3 'Team': in the video team filter the women's team is labelled Ladies. */
const teamLabels: Record<(typeof teamSlugs)[number], string> = {
  'first-team': 'First Team',
  u21: 'U21s',
  u18: 'U18s',
  women: 'Ladies',
};

export interface VideosServiceOptions {
  /** Season slug of the 'current' feed section; the 'fallback' section is every earlier one. */
  currentSeason: string;
  /** Seasons offered by the season filter, newest first. */
  seasons: readonly { slug: string; name: string }[];
  /** The real status of the channels the platform runs (modules/media); undefined → the seeded status. */
  liveStatus?: (assetId: string) => 'active' | 'idle' | undefined;
}

export type FeedOutcome =
  | { kind: 'found'; page: VideoSectionPage }
  | { kind: 'unknown' }
  | { kind: 'disabled'; feed: VideoFeedRecord };

export interface SearchInput {
  category?: string | undefined;
  team?: string | undefined;
  season?: string | undefined;
  duration?: VideoDurationName | undefined;
  title?: string | undefined;
  pageIndex: number;
  pageSize: number;
  sort: VideoSearchSort;
}

function toVideoItem(row: VideoItemRecord): VideoItem {
  return {
    metaData: {
      title: row.title,
      VideoDuration: row.duration,
      SysEntryEntitlements: JSON.parse(row.entitlements) as string[],
      description: row.description,
      category: row.category_slug,
      team: row.team_slug,
      season: row.season_slug,
    },
    mediaData: { entryId: row.entry_id, thumbnailUrl: row.thumbnail_key },
    publicationData: { createdAt: row.created_at, releaseFrom: row.release_from },
  };
}

function toFeed(row: VideoFeedRecord): VideoFeed {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    enabled: row.enabled === 1,
    app: row.is_app === 1,
    categories: JSON.parse(row.categories) as string[],
  };
}

export function createVideosService(repo: VideosRepo, options: VideosServiceOptions) {
  const page = async (
    name: string,
    filter: Parameters<VideosRepo['searchItems']>[0],
    pageIndex: number,
    pageSize: number,
  ): Promise<VideoSectionPage> => {
    const { total, rows } = await repo.searchItems(filter);
    return {
      name,
      itemData: rows.map(toVideoItem),
      pageIndex,
      pageSize,
      totalItems: total,
      totalPages: Math.ceil(total / pageSize),
    };
  };

  return {
    async feeds(): Promise<VideoFeed[]> {
      return (await repo.listFeeds()).map(toFeed);
    },

    /** SPEC 3 'Video configuration': the feeds from the database, the rest from content/video/config.json. */
    async configuration(): Promise<VideoConfiguration> {
      return { ...configContent, feeds: (await repo.listFeeds()).map(toFeed) };
    },

    /** SPEC 7 feed: newest release first; 'current' this season, 'fallback' earlier seasons. */
    async feed(slugOrId: string, section: VideoSection, pageIndex: number, pageSize: number): Promise<FeedOutcome> {
      const row = await repo.findFeed(slugOrId);
      if (!row) return { kind: 'unknown' };
      if (row.enabled !== 1) return { kind: 'disabled', feed: row };
      const feed = toFeed(row);
      const seasonFilter = section === 'current' ? { season: options.currentSeason } : { notSeason: options.currentSeason };
      const result = await page(
        `${feed.name} (${section})`,
        {
          categories: feed.categories,
          ...seasonFilter,
          order: 'desc',
          limit: pageSize,
          offset: pageIndex * pageSize,
        },
        pageIndex,
        pageSize,
      );
      return { kind: 'found', page: result };
    },

    /** SPEC 7 'Video search URL builders': category, team, season, duration, title; by release date. */
    async search(input: SearchInput): Promise<VideoSectionPage> {
      const band = input.duration ? videoDurations.find((entry) => entry.name === input.duration) : undefined;
      return page(
        'Search results',
        {
          ...(input.category ? { categories: [input.category] } : {}),
          ...(input.team ? { team: input.team } : {}),
          ...(input.season ? { season: input.season } : {}),
          ...(band ? { durationMin: band.videoDurationMin, durationMax: band.videoDurationMax } : {}),
          ...(input.title ? { title: input.title } : {}),
          order: input.sort === 'releaseFrom asc' ? 'asc' : 'desc',
          limit: input.pageSize,
          offset: input.pageIndex * input.pageSize,
        },
        input.pageIndex,
        input.pageSize,
      );
    },

    async categories(): Promise<VideoCategory[]> {
      return (await repo.listCategories()).map((row) => ({
        id: row.slug,
        type: 'category',
        attributes: {
          slug: row.slug,
          title: row.title,
          description: row.description,
          orderPosition: row.order_position,
          heroMode: row.hero_mode === 1,
          pageTitle: row.page_title,
          metaDescription: row.meta_description,
        },
      }));
    },

    /** SPEC 3 'Video filter': Teams, Season, Duration. */
    filters(): VideoFilter[] {
      return [
        {
          searchHandler: 'team',
          label: 'Teams',
          type: 'teamPicker',
          values: teamSlugs.map((slug) => ({ name: slug, label: teamLabels[slug] })),
        },
        {
          searchHandler: 'season',
          label: 'Season',
          type: 'seasonPicker',
          values: options.seasons.map((season) => ({ name: season.slug, label: season.name })),
        },
        {
          searchHandler: 'duration',
          label: 'Duration',
          type: 'durationPicker',
          values: videoDurations.map((band) => ({ ...band })),
        },
      ];
    },

    async stream(id: string): Promise<StreamResponse['data'] | undefined> {
      const row = await repo.findStream(id);
      if (!row) return undefined;
      return {
        id: row.id,
        type: 'stream',
        attributes: {
          title: row.title,
          description: row.description,
          mediaType: row.media_type,
          contentType: row.content_type,
          imageData: { offlineImageKey: row.offline_image_key, posterImageKey: row.poster_image_key },
          assetData: { status: streamStatus({ seeded: row.status, control: row.control, live: options.liveStatus?.(row.id) }), playbackIds: [{ id: row.playback_id }] },
        },
      };
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
