import {
  type StaffRole,
  studioDesks,
  type StudioImageDesk,
  apiErrorSchema,
  studioArticleInputSchema,
  studioArticleParamsSchema,
  studioArticleSchema,
  studioArticleUpdateSchema,
  studioArticlesQuerySchema,
  studioArticlesResponseSchema,
  studioAuditPageSize,
  studioAuditQuerySchema,
  studioAuditResponseSchema,
  studioCommercialImageTypes,
  studioImageMaxBytes,
  studioImageResponseSchema,
  studioImageUploadQuerySchema,
  studioImagesPageSize,
  studioImagesQuerySchema,
  studioImagesResponseSchema,
  studioPublishBodySchema,
  studioRevisionSchema,
  studioRevisionsResponseSchema,
  studioSessionSchema,
  studioSlugParamsSchema,
  studioSlugQuerySchema,
  studioSlugResponseSchema,
  studioVersionBodySchema,
} from '@club/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, handleError } from '../../infra/http/errors';
import { type StudioArticles, VersionConflict } from '../news/articles';
import type { AuditLog } from './audit';
import { deskRoutes, refusals, saveRefusals } from './desk-routes';
import { itemRoutes } from './item-routes';
import type { StaffGuard } from './staff';
import { type StudioUploads, tooLargeMessage } from './uploads';

/** Who may upload and list each desk's images (administrators may do both). */
const imageDeskRoles: Record<StudioImageDesk, readonly StaffRole[]> = { news: studioDesks.newsroom.roles, commercial: studioDesks.commercial.roles };

/** A save from an older version answers 409 with who saved since and when, as fields beside the sentence. */
export function handleStudioError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if ((error as unknown) instanceof VersionConflict) {
    const conflict = error as unknown as VersionConflict;
    request.log.info({ code: 'versionConflict' }, 'request refused');
    void reply.code(409).send({
      ...apiError(409, conflict.message, undefined, 'versionConflict'),
      updatedBy: conflict.updatedBy,
      updatedByName: conflict.updatedByName,
      updatedAt: conflict.updatedAt,
      version: conflict.version,
    });
    return;
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    void reply.code(413).send(apiError(413, tooLargeMessage));
    return;
  }
  handleError(error, request, reply);
}

/**
 * The studio api (issue 16), mounted at /api/studio: the staff session, the newsroom (articles, slugs,
 * lead images), the images every desk uploads and the audit log. Every route checks the staff role on the server (`requireStaff`);
 * writes come only from the club's sites (infra/http/cross-site.ts, registered in app.ts) and only as
 * JSON (or an image's own bytes), and each one is audited in its own transaction.
 */
