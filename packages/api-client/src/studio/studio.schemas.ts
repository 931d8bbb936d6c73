import { z } from 'zod';
import { newsCategorySlugs } from '../news/news.constants';
import { safeTextSchema } from '../text.schemas';
import {
  staffRoles,
  studioArticleStatuses,
  studioAuthorMax,
  studioBodyMax,
  studioImageDesks,
  studioRelatedMax,
  studioRevisionActions,
  studioRevisionFields,
  studioSlugMax,
  studioStandfirstMax,
  studioTagMax,
  studioTagsMax,
  studioTitleMax,
} from './studio.constants';

/**
 * The studio api (`/api/studio`, issue 16): the staff's session, the newsroom's articles, lead images
 * and the audit log. The platform parses every request with these schemas and the studio's forms
 * validate with the same ones as people type, so a message seen in the form is the one the server
 * would give. Every endpoint needs a staff role (401 signed out, 403 otherwise).
 */

export const staffRoleSchema = z.enum(staffRoles);

/** `GET /api/studio/session`: who is signed in to the studio and what they may do. */
export const studioSessionSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string().describe('Given and family name, or the email when the account has none'),
  roles: z.array(staffRoleSchema),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugMessage = 'Use lowercase letters, digits and single hyphens for the address, e.g. blues-win-derby.';

/** An article's address on the club site: `/news/{date}/{slug}`. */
export const studioSlugSchema = z
  .string()
  .trim()
  .max(studioSlugMax, `Keep the address to ${studioSlugMax} characters or fewer.`)
  .regex(slugPattern, slugMessage);

const tagSchema = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty.')
  .max(studioTagMax, `Keep each tag to ${studioTagMax} characters or fewer.`)
  .regex(slugPattern, 'Use lowercase letters, digits and hyphens in tags, e.g. match-report.');

/**
 * An image library key: what the upload answered (`uploads/news/<hash>.jpg`) or an existing one
 * (`news/<slug>.jpg`). No `..`, no leading slash: it names a file under the image library's roots.
 */
export const studioImageKeySchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*\.(?:jpg|jpeg|png|webp)$/, 'That is not an image from the club\'s image library.');

/**
 * `POST /api/studio/articles` and the fields of `PUT`. A draft needs only a title, so autosave works
 * from the first keystroke; publishing checks the rest (`missingForPublish`). An empty slug is filled
 * from the title by the platform. `body` is the editor's HTML, sanitised by the platform on every save.
 */
export const studioArticleInputSchema = z.object({
  title: safeTextSchema()
    .trim()
    .min(1, 'Give the article a title.')
    .max(studioTitleMax, `Keep the title to ${studioTitleMax} characters or fewer.`),
  slug: z.union([z.literal(''), studioSlugSchema]).describe('Empty: made from the title'),
  standfirst: safeTextSchema()
    .trim()
    .max(studioStandfirstMax, `Keep the standfirst to ${studioStandfirstMax} characters or fewer.`),
  category: z.enum(newsCategorySlugs, { error: `Choose one of ${newsCategorySlugs.join(', ')}.` }),
  tags: z.array(tagSchema).max(studioTagsMax, `Use ${studioTagsMax} tags or fewer.`),
  imageKey: studioImageKeySchema.nullable(),
  body: z.string().max(studioBodyMax, 'The body is too long to save as one article.'),
  relatedSlugs: z
    .array(studioSlugSchema)
    .max(studioRelatedMax, `Pick ${studioRelatedMax} related articles or fewer.`)
    .nullable()
    .optional()
    .describe('Articles to show as related, in order; null or absent: picked automatically'),
  author: safeTextSchema()
    .trim()
    .min(1, 'Name the author, or leave the field out.')
    .max(studioAuthorMax, `Keep the author's name to ${studioAuthorMax} characters or fewer.`)
    .optional()
    .describe("Absent: the signed-in person's name"),
});
export type StudioArticleInput = z.input<typeof studioArticleInputSchema>;

const versionSchema = z
  .number({ error: 'Send the version you opened.' })
  .int()
  .positive()
  .describe('The version the editor opened; a different stored one answers 409');

/** `PUT /api/studio/articles/:id`: the whole article as the form holds it, and the version it started from. */
export const studioArticleUpdateSchema = studioArticleInputSchema.extend({ version: versionSchema });
export type StudioArticleUpdate = z.input<typeof studioArticleUpdateSchema>;

/** `POST /api/studio/articles/:id/publish`: now, or at `publishAt` (a future instant schedules it). */
export const studioPublishBodySchema = z.object({
  version: versionSchema,
  publishAt: z.iso
    .datetime({ offset: true, error: 'Give the publication time as a date and time, e.g. 2026-12-05T18:00:00Z.' })
    .optional()
    .describe('ISO 8601 instant; absent: now'),
});
export type StudioPublishBody = z.input<typeof studioPublishBodySchema>;

/** `POST /api/studio/articles/:id/unpublish`. */
export const studioVersionBodySchema = z.object({ version: versionSchema });
export type StudioVersionBody = z.input<typeof studioVersionBodySchema>;

export const studioArticleStatusSchema = z.enum(studioArticleStatuses);

