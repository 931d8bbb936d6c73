import { describe, expect, it } from 'vitest';
import type { ArticleSummaryRecord } from './repo';
import { matchesDateParts, pickRelated, withPicked } from './service';

function summary(id: number, overrides: Partial<ArticleSummaryRecord> = {}): ArticleSummaryRecord {
  return {
    id,
    slug: `article-${id}`,
    title: `Article ${id}`,
    standfirst: '',
    publishedAt: '2025-01-01T12:00:00.000Z',
    imageKey: `news/article-${id}.jpg`,
    author: 'Writer',
    category: 'first-team',
    tags: [],
    ...overrides,
  };
}

describe('matchesDateParts', () => {
  it('should match when every part given matches', () => {
    expect(matchesDateParts('2025-03-09', { year: 2025 })).toBe(true);
    expect(matchesDateParts('2025-03-09', { year: 2025, month: 3 })).toBe(true);
    expect(matchesDateParts('2025-03-09', { year: 2025, month: 3, day: 9 })).toBe(true);
  });

  it('should not match when any part differs', () => {
    expect(matchesDateParts('2025-03-09', { year: 2024 })).toBe(false);
    expect(matchesDateParts('2025-03-09', { year: 2025, month: 4 })).toBe(false);
    expect(matchesDateParts('2025-03-09', { year: 2025, month: 3, day: 10 })).toBe(false);
  });
});

describe('pickRelated', () => {
  const article = summary(1, {
    title: 'Report: Blues 2-1 Millbrook Rovers',
    tags: ['match-report', 'millbrook-rovers', 'kofi-asante'],
  });

  it('should never return the article itself, and at most four', () => {
    const candidates = [article, ...Array.from({ length: 10 }, (_, index) => summary(index + 2))];
    const related = pickRelated(article, candidates);
    expect(related).toHaveLength(4);
    expect(related.map((item) => item.id)).not.toContain(1);
  });

  it('should prefer the same category, then shared tags, then nearness in time', () => {
    const sameOpponent = summary(2, { tags: ['match-preview', 'millbrook-rovers'], publishedAt: '2024-12-30T12:00:00.000Z' });
    const sameCategoryOld = summary(3, { publishedAt: '2023-01-01T12:00:00.000Z' });
    const sameCategoryNear = summary(4, { publishedAt: '2025-01-03T12:00:00.000Z' });
    const otherCategoryNear = summary(5, { category: 'women', publishedAt: '2025-01-01T13:00:00.000Z' });
    const otherCategorySharedTags = summary(6, { category: 'club', tags: ['tickets', 'millbrook-rovers', 'kofi-asante'] });

    const related = pickRelated(article, [otherCategoryNear, sameCategoryOld, otherCategorySharedTags, sameCategoryNear, sameOpponent]);

    expect(related.map((item) => item.id)).toEqual([2, 6, 4, 3]);
  });

  it('should return fewer when there are not enough other articles', () => {
    expect(pickRelated(article, [article, summary(2)])).toHaveLength(1);
  });
});

describe('withPicked', () => {
  const candidates = Array.from({ length: 8 }, (_, index) => summary(index + 2, { publishedAt: `2025-01-0${(index % 8) + 1}T12:00:00.000Z` }));

  it('should put the hand-picked articles first, in their order, and fill the rest automatically', () => {
    const article = { ...summary(1), body: '', relatedSlugs: ['article-7', 'article-3'] };
    const related = withPicked(article, candidates);
    expect(related).toHaveLength(4);
    expect(related.slice(0, 2).map((item) => item.slug)).toEqual(['article-7', 'article-3']);
    expect(new Set(related.map((item) => item.id)).size).toBe(4);
  });

  it('should skip picks that are not public (not among the candidates) and the article itself', () => {
    const article = { ...summary(1), body: '', relatedSlugs: ['article-1', 'unpublished-story', 'article-5'] };
    const related = withPicked(article, [summary(1), ...candidates]);
    expect(related[0]?.slug).toBe('article-5');
    expect(related.map((item) => item.id)).not.toContain(1);
    expect(related).toHaveLength(4);
  });

  it('should pick automatically when there is no override', () => {
    const article = { ...summary(1), body: '', relatedSlugs: null };
    expect(withPicked(article, candidates)).toEqual(pickRelated(article, candidates));
  });
});
