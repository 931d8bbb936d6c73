import {
  apiErrorSchema,
  studioConflictSchema,
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
import type { StaffGuard } from './staff';

const editors = studioDesks.pages.roles;
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema };

/**
 * `/api/studio/pages` (issue 16): the content pages of the navigation tree, for editors and admins.
 * Saves are versioned (409 with who saved since), sanitised and audited like the newsroom's. Editors
 * add pages to a section and remove the pages added here (the tree's own pages stay), reorder a
 * section's pages and move a page to another section (its old addresses redirect to the new ones).
 * Every save keeps a revision: the page's history, from which an editor restores one (issue 28).
 */
export const studioPagesRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; pages: StudioPages }> = async (app, { guard, pages }) => {

  app.get(
    '/pages',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioPages',
        summary: 'The content pages of the navigation tree, in tree order',
        response: { 200: studioPagesResponseSchema, ...refusals },
      },
    },
    async () => ({ items: await pages.list() }),
  );

  app.get(
    '/pages/:id',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'getStudioPage',
        summary: 'A content page with its summary, body and version',
        params: studioPageParamsSchema,
        response: { 200: studioPageSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => pages.get(request.params.id),
  );

  app.put(
    '/pages/:id',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'updateStudioPage',
        summary: 'Save a content page: on the club site at once',
        description: '409 `versionConflict` when `version` is not the stored one (with who saved and when).',
        params: studioPageParamsSchema,
        body: studioPageUpdateSchema,
        response: { 200: studioPageSchema, ...refusals, 404: apiErrorSchema, 409: z.union([studioConflictSchema, apiErrorSchema]) },
      },
    },
    async (request) => pages.update(request.params.id, request.body, guard.staffOf(request)),
  );

  app.post(
    '/pages',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'createStudioPage',
        summary: 'Add a page to a section: on the club site at once, at /{section}/{slug}',
        description: '400 when the parent is not a section; 409 `pathTaken` when the address is already a page.',
        body: studioPageCreateSchema,
        response: { 201: studioPageSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await pages.create(request.body, guard.staffOf(request))),
  );

  app.post(
    '/pages/:id/remove',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'removeStudioPage',
        summary: 'Remove a page added in the studio: gone from the club site at once',
        description:
          '409 `versionConflict` when someone saved it since it was opened; 409 `notAdded` for a page of the club’s own tree; 409 `hasChildren` when pages sit under it.',
        params: studioPageParamsSchema,
        body: studioPageRemoveSchema,
        response: { 200: z.object({ removed: z.literal(true) }), ...refusals, 404: apiErrorSchema, 409: z.union([studioConflictSchema, apiErrorSchema]) },
      },
    },
    async (request) => pages.remove(request.params.id, request.body.version, guard.staffOf(request)),
  );

  app.post(
    '/pages/:id/move',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'moveStudioPage',
        summary: 'Move a page, with the pages under it, to another section: at /{section}/{slug} on the club site at once',
        description:
          'Every address the pages leave answers the club site with a permanent redirect to the new one. 409 `versionConflict` ' +
          'when someone changed the page since it was opened; 409 `pathTaken` when the new address is already a page; 400 ' +
          '`notASection`, `intoItself`, `sameSection` or `tooDeep` for a section it cannot move to.',
        params: studioPageParamsSchema,
        body: studioPageMoveSchema,
        response: { 200: studioPageSchema, ...refusals, 404: apiErrorSchema, 409: z.union([studioConflictSchema, apiErrorSchema]) },
      },
    },
    async (request) => pages.move(request.params.id, request.body, guard.staffOf(request)),
  );

  app.post(
    '/pages/:id/reorder',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'reorderStudioPage',
        summary: 'Move a page one place up or down in its section: in that order on the club site at once',
        description: 'Answers every page in the new order. 409 `versionConflict` when someone changed the page since; 400 `cannotMove` when it is already first or last.',
        params: studioPageParamsSchema,
        body: studioPageReorderSchema,
        response: { 200: studioPagesResponseSchema, ...refusals, 404: apiErrorSchema, 409: z.union([studioConflictSchema, apiErrorSchema]) },
      },
    },
    async (request) => ({ items: await pages.reorder(request.params.id, request.body, guard.staffOf(request)) }),
  );

  // A page's history (issue 28): every save of its words keeps a revision; a restore is a save.
  app.get(
    '/pages/:id/revisions',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioPageRevisions',
        summary: "A content page's history, newest first, 50 a page",
        description: 'Who saved, when, and which fields each save changed. A page of the club’s own tree gets a `baseline` (its text before its first studio save).',
        params: studioPageParamsSchema,
        querystring: studioRevisionsQuerySchema,
        response: { 200: studioPageRevisionsResponseSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => pages.revisions(request.params.id, request.query.page),
  );

  app.get(
    '/pages/:id/revisions/:revisionId',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'getStudioPageRevision',
        summary: "One revision: the page's words as that save left them",
        params: studioRevisionParamsSchema,
        response: { 200: studioPageRevisionSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => pages.revision(request.params.id, request.params.revisionId),
  );

  app.post(
    '/pages/:id/revisions/:revisionId/restore',
    {
      preHandler: guard.requireStaff(editors),
      schema: {
        tags: ['studio'],
        operationId: 'restoreStudioPageRevision',
        summary: "Restore a revision's words as a new save: on the club site at once",
        description: 'Audited as `page.restore`; keeps a revision of its own; the page stays where it is. 409 `versionConflict` when `version` is not the stored one.',
        params: studioRevisionParamsSchema,
        body: studioPageRestoreSchema,
        response: { 200: studioPageSchema, ...refusals, 404: apiErrorSchema, 409: z.union([studioConflictSchema, apiErrorSchema]) },
      },
    },
    async (request) => pages.restore(request.params.id, request.params.revisionId, request.body.version, guard.staffOf(request)),
  );
};
