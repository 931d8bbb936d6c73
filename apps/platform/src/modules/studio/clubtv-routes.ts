import type { IncomingMessage } from 'node:http';
import {
  studioDesks,
  apiErrorSchema,
  clubTvCaptionsMaxBytes,
  clubTvOptionsSchema,
  clubTvStreamParamsSchema,
  clubTvStreamSchema,
  clubTvStreamUpdateSchema,
  clubTvStreamsResponseSchema,
  clubTvUploadMaxBytes,
  clubTvUploadPath,
  clubTvVersionBodySchema,
  clubTvVideoParamsSchema,
  clubTvVideoSchema,
  clubTvVideoUpdateSchema,
  clubTvVideosQuerySchema,
  clubTvVideosResponseSchema,
} from '@club/api-client';
import { EVENTS, Server as TusServer } from '@tus/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../infra/db/schema';
import { HttpError, apiError } from '../../infra/http/errors';
import type { RedisConnections } from '../../infra/redis/connections';
import { type ResumableUploads, createResumableUploads } from '../media/resumable';
import type { Media } from '../media/service';
import type { JobQueue } from '../../infra/jobs/queue';
import { type ClubTv, createClubTv, newClubTvId } from '../videos/clubtv';
import { type ClubTvLive, createClubTvLive } from '../videos/clubtv-live';
import { deskRoutes, notFound, refusals } from './desk-routes';
import { itemRoutes } from './item-routes';
import { handleStudioError } from './routes';
import type { StaffGuard, StaffMember } from './staff';

const library = studioDesks.clubTv.roles;
/** A library change may be refused by the video's or stream's state, or by a save since (409 in words). */
const refused = { ...notFound, 409: apiErrorSchema };
/** An upload nobody finished is kept this long for its resumption, then removed by the store. */
const uploadExpiryMs = 7 * 24 * 3_600_000;

export const notVttMessage = 'That is not a WebVTT caption file: it must start with WEBVTT. Export the captions as .vtt and upload them again.';
export const captionsTooLargeMessage = `That caption file is larger than ${clubTvCaptionsMaxBytes / 1024 / 1024} MB.`;
export const notVideoMessage = 'That file is not a video: choose a video file (MP4, MOV, MKV or WebM).';
export const uploadTooLargeMessage = `That file is larger than ${clubTvUploadMaxBytes / 1024 ** 3} GB, the most one upload may be.`;

/**
 * An upload's id is a video's (`tv-` and 16 hex digits, as `newClubTvId` makes them): anything else names
 * no upload. The file store joins the id to its directory, so `..` or `..%2F…` would reach outside it.
 */
const isUploadId = (id: string): boolean => clubTvVideoParamsSchema.shape.id.safeParse(id).success;
export const noSuchUploadMessage = 'There is no such upload.';

/** The tus server's refusals arrive as `{ status_code, body }`; ours are thrown in the same shape. */
const tusRefusal = (statusCode: number, message: string) => ({ status_code: statusCode, body: `${message}\n` });

/**
 * The resumable upload (tus 1.0.0: creation, termination, expiration) at `/api/studio/clubtv/uploads`:
 * @tus/server on a store every instance shares (media/resumable.ts: the S3 store with MEDIA_S3_URL, the
 * file store in MEDIA_DIR otherwise; a Redis lock with REDIS_URL), a well-kept implementation of a protocol that is easy to
 * get subtly wrong (offsets, locks, a PATCH cut off halfway). The tus server reads the raw request, so
 * Fastify leaves tus bodies as streams and the handler hands the reply over (`hijack`). The role check
 * runs first as for every studio route; the cross-site check (app.ts) has already refused a write from
 * outside the club's sites before any of this.
 */