export const studioArticleSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  standfirst: z.string(),
  category: z.enum(newsCategorySlugs),
  tags: z.array(z.string()),
  imageKey: z.string().nullable(),
  imageUrl: z.string().nullable().describe("A 16:9 rendition for previews, e.g. '/images/800x450/uploads/news/<hash>.jpg'"),
  status: studioArticleStatusSchema,
  publishedAt: z.string().nullable().describe('ISO 8601 instant: when it went or goes live; null for a draft'),
  version: z.number().int().positive(),
  updatedAt: z.string().describe('ISO 8601 instant of the last save'),
  updatedBy: z.string().nullable().describe('Email of whoever saved last; null for seeded articles'),
  author: z.string(),
  relatedSlugs: z.array(z.string()).nullable().describe('The hand-picked related articles; null: automatic'),
  hasDraft: z
    .boolean()
    .describe('A live article with saved changes fans do not see yet: the editor opens them, the summary\'s fields are the published ones'),
  publicUrl: z
    .string()
    .nullable()
    .describe("Path on the club site, '/news/{y}/{m}/{d}/{slug}', once published or scheduled; null for a draft"),
});
export type StudioArticleSummary = z.infer<typeof studioArticleSummarySchema>;

/** A related article chosen by hand, with the title the editor sees in the list. */
export const studioRelatedArticleSchema = z.object({
  slug: z.string(),
  title: z.string().describe('The published article\'s title; its slug when no published article has it now'),
});
export type StudioRelatedArticle = z.infer<typeof studioRelatedArticleSchema>;

/**
 * The article as the editor opens it: a live article with draft changes (`hasDraft`) shows the draft's
 * fields, while `status`, `publishedAt` and `publicUrl` are the published version's.
 */
export const studioArticleSchema = studioArticleSummarySchema.extend({
  body: z.string().describe('Sanitised HTML: what the club site will show'),
  related: z
    .array(studioRelatedArticleSchema)
    .nullable()
    .describe('`relatedSlugs` with their titles, in order, so the editor reopens with the titles in one read; null: automatic'),
});
export type StudioArticle = z.infer<typeof studioArticleSchema>;

/**
 * What a revision keeps of an article (issue 28): every field an editor can change, and its state as
 * stored (`published` with a future `publishedAt` was scheduled then).
 */
export const studioRevisionFieldsSchema = z.object({
  title: z.string(),
  slug: z.string(),
  standfirst: z.string(),
  body: z.string().describe('Sanitised HTML'),
  imageKey: z.string().nullable(),
  author: z.string(),
  category: z.enum(newsCategorySlugs),
  tags: z.array(z.string()),
  relatedSlugs: z.array(z.string()).nullable(),
  status: z.enum(['draft', 'published']),
  publishedAt: z.string().nullable().describe('ISO 8601 instant; null for a draft'),
});
export type StudioRevisionFields = z.infer<typeof studioRevisionFieldsSchema>;

/** One entry of an article's history: who saved, when, and which fields that save changed. */
export const studioRevisionSummarySchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive().describe("The article's version after this change"),
  at: z.string().describe('ISO 8601 instant of the change'),
  action: z.enum(studioRevisionActions).describe('`baseline`: a seeded article as it stood before its first studio save'),
  by: z.string().nullable().describe('Email of whoever saved; null for a baseline'),
  byName: z.string().describe('Their name, or a word for the seed'),
  changed: z.array(z.enum(studioRevisionFields)).describe('The fields this change moved, in the history\'s order'),
  restoredFrom: z.number().int().positive().nullable().describe('The revision a restore brought back'),
});
export type StudioRevisionSummary = z.infer<typeof studioRevisionSummarySchema>;

