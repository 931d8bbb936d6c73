import type { KeyRing } from '../../infra/keys';
import { join } from 'node:path';
import { getClock } from '@club/clock';
import type { Kysely } from 'kysely';
import { type MediaConfig, packageRoot } from '../../config';
import type { DB } from '../../infra/db/schema';
import { checkFfmpeg } from './ffmpeg';
import { type ClearKeys, clearKeyAssetIds, createClearKeys, findPackager } from './clearkey';
import { type LiveChannels, createLiveChannels, dvrWindowSegments, liveChannelIds, liveSegmentSeconds } from './live-channels';
import { type LiveOrigin, createLiveOrigin } from './live-origin';
import { type OnDemandItem, type OnDemandMedia, createOnDemandMedia } from './ondemand';
import { type MediaStore, createMediaStore } from './store';
import { type EdgeSigner, createEdgeSigner, edgeSigningSecrets } from './edge-signing';
import { type PlaybackTokens, createPlaybackTokens } from './tokens';

interface Log {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** Where the studio's Club TV uploads are kept as sent (the tus file store's directory), under MEDIA_DIR. */
export const clubTvUploadsDir = (mediaDir: string): string => join(mediaDir, 'clubtv', 'uploads');
export const clubTvUploadPath = (mediaDir: string, id: string): string => join(clubTvUploadsDir(mediaDir), id);
export const clubTvCaptionsPath = (mediaDir: string, id: string): string => join(mediaDir, 'clubtv', 'captions', `${id}.vtt`);

/**
 * Issue 31: a goal's clip cut from the live recording (videos/goal-clips.ts), kept in the media store as
 * the source its renditions are made from, like an upload; and the job's mark that the clip is done.
 */
export const goalClipSourceKey = (id: string): string => `clubtv/clips/${id}.mp4`;
export const goalClipDoneKey = (id: string): string => `clubtv/clips/${id}.json`;
const isGoalClip = (id: string) => /-goal-\d+$/.test(id);

export const defaultMediaDir = (): string => join(packageRoot(), '.data', 'media');

/** The settings of a platform without MEDIA_* variables (tests): no live channels, no warm-up. */
export const defaultMediaConfig = (): MediaConfig => ({ dir: defaultMediaDir(), liveChannels: false, warmUp: false });

