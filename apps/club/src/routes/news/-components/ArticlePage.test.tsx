import type { NewsArticle, NewsArticleSummary } from '@club/api-client';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { preloadRichText } from '@club/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { ArticlePage } from './ArticlePage';

const article: NewsArticle = {
  id: 1,
  slug: 'late-winner-at-the-quayside',
  title: 'Late winner at The Quayside',
  standfirst: 'A stoppage-time header settles it.',
  // 23:30 UTC in summer is 00:30 the next day in London.
  publishedAt: '2025-07-01T23:30:00.000Z',
  publishedDate: '2025-07-02',
  publishedTime: '00:30:00',
  path: '/news/2025/07/02/late-winner-at-the-quayside',
  imageKey: 'news/late-winner-at-the-quayside.jpg',
  author: 'Tom Fenwick',
  category: { slug: 'first-team', name: 'First Team' },
  tags: [],
  body: '<p>What a finish.</p><h2>Reaction</h2><p>Delight.</p><script>alert(1)</script>',
};

const related: NewsArticleSummary[] = [1, 2, 3, 4].map((n) => ({
  ...article,
  id: 10 + n,
  slug: `story-${n}`,
  title: `Story ${n}`,
  path: `/news/2025/06/0${n}/story-${n}`,
}));

describe('ArticlePage', () => {
  // The body's sanitiser loads on demand (issue 13); here it is ready before the page renders.
  beforeAll(() => preloadRichText(), 60_000);

  it('should show the headline, standfirst, author and London publication date', () => {
    render(<ArticlePage article={article} related={related} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Late winner at The Quayside' })).toBeTruthy();
    expect(screen.getByText('A stoppage-time header settles it.')).toBeTruthy();
    expect(screen.getByText('By Tom Fenwick')).toBeTruthy();
    expect(screen.getAllByText('2 Jul 2025')[0]?.tagName).toBe('TIME');
  });

  it('should load the photo at once, since it is the largest thing above the fold', () => {
    const { container } = render(<ArticlePage article={article} related={[]} />);
    const image = container.querySelector('figure img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('src')).toMatch(/^\/images\/\d+x\d+\/news\/late-winner-at-the-quayside\.jpg$/);
  });

  it('should render the body as sanitised rich text', () => {
    const { container } = render(<ArticlePage article={article} related={[]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Reaction' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('should link the four related articles at their dated URLs', () => {
    render(<ArticlePage article={article} related={related} />);
    const section = screen.getByRole('region', { name: 'Related news' });
    expect(within(section).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(related.map((item) => item.path));
  });

  it('should leave the related section out when there is nothing related', () => {
    render(<ArticlePage article={article} related={[]} />);
    expect(screen.queryByRole('region', { name: 'Related news' })).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<ArticlePage article={article} related={related} />);
    // happy-dom computes no layout, so contrast is checked in the browser tests instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
