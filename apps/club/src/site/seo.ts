import { siteOrigins } from '@tooling/ssr/app';
import { pageTitle } from './site';

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
  /** An image library key for the share card (none: null or left out). */
  imageKey?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** Meta tags after the page's own (an article's date and section). */
  meta?: { property: string; content: string }[];
  /** The page's schema.org data, already written as its script's text (an article's jsonLdText). */
  jsonLd?: string;
}

/**
 * A route's `head()`: title, description, canonical link, Open Graph and Twitter tags. Later routes'
 * meta replace the root's by name/property, so each page names everything it shares.
 *
 * `head()` runs from the route tree, which is in every page's first load, so a route's loader (which
 * loads with the route's chunk) works the input out from its data and `head()` only passes it here
 * (issue 13).
 */
export function pageHead({ title, description, path, imageKey, type = 'website', meta = [], jsonLd }: PageHeadInput) {
  const fullTitle = pageTitle(title);
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
      ...meta,
    ],
    links: [{ rel: 'canonical', href: url }],
    ...(jsonLd ? { scripts: [{ type: 'application/ld+json', children: jsonLd }] } : {}),
  };
}

/** The head of a page whose loader answered with its head's input (`pageHead`); without it (the loader failed), the not-found title. */
export const loadedPageHead = (input: PageHeadInput | undefined) =>
  input ? pageHead(input) : { meta: [{ title: pageTitle('Page not found') }] };
