import type { NewsArticle } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { articleHead, articleJsonLd, jsonLdText } from './articleJsonLd';

const article: NewsArticle = {
  id: 7,
  slug: 'kofi-asante-signs',
  title: 'Kofi Asante signs',
  standfirst: 'The midfielder joins on a three-year deal.',
  publishedAt: '2025-07-01T09:00:00.000Z',
  publishedDate: '2025-07-01',
  publishedTime: '10:00:00',
  path: '/news/2025/07/01/kofi-asante-signs',
  imageKey: 'news/kofi-asante-signs.jpg',
  author: 'Tom Fenwick',
  category: { slug: 'first-team', name: 'First Team' },
  tags: ['signing', 'kofi-asante'],
  body: '<p>Welcome, Kofi.</p>',
};

describe('articleJsonLd', () => {
  it('should describe the article as a schema.org NewsArticle at its dated URL', () => {
    const data = articleJsonLd(article);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Kofi Asante signs',
      datePublished: '2025-07-01T09:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Tom Fenwick' }],
      publisher: { '@type': 'Organization', name: 'Brackwater Blues FC' },
    });
    expect(data.mainEntityOfPage['@id']).toMatch(/\/news\/2025\/07\/01\/kofi-asante-signs$/);
    expect(data.image?.[0]).toMatch(/^https?:\/\/.+\/images\/1200x630\/news\/kofi-asante-signs\.jpg$/);
  });
});

describe('articleJsonLd, given a story published without a lead image', () => {
  it('should name no image rather than one that does not exist', () => {
    const data = articleJsonLd({ ...article, imageKey: '' });
    expect(data).not.toHaveProperty('image');
    expect(articleHead({ ...article, imageKey: '' }).imageKey).toBe('');
  });
});

describe('jsonLdText', () => {
  it('should not let a headline close the script element', () => {
    const text = jsonLdText({ headline: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> & <!--' });
  });
});

describe('articleHead', () => {
  it('should give the head the title, standfirst, canonical path, share image, date, section and JSON-LD of the article', () => {
    const head = articleHead(article);
    expect(head).toMatchObject({
      title: 'Kofi Asante signs',
      description: 'The midfielder joins on a three-year deal.',
      path: '/news/2025/07/01/kofi-asante-signs',
      type: 'article',
      imageKey: 'news/kofi-asante-signs.jpg',
      meta: [
        { property: 'article:published_time', content: '2025-07-01T09:00:00.000Z' },
        { property: 'article:section', content: 'First Team' },
      ],
    });
    expect(JSON.parse(head.jsonLd ?? '')).toEqual(articleJsonLd(article));
  });
});