export interface Media {
  tokens: PlaybackTokens;
  /** Signed media URLs an edge checks (edge-signing.ts): every playback token carries one for its asset. */
  edge: EdgeSigner;
  /** Where renditions are kept and served from: MEDIA_DIR, or the MEDIA_S3_URL bucket. */
  store: MediaStore;
  onDemand: OnDemandMedia;
  origin: LiveOrigin;
  clearKeys: ClearKeys;
  /** shaka-packager's binary, or undefined (ClearKey content unavailable). */
  packager: string | undefined;
  /** The running channels, when LIVE_CHANNELS is on. */
  channels: LiveChannels | undefined;
  /** A live channel's real status (idle when channels are off), or undefined for other assets. */
  liveStatus(assetId: string): 'active' | 'idle' | undefined;
  isLiveChannel(assetId: string): boolean;
  isClearKeyAsset(assetId: string): boolean;
  /** The live role: the origin listens and the channels' encoders start (when LIVE_CHANNELS and ffmpeg allow). */
  startLive(): Promise<void>;
  /** The worker role's warm-up job: every catalogue item's renditions made (MEDIA_WARMUP); resolves when done, closed or `signal` aborts. */
  startWarmUp(signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/**
 * The media module: playback tokens, on-demand renditions, the live origin and channels, ClearKey. The
 * session check (later) calls `media.tokens.issuePlaybackToken({ userId, assetId, sessionId, ttl })`.
 */
export async function createMedia(
  db: Kysely<DB>,
  config: MediaConfig,
  log: Log,
  keys: KeyRing,
  now: () => Date = () => getClock().now(),
  /** The app's one media store (infra/build.ts closes it); without one, a store of its own, closed with the media. */
  given?: MediaStore,
): Promise<Media> {
  const [edgeSecret, ...previousEdgeSecrets] = edgeSigningSecrets(keys, config.edgeSigningSecret);
  const edge = createEdgeSigner(edgeSecret, previousEdgeSecrets);
  const tokens = createPlaybackTokens(keys, edge, now);
  const clearKeys = createClearKeys(keys.all('clearkey'));
  const packager = findPackager();

  const lookup = async (id: string): Promise<OnDemandItem | undefined> => {
    // A video uploaded in the studio (0017_clubtv) is transcoded from its file, whether published or not.
    const uploaded = await db
      .selectFrom('clubtv_video')
      .select(['id', 'title', 'description', 'file_name', 'entitlements', 'published', 'captions', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (uploaded) {
      if (uploaded.status === 'uploading') return undefined;
      return {
        id: uploaded.id,
        title: uploaded.title || uploaded.file_name,
        description: uploaded.description,
        public: uploaded.published === 1 && (JSON.parse(uploaded.entitlements) as string[]).includes('?'),
        source: {
          path: clubTvUploadPath(config.dir, uploaded.id),
          captions: uploaded.captions === 1 ? clubTvCaptionsPath(config.dir, uploaded.id) : undefined,
        },
      };
    }
    const item = await db
      .selectFrom('video_item')
      .select(['entry_id', 'title', 'description', 'entitlements'])
      .where('entry_id', '=', id)
      .executeTakeFirst();
    if (item) {
      const entitlements = JSON.parse(item.entitlements) as string[];
      const source = isGoalClip(id) ? await goalClipSource(id) : undefined;
      return { id: item.entry_id, title: item.title, description: item.description, public: entitlements.includes('?'), ...(source ? { source: { path: source } } : {}) };
    }
    const asset = await db
      .selectFrom('stream_asset')
      .select(['id', 'title', 'description'])
      .where('id', '=', id)
      .where('media_type', '=', 'on-demand')
      .executeTakeFirst();
    return asset ? { id: asset.id, title: asset.title, description: asset.description, public: false } : undefined;
  };

  const store = given ?? createMediaStore({ dir: config.dir, s3Url: config.s3Url });
  /** A goal clip's cut, as a local file (fetched from a bucket when another instance cut it), or undefined: the demo video. */
  async function goalClipSource(id: string): Promise<string | undefined> {
    const key = goalClipSourceKey(id);
    const local = store.localPath(key);
    if (local) return (await store.size(key)) === undefined ? undefined : local;
    const path = join(config.dir, ...key.split('/'));
    return (await store.download(key, path)) ? path : undefined;
  }
  const onDemand = createOnDemandMedia({ mediaDir: config.dir, lookup, log, now, store, ...(config.ladder ? { renditions: config.ladder } : {}) });
  // The encoders' DVR window (the whole match) and a few segments more, of each representation (video
  // and audio in one channel): a player going back to kick-off finds every segment the manifest names.
  const origin = createLiveOrigin({ maxSegmentsPerChannel: (dvrWindowSegments({}) + 8 / liveSegmentSeconds) * 2 });
  const channels = config.liveChannels
    ? createLiveChannels({ origin, log, packager, contentKey: (id) => clearKeys.keyFor(id), ...(config.liveVideoSize ? { videoSize: config.liveVideoSize } : {}), ...(config.liveRenditions ? { renditions: config.liveRenditions } : {}) })
    : undefined;
  const warmUp = new AbortController();
  let warmUpRun: Promise<unknown> | undefined;

  return {
    tokens,
    edge,
    store,
    onDemand,
    origin,
    clearKeys,
    packager,
    channels,
    isLiveChannel: (assetId) => (liveChannelIds as readonly string[]).includes(assetId),
    isClearKeyAsset: (assetId) => clearKeyAssetIds.includes(assetId),
    liveStatus(assetId) {
      if (!(liveChannelIds as readonly string[]).includes(assetId)) return undefined;
      return channels?.state(assetId)?.status ?? 'idle';
    },
    async startLive() {
      if (channels) {
        const ffmpeg = await checkFfmpeg();
        if (ffmpeg.ok) {
          await origin.listen();
          channels.start();
        } else {
          // Without ffmpeg the channels stay idle (the streams say so) and the rest of the platform runs.
          log.error({}, `Live channels are off: ${ffmpeg.message}`);
        }
      }
    },
    async startWarmUp(signal) {
      if (config.warmUp) {
        const ids = [
          ...(await db.selectFrom('video_item').select('entry_id').orderBy('release_from', 'desc').execute()).map((row) => row.entry_id),
          ...(await db.selectFrom('stream_asset').select('id').where('media_type', '=', 'on-demand').execute()).map((row) => row.id),
        ];
        warmUpRun = onDemand.warmUp(ids, AbortSignal.any([warmUp.signal, signal])).catch((error: unknown) => log.error({ err: error }, 'media warm-up failed'));
        // The warm-up is a durable job (media/module.ts): done when the run is.
        await warmUpRun;
      }
    },
    async close() {
      warmUp.abort();
      await channels?.stop();
      await origin.close();
      // The generation in progress finishes (at most a few seconds) so no ffmpeg outlives the app.
      await warmUpRun;
      if (!given) store.close();
    },
  };
}
