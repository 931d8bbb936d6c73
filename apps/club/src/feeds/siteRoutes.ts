import { answerConsentForm, cookieConsentPath } from '@club/adverts';
import type { ApiClient } from '@club/api-client';
import { getClock } from '@club/clock';
import { matchCentrePath } from '../routes/-components/matchesHead';
import { canonicalUrl } from '../site/seo';
import { buildTeamCalendar } from './calendar';
import { robotsTxt, sitemapPath } from './robots';
import { newsFeedPath, newsFeedSize } from './feedLinks';
import { buildNewsRss } from './rss';
import { buildSitemap, collectSitemapEntries } from './sitemap';

/**
 * The club site's answers that are not pages (issue 5): robots.txt, the sitemap, the news feed and each
 * team's calendar, and the cookie notice's form (issue 14). The render entry (`entry-server.tsx`) hands
 * them to the site server. Shaped like `@tooling/ssr`'s `SiteRoute` without importing it, since app
 * source may only import the browser-safe half of that package.
 */
export interface ClubSiteRoute {
  path: string;
  method?: 'GET' | 'POST';
  handler: (context: {
    api: ApiClient;
    params: Readonly<Record<string, string>>;
    url: URL;
    form: URLSearchParams;
  }) => Promise<Response> | Response;
}

// Shared caches may keep these a while: a feed reader or crawler a few minutes behind is fine, and
// stale-while-revalidate keeps them quick while the platform is asked again.
const cachePolicy = {
  robots: 'public, max-age=86400',
  sitemap: 'public, max-age=3600, stale-while-revalidate=86400',
  rss: 'public, max-age=300, stale-while-revalidate=3600',
  calendar: 'public, max-age=900, stale-while-revalidate=3600',
} as const;

const answer = (body: string, contentType: string, cacheControl: string, extra: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': contentType, 'cache-control': cacheControl, ...extra } });

const notFoundAnswer = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export const clubSiteRoutes: ClubSiteRoute[] = [
  {
    // Issue 14: the cookie notice's buttons, answered before the page's script has run.
    path: cookieConsentPath,
    method: 'POST',
    handler: ({ form, url }) => answerConsentForm(form, url),
  },
  {
    path: '/robots.txt',
    handler: () => answer(robotsTxt(), 'text/plain; charset=utf-8', cachePolicy.robots),
  },
  {
    path: sitemapPath,
    handler: async ({ api }) =>
      answer(buildSitemap(await collectSitemapEntries(api)), 'application/xml; charset=utf-8', cachePolicy.sitemap),
  },
  {
    path: newsFeedPath,
    handler: async ({ api }) => {
      const latest = await api.news.list({ page: 1, pageSize: newsFeedSize });
      return answer(buildNewsRss(latest.data), 'application/rss+xml; charset=utf-8', cachePolicy.rss);
    },
  },
  {
    path: '/matches/:team/calendar.ics',
    handler: async ({ api, params }) => {
      const [teams, seasons] = await Promise.all([api.teams.list(), api.matches.seasons()]);
      const team = teams.data.find((candidate) => candidate.slug === params.team && candidate.showOnMatches);
      const season = seasons.data.find((candidate) => candidate.current);
      if (!team || !season) return notFoundAnswer();
      const matches = await api.matches.list({ team: team.slug, season: season.slug });
      const body = buildTeamCalendar({
        team,
        seasonName: season.name,
        matches: matches.data,
        now: getClock().now(),
        matchUrl: (match) => canonicalUrl(matchCentrePath(match)),
      });
      return answer(body, 'text/calendar; charset=utf-8', cachePolicy.calendar, {
        'content-disposition': `inline; filename="${team.slug}-${season.slug}.ics"`,
      });
    },
  },
];
