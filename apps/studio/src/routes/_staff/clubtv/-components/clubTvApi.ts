import { ApiError, createApiClient, createHttp, createStudioClubTvClient, type ClubTvVideo, type ClubTvVideosQuery, type StudioClubTvClient } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { withSessionRenewal } from '../../../../studio/studioApi';

let shared: StudioClubTvClient | null = null;

/** The Club TV desk's api, same-origin, renewing the access cookie on a 401 like the newsroom's. One per page. */
export function clubTvApi(): StudioClubTvClient {
  if (shared) return shared;
  const { identity } = createApiClient({ baseUrl: '' });
  let renewing: Promise<boolean> | null = null;
  const renew = () =>
    (renewing ??= identity
      .refresh()
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        renewing = null;
      }));
  shared = withSessionRenewal(createStudioClubTvClient(createHttp({ baseUrl: '' })), renew);
  return shared;
}

/** How often a video still uploading or transcoding is read again. */
export const statusPollMs = 2_000;

/** Whether the platform is still working on a video (so the page keeps asking). */
export const isWorking = (video: Pick<ClubTvVideo, 'status'>): boolean => video.status === 'queued' || video.status === 'transcoding';

/** Under `['studio']`, so signing out forgets them with the rest of the studio's answers. */
export const clubTvKeys = {
  videos: ['studio', 'clubtv', 'videos'] as const,
  video: (id: string) => ['studio', 'clubtv', 'video', id] as const,
  options: ['studio', 'clubtv', 'options'] as const,
  streams: ['studio', 'clubtv', 'streams'] as const,
};

/** How often the Live section reads the channels again: whether they ingest changes by itself. */
export const channelPollMs = 3_000;

export const clubTvQueries = {
  videos: (query: ClubTvVideosQuery) =>
    queryOptions({
      queryKey: [...clubTvKeys.videos, query] as const,
      queryFn: () => clubTvApi().videos(query),
      staleTime: 5_000,
      // Transcodes move on by themselves: the list follows while any on its page is under way.
      refetchInterval: (query) => (query.state.data?.items.some(isWorking) ? statusPollMs : false),
    }),
  video: (id: string) =>
    queryOptions({
      queryKey: clubTvKeys.video(id),
      queryFn: () => clubTvApi().video(id),
      staleTime: 1_000,
      refetchInterval: (query) => (query.state.data && (isWorking(query.state.data) || query.state.data.status === 'uploading') ? statusPollMs : false),
    }),
  streams: () => queryOptions({ queryKey: clubTvKeys.streams, queryFn: () => clubTvApi().streams(), staleTime: 1_000, refetchInterval: channelPollMs }),
  options: () => queryOptions({ queryKey: clubTvKeys.options, queryFn: () => clubTvApi().options(), staleTime: 5 * 60_000 }),
};

/** The words of a refusal, or a plain sentence when the platform could not be reached. */
export function refusalOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

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
