import { z } from 'zod';
import { safeTextSchema } from '../text.schemas';
import { studioBodyMax, studioStandfirstMax, studioTitleMax } from './studio.constants';

/**
 * Content pages of the navigation tree in the studio (issue 16): the pages the club site shows at
 * their paths (About the club, Tickets, Hospitality…). Staff edit a page's title, summary and body;
 * the tree's shape (which pages exist, where) is the web seed's.
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
});
export type StudioPageSummary = z.infer<typeof studioPageSummarySchema>;

export const studioPagesResponseSchema = z.object({ items: z.array(studioPageSummarySchema) });
export type StudioPagesResponse = z.infer<typeof studioPagesResponseSchema>;

export const studioPageSchema = studioPageSummarySchema.extend({
  summary: z.string(),
  body: z.string().describe('Sanitised HTML'),
  version: z.number().int().nonnegative().describe('0 until staff first save it'),
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
