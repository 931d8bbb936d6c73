import { canonicalUrl } from '../site/seo';

export const sitemapPath = '/sitemap.xml';

/** Everything is public but the account pages and the platform's API, which search engines need not crawl. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Disallow: /account', 'Disallow: /api', '', `Sitemap: ${canonicalUrl(sitemapPath)}`, ''].join(
    '\n',
  );
}
