import { describe, expect, it } from 'vitest';
import { missingForPublish, publishRequirementMessage, slugFromTitle } from './studio.rules';
import { studioArticleInputSchema, studioArticleUpdateSchema, studioPublishBodySchema } from './studio.schemas';

const draft = { title: 'Blues win', slug: '', standfirst: '', category: 'first-team', tags: [], imageKey: null, body: '' } as const;

describe('studioArticleInputSchema', () => {
  it('should accept a draft with only a title', () => {
    expect(studioArticleInputSchema.parse(draft)).toMatchObject({ title: 'Blues win', slug: '' });
  });

  it('should refuse a draft without a title, in words', () => {
    const result = studioArticleInputSchema.safeParse({ ...draft, title: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Give the article a title.');
  });

  it('should refuse an address with capitals or spaces', () => {
    expect(studioArticleInputSchema.safeParse({ ...draft, slug: 'Blues Win' }).success).toBe(false);
    expect(studioArticleInputSchema.safeParse({ ...draft, slug: 'blues-win-2' }).success).toBe(true);
  });

  it('should refuse more than 10 tags and image keys outside the library', () => {
    const tags = Array.from({ length: 11 }, (_, index) => `tag-${index}`);
    expect(studioArticleInputSchema.safeParse({ ...draft, tags }).success).toBe(false);
    expect(studioArticleInputSchema.safeParse({ ...draft, imageKey: '../secret.jpg' }).success).toBe(false);
    expect(studioArticleInputSchema.safeParse({ ...draft, imageKey: 'uploads/news/ab12.jpg' }).success).toBe(true);
  });

  it('should need the version on an update and an instant on a publish', () => {
    expect(studioArticleUpdateSchema.safeParse(draft).success).toBe(false);
    expect(studioPublishBodySchema.safeParse({ version: 1, publishAt: 'tomorrow' }).success).toBe(false);
    expect(studioPublishBodySchema.safeParse({ version: 1, publishAt: '2026-12-05T18:00:00Z' }).success).toBe(true);
  });
});

describe('missingForPublish', () => {
  it('should name every missing field, in form order', () => {
    const missing = missingForPublish({ title: 'A', slug: '', standfirst: '', bodyText: ' ' });
    expect(missing).toEqual(['slug', 'standfirst', 'body']);
    expect(publishRequirementMessage(missing)).toBe('Add an address (slug), a standfirst and body text before publishing.');
  });

  it('should not need a lead image: the sites show the club placeholder', () => {
    expect(missingForPublish({ title: 'A', slug: 'a', standfirst: 'B', bodyText: 'C' })).toEqual([]);
  });
});

describe('slugFromTitle', () => {
  it('should make an address from a headline', () => {
    expect(slugFromTitle('Blues 3–1 Rovers: Évan’s late double!')).toBe('blues-3-1-rovers-evan-s-late-double');
  });
});
