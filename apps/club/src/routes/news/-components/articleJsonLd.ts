import type { NewsArticle } from '@club/api-client';
import { imageUrl } from '@club/ui';
import { canonicalUrl } from '../../../site/seo';
import { clubName } from '../../../site/site';

/** schema.org NewsArticle for search engines: headline, dates, author, image and the club as publisher. */
export function articleJsonLd(article: NewsArticle) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.standfirst,
    datePublished: article.publishedAt,
    // The same 1200×630 card image as the page's og:image.
    image: [canonicalUrl(imageUrl(article.imageKey, 1200, 630))],
    author: [{ '@type': 'Person', name: article.author }],
    publisher: { '@type': 'Organization', name: clubName, url: canonicalUrl('/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl(article.path) },
    articleSection: article.category.name,
    ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
  };
}

/**
 * A `<script type="application/ld+json">` for a route's `head().scripts`. The router writes its text
 * as raw HTML, so anything that could close the script element or start a comment is escaped.
 */
export function jsonLdScript(data: object) {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return { type: 'application/ld+json', children: json };
}
