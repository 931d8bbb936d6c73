import { z } from 'zod';
import { pageTemplates, postTypes } from './web.constants';

/** SPEC 3 'Menu page': one node of the content navigation tree (SPEC 2.2). */

export const menuPageBaseSchema = z.object({
  postID: z.number().int().positive(),
  postTitle: z.string().min(1),
  postStatus: z.literal('Published'),
  pageTemplate: z.enum(pageTemplates),
  savedTimestamp: z.string().describe('ISO 8601 instant the page was last saved'),
  pageOrder: z.number().int().nonnegative(),
  pageSlug: z.string().min(1),
  fullPath: z.string().describe("Path from the site root without a leading slash, e.g. 'tickets/match-tickets'"),
  publishedDate: z.string().describe("Publication date in Europe/London, 'YYYY-MM-DD'"),
  publishedTime: z.string().describe("Publication time in Europe/London, 'HH:mm:ss'"),
  nestedLevel: z.number().int().nonnegative().describe('0 for a top-level section'),
  postType: z.enum(postTypes),
  externalUrl: z.string().nullable().describe('Set only for external items'),
  newTab: z.boolean(),
  childIds: z.array(z.number().int().positive()),
});

export type MenuPage = z.infer<typeof menuPageBaseSchema> & { children: MenuPage[] };

export const menuPageSchema: z.ZodType<MenuPage> = menuPageBaseSchema.extend({
  get children() {
    return z.array(menuPageSchema);
  },
});

export const navigationResponseSchema = z.object({ data: z.array(menuPageSchema) });
export type NavigationResponse = z.infer<typeof navigationResponseSchema>;

/** A content page: the menu page plus its body, for the catch-all routes. */
export const contentPageSchema = menuPageBaseSchema.extend({
  body: z.string().describe('Rich text (HTML) of a Default page; empty for a Hub page'),
  summary: z.string().describe('Plain-text description used for the meta description and cards'),
  ancestors: z.array(z.object({ postTitle: z.string(), fullPath: z.string() })),
  children: z.array(menuPageBaseSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const pageQuerySchema = z.object({
  path: z
    .string()
    .min(1)
    .max(512)
    .regex(/^\/?[a-z0-9-]+(\/[a-z0-9-]+)*\/?$/, 'path must be slugs separated by /'),
});
export const pageResponseSchema = z.object({ data: contentPageSchema });
export type PageResponse = z.infer<typeof pageResponseSchema>;

/** `GET /api/web/redirects?path=`: where a content page that moved in the studio is now (issue 16). */
export const redirectResponseSchema = z.object({
  data: z.object({ path: z.string().describe("The page's path now, without the leading /") }),
});

/** SPEC 3 'Menu item'. `slug` is the link: starting with '/' it is internal, otherwise external (SPEC 2.2). */
export const menuItemSchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  icon: z.string().nullable(),
  isExternal: z.boolean(),
  customClass: z.string().nullable(),
  newTab: z.boolean(),
  image: z.string().nullable().optional().describe('Image key; featured menu only'),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** SPEC 2.3 menus. */

export const menusSchema = z.object({
  primary: z.array(menuItemSchema),
  secondary: z.array(menuItemSchema),
  sticky: z.array(menuItemSchema),
  main: z.array(menuItemSchema),
  featured: z.array(menuItemSchema),
});
export type Menus = z.infer<typeof menusSchema>;
export const menusResponseSchema = z.object({ data: menusSchema });
export type MenusResponse = z.infer<typeof menusResponseSchema>;

/**
 * `GET /api/web/content-version`: changes whenever staff change what the public sites show (any studio
 * write), the same on every platform instance. The sites' servers poll it and drop their shared pages
 * when it moves, so a story published or unpublished is on every page at once.
 */
export const contentVersionResponseSchema = z.object({ version: z.string().min(1).max(100) });
export type ContentVersionResponse = z.infer<typeof contentVersionResponseSchema>;