function registerUploads(app: FastifyInstance, options: { guard: StaffGuard; clubTv: ClubTv; uploads: ResumableUploads }): TusServer {
  const { guard, clubTv, uploads } = options;
  const videoOf = (storeId: string): string => {
    const id = uploads.videoId(storeId);
    if (id === undefined) throw new Error(`club tv upload: '${storeId}' names no video`);
    return id;
  };
  const staffOfRaw = new WeakMap<IncomingMessage, StaffMember>();
  const staffOf = (request: unknown): StaffMember => {
    const raw = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const staff = raw ? staffOfRaw.get(raw) : undefined;
    if (!staff) throw new Error('club tv upload: no staff member for this request');
    return staff;
  };

  const tus = new TusServer({
    path: clubTvUploadPath,
    datastore: uploads.datastore,
    locker: uploads.locker,
    maxSize: clubTvUploadMaxBytes,
    // The studio's own server forwards /api to the platform: the browser follows a path, not this host,
    // and the path names the video, whatever the store calls its upload.
    relativeLocation: true,
    generateUrl: (_request, { path, id }) => `${path}/${videoOf(id)}`,
    // Same-origin only (through the studio's forwarding): no CORS grant to any other page.
    allowedOrigins: [],
    namingFunction: () => uploads.storeId(newClubTvId()),
    // The tus server's own reading of the id from the URL, held to the same pattern (the route checked it too).
    getFileIdFromRequest: (_request, lastPath) => (lastPath !== undefined && isUploadId(lastPath) ? uploads.storeId(lastPath) : undefined),
    onUploadCreate: async (request, upload) => {
      const type = upload.metadata?.filetype ?? '';
      const name = upload.metadata?.filename ?? '';
      if (!type.startsWith('video/')) throw tusRefusal(415, notVideoMessage);
      if (upload.sizeIsDeferred || upload.size === undefined) throw tusRefusal(400, 'Say how large the file is when the upload starts.');
      await clubTv.uploadStarted(videoOf(upload.id), { fileName: name || 'video', bytes: upload.size }, staffOf(request));
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      await clubTv.uploadFinished(videoOf(upload.id));
      return {};
    },
    onResponseError: (_request, error) => {
      if ('status_code' in error && error.status_code === 413) return tusRefusal(413, uploadTooLargeMessage);
      return undefined;
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (request, _response, storeId) => {
    const id = videoOf(storeId);
    void clubTv.uploadTerminated(id, staffOf(request)).catch((error: unknown) => app.log.error({ err: error, video: id }, 'club tv cancel not recorded'));
  });

  // A tus PATCH's body is the file's next bytes: left unread for the tus server (no limit here: it
  // checks Upload-Length against maxSize and each PATCH against the offset).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const { uploadId } = request.params as { uploadId?: string };
    if (uploadId !== undefined && !isUploadId(uploadId)) return reply.code(404).send(apiError(404, noSuchUploadMessage));
    staffOfRaw.set(request.raw, guard.staffOf(request));
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  for (const url of ['/uploads', '/uploads/:uploadId']) {
    app.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE'],
      url,
      preHandler: guard.requireStaff(library),
      schema: { hide: true },
      handler: handle,
    });
  }
  return tus;
}