export const studioRoutes: FastifyPluginAsyncZod<{
  guard: StaffGuard;
  articles: StudioArticles;
  uploads: StudioUploads;
  audit: AuditLog;
}> = async (app, { guard, articles, uploads, audit }) => {

  deskRoutes(app, guard, 'any').get('/session', {
    operationId: 'getStudioSession',
    summary: 'The signed-in staff member and their roles',
    description: `401 signed out; 403 for a blocked account or one without a staff role.`,
    response: { 200: studioSessionSchema },
  }, async (_input, staff) => staff);

  const newsroom = deskRoutes(app, guard, studioDesks.newsroom.roles);

  newsroom.get('/articles', {
    operationId: 'listStudioArticles',
    summary: 'Articles in the newsroom, newest change first, 20 a page',
    description: "`status`: draft, scheduled (published with a future time) or published; `q`: words of the title or slug.",
    querystring: studioArticlesQuerySchema,
    response: { 200: studioArticlesResponseSchema },
  }, ({ query }) => articles.list(query));

  newsroom.post('/articles', {
    operationId: 'createStudioArticle',
    summary: 'A new draft',
    description: 'Needs only a title; an empty slug is made from it. The body is sanitised. 409 when the slug is taken.',
    body: studioArticleInputSchema,
    response: { 201: studioArticleSchema, ...saveRefusals },
  }, ({ body }, staff) => articles.create(body, staff));

  const article = itemRoutes(newsroom, {
    path: '/articles/:id',
    name: 'StudioArticle',
    params: studioArticleParamsSchema,
    item: studioArticleSchema,
    refusals: saveRefusals,
  });

  article.get({ summary: 'One article, whatever its status' }, ({ id }) => articles.get(id));

  article.update({
    summary: 'Save an article (a live one as its draft: fans keep the published version)',
    description: '409 `versionConflict` when `version` is not the stored one (with who saved and when); 409 `slugTaken`.',
    body: studioArticleUpdateSchema,
  }, ({ id }, body, staff) => articles.update(id, body, staff));

  article.action('publish', {
    summary: 'Publish now, or schedule for publishAt',
    description: 'Needs a title, slug, standfirst and body text (a lead image is optional: the sites show the club placeholder): otherwise 400 `publishIncomplete` naming what is missing.',
    body: studioPublishBodySchema,
  }, ({ id }, body, staff) => articles.publish(id, body, staff));

  article.action('unpublish', {
    summary: 'Back to a draft, off every public page at once',
    body: studioVersionBodySchema,
  }, ({ id }, { version }, staff) => articles.unpublish(id, version, staff));

  // A published story edited as a draft (issue 28): a save of a live article is its draft until one of these.
  article.action('publish-changes', {
    operationId: 'publishStudioArticleChanges',
    summary: "Publish changes: a live article's draft becomes the published version",
    description:
      'The publication time stays. Needs what publishing needs (400 `publishIncomplete`); 409 `noDraft` when the article has no draft changes, `versionConflict` or `slugTaken` as for a save.',
    body: studioVersionBodySchema,
  }, ({ id }, { version }, staff) => articles.publishChanges(id, version, staff));

  article.action('discard-draft', {
    operationId: 'discardStudioArticleDraft',
    summary: "Discard draft: a live article's draft changes go, the published version stays",
    description: 'The history keeps the draft. 409 `noDraft` when the article has none, `versionConflict` as for a save.',
    body: studioVersionBodySchema,
  }, ({ id }, { version }, staff) => articles.discardDraft(id, version, staff));

  // An article's history (issue 28): every versioned change keeps a revision; a restore is a save.
  article.history({
    revisions: studioRevisionsResponseSchema,
    revision: studioRevisionSchema,
    restore: studioVersionBodySchema,
    docs: {
      list: {
        summary: "An article's history, newest first, 50 a page",
        description: 'Who saved, when, and which fields each change moved. A seeded article gets a `baseline` (its text before its first studio save).',
      },
      one: { summary: 'One revision: the article as that change left it' },
      restore: {
        summary: "Restore a revision's fields as a new save (the status stays)",
        description: 'Audited as `article.restore`; keeps a revision of its own. 409 `versionConflict` when `version` is not the stored one; 409 `slugTaken` when its address is now another article\'s.',
      },
    },
    operations: {
      list: ({ id }, page) => articles.revisions(id, page),
      one: ({ id, revisionId }) => articles.revision(id, revisionId),
      restore: ({ id, revisionId }, version, staff) => articles.restore(id, revisionId, version, staff),
    },
  });

  newsroom.get('/slugs/:slug', {
    operationId: 'checkStudioSlug',
    summary: 'Whether an article address is free',
    description: 'With a free one suggested when it is taken or not a valid address. `except`: the article being edited.',
    params: studioSlugParamsSchema,
    querystring: studioSlugQuerySchema,
    response: { 200: studioSlugResponseSchema },
  }, ({ params, query }) => articles.checkSlug(params.slug, query.except));

  // Images come as their own bytes (no multipart): the content type says what they claim to be, the
  // magic bytes check it. Only here, so no other studio route accepts a body that is not JSON. The desk
  // (`?desk=`, the newsroom's by default) decides the key prefix and which role may upload.
  await app.register(async (images) => {
    images.addContentTypeParser([...studioCommercialImageTypes], { parseAs: 'buffer', bodyLimit: studioImageMaxBytes }, (_request, body, done) =>
      done(null, body),
    );
    images.post(
      '/images',
      {
        // The role is checked as the request arrives, before a byte of the body is read (issue 28: a fan's
        // 10 MB was read first, then refused); then the body parser refuses a Content-Length over the limit
        // unread. The query is parsed but not yet validated here: no desk is the newsroom's, an unknown one
        // needs a staff role (and is refused by validation next).
        onRequest: (request) => {
          const desk = (request.query as { desk?: string }).desk ?? 'news';
          return guard.requireStaff(Object.hasOwn(imageDeskRoles, desk) ? imageDeskRoles[desk as StudioImageDesk] : 'any')(request);
        },
        bodyLimit: studioImageMaxBytes,
        schema: {
          tags: ['studio'],
          operationId: 'uploadStudioImage',
          summary: 'Upload an image: a lead image (JPEG, PNG or WebP) or, with ?desk=commercial, a promo, advert or sponsor logo (also SVG); at most 10 MB',
          description:
            'The raw file as the body, with its content type. 415 when the bytes are not that kind of image; 413 when too large; ' +
            '403 for staff of another desk. An SVG (commercial desk only) is drawn into a PNG and kept as that. ' +
            "The answer names the image key to save and a URL of a rendition from the image service (16:9 for the newsroom, the whole image for the commercial desk).",
          querystring: studioImageUploadQuerySchema,
          response: { 201: studioImageResponseSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        const stored = await uploads.storeImage(request.body as Buffer, type, guard.staffOf(request), (request.query as { desk: StudioImageDesk }).desk);
        return reply.code(201).send(stored);
      },
    );
  });

  app.get(
    '/images',
    {
      preHandler: (request) => guard.requireStaff(imageDeskRoles[(request.query as { desk: StudioImageDesk }).desk])(request),
      schema: {
        tags: ['studio'],
        operationId: 'listStudioImages',
        summary: `A desk's uploaded images, most recently uploaded first, ${studioImagesPageSize} a page`,
        description: "For the studio's image chooser. `desk`: news (the default) or commercial; each is listed to its own staff and to admins.",
        querystring: studioImagesQuerySchema,
        response: { 200: studioImagesResponseSchema, ...refusals },
      },
    },
    async (request) => uploads.listImages(request.query.desk, request.query.page),
  );

  deskRoutes(app, guard, studioDesks.audit.roles).get('/audit', {
    operationId: 'listStudioAudit',
    summary: 'The audit log, newest first (admins only)',
    querystring: studioAuditQuerySchema,
    response: { 200: studioAuditResponseSchema },
  }, ({ query }) => audit.list({ ...query, pageSize: studioAuditPageSize }));
};
