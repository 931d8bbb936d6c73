import { siteOrigins } from '@tooling/ssr/app';
import { clubName } from './site';

/**
 * The public address the club site is served from (CLUB_SITE_ORIGIN, read by the site server and carried
 * into the page); canonical and Open Graph URLs, the sitemap and the feeds are absolute on it.
 */
export const siteOrigin = (): string => siteOrigins().club;

export const canonicalUrl = (path: string) => `${siteOrigin()}${path}`;

export interface PageHeadInput {
  /** The page's own title, without the club suffix. */
  title: string;
  description: string;
  /** The canonical path of the page ('/matches/u21'). */
  path: string;
  /** An image library key for the share card. */
  imageKey?: string;
  type?: 'website' | 'article' | 'profile';
}

/**
 * A route's `head()`: title, description, canonical link, Open Graph and Twitter tags. Later routes'
 * meta replace the root's by name/property, so each page names everything it shares.
 */
export function pageHead({ title, description, path, imageKey, type = 'website' }: PageHeadInput) {
  const fullTitle = `${title} | ${clubName}`;
  const url = canonicalUrl(path);
  const image = imageKey ? `${siteOrigin()}/images/1200x630/${imageKey}` : undefined;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
