import type { ApiClient, LiveAvailability } from '@club/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/**
 * The answer changes with the minute (the UK and Ireland blackout starts at 14:45 and ends at 17:15 on
 * Saturdays): a page left open asks again every few minutes, and one opened within a minute of the last
 * answer reuses it.
 */
const availabilityStaleTime = 60_000;
const availabilityRefetchMs = 5 * 60_000;

/**
 * 'Can I watch live from here now?' as a query, shared by every notice on the page (next game,
 * packages). It depends on where the viewer is (the trusted proxy header on their own request) and the
 * minute, not on who is signed in, so it is not under 'viewer'; but it is never asked by a loader,
 * so it is never cached into a shared page: `useQuery` asks only in the browser. Null when the platform
 * cannot say: unknown is not blocked, the session check still refuses for real when the viewer presses
 * play.
 */
export const liveAvailabilityQuery = (api: Pick<ApiClient, 'streamer'>) =>
  queryOptions({
    queryKey: ['streamer', 'live-availability'] as const,
    queryFn: async (): Promise<LiveAvailability | null> => {
      try {
        return (await api.streamer.liveAvailability()).data;
      } catch {
        return null;
      }
    },
    staleTime: availabilityStaleTime,
    refetchInterval: availabilityRefetchMs,
  });

/** Null until answered, and when the platform cannot say. */
export function useLiveAvailability(): LiveAvailability | null {
  const { api } = useRouter().options.context;
  return useQuery(liveAvailabilityQuery(api)).data ?? null;
}
