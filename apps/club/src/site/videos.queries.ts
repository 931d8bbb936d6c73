import type { ApiClient } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * Club TV's server data as TanStack Query options. The video configuration (feeds, streaming provider,
 * live upgrade) changes with a deploy of the club's settings, not while a fan is on a page: it is read
 * once per page life and kept, however often a player opens.
 */
export const videosQueries = {
  config: (api: Pick<ApiClient, 'videos'>) =>
    queryOptions({
      queryKey: ['videos', 'config'] as const,
      queryFn: async () => (await api.videos.config()).data,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
