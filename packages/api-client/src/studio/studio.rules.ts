import { type StudioPublishField, studioPublishFieldNames } from './studio.constants';

/** What publishing needs and an autosaved draft may still lack. */
export interface PublishableFields {
  title: string;
  slug: string;
  standfirst: string;
  /** The body as plain text (tags stripped): an editor's empty paragraph is no body. */
  bodyText: string;
}

/**
 * The fields an article still needs before it can be published, in form order; empty when it is ready.
 * The platform refuses a publish with these (400), and the studio can show them before anyone clicks.
 */
export function missingForPublish(article: PublishableFields): StudioPublishField[] {
  const missing: StudioPublishField[] = [];
  if (!article.title.trim()) missing.push('title');
  if (!article.slug.trim()) missing.push('slug');
  if (!article.standfirst.trim()) missing.push('standfirst');
  if (!article.bodyText.trim()) missing.push('body');
  return missing;
}

/** "Add a standfirst and a lead image before publishing." */
export function publishRequirementMessage(missing: readonly StudioPublishField[]): string {
  const names = missing.map((field) => studioPublishFieldNames[field]);
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  return `Add ${list} before publishing.`;
}

/** A slug made from a headline: lowercase words joined by hyphens, at most `max` characters. */
export function slugFromTitle(title: string, max = 100): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}
