import {
  newsCategorySlugs,
  normaliseError,
  teamSlugs,
  type ApiClient,
  type Match,
  type NewsArticleSummary,
  type NewsCategorySlug,
  type VideoItem,
} from '@club/api-client';
import { showsLiveMatches } from '@club/live';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { matchQueries } from '../../site/matches.queries';
import type { PageHeadInput } from '../../site/seo';
import { clubName } from '../../site/site';

/** How many of each the category page shows before its 'more' links. */
export const categoryNewsCount = 6;
export const categoryVideoCount = 8;

export interface CategoryPageData {
  slug: NewsCategorySlug;
  name: string;
  /** The team of the same slug, when the category is a team's (all but 'club'). */
  team: { slug: string; name: string } | null;
  news: NewsArticleSummary[];
  next: Match | null;
  last: Match | null;
  videos: VideoItem[];
}

const isCategory = (slug: string): slug is NewsCategorySlug => (newsCategorySlugs as readonly string[]).includes(slug);

/** SPEC 8: a failing part of a page (videos, fixtures) is only logged; the page still shows the rest. */
async function orFallback<T>(load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    console.error('Problem retrieving pages', normaliseError(error));
    return fallback;
  }
}

/**
 * A team's next match (the live one while it is on) and last result; either is null when there is none,
 * or when its call fails (only logged: the rest of the page still shows). The next match is the query the
 * live strip and the home page read too (matchQueries.next).
 */
async function loadNextAndLast(api: ApiClient, queryClient: QueryClient, team: string): Promise<{ next: Match | null; last: Match | null }> {
  const [next, last] = await Promise.all([
    orFallback(queryClient.fetchQuery(matchQueries.next(api, team)), null),
    orFallback(api.matches.last(team).then((answer) => answer.data), null),
  ]);
  return { next, last };
}

/**
 * SPEC 2.1 /category/{category}: one of the news categories (a team's, or the club's) with its news,
 * the team's next and last match, and its Club TV videos. Unknown categories are not found.
 */
export async function loadCategoryPage(api: ApiClient, queryClient: QueryClient, slug: string): Promise<CategoryPageData> {
  if (!isCategory(slug)) throw notFound();
  const [categories, teams, news] = await Promise.all([
    api.news.categories(),
    api.teams.list(),
    api.news.list({ category: slug, page: 1, pageSize: categoryNewsCount }),
  ]);
  const category = categories.data.find((item) => item.slug === slug);
  if (!category) throw notFound();
  const team = teams.data.find((item) => item.slug === slug) ?? null;
  // Club-wide videos have no team: the club's category shows the features instead.
  const videoTeam = teamSlugs.find((candidate) => candidate === team?.slug);
  const [{ next, last }, videos] = await Promise.all([
    team ? loadNextAndLast(api, queryClient, team.slug) : { next: null, last: null },
    orFallback(
      api.videoPlatform
        .search({ ...(videoTeam ? { team: videoTeam } : { category: 'features' }), pageIndex: 0, pageSize: categoryVideoCount })
        .then((answer) => answer.sections[0]?.itemData ?? []),
      [],
    ),
  ]);
  return {
    slug,
    name: category.name,
    team: team ? { slug: team.slug, name: team.name } : null,
    news: news.data,
    next,
    last,
    videos,
  };
}

export const categoryPageQueries = {
  /** A category page's data; its next and last matches follow the live stream's messages in the cache. */
  page: (api: ApiClient, slug: string) =>
    queryOptions({
      queryKey: ['category', slug] as const,
      queryFn: ({ client }) => loadCategoryPage(api, client, slug),
      meta: showsLiveMatches,
    }),
};

/** The category page's head (its loader's answer; the route tree's `head()` only hands it to pageHead, issue 13). */
export function categoryPageHead({ name, slug, news }: CategoryPageData): PageHeadInput {
  return {
    title: name,
    description: `${name} at ${clubName}: the latest news, fixtures, results and Club TV videos.`,
    path: `/category/${slug}`,
    imageKey: news[0]?.imageKey ?? null,
  };
}
