import type { ApiClient } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The club's settings as TanStack Query options: the current season is read by several pages. */
export const settingsQueries = {
  season: (api: Pick<ApiClient, 'settings'>) =>
    queryOptions({
      queryKey: ['settings', 'season'] as const,
      queryFn: async () => (await api.settings.season()).data,
    }),
};