/** The Club TV library's routes, mounted at /api/studio/clubtv (inside the studio's parent, studio-api.ts). */
export const clubTvRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; clubTv: ClubTv; live: ClubTvLive; uploads: ResumableUploads }> = async (
  app,
  { guard, clubTv, live, uploads },
) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      void reply.code(413).send(apiError(413, captionsTooLargeMessage));
      return;
    }
    handleStudioError(error, request, reply);
  });

  const desk = deskRoutes(app, guard, library);

  desk.get('/options', {
    operationId: 'getClubTvOptions',
    summary: "What a video's form offers: categories, teams, seasons, who may watch, the largest upload",
    response: { 200: clubTvOptionsSchema, ...notFound },
  }, () => clubTv.options());

  desk.get('/videos', {
    operationId: 'listClubTvVideos',
    summary: 'The Club TV library, newest change first, 20 a page',
    description: "`status`: uploading, queued, transcoding, ready, failed, or published; `q`: words of the title or file name.",
    querystring: clubTvVideosQuerySchema,
    response: { 200: clubTvVideosResponseSchema, ...notFound },
  }, ({ query }) => clubTv.list(query));

  const video = itemRoutes(desk, { path: '/videos/:id', name: 'ClubTvVideo', params: clubTvVideoParamsSchema, item: clubTvVideoSchema, refusals: refused });

  video.get({ summary: 'One video of the library, with its transcode status' }, ({ id }) => clubTv.get(id));

  video.update({
    summary: "Save a video's title, team, season, category, release time and who may watch",
    description: 'A published video changes in the catalogue at once. 409 `versionConflict` when someone saved since `version`.',
    body: clubTvVideoUpdateSchema,
  }, ({ id }, body, staff) => clubTv.update(id, body, staff));

  video.action('publish', {
    summary: 'Into the Club TV catalogue, from its release time (now when it has none)',
    description: '400 `notReady` until transcoded; 400 `publishIncomplete` naming what is missing.',
    body: clubTvVersionBodySchema,
  }, ({ id }, { version }, staff) => clubTv.publish(id, version, staff));

  video.action('unpublish', {
    summary: 'Out of the catalogue at once; the video stays in the library',
    body: clubTvVersionBodySchema,
  }, ({ id }, { version }, staff) => clubTv.unpublish(id, version, staff));

  desk.delete('/videos/:id', {
    operationId: 'deleteClubTvVideo',
    summary: 'Delete an unpublished video with its upload, captions and renditions',
    description:
      '409 `published` while it is in the catalogue (unpublish it first, so it never vanishes from under a fan); ' +
      '409 `busy` while it uploads or transcodes; 409 `versionConflict` when someone saved since `version`.',
    params: clubTvVideoParamsSchema,
    body: clubTvVersionBodySchema,
    response: { 204: z.null().describe('Deleted'), ...refused },
  }, async ({ params, body }, staff) => {
    await clubTv.remove(params.id, body.version, staff);
    return null;
  });

  desk.get('/streams', {
    operationId: 'listClubTvStreams',
    summary: "The live streams: each one's hold (live, idle, disabled), what fans are told, and what its channel is doing now",
    response: { 200: clubTvStreamsResponseSchema, ...notFound },
  }, async () => ({ items: await live.list() }));

  desk.put('/streams/:id', {
    operationId: 'setClubTvStream',
    summary: 'Set a live stream live (it follows its channel), idle (off air) or disabled (not offered)',
    description: '409 `versionConflict` when someone set it since `version` (0: never set).',
    params: clubTvStreamParamsSchema,
    body: clubTvStreamUpdateSchema,
    response: { 200: clubTvStreamSchema, ...refused },
  }, ({ params, body }, staff) => live.set(params.id, body, staff));

  video.action('retry', { summary: "Transcode a failed video's upload again" }, ({ id }, _body, staff) => clubTv.retry(id, staff));

  // A caption file comes as its own bytes, like the newsroom's images: only here is text/vtt read.
  await app.register(async (captions) => {
    captions.addContentTypeParser('text/vtt', { parseAs: 'string', bodyLimit: clubTvCaptionsMaxBytes }, (_request, body, done) => done(null, body));
    captions.put(
      '/videos/:id/captions',
      {
        preHandler: guard.requireStaff(library),
        bodyLimit: clubTvCaptionsMaxBytes,
        schema: {
          tags: ['studio'],
          operationId: 'uploadClubTvCaptions',
          summary: 'A WebVTT caption file for a video (text/vtt, at most 1 MB)',
          description: 'Served with the stream as its English subtitles. 415 when the file is not WebVTT.',
          params: clubTvVideoParamsSchema,
          response: { 200: clubTvVideoSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...refused, ...refusals },
        },
      },
      async (request) => {
        const text = String(request.body ?? '').replace(/^\uFEFF/, '');
        if (!/^WEBVTT(?:[ \t][^\n]*)?\r?\n/.test(`${text}\n`)) throw new HttpError(415, notVttMessage, { code: 'notVtt' });
        return clubTv.attachCaptions((request.params as { id: string }).id, text, guard.staffOf(request));
      },
    );
  });

  await app.register(async (tus) => {
    registerUploads(tus, { guard, clubTv, uploads });
  });
};

/**
 * The Club TV library in the platform: its service (a finished upload's transcode is a durable job the
 * worker role runs), its routes under /api/studio/clubtv, and releases that came due while it was down.
 */
export async function registerClubTv(
  studio: FastifyInstance,
  options: {
    db: Kysely<DB>;
    media: Media;
    mediaDir: string;
    /** With MEDIA_S3_URL, resumable uploads go to the bucket (media/resumable.ts). */
    s3Url?: string | undefined;
    /** With REDIS_URL, their lock is every instance's. */
    redis?: RedisConnections | undefined;
    guard: StaffGuard;
    now: () => Date;
    jobs: JobQueue;
  },
): Promise<ClubTv> {
  const clubTv = createClubTv({ db: options.db, media: options.media, mediaDir: options.mediaDir, now: options.now, log: studio.log, jobs: options.jobs });
  await studio.register(clubTvRoutes, {
    prefix: '/clubtv',
    guard: options.guard,
    clubTv,
    live: createClubTvLive({ db: options.db, media: options.media, now: options.now }),
    uploads: createResumableUploads({ mediaDir: options.mediaDir, s3Url: options.s3Url, redis: options.redis, expiryMs: uploadExpiryMs }),
  });
  await clubTv.resume();
  return clubTv;
}
