import { z } from 'zod';
import { safeTextSchema } from '../text.schemas';
import {
  studioBodyMax,
  studioPageRevisionActions,
  studioPageRevisionFields,
  studioSlugMax,
  studioStandfirstMax,
  studioTitleMax,
} from './studio.constants';

/**
 * Content pages of the navigation tree in the studio (issue 16): the pages the club site shows at
 * their paths (About the club, Tickets, Hospitality…). Staff edit a page's title, summary and body,
 * add pages to a section, remove the pages they added, reorder the pages of a section and move a page
 * to another section (its old address then sends visitors to the new one).
 */
export const studioPageSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  fullPath: z.string().describe("The page's path on the club site, without the leading /"),
  /** 0 for a top-level section. */
  depth: z.number().int().nonnegative(),
  template: z.enum(['Hub', 'Default']).describe('Hub: a section of pages (its body is not shown); Default: a page'),
  updatedAt: z.string().nullable().describe('When staff last saved it; null: as the club first wrote it'),
  updatedByEmail: z.string().nullable(),
  addedInStudio: z.boolean().describe('Made in the studio (so staff may remove it), not part of the club’s first tree'),
  parentId: z.number().int().positive().nullable().describe('The section it is in; null for a top-level section'),
  version: z.number().int().nonnegative().describe('0 until staff first save, move or reorder it'),
});
export type StudioPageSummary = z.infer<typeof studioPageSummarySchema>;

export const studioPagesResponseSchema = z.object({ items: z.array(studioPageSummarySchema) });
export type StudioPagesResponse = z.infer<typeof studioPagesResponseSchema>;

export const studioPageSchema = studioPageSummarySchema.extend({
  summary: z.string(),
  body: z.string().describe('Sanitised HTML'),
  publicUrl: z.string().describe("The page's address on the club site"),
});
export type StudioPage = z.infer<typeof studioPageSchema>;

export const studioPageParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `PUT /api/studio/pages/:id`: the page as it should read now, with the version it was opened at. */
export const studioPageUpdateSchema = z.object({
  title: safeTextSchema()
    .trim()
    .min(1, 'Give the page a title.')
    .max(studioTitleMax, `Keep the title to ${studioTitleMax} characters or fewer.`),
  summary: safeTextSchema()
    .trim()
    .max(studioStandfirstMax, `Keep the summary to ${studioStandfirstMax} characters or fewer.`),
  body: z.string().max(studioBodyMax, 'The body is too long to save as one page.'),
  version: z.number().int().nonnegative(),
});
export type StudioPageUpdate = z.infer<typeof studioPageUpdateSchema>;

/** `POST /api/studio/pages`: a new page in a section, on the club site at once at `/{section}/{slug}`. */
export const studioPageCreateSchema = studioPageUpdateSchema.omit({ version: true }).extend({
  parentId: z.number({ error: 'Choose the section the page belongs in.' }).int().positive('Choose the section the page belongs in.'),
  slug: z
    .string()
    .trim()
    .min(1, 'Give the page an address.')
    .max(studioSlugMax, `Keep the address to ${studioSlugMax} characters or fewer.`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens for the address, e.g. junior-memberships.'),
});
export type StudioPageCreate = z.infer<typeof studioPageCreateSchema>;

/** `POST /api/studio/pages/:id/remove` (pages added in the studio only): the version it was opened at, so a page changed since is not removed unseen. */
export const studioPageRemoveSchema = z.object({ version: z.number().int().nonnegative() });
export type StudioPageRemove = z.infer<typeof studioPageRemoveSchema>;

/** `POST /api/studio/pages/:id/move`: into another section, at `/{section}/{slug}`, with the pages under it. */
export const studioPageMoveSchema = z.object({
  parentId: z.number({ error: 'Choose the section to move the page to.' }).int().positive('Choose the section to move the page to.'),
  version: z.number().int().nonnegative(),
});
export type StudioPageMove = z.infer<typeof studioPageMoveSchema>;

/** `POST /api/studio/pages/:id/reorder`: one place up or down among its section's pages. */
export const studioPageReorderSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Say whether the page moves up or down.' }),
  version: z.number().int().nonnegative(),
});
export type StudioPageReorder = z.infer<typeof studioPageReorderSchema>;

/** What a revision keeps of a page (issue 28): the words an editor saves. */
export const studioPageRevisionFieldsSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body: z.string().describe('Sanitised HTML'),
});
export type StudioPageRevisionFields = z.infer<typeof studioPageRevisionFieldsSchema>;

/** One entry of a page's history: who saved, when, and which fields that save changed. */
export const studioPageRevisionSummarySchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().nonnegative().describe("The page's version after this change (0: the club's own text, never saved in the studio)"),
  at: z.string().describe('ISO 8601 instant of the change'),
  action: z.enum(studioPageRevisionActions).describe('`baseline`: the page as it stood before its first studio save'),
  by: z.string().nullable().describe('Email of whoever saved; null for the club’s own text'),
  byName: z.string().describe('Their name, or a word for the club’s own text'),
  changed: z.array(z.enum(studioPageRevisionFields)).describe("The fields this change moved, in the history's order"),
  restoredFrom: z.number().int().positive().nullable().describe('The revision a restore brought back'),
});
export type StudioPageRevisionSummary = z.infer<typeof studioPageRevisionSummarySchema>;

/** `GET /api/studio/pages/:id/revisions`: newest first, as many a page as an article's history (`studioRevisionsPageSize`). */
export const studioPageRevisionsResponseSchema = z.object({
  items: z.array(studioPageRevisionSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StudioPageRevisionsResponse = z.infer<typeof studioPageRevisionsResponseSchema>;

/** `GET /api/studio/pages/:id/revisions/:revisionId`: the page's words as that change left them. */
export const studioPageRevisionSchema = studioPageRevisionSummarySchema.extend({
  fields: studioPageRevisionFieldsSchema,
  bodyText: z.string().describe("The body's text without markup, paragraphs on lines of their own, for comparing"),
});
export type StudioPageRevision = z.infer<typeof studioPageRevisionSchema>;

/** `POST /api/studio/pages/:id/revisions/:revisionId/restore`: the version the page was opened at. */
export const studioPageRestoreSchema = z.object({ version: z.number().int().nonnegative() });
export type StudioPageRestore = z.infer<typeof studioPageRestoreSchema>;
