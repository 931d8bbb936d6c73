import type { ClubTvVideo, ClubTvVideosQuery } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from '../../../../studio/queryKeys';
import type { StudioApi } from '../../../../studio/studioApi';

/** How often a video still uploading or transcoding is read again. */
export const statusPollMs = 2_000;

/** Whether the platform is still working on a video (so the page keeps asking). */
export const isWorking = (video: Pick<ClubTvVideo, 'status'>): boolean => video.status === 'queued' || video.status === 'transcoding';

/** How often the Live section reads the channels again: whether they ingest changes by itself. */
export const channelPollMs = 3_000;

export const clubTvQueries = {
  videos: (studio: StudioApi, query: ClubTvVideosQuery) =>
    queryOptions({
      queryKey: [...studioKeys.videos, query] as const,
      queryFn: () => studio.clubTv.videos(query),
      staleTime: 5_000,
      // Transcodes move on by themselves: the list follows while any on its page is under way.
      refetchInterval: (query) => (query.state.data?.items.some(isWorking) ? statusPollMs : false),
    }),
  video: (studio: StudioApi, id: string) =>
    queryOptions({
      queryKey: studioKeys.video(id),
      queryFn: () => studio.clubTv.video(id),
      staleTime: 1_000,
      refetchInterval: (query) => (query.state.data && (isWorking(query.state.data) || query.state.data.status === 'uploading') ? statusPollMs : false),
    }),
  streams: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.streams, queryFn: () => studio.clubTv.streams(), staleTime: 1_000, refetchInterval: channelPollMs }),
  options: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.clubTvOptions, queryFn: () => studio.clubTv.options(), staleTime: 5 * 60_000 }),
};

/** A file's size in words: '4.2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
