import { useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { readOneShotParam } from '../../../site/page/oneShotParam';

/**
 * A Club TV tile's own address: the page it is on with `?video=<entryId>`. A tap that lands before the
 * page's script has run (a slow phone) follows it, and the page that loads opens the video once its
 * script runs; so does a link opened in a new tab or shared. With the script running, a click opens the
 * video in place and the address is never visited.
 */
const watchParam = 'video';

/** `pageHref` (a path with its query) with the video to open; its other parameters (filters, page) stay. */
export function watchHref(pageHref: string, entryId: string): string {
  const url = new URL(pageHref, 'http://club.invalid');
  url.searchParams.set(watchParam, entryId);
  return `${url.pathname}${url.search}`;
}

/**
 * The video an address asks to open, and the same address without the parameter (so a reload or the
 * back button does not open it again). Null when it asks for none.
 */
export function readWatchLink(href: string): { entryId: string; cleanHref: string } | null {
  const found = readOneShotParam(href, [watchParam]);
  if (!found?.value) return null;
  return { entryId: found.value, cleanHref: found.cleanHref };
}

/** Each tile's address on the current page (the router's location, so the server renders the same links). */
export function useWatchHref(): (entryId: string) => string {
  const pageHref = useRouterState({ select: (state) => state.location.href });
  return useCallback((entryId: string) => watchHref(pageHref, entryId), [pageHref]);
}
