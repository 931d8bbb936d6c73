import { describe, expect, it } from 'vitest';
import type { StudioArticle } from '@club/api-client';
import { emptyArticleForm, formFromArticle, inputFromForm, missingFromForm, parseTags } from './articleForm';

describe('parseTags', () => {
  it('should split on commas and drop empty tags', () => {
    expect(parseTags(' derby, match-report,, ')).toEqual(['derby', 'match-report']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('missingFromForm', () => {
  it('should treat a body of empty paragraphs as no body', () => {
    const form = { ...emptyArticleForm, title: 'Derby day', slug: 'derby-day', standfirst: 'A win.', imageKey: 'news/a.jpg', body: '<p></p>', bodyText: ' ' };
    expect(missingFromForm(form)).toEqual(['body']);
  });
});

describe('inputFromForm', () => {
  it('should send the tags as a list and leave the editor-only fields out', () => {
    expect(inputFromForm({ ...emptyArticleForm, title: 'Derby day', tags: 'derby' })).toEqual({
      title: 'Derby day',
      slug: '',
      standfirst: '',
      category: 'first-team',
      tags: ['derby'],
      imageKey: null,
      body: '',
      relatedSlugs: null,
    });
  });

  it('should send the related articles chosen by hand in their order, and none chosen as automatic', () => {
    const picks = [
      { slug: 'derby-report', title: 'Derby report' },
      { slug: 'cup-draw', title: 'Cup draw' },
    ];
    expect(inputFromForm({ ...emptyArticleForm, related: picks }).relatedSlugs).toEqual(['derby-report', 'cup-draw']);
    expect(inputFromForm({ ...emptyArticleForm, related: [] }).relatedSlugs).toBeNull();
    expect(inputFromForm({ ...emptyArticleForm, related: null }).relatedSlugs).toBeNull();
  });
});

describe('formFromArticle', () => {
  const article: StudioArticle = {
    id: 1_000_001,
    slug: 'derby-day',
    title: 'Derby day',
    standfirst: 'A win.',
    category: 'first-team',
    tags: ['derby', 'report'],
    imageKey: null,
    imageUrl: null,
    status: 'draft',
    publishedAt: null,
    version: 3,
    updatedAt: '2026-12-05T15:00:00.000Z',
    updatedBy: 'editor@example.com',
    author: 'Eddie Editor',
    relatedSlugs: ['cup-draw', 'gone-now'],
    hasDraft: false,
    related: [
      { slug: 'cup-draw', title: 'Cup draw' },
      { slug: 'gone-now', title: 'gone-now' },
    ],
    publicUrl: null,
    body: '<p>Blues win.</p>',
  };

  it('should open with the related articles the platform named, in order, without asking for their titles', () => {
    expect(formFromArticle(article).related).toEqual(article.related);
    expect(formFromArticle({ ...article, relatedSlugs: null, related: null }).related).toBeNull();
  });
});
