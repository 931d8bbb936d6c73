import type { ApiClient, StreamAsset, StreamStatus } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * The platform's two live channels (apps/platform/content/video/streams.json): the page's live video
 * and the live audio commentary.
 */
export const liveAssetIds = { video: 'live-video', audio: 'live-audio' } as const;

/** One live channel (SPEC 7 GET {videos}/streams/{assetID}): its asset and status, keyed under 'videos'. */
export const liveStreamQueries = {
  stream: (api: Pick<ApiClient, 'videos'>, assetId: string) =>
    queryOptions({
      queryKey: ['videos', 'stream', assetId] as const,
      queryFn: async () => {
        const answer = await api.videos.stream(assetId);
        return { id: answer.data.id, asset: answer.data.attributes };
      },
    }),
};

const offAirStatuses: readonly StreamStatus[] = ['idle', 'disabled'];

/** SPEC 4: the live poster is the offline image when the stream is idle or disabled, else the poster. */
export const isOffAir = (asset: Pick<StreamAsset, 'assetData'>) => offAirStatuses.includes(asset.assetData.status);

export const livePosterKey = (asset: Pick<StreamAsset, 'assetData' | 'imageData'>) =>
  isOffAir(asset) ? asset.imageData.offlineImageKey : asset.imageData.posterImageKey;

/** What the status badge says. */
export function liveStatusLabel(status: StreamStatus): string {
  switch (status) {
    case 'active':
      return 'Live now';
    case 'preparing':
      return 'Starting soon';
    case 'idle':
      return 'Off air';
    case 'disabled':
      return 'Not broadcasting';
    case 'errored':
      return 'Temporarily unavailable';
    default:
      return status satisfies never;
  }
}
