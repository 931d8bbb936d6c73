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
  studioRevisionParamsSchema,
  studioRevisionsQuerySchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioPages } from '../web/pages';
import { deskRoutes, notFound, saveRefusals } from './desk-routes';
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

  desk.get('/pages/:id', {
    operationId: 'getStudioPage',
    summary: 'A content page with its summary, body and version',
    params: studioPageParamsSchema,
    response: { 200: studioPageSchema, ...notFound },
  }, ({ params }) => pages.get(params.id));

  desk.put('/pages/:id', {
    operationId: 'updateStudioPage',
    summary: 'Save a content page: on the club site at once',
    description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
    params: studioPageParamsSchema,
    body: studioPageUpdateSchema,
    response: { 200: studioPageSchema, ...saveRefusals },
  }, ({ params, body }, staff) => pages.update(params.id, body, staff));

  desk.post('/pages', {
    operationId: 'createStudioPage',
    summary: 'Add a page to a section: on the club site at once, at /{section}/{slug}',
    description: '400 when the parent is not a section; 409 `pathTaken` when the address is already a page.',
    body: studioPageCreateSchema,
    response: { 201: studioPageSchema, 409: apiErrorSchema },
  }, ({ body }, staff) => pages.create(body, staff));

  desk.post('/pages/:id/remove', {
    operationId: 'removeStudioPage',
    summary: 'Remove a page added in the studio: gone from the club site at once',
    description:
      '409 `versionConflict` when someone saved it since it was opened; 409 `notAdded` for a page of the club’s own tree; 409 `hasChildren` when pages sit under it.',
    params: studioPageParamsSchema,
    body: studioPageRemoveSchema,
    response: { 200: z.object({ removed: z.literal(true) }), ...saveRefusals },
  }, ({ params, body }, staff) => pages.remove(params.id, body.version, staff));

  desk.post('/pages/:id/move', {
    operationId: 'moveStudioPage',
    summary: 'Move a page, with the pages under it, to another section: at /{section}/{slug} on the club site at once',
    description:
      'Every address the pages leave answers the club site with a permanent redirect to the new one. 409 `versionConflict` ' +
      'when someone changed the page since it was opened; 409 `pathTaken` when the new address is already a page; 400 ' +
      '`notASection`, `intoItself`, `sameSection` or `tooDeep` for a section it cannot move to.',
    params: studioPageParamsSchema,
    body: studioPageMoveSchema,
    response: { 200: studioPageSchema, ...saveRefusals },
  }, ({ params, body }, staff) => pages.move(params.id, body, staff));

  desk.post('/pages/:id/reorder', {
    operationId: 'reorderStudioPage',
    summary: 'Move a page one place up or down in its section: in that order on the club site at once',
    description: 'Answers every page in the new order. 409 `versionConflict` when someone changed the page since; 400 `cannotMove` when it is already first or last.',
    params: studioPageParamsSchema,
    body: studioPageReorderSchema,
    response: { 200: studioPagesResponseSchema, ...saveRefusals },
  }, async ({ params, body }, staff) => ({ items: await pages.reorder(params.id, body, staff) }));

  // A page's history (issue 28): every save of its words keeps a revision; a restore is a save.
  desk.get('/pages/:id/revisions', {
    operationId: 'listStudioPageRevisions',
    summary: "A content page's history, newest first, 50 a page",
    description: 'Who saved, when, and which fields each save changed. A page of the club’s own tree gets a `baseline` (its text before its first studio save).',
    params: studioPageParamsSchema,
    querystring: studioRevisionsQuerySchema,
    response: { 200: studioPageRevisionsResponseSchema, ...notFound },
  }, ({ params, query }) => pages.revisions(params.id, query.page));

  desk.get('/pages/:id/revisions/:revisionId', {
    operationId: 'getStudioPageRevision',
    summary: "One revision: the page's words as that save left them",
    params: studioRevisionParamsSchema,
    response: { 200: studioPageRevisionSchema, ...notFound },
  }, ({ params }) => pages.revision(params.id, params.revisionId));

  desk.post('/pages/:id/revisions/:revisionId/restore', {
    operationId: 'restoreStudioPageRevision',
    summary: "Restore a revision's words as a new save: on the club site at once",
    description: 'Audited as `page.restore`; keeps a revision of its own; the page stays where it is. 409 `versionConflict` when `version` is not the stored one.',
    params: studioRevisionParamsSchema,
    body: studioPageRestoreSchema,
    response: { 200: studioPageSchema, ...saveRefusals },
  }, ({ params, body }, staff) => pages.restore(params.id, params.revisionId, body.version, staff));
};
