import { siteOrigins } from '@tooling/ssr/app';
import { serviceName } from './site';

/**
 * The public address the streaming site is served from (STREAMER_SITE_ORIGIN, read by the site server and
 * carried into the page); canonical and Open Graph URLs are absolute on it.
 */
export const siteOrigin = (): string => siteOrigins().streamer;

export const canonicalUrl = (path: string) => `${siteOrigin()}${path}`;

/** The share card: the live poster, through the platform's image library. */
export const shareImageKey = 'video/live/poster.jpg';

export interface PageHeadInput {
  /** The page's own title; the home page passes the site's full title. */
  title: string;
  description: string;
  /** The canonical path of the page ('/'). */
  path: string;
  /** Pages that only make sense after a checkout stay out of search results. */
  noindex?: boolean;
}

/**
 * A route's `head()`: title, description, canonical link, Open Graph and Twitter cards, all in the
 * streaming site's own name. Later routes' meta replace the root's by name/property.
 */
export function pageHead({ title, description, path, noindex = false }: PageHeadInput) {
  const fullTitle = title.includes(serviceName) ? title : `${title} | ${serviceName}`;
  const url = canonicalUrl(path);
  const image = `${siteOrigin()}/images/1200x630/${shareImageKey}`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:site_name', content: serviceName },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
