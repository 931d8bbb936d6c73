import { studioArticleInputSchema } from '@club/api-client';
import { inputFromForm, type ArticleField, type ArticleForm } from './articleForm';

export type FieldErrors = Partial<Record<ArticleField, string>>;

const fields = new Set<string>(['title', 'slug', 'standfirst', 'category', 'tags', 'imageKey', 'body', 'relatedSlugs']);

/**
 * The form checked with the platform's own schema (the one it parses the request with), so a message
 * under a field is the one a save would answer. The first problem of each field.
 */
export function validateArticle(form: ArticleForm): FieldErrors {
  const result = studioArticleInputSchema.safeParse(inputFromForm(form));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && fields.has(field)) errors[field as ArticleField] ??= issue.message;
  }
  return errors;
}
