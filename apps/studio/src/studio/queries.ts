import {
  ApiError,
  notStaffMessage,
  type StudioArticlesQuery,
  type StudioClient,
  type StudioSession,
} from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Who is at the studio: a staff member, a signed-in account that is not staff, or nobody. */
export type StaffAccess =
  | { state: 'staff'; session: StudioSession }
  | { state: 'notStaff'; message: string }
  | { state: 'signedOut' };

/**
 * The studio's server data as TanStack Query options, all under `['studio']`, so signing in or out
 * forgets every answer at once. Mutations invalidate `studioKeys.articles` (every list) and set the
 * article they saved.
 */
export const studioKeys = {
  all: ['studio'] as const,
  access: ['studio', 'access'] as const,
  articles: ['studio', 'articles'] as const,
  article: (id: number) => ['studio', 'article', id] as const,
  pages: ['studio', 'pages'] as const,
  page: (id: number) => ['studio', 'page', id] as const,
};

export const studioQueries = {
  /** 401 and 403 are answers here, not failures: the layout shows the sign-in or the not-staff page. */
  access: (studio: StudioClient) =>
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
  articles: (studio: StudioClient, query: StudioArticlesQuery) =>
    queryOptions({
      queryKey: [...studioKeys.articles, query] as const,
      queryFn: () => studio.articles(query),
      // A newsroom's list changes under other editors' hands: read it again when someone comes back to it.
      staleTime: 10_000,
    }),
  /** The content pages of the navigation tree: a short list, read again when someone comes back to it. */
  pages: (studio: StudioClient) => queryOptions({ queryKey: studioKeys.pages, queryFn: () => studio.pages(), staleTime: 10_000 }),
  /** Like an article, a page is edited from the version it was opened at. */
  page: (studio: StudioClient, id: number) => queryOptions({ queryKey: studioKeys.page(id), queryFn: () => studio.page(id), staleTime: Infinity }),
  article: (studio: StudioClient, id: number) =>
    queryOptions({
      queryKey: studioKeys.article(id),
      queryFn: () => studio.article(id),
      // The editor works from the version it opened; a newer one arrives only when asked for (a 409).
      staleTime: Infinity,
    }),
  slug: (studio: StudioClient, slug: string, except: number | undefined) =>
    queryOptions({
      queryKey: ['studio', 'slug', slug, except ?? null] as const,
      queryFn: () => studio.slug(slug, except),
      staleTime: 10_000,
    }),
};
