import type { Generated } from 'kysely';

/** Club TV (0005_catalogue): one row per video item; entitlements as JSON text (always read whole). */
export interface VideoItemTable {
  entry_id: string;
  title: string;
  description: string;
  category_slug: string;
  team_slug: 'first-team' | 'u21' | 'u18' | 'women' | null;
  season_slug: string;
  duration: number;
  entitlements: string;
  thumbnail_key: string;
  created_at: string;
  release_from: string;
  /** 0017_clubtv: 'seed' rows are the demo world's and replaced with it; 'studio' rows are published Club TV uploads. */
  origin: Generated<'seed' | 'studio'>;
}

/** 0017_clubtv: a video of the studio's Club TV library, from its upload to its place in the catalogue. */
export interface ClubtvVideoTable {
  id: string;
  title: string;
  description: string;
  category_slug: string | null;
  team_slug: 'first-team' | 'u21' | 'u18' | 'women' | null;
  season_slug: string | null;
  /** A JSON list of entitlements: '?' free, '*' any signed-in fan, or package entitlements. */
  entitlements: string;
  /** Null: released when published. */
  release_from: string | null;
  status: 'uploading' | 'queued' | 'transcoding' | 'ready' | 'failed';
  progress: Generated<number>;
  failure: string | null;
  published: Generated<0 | 1>;
  file_name: string;
  /** Postgres answers a bigint as a string. */
  file_bytes: number | string;
  duration: number | null;
  /** The poster as an image library key, once transcoded. */
  poster_key: string | null;
  captions: Generated<0 | 1>;
  version: Generated<number>;
  created_at: string;
  created_by_email: string;
  updated_at: string;
  updated_by_email: string;
}

export interface VideoCategoryTable {
  slug: string;
  title: string;
  description: string;
  order_position: number;
  hero_mode: 0 | 1;
  page_title: string;
  meta_description: string;
}

export interface VideoFeedTable {
  id: number;
  slug: string;
  name: string;
  enabled: 0 | 1;
  is_app: 0 | 1;
  /** JSON list of category slugs; empty means every category. */
  categories: string;
}

export interface StreamAssetTable {
  id: string;
  title: string;
  description: string;
  media_type: 'live-stream' | 'on-demand';
  content_type: 'video' | 'audio';
  offline_image_key: string;
  poster_image_key: string;
  status: 'active' | 'idle' | 'disabled' | 'preparing' | 'errored';
  playback_id: string;
  /** JSON array of entitlements, SPEC 4 'Video lock' as for catalogue items (migration 0010). */
  entitlements: string;
}

/** The studio's hold on a live stream (migration 0020): 'live' follows its channel; no row, the seeded status. */
export interface StreamControlTable {
  asset_id: string;
  status: 'live' | 'idle' | 'disabled';
  version: Generated<number>;
  updated_at: string;
  updated_by_email: string;
}

/** The tables the videos module owns: only its code writes them (see ownership.test.ts). */
export interface VideosTables {
  video_item: VideoItemTable;
  clubtv_video: ClubtvVideoTable;
  video_category: VideoCategoryTable;
  video_feed: VideoFeedTable;
  stream_asset: StreamAssetTable;
  stream_control: StreamControlTable;
}
