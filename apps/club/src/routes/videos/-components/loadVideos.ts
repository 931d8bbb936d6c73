import {
  normaliseError,
  type ApiClient,
  type VideoCategory,
  type VideoConfiguration,
  type VideoFilter,
  type VideoSectionPage,
} from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { PageHeadInput } from '../../../site/seo';
import { hasActiveFilter, videoPageSize, videoSearchQuery, videosHref, type VideoFilterSearch } from './videoSearch';

export interface CategoryRow {
  category: VideoCategory['attributes'];
  section: VideoSectionPage;
}

export interface VideosPageData {
  config: VideoConfiguration;
  filters: VideoFilter[];
  search: VideoFilterSearch;
  /** The filtered (or paged) list; null when the page shows the category rows instead. */
  results: VideoSectionPage | null;
  /** Each category with its newest items, in orderPosition order; empty categories left out. */
  rows: CategoryRow[];
}

/** SPEC 3: video categories are shown by orderPosition, ascending. */
export const byOrderPosition = (categories: readonly VideoCategory[]) =>
  [...categories].sort((a, b) => a.attributes.orderPosition - b.attributes.orderPosition).map((item) => item.attributes);

const emptySection = (): VideoSectionPage => ({
  name: '',
  itemData: [],
  pageIndex: 0,
  pageSize: videoPageSize,
  totalItems: 0,
  totalPages: 0,
});

/**
 * SPEC 8: a feed that fails is only logged ('Problem retrieving pages') and shows nothing; one category's
 * row failing does not take the whole of Club TV down.
 */
async function sectionOrEmpty(load: Promise<VideoSectionPage>): Promise<VideoSectionPage> {
  try {
    return await load;
  } catch (error) {
    console.error('Problem retrieving pages', normaliseError(error));
    return emptySection();
  }
}

/** /videos: the categories as rows, or with a filter (or a page) chosen, the matching videos. */
export async function loadVideosPage(api: ApiClient, search: VideoFilterSearch): Promise<VideosPageData> {
  const [config, categories, filters] = await Promise.all([api.videos.config(), api.videos.categories(), api.videos.filters()]);
  const listMode = hasActiveFilter(search) || search.page !== undefined;
  if (listMode) {
    const results = (await api.videoPlatform.search(videoSearchQuery(search))).sections[0] ?? emptySection();
    if (search.page && search.page > 1 && results.itemData.length === 0) throw notFound();
    return { config: config.data, filters: filters.data, search, results, rows: [] };
  }
  const ordered = byOrderPosition(categories.data);
  const sections = await Promise.all(
    ordered.map((category) =>
      sectionOrEmpty(
        api.videoPlatform
          .search({ category: category.slug, pageIndex: 0, pageSize: videoPageSize })
          .then((answer) => answer.sections[0] ?? emptySection()),
      ),
    ),
  );
  const rows = ordered
    .map((category, index) => ({ category, section: sections[index] ?? emptySection() }))
    .filter((row) => row.section.itemData.length > 0);
  return { config: config.data, filters: filters.data, search, results: null, rows };
}

export type VideosSubpageData =
  | {
      kind: 'category';
      category: VideoCategory['attributes'];
      filters: VideoFilter[];
      search: VideoFilterSearch;
      results: VideoSectionPage;
    }
  | { kind: 'feed'; feed: { slug: string; name: string }; search: VideoFilterSearch; results: VideoSectionPage };

/**
 * /videos/{subpage}: a category (with the filters) or an enabled feed of the video configuration;
 * anything else is not found. Categories win where a slug is both.
 */
export async function loadVideosSubpage(
  api: ApiClient,
  subpage: string,
  search: VideoFilterSearch,
): Promise<VideosSubpageData> {
  const [config, categories] = await Promise.all([api.videos.config(), api.videos.categories()]);
  const category = categories.data.find((item) => item.attributes.slug === subpage)?.attributes;
  const pageIndex = (search.page ?? 1) - 1;
  if (category) {
    const [filters, answer] = await Promise.all([
      api.videos.filters(),
      api.videoPlatform.search(videoSearchQuery(search, category.slug)),
    ]);
    const results = answer.sections[0] ?? emptySection();
    if (pageIndex > 0 && results.itemData.length === 0) throw notFound();
    return { kind: 'category', category, filters: filters.data, search, results };
  }
  const feed = config.data.feeds.find((item) => item.enabled && item.slug === subpage);
  if (!feed) throw notFound();
  const answer = await api.videoPlatform.feed(feed.slug, { pageIndex, pageSize: videoPageSize });
  const results = answer.sections[0] ?? emptySection();
  if (pageIndex > 0 && results.itemData.length === 0) throw notFound();
  // Feeds are not filtered: only the page is kept.
  return { kind: 'feed', feed: { slug: feed.slug, name: feed.name }, search: search.page ? { page: search.page } : {}, results };
}

/** Club TV's pages as TanStack Query options, keyed under 'videos' with the URL's filters. */
export const videosPageQueries = {
  page: (api: ApiClient, search: VideoFilterSearch) =>
    queryOptions({ queryKey: ['videos', 'page', search] as const, queryFn: () => loadVideosPage(api, search) }),
  subpage: (api: ApiClient, subpage: string, search: VideoFilterSearch) =>
    queryOptions({
      queryKey: ['videos', 'subpage', subpage, search] as const,
      queryFn: () => loadVideosSubpage(api, subpage, search),
    }),
};

// The heads of Club TV's pages, worked out by their loaders, which load with the routes' chunks: the
// route tree's `head()` only hands them to pageHead (issue 13).

/** /videos's head: the Club TV category's title and description, the filters in the canonical path, the first video's still. */
export function videosHead(data: VideosPageData): PageHeadInput {
  const first = data.results?.itemData[0] ?? data.rows[0]?.section.itemData[0];
  return {
    title: data.config.categoryData.pageTitle,
    description: data.config.categoryData.metaDescription,
    path: videosHref('/videos', data.search),
    imageKey: first?.mediaData.thumbnailUrl ?? null,
  };
}

/** A Club TV category's or feed's head. */
export function videosSubpageHead(data: VideosSubpageData, subpage: string): PageHeadInput {
  const path = videosHref(`/videos/${subpage}`, data.search);
  const imageKey = data.results.itemData[0]?.mediaData.thumbnailUrl ?? null;
  if (data.kind === 'category') {
    const { category } = data;
    return { title: category.pageTitle, description: category.metaDescription || category.description, path, imageKey };
  }
  const { name } = data.feed;
  const title = name === 'Club TV' ? 'All videos | Club TV' : `${name} | Club TV`;
  return { title, description: `Every video of ${name}.`, path, imageKey };
}
