import type { NewsArticle } from '@club/api-client';
import { imageUrl } from '@club/ui';
import { canonicalUrl, type PageHeadInput } from '../../../site/seo';
import { clubName } from '../../../site/site';

// What an article's head shows, worked out by its loader, which loads with the route's chunk: the route
// tree's `head()` only hands it to pageHead (issue 13).

/**
 * The article's head: the loader's whole answer, so the article itself travels once (in the query
 * cache). Its JSON-LD comes as the script's text.
 */
export function articleHead(article: NewsArticle): PageHeadInput {
  return {
    title: article.title,
    description: article.standfirst,
    path: article.path,
    type: 'article',
    imageKey: article.imageKey,
    meta: [
      { property: 'article:published_time', content: article.publishedAt },
      { property: 'article:section', content: article.category.name },
    ],
    jsonLd: jsonLdText(articleJsonLd(article)),
  };
}

/** schema.org NewsArticle for search engines: headline, dates, author, image and the club as publisher. */
export function articleJsonLd(article: NewsArticle) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.standfirst,
    datePublished: article.publishedAt,
    // The same 1200×630 card image as the page's og:image; none for a story published without one.
    ...(article.imageKey ? { image: [canonicalUrl(imageUrl(article.imageKey, 1200, 630))] } : {}),
    author: [{ '@type': 'Person', name: article.author }],
    publisher: { '@type': 'Organization', name: clubName, url: canonicalUrl('/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl(article.path) },
    articleSection: article.category.name,
    ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
  };
}

/**
 * The text of a `<script type="application/ld+json">` (pageHead's `jsonLd`). The router writes it as
 * raw HTML, so anything that could close the script element or start a comment is escaped.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
