import {
  missingForPublish,
  type NewsCategorySlug,
  type StudioArticle,
  type StudioArticleInput,
  type StudioPublishField,
  type StudioRelatedArticle,
} from '@club/api-client';

/** A related article chosen by hand, with its title (the platform sends them with the article). */
export type RelatedPick = StudioRelatedArticle;

/** What the editor's form holds: the article's fields as typed, before they become an input. */
export type ArticleForm = {
  title: string;
  slug: string;
  /** False while the slug still follows the title. */
  slugEdited: boolean;
  standfirst: string;
  category: NewsCategorySlug;
  /** As typed: words separated by commas. */
  tags: string;
  imageKey: string | null;
  /** The editor's HTML, and its plain text (an empty paragraph is no body). */
  body: string;
  bodyText: string;
  /** Related articles chosen by hand, in order; null: picked automatically. */
  related: RelatedPick[] | null;
};

export type ArticleField = 'title' | 'slug' | 'standfirst' | 'category' | 'tags' | 'imageKey' | 'body' | 'relatedSlugs';

export const emptyArticleForm: ArticleForm = {
  title: '',
  slug: '',
  slugEdited: false,
  standfirst: '',
  category: 'first-team',
  tags: '',
  imageKey: null,
  body: '',
  bodyText: '',
  related: null,
};

/** The plain text of the HTML the platform sends back (for the publish check before the editor loads). */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').trim();
}

export function formFromArticle(article: StudioArticle): ArticleForm {
  return {
    title: article.title,
    slug: article.slug,
    slugEdited: true,
    standfirst: article.standfirst,
    category: article.category,
    tags: article.tags.join(', '),
    imageKey: article.imageKey,
    body: article.body,
    bodyText: textOf(article.body),
    related: article.related === null ? null : article.related.map((pick) => ({ ...pick })),
  };
}

export function parseTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The form as the platform takes it (`POST` and the fields of `PUT`). */
export function inputFromForm(form: ArticleForm): StudioArticleInput {
  return {
    title: form.title,
    slug: form.slug,
    standfirst: form.standfirst,
    category: form.category,
    tags: parseTags(form.tags),
    imageKey: form.imageKey,
    body: form.body,
    // None chosen yet is still automatic.
    relatedSlugs: form.related && form.related.length > 0 ? form.related.map((pick) => pick.slug) : null,
  };
}

export function missingFromForm(form: ArticleForm): StudioPublishField[] {
  return missingForPublish({
    title: form.title,
    slug: form.slug,
    standfirst: form.standfirst,
    bodyText: form.bodyText,
  });
}
