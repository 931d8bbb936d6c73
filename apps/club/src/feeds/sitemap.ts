import type { ApiClient, MenuPage } from '@club/api-client';
import { canonicalUrl } from '../site/seo';

export interface SitemapEntry {
  /** A path of the site ('/news'); written as the canonical URL. */
  path: string;
  /** 'YYYY-MM-DD' or a full ISO instant; left out when unknown, rather than guessed. */
  lastmod?: string;
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemaps.org protocol: one `<url>` per page, duplicates dropped (the first wins). */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : '';
    urls.push(`<url><loc>${xmlEscape(canonicalUrl(entry.path))}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The internal pages of the navigation tree, at every depth; external items are other sites' pages. */
export function contentPageEntries(pages: readonly MenuPage[]): SitemapEntry[] {
  return pages.flatMap((page) => [
    ...(page.postType === 'internal' ? [{ path: `/${page.fullPath}`, lastmod: page.savedTimestamp }] : []),
    ...contentPageEntries(page.children),
  ]);
}

/** The fixed pages of SPEC 2.1 that are not in the navigation tree. */
export const staticPaths = ['/', '/news', '/matches', '/teams', '/videos', '/videos/subscriptions', '/live', '/app', '/category'] as const;

/** The sitemaps protocol allows 50,000 URLs a file; the news list is read up to this many pages of 50. */
const maxNewsPages = 200;

/**
 * Every public page: the fixed routes, the content tree, every news article, the matches of the current
 * season of each team, teams and their players, the Club TV category pages and the category pages.
 */
export async function collectSitemapEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const [navigation, teams, seasons, categories, newsCategories, firstNews] = await Promise.all([
    api.web.navigation(),
    api.teams.list(),
    api.matches.seasons(),
    api.videos.categories(),
    api.news.categories(),
    api.news.list({ page: 1, pageSize: 50 }),
  ]);
  const currentSeason = seasons.data.find((season) => season.current);

  const morePages = Array.from({ length: Math.min(firstNews.meta.pageCount, maxNewsPages) - 1 }, (_, index) => index + 2);
  const news = [firstNews, ...(await Promise.all(morePages.map((page) => api.news.list({ page, pageSize: 50 }))))].flatMap(
    (answer) => answer.data,
  );

  const matchTeams = teams.data.filter((team) => team.showOnMatches && team.externalMatchPage === null);
  const pageTeams = teams.data.filter((team) => team.showOnTeams && team.externalTeamPage === null);
  const [matches, squads] = await Promise.all([
    Promise.all(
      matchTeams.map((team) =>
        api.matches.list({ team: team.slug, ...(currentSeason ? { season: currentSeason.slug } : {}) }),
      ),
    ),
    Promise.all(pageTeams.map((team) => api.teams.team(team.slug))),
  ]);

  const latestNews = news[0]?.publishedAt;
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) =>
      latestNews && (path === '/' || path === '/news') ? { path, lastmod: latestNews } : { path },
    ),
    ...contentPageEntries(navigation.data),
    ...news.map((article) => ({ path: article.path, lastmod: article.publishedAt })),
    ...matchTeams.map((team) => ({ path: team.slug === 'first-team' ? '/matches' : `/matches/${team.slug}` })),
    ...matches.flatMap((answer) =>
      answer.data.map((match) => ({ path: `/match/${match.team}/${match.season}/${match.id}` })),
    ),
    ...pageTeams.map((team) => ({ path: `/teams/${team.slug}` })),
    ...squads.flatMap((answer) => answer.data.squad.map((player) => ({ path: `/players/${player.team}/${player.slug}` }))),
    ...categories.data.map((category) => ({ path: `/videos/${category.attributes.slug}` })),
    ...newsCategories.data.map((category) => ({ path: `/category/${category.slug}` })),
  ];
  return entries;
}
