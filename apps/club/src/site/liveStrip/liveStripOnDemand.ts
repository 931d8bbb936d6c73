import type { ApiClient } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { onDemandComponent } from '../page/onDemandComponent';
import type { LiveStripData } from './loadLiveStrip';

// Issue 31: while the first team's match is live, every page carries a slim live strip under the header.
// The root loader asks for the match on the server (so the page's HTML has the strip: nothing shifts
// when it hydrates, and a page from the page cache shows every visitor the same, nothing personal) and
// on a navigation once the answer is a minute old (the queries' staleTime), so a match that kicks off
// while a fan browses shows on their next page, and only then: not when the phone comes back online,
// which would push the page down under the fan's eyes. The page carries it once, as this query. Its code and its loader's load on demand: only a page
// with a live match fetches them, so the first load stays as it was.
// `pathname`, the page the loader loads: on the live match's own centre the strip reads the centre's
// query instead of asking for the match again (loadLiveStrip). The answer is the same on every page.
export const liveStripQueries = {
  strip: (api: ApiClient, pathname?: string) =>
    queryOptions({
      queryKey: ['live-strip'] as const,
      refetchOnReconnect: false,
      queryFn: ({ client }): Promise<LiveStripData | null> =>
        import('./loadLiveStrip').then((module) => module.loadLiveStrip(api, client, pathname), () => null),
    }),
};

export const liveStrip = onDemandComponent<LiveStripData>(() => import('./LiveStrip').then((module) => module.LiveStripOnPage));
