import type { NewsArticle } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { articleJsonLd, jsonLdScript } from './articleJsonLd';

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
    expect(data.image[0]).toMatch(/^https?:\/\/.+\/images\/1200x630\/news\/kofi-asante-signs\.jpg$/);
  });
});

describe('jsonLdScript', () => {
  it('should not let a headline close the script element', () => {
    const script = jsonLdScript({ headline: '</script><script>alert(1)</script> & <!--' });
    expect(script.type).toBe('application/ld+json');
    expect(script.children).not.toMatch(/[<>&]/);
    expect(JSON.parse(script.children)).toEqual({ headline: '</script><script>alert(1)</script> & <!--' });
  });
});
