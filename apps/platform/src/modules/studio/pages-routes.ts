import {
  apiErrorSchema,
  studioPageCreateSchema,
  studioPageMoveSchema,
  studioPageParamsSchema,
  studioPageRemoveSchema,
  studioPageReorderSchema,
  studioPageRestoreSchema,
  studioPageRevisionSchema,
  studioPageRevisionsResponseSchema,
  studioPageSchema,
  studioPageUpdateSchema,
  studioPagesResponseSchema,
  studioDesks,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioPages } from '../web/pages';
import { deskRoutes, saveRefusals } from './desk-routes';
import { itemRoutes } from './item-routes';
import type { StaffGuard } from './staff';

/**
 * `/api/studio/pages` (issue 16): the content pages of the navigation tree, for editors and admins.
 * Saves are versioned (409 with who saved since), sanitised and audited like the newsroom's. Editors
 * add pages to a section and remove the pages added here (the tree's own pages stay), reorder a
 * section's pages and move a page to another section (its old addresses redirect to the new ones).
 * Every save keeps a revision: the page's history, from which an editor restores one (issue 28).
 */
export const studioPagesRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; pages: StudioPages }> = async (app, { guard, pages }) => {
  const desk = deskRoutes(app, guard, studioDesks.pages.roles);

  desk.get('/pages', {
    operationId: 'listStudioPages',
    summary: 'The content pages of the navigation tree, in tree order',
    response: { 200: studioPagesResponseSchema },
  }, async () => ({ items: await pages.list() }));

  desk.post('/pages', {
    operationId: 'createStudioPage',
    summary: 'Add a page to a section: on the club site at once, at /{section}/{slug}',
    description: '400 when the parent is not a section; 409 `pathTaken` when the address is already a page.',
    body: studioPageCreateSchema,
    response: { 201: studioPageSchema, 409: apiErrorSchema },
  }, ({ body }, staff) => pages.create(body, staff));

  const page = itemRoutes(desk, {
    path: '/pages/:id',
    name: 'StudioPage',
    params: studioPageParamsSchema,
    item: studioPageSchema,
    refusals: saveRefusals,
  });

  page.get({ summary: 'A content page with its summary, body and version' }, ({ id }) => pages.get(id));

  page.update({
    summary: 'Save a content page: on the club site at once',
    description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
    body: studioPageUpdateSchema,
  }, ({ id }, body, staff) => pages.update(id, body, staff));

  page.action('remove', {
    summary: 'Remove a page added in the studio: gone from the club site at once',
    description:
      '409 `versionConflict` when someone saved it since it was opened; 409 `notAdded` for a page of the club’s own tree; 409 `hasChildren` when pages sit under it.',
    body: studioPageRemoveSchema,
    answer: z.object({ removed: z.literal(true) }),
  }, ({ id }, { version }, staff) => pages.remove(id, version, staff));

  page.action('move', {
    summary: 'Move a page, with the pages under it, to another section: at /{section}/{slug} on the club site at once',
    description:
      'Every address the pages leave answers the club site with a permanent redirect to the new one. 409 `versionConflict` ' +
      'when someone changed the page since it was opened; 409 `pathTaken` when the new address is already a page; 400 ' +
      '`notASection`, `intoItself`, `sameSection` or `tooDeep` for a section it cannot move to.',
    body: studioPageMoveSchema,
  }, ({ id }, body, staff) => pages.move(id, body, staff));

  page.action('reorder', {
    summary: 'Move a page one place up or down in its section: in that order on the club site at once',
    description: 'Answers every page in the new order. 409 `versionConflict` when someone changed the page since; 400 `cannotMove` when it is already first or last.',
    body: studioPageReorderSchema,
    answer: studioPagesResponseSchema,
  }, async ({ id }, body, staff) => ({ items: await pages.reorder(id, body, staff) }));

  // A page's history (issue 28): every save of its words keeps a revision; a restore is a save.
  page.history({
    revisions: studioPageRevisionsResponseSchema,
    revision: studioPageRevisionSchema,
    restore: studioPageRestoreSchema,
    docs: {
      list: {
        summary: "A content page's history, newest first, 50 a page",
        description: 'Who saved, when, and which fields each save changed. A page of the club’s own tree gets a `baseline` (its text before its first studio save).',
      },
      one: { summary: "One revision: the page's words as that save left them" },
      restore: {
        summary: "Restore a revision's words as a new save: on the club site at once",
        description: 'Audited as `page.restore`; keeps a revision of its own; the page stays where it is. 409 `versionConflict` when `version` is not the stored one.',
      },
    },
    operations: {
      list: ({ id }, page) => pages.revisions(id, page),
      one: ({ id, revisionId }) => pages.revision(id, revisionId),
      restore: ({ id, revisionId }, version, staff) => pages.restore(id, revisionId, version, staff),
    },
  });
};