/** `GET /api/studio/articles/:id/revisions`: newest first, 50 a page. */
export const studioRevisionsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number 1 or more' })
    .int({ error: 'page must be a whole number 1 or more' })
    .min(1, { error: 'page must be a whole number 1 or more' })
    .max(100_000, { error: 'page must be a whole number up to 100000' })
    .default(1),
});
export const studioRevisionsResponseSchema = z.object({
  items: z.array(studioRevisionSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StudioRevisionsResponse = z.infer<typeof studioRevisionsResponseSchema>;

/** `GET /api/studio/articles/:id/revisions/:revisionId`: the article as that change left it. */
export const studioRevisionSchema = studioRevisionSummarySchema.extend({
  fields: studioRevisionFieldsSchema,
  bodyText: z.string().describe("The body's text without markup, paragraphs on lines of their own, for comparing"),
});
export type StudioRevision = z.infer<typeof studioRevisionSchema>;

export const studioRevisionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  revisionId: z.coerce.number().int().positive().max(2_147_483_647),
});

const pageSchema = z.coerce
  .number({ error: 'page must be a whole number 1 or more' })
  .int({ error: 'page must be a whole number 1 or more' })
  .min(1, { error: 'page must be a whole number 1 or more' })
  .max(100_000, { error: 'page must be a whole number up to 100000' })
  .default(1);

/** `GET /api/studio/articles`: newest change first, 20 a page. */
export const studioArticlesQuerySchema = z.object({
  status: studioArticleStatusSchema.optional(),
  q: z.string().trim().max(200, 'Keep the search to 200 characters or fewer.').optional().describe('Words of the title or slug'),
  page: pageSchema,
});
export type StudioArticlesQuery = z.input<typeof studioArticlesQuerySchema>;

export const studioArticlesResponseSchema = z.object({
  items: z.array(studioArticleSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StudioArticlesResponse = z.infer<typeof studioArticlesResponseSchema>;

export const studioArticleParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `GET /api/studio/slugs/:slug?except=ID`. */
export const studioSlugParamsSchema = z.object({ slug: z.string().max(studioSlugMax * 2) });
export const studioSlugQuerySchema = z.object({
  except: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('The article being edited'),
});
export const studioSlugResponseSchema = z.object({
  available: z.boolean(),
  suggestion: z.string().optional().describe('A free address close to the one asked for, when that one is taken or not valid'),
});
export type StudioSlugResponse = z.infer<typeof studioSlugResponseSchema>;

/** `POST /api/studio/images` (raw body: image/jpeg, image/png or image/webp, at most `studioImageMaxBytes`) answers 201 with this. */
export const studioImageResponseSchema = z.object({
  imageKey: z.string().describe("For the article's `imageKey`, e.g. 'uploads/news/<sha256>.jpg'"),
  url: z.string().describe("The image service's URL of a 16:9 rendition, e.g. '/images/800x450/uploads/news/<sha256>.jpg'"),
});
export type StudioImageResponse = z.infer<typeof studioImageResponseSchema>;

const imageDeskSchema = z
  .enum(studioImageDesks, { error: `desk must be one of ${studioImageDesks.join(', ')}` })
  .default('news')
  .describe("Whose image: 'news' (editors; the default) or 'commercial' (commercial staff)");

/** The query of `POST /api/studio/images`: which desk the image is for (its key prefix and who may upload). */
export const studioImageUploadQuerySchema = z.object({ desk: imageDeskSchema });
export type StudioImageUploadQuery = z.input<typeof studioImageUploadQuerySchema>;

/** `GET /api/studio/images`: one desk's uploads, the most recently uploaded first, `studioImagesPageSize` a page. */
export const studioImagesQuerySchema = z.object({
  desk: imageDeskSchema,
  page: z.coerce
    .number({ error: 'page must be a whole number 1 or more' })
    .int({ error: 'page must be a whole number 1 or more' })
    .min(1, { error: 'page must be a whole number 1 or more' })
    .max(100_000, { error: 'page must be a whole number 1 or more' })
    .default(1),
});
export type StudioImagesQuery = z.input<typeof studioImagesQuerySchema>;

export const studioImageSchema = z.object({
  imageKey: z.string().describe("e.g. 'uploads/commercial/<sha256>.png'"),
  url: z.string().describe("A thumbnail from the image service, the whole image inside 400×400: '/images/fit-in/400x400/<key>'"),
  type: z.string().describe('What it was stored as: image/jpeg, image/png or image/webp (an SVG is stored as the PNG drawn from it)'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  uploadedAt: z.string().describe('ISO instant of the latest upload of these bytes'),
  uploadedByEmail: z.string(),
});
export type StudioImage = z.infer<typeof studioImageSchema>;

export const studioImagesResponseSchema = z.object({
  items: z.array(studioImageSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StudioImagesResponse = z.infer<typeof studioImagesResponseSchema>;

/**
 * The 409 of `PUT`, publish and unpublish when someone saved since the editor opened the article: the
 * error shape plus who saved and when, so the studio can say it without parsing the sentence.
 */
export const studioConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  code: z.literal('versionConflict'),
  updatedBy: z.string().nullable().describe('Email of whoever saved last'),
  updatedByName: z.string().describe('Their name as the message gives it'),
  updatedAt: z.string().describe('ISO 8601 instant of that save'),
  version: z.number().int().positive().describe('The stored version now'),
});
export type StudioConflict = z.infer<typeof studioConflictSchema>;

/** `GET /api/studio/audit` (admin only): newest first, 50 a page. */
export const studioAuditQuerySchema = z.object({
  page: pageSchema,
  entity: z.string().trim().max(50).optional().describe("e.g. 'article', 'image'"),
  entityId: z.string().trim().max(200).optional(),
  actor: z.string().trim().toLowerCase().max(254).optional().describe("The staff member's email"),
});
export type StudioAuditQuery = z.input<typeof studioAuditQuerySchema>;

export const studioAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string().describe('ISO 8601 instant, by the platform clock'),
  actorSub: z.string(),
  actorEmail: z.string(),
  action: z.string().describe("e.g. 'article.create', 'article.update', 'article.publish', 'article.unpublish', 'image.upload'"),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().describe('The entity before the change (JSON), null when it is new'),
  after: z.unknown().describe('The entity after the change (JSON)'),
});
export type StudioAuditEntry = z.infer<typeof studioAuditEntrySchema>;

export const studioAuditResponseSchema = z.object({
  items: z.array(studioAuditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StudioAuditResponse = z.infer<typeof studioAuditResponseSchema>;
