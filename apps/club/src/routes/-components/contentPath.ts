import { normaliseError, type ApiClient } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/** SPEC 2.1: content pages go up to /{subpage1}/{subpage2}/{subpage3}/{subpage4}/{slug}. */
export const maxContentDepth = 5;

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The navigation-tree path of a catch-all URL ('tickets/match-tickets'), or undefined when the URL
 * cannot be a content page, which saves the platform a call for an answer that is already known.
 */
export function contentPath(splat: string | undefined): string | undefined {
  const segments = (splat ?? '').split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.length > maxContentDepth) return undefined;
  if (!segments.every((segment) => slug.test(segment))) return undefined;
  return segments.join('/');
}

/** A content page of the navigation tree; one the platform does not know is `notFound()` (HTTP 404). */
export const contentQueries = {
  /**
   * Where the page that had this address before it moved in the studio is now ('club/academy'), or
   * null when no page that moved had it (issue 16).
   */
  redirect: (api: Pick<ApiClient, 'web'>, path: string) =>
    queryOptions({
      queryKey: ['web', 'redirect', path] as const,
      queryFn: async () => {
        try {
          return (await api.web.redirect(path)).data.path;
        } catch (error) {
          if (normaliseError(error).statusCode === 404) return null;
          throw error;
        }
      },
    }),
  page: (api: Pick<ApiClient, 'web'>, path: string) =>
    queryOptions({
      queryKey: ['web', 'page', path] as const,
      queryFn: async () => {
        try {
          return (await api.web.page(path)).data;
        } catch (error) {
          if (normaliseError(error).statusCode === 404) throw notFound();
          throw error;
        }
      },
    }),
};
