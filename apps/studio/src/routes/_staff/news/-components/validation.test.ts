import { describe, expect, it } from 'vitest';
import { emptyArticleForm } from './articleForm';
import { validateArticle } from './validation';

describe('validateArticle', () => {
  it('should ask for a title, and nothing else, on an empty draft', () => {
    expect(validateArticle(emptyArticleForm)).toEqual({ title: 'Give the article a title.' });
  });

  it('should name a bad address and a bad tag in the schema’s words', () => {
    const errors = validateArticle({ ...emptyArticleForm, title: 'Derby day', slug: 'Derby Day', tags: 'derby, Match Report' });
    expect(errors.slug).toMatch(/lowercase letters/);
    expect(errors.tags).toMatch(/lowercase letters, digits and hyphens/);
  });

  it('should accept a draft with a title only', () => {
    expect(validateArticle({ ...emptyArticleForm, title: 'Derby day' })).toEqual({});
  });
});
