import { ApiError, notStaffMessage, type StudioArticlesQuery, type StudioAuditQuery, type StudioSession } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from './queryKeys';
import type { StudioApi } from './studioApi';

/** Who is at the studio: a staff member, a signed-in account that is not staff, or nobody. */
export type StaffAccess =
  | { state: 'staff'; session: StudioSession }
  | { state: 'notStaff'; message: string }
  | { state: 'signedOut' };

/**
 * The newsroom's, the content pages', the audit log's and the session's server data as TanStack Query
 * options, keyed by `studioKeys`. Mutations invalidate `studioKeys.articles` (every list) and set the
 * article they saved.
 */
export const studioQueries = {
  /** 401 and 403 are answers here, not failures: the layout shows the sign-in or the not-staff page. */
  access: (studio: StudioApi) =>
    queryOptions({
      queryKey: studioKeys.access,
      queryFn: async (): Promise<StaffAccess> => {
        try {
          return { state: 'staff', session: await studio.session() };
        } catch (error) {
          if (error instanceof ApiError && error.statusCode === 401) return { state: 'signedOut' };
          if (error instanceof ApiError && error.statusCode === 403) return { state: 'notStaff', message: error.message || notStaffMessage };
          throw error;
        }
      },
      staleTime: 5 * 60_000,
    }),
  articles: (studio: StudioApi, query: StudioArticlesQuery) =>
    queryOptions({
      queryKey: [...studioKeys.articles, query] as const,
      queryFn: () => studio.articles(query),
      // A newsroom's list changes under other editors' hands: read it again when someone comes back to it.
      staleTime: 10_000,
    }),
  /** The content pages of the navigation tree: a short list, read again when someone comes back to it. */
  pages: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.pages, queryFn: () => studio.pages(), staleTime: 10_000 }),
  /** Like an article, a page is edited from the version it was opened at. */
  page: (studio: StudioApi, id: number) => queryOptions({ queryKey: studioKeys.page(id), queryFn: () => studio.page(id), staleTime: Infinity }),
  article: (studio: StudioApi, id: number) =>
    queryOptions({
      queryKey: studioKeys.article(id),
      queryFn: () => studio.article(id),
      // The editor works from the version it opened; a newer one arrives only when asked for (a 409).
      staleTime: Infinity,
    }),
  /** An article's history, newest first; every save invalidates it (the history panel reads it with the same key and freshness). */
  revisions: (studio: StudioApi, id: number) =>
    queryOptions({ queryKey: studioKeys.revisions(id), queryFn: () => studio.revisions(id), staleTime: 10_000 }),
  /** A page's history, newest first; every save invalidates it. */
  pageRevisions: (studio: StudioApi, id: number) =>
    queryOptions({ queryKey: studioKeys.pageRevisions(id), queryFn: () => studio.pageRevisions(id), staleTime: 10_000 }),
  slug: (studio: StudioApi, slug: string, except: number | undefined) =>
    queryOptions({
      queryKey: studioKeys.slug(slug, except),
      queryFn: () => studio.slug(slug, except),
      staleTime: 10_000,
    }),
  /** The audit log, a page at a time (admins). */
  audit: (studio: StudioApi, query: StudioAuditQuery) =>
    queryOptions({ queryKey: [...studioKeys.audit, query] as const, queryFn: () => studio.audit(query), staleTime: 5_000 }),
};
