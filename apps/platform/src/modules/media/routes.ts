import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { apiErrorSchema } from '@club/api-client';
import { systemTime } from '@club/clock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, excerpt } from '../../infra/http/errors';
import { clearKeyUnavailableMessage } from './clearkey';
import { edgeExpiresParam, edgeSignatureParam } from './edge-signing';
import { liveManifestName } from './live-channels';
import { MediaUnavailableError } from './ondemand';
import type { Media } from './service';
import type { PlaybackVerification } from './tokens';

/**
 * Where a player puts its playback token: the `X-Playback-Token` header (shaka's request filter adds it
 * to every request, so URLs stay clean and cacheable), or the `token` query parameter for clients that
 * cannot set headers (native HLS, ffmpeg, a link). A manifest fetched with `?token=` comes back with the
 * token appended to every URL it names, so relative segment, caption and init URLs carry it too.
 */
export const playbackTokenHeader = 'x-playback-token';
export const playbackTokenQuery = 'token';

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
};

type Refusal = Exclude<PlaybackVerification, { ok: true }>['reason'] | 'other-user' | 'session-ended' | 'link-invalid' | 'link-expired';
const refusals: Record<Refusal, { message: string; code: string }> = {
  missing: { message: 'A playback token is required for this media.', code: 'playbackTokenMissing' },
  invalid: { message: 'This playback token is not valid.', code: 'playbackTokenInvalid' },
  expired: { message: 'This playback token has expired.', code: 'playbackTokenExpired' },
  'other-asset': { message: 'This playback token is for another stream.', code: 'playbackTokenOtherAsset' },
  'other-user': { message: 'This playback token belongs to another account.', code: 'playbackTokenOtherUser' },
  'session-ended': {
    message: "This playback session no longer holds a place in the account's streaming limit: check the session again.",
    code: 'playbackSessionEnded',
  },
  'link-invalid': { message: 'This media link is not valid.', code: 'mediaLinkInvalid' },
  'link-expired': { message: 'This media link has expired.', code: 'mediaLinkExpired' },
};

// Segments never change once written, but they are paid-for media: asked for with a token, browsers may
// keep them, shared caches not. Asked for with a signed URL (edge-signing.ts), which an edge checks before
// its cache, they are public: every entitled viewer shares the edge's copy (issue 30).
const segmentCache = 'private, max-age=31536000, immutable';
const signedSegmentCache = 'public, max-age=31536000, immutable';
const vodManifestCache = 'private, max-age=300';
const signedVodManifestCache = 'public, max-age=300';
const liveManifestCache = 'no-store';
// About one segment (live-channels.ts: 1 s): a crowd's players share each version of the live manifest.
const signedLiveManifestCache = 'public, max-age=1';
const publicImageCache = 'public, max-age=86400';

/** Files an on-demand item has: the master and variant playlists, init and media segments, captions, images. */
// The ladder's rungs (ondemand.ts: 720p, 540p, 360p, 180p) and the files beside them.
const vodFilePattern = /^(?:(?:720p|540p|360p|180p)\/(?:index\.m3u8|init_\d\.mp4|seg_\d{3}\.m4s)|master\.m3u8|captions\.(?:m3u8|vtt)|thumbnails\.vtt|poster\.jpg|sprite\.jpg)$/;
const publicVodFiles = new Set(['poster.jpg', 'sprite.jpg', 'thumbnails.vtt']);
const liveFilePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const assetIdSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,119}$/, 'assetId must be a lowercase slug');

/** A playlist, manifest, segment, caption or image: bytes, not JSON. */
const mediaFileSchema = z.unknown().describe('The file (HLS, DASH, MP4 segment, WebVTT or JPEG)');
const clearKeyLicenseSchema = z.object({
  keys: z.array(z.object({ kty: z.literal('oct'), kid: z.string(), k: z.string() })),
  type: z.literal('temporary'),
});

/** The query of a media request: a token, or a signed URL's expiry and signature. */
const mediaQuerySchema = z.object({
  token: z.string().optional(),
  [edgeExpiresParam]: z.string().optional(),
  [edgeSignatureParam]: z.string().optional(),
});

const tokenOf = (request: FastifyRequest): { token: string | undefined; fromQuery: boolean } => {
  const header = request.headers[playbackTokenHeader];
  if (typeof header === 'string' && header) return { token: header, fromQuery: false };
  const query = (request.query as Record<string, unknown> | undefined)?.[playbackTokenQuery];
  return typeof query === 'string' && query ? { token: query, fromQuery: true } : { token: undefined, fromQuery: false };
};

/** Appends the token to every URL of an HLS playlist (URI lines and URI="…" attributes). */
export function tokenizeHls(playlist: string, token: string): string {
  const suffix = `${playbackTokenQuery}=${encodeURIComponent(token)}`;
  const add = (uri: string) => `${uri}${uri.includes('?') ? '&' : '?'}${suffix}`;
  return playlist
    .split('\n')
    .map((line) => {
      if (line.trim() === '') return line;
      if (line.startsWith('#')) return line.replace(/URI="([^"]+)"/g, (_match, uri: string) => `URI="${add(uri)}"`);
      return add(line.trim());
    })
    .join('\n');
}

/** Appends the token to a DASH manifest's segment template URLs. */
export function tokenizeDash(manifest: string, token: string): string {
  const suffix = `${playbackTokenQuery}=${encodeURIComponent(token)}`;
  return manifest.replace(/\b(media|initialization)="([^"]+)"/g, (_match, name: string, uri: string) =>
    `${name}="${uri}${uri.includes('?') ? '&amp;' : '?'}${suffix}"`,
  );
}

/** Parses a single `bytes=` range; undefined when absent, 'invalid' when unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** The media service, mounted at /media. */
export interface MediaRoutesOptions {
  media: Media;
  /**
   * The signed-in user of a request, if any (identity's CurrentUser, `(await currentUser(request))?.sub`):
   * a token presented by another signed-in account is refused. Requests without a session (ffmpeg, native
   * players) rely on the token alone.
   */
  currentUserId?: (request: FastifyRequest) => Promise<string | null | undefined>;
  /**
   * Whether a token's concurrency session still holds its slot (the concurrency store's `holds`): a
   * manifest, a key or a licence is refused for a token whose session has lost it (issue 28: a 5-minute
   * token outlived its 75-second slot). Segments rely on the token alone. Absent: not asked.
   */
  sessionHolds?: (account: string, session: string) => Promise<boolean>;
  /** Which routes: the live origin's (/live, the live role), the rest (the api role), or all (default). */
  parts?: 'all' | 'live' | 'on-demand';
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { media, currentUserId, sessionHolds, parts = 'all' }) => {
  // A browser's ClearKey license request is JSON in an ArrayBuffer, sent with no content type (shaka) or
  // any other: read it as JSON whatever it says, and as no body if it is not JSON.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, undefined);
    }
  });

  const refuse = (reply: FastifyReply, reason: Refusal) => {
    const { message, code } = refusals[reason];
    return reply.code(403).header('cache-control', 'no-store').send(apiError(403, message, undefined, code));
  };

  /**
   * The request's signed URL or token, checked against the asset (and, for a token's manifest, key or
   * licence, its session against the limit: `slot`); answers 403 itself when it fails. A signed URL
   * (`expires` and `md5`, edge-signing.ts) is checked alone, with no database work: when it is there it
   * must be valid, whatever token comes with it, so a tampered link is refused here as at the edge.
   */
  const authorise = async (
    request: FastifyRequest,
    reply: FastifyReply,
    assetId: string,
    slot = false,
    { signedLinks = true } = {},
  ): Promise<{ token: string | undefined; fromQuery: boolean; signed: boolean } | undefined> => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (signedLinks && (query[edgeExpiresParam] !== undefined || query[edgeSignatureParam] !== undefined)) {
      const link = media.edge.verify(assetId, query[edgeExpiresParam], query[edgeSignatureParam]);
      if (link === 'ok') return { token: undefined, fromQuery: false, signed: true };
      await refuse(reply, link === 'expired' ? 'link-expired' : 'link-invalid');
      return undefined;
    }
    const { token, fromQuery } = tokenOf(request);
    const outcome = await media.tokens.verifyPlaybackToken(token, assetId);
    if (!outcome.ok) {
      await refuse(reply, outcome.reason);
      return undefined;
    }
    const signedIn = currentUserId ? await currentUserId(request) : undefined;
    if (signedIn && signedIn !== outcome.claims.userId) {
      await refuse(reply, 'other-user');
      return undefined;
    }
    const { claims } = outcome;
    if (slot && claims.held && sessionHolds && !(await sessionHolds(claims.userId, claims.sessionId))) {
      await refuse(reply, 'session-ended');
      return undefined;
    }
    return { token: token as string, fromQuery, signed: false };
  };

  const unavailable = (reply: FastifyReply, error: unknown) => {
    if (error instanceof MediaUnavailableError) {
      return reply.code(error.statusCode).header('retry-after', '10').send(apiError(error.statusCode, error.message));
    }
    throw error;
  };

  if (parts !== 'live') app.get(
    '/clock',
    {
      schema: {
        tags: ['media'],
        operationId: 'getMediaClock',
        summary: 'The UTCTiming clock of the live manifests (urn:mpeg:dash:utc:http-xsdate:2014)',
        // Real time, not the clock's: ffmpeg and shaka-packager write the live manifests' availability
        // times from the machine's time, and the player must sync to the same time base or ask for
        // segments that do not exist yet (or no longer do) when CLOCK_NOW moves the clock.
        description: 'The server time as an ISO 8601 instant in plain text, never cached.',
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(systemTime().toISOString()),
  );

  if (parts !== 'live') app.get(
    '/vod/:assetId/*',
    {
      schema: {
        tags: ['media'],
        operationId: 'getOnDemandMedia',
        summary: 'On-demand HLS: master.m3u8, renditions, segments, captions, poster and thumbnails',
        description:
          'Generated on first request (one ffmpeg at a time) and cached. Every file needs a playback token for ' +
          'the asset (header X-Playback-Token or query token), or a signed link (query expires and md5, the session ' +
          "check's mediaLink; then public and cacheable by an edge), except the poster, sprite and thumbnails.vtt " +
          'of free items. Supports byte ranges.',
        params: z.object({ assetId: assetIdSchema, '*': z.string() }),
        querystring: mediaQuerySchema,
        response: { 200: mediaFileSchema, 206: mediaFileSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 416: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { assetId } = request.params;
      const file = request.params['*'];
      if (!vodFilePattern.test(file)) return reply.code(404).send(apiError(404, `There is no media file '${excerpt(file)}'.`));

      // Free items' posters and thumbnails are public; everything else needs a token for this asset.
      const isPublicFile = publicVodFiles.has(file) && (await media.onDemand.isPublic(assetId));
      let access: Awaited<ReturnType<typeof authorise>>;
      if (!isPublicFile) {
        access = await authorise(request, reply, assetId, file.endsWith('.m3u8'));
        if (!access) return reply;
      }
      let dir: string | undefined;
      try {
        dir = await media.onDemand.ensure(assetId);
      } catch (error) {
        return unavailable(reply, error);
      }
      if (!dir) return reply.code(404).send(apiError(404, `There is no on-demand media '${excerpt(assetId)}'.`));

      // From MEDIA_DIR as always, or from the S3 bucket (media/store.ts) through this same check: a player
      // never gets the bucket's own address.
      const { store } = media.onDemand;
      const fromDisk = store.kind === 'disk';
      const path = join(dir, file);
      const key = `${media.onDemand.keyFor(assetId)}/${file}`;
      const extension = extname(file);
      const type = contentTypes[extension] ?? 'application/octet-stream';
      if (extension === '.m3u8') {
        const playlist = fromDisk ? await readFile(path, 'utf8').catch(() => undefined) : await store.readText(key);
        if (playlist === undefined) return reply.code(404).send(apiError(404, `There is no media file '${excerpt(file)}'.`));
        return reply
          .type(type)
          .header('cache-control', access?.fromQuery ? 'private, no-store' : access?.signed ? signedVodManifestCache : vodManifestCache)
          .send(access?.fromQuery && access.token ? tokenizeHls(playlist, access.token) : playlist);
      }
      const size = fromDisk ? (await stat(path).catch(() => undefined))?.size : await store.size(key);
      if (size === undefined) return reply.code(404).send(apiError(404, `There is no media file '${excerpt(file)}'.`));
      const range = parseRange(request.headers.range, size);
      if (range === 'invalid') {
        return reply.code(416).header('content-range', `bytes */${size}`).send(apiError(416, 'The requested range is not satisfiable.'));
      }
      const body = fromDisk ? createReadStream(path, range ? { start: range.start, end: range.end } : {}) : await store.stream(key, range);
      if (!body) return reply.code(404).send(apiError(404, `There is no media file '${excerpt(file)}'.`));
      reply
        .type(type)
        .header('accept-ranges', 'bytes')
        // A paid item's poster and thumbnails stay private even when signed: the edge passes them through
        // unchecked (an <img> carries no signature), so it must never keep one.
        .header('cache-control', isPublicFile ? publicImageCache : access?.signed && !publicVodFiles.has(file) ? signedSegmentCache : segmentCache);
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(body);
      }
      return reply.header('content-length', size).send(body);
    },
  );

  if (parts !== 'on-demand') app.get(
    '/live/:assetId/:file',
    {
      schema: {
        tags: ['media'],
        operationId: 'getLiveMedia',
        summary: 'Low-latency DASH of a live channel: manifest.mpd, init and media segments',
        description:
          'Needs a playback token for the channel, or a signed link (query expires and md5). Segments are served while they are being encoded ' +
          '(chunked transfer); the manifest is never cached. 404 when the channel is not on air.',
        params: z.object({ assetId: assetIdSchema, file: z.string() }),
        querystring: mediaQuerySchema,
        response: { 200: mediaFileSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { assetId, file } = request.params;
      if (!media.isLiveChannel(assetId) || !liveFilePattern.test(file)) {
        return reply.code(404).send(apiError(404, `There is no live media '${excerpt(`${assetId}/${file}`)}'.`));
      }
      const access = await authorise(request, reply, assetId, file === liveManifestName);
      if (!access) return reply;
      if (file === liveManifestName) {
        const manifest = media.origin.manifest(assetId, file);
        if (!manifest) return reply.code(404).header('cache-control', 'no-store').send(apiError(404, 'This live stream is not on air.'));
        return reply
          .type(contentTypes['.mpd'] as string)
          .header('cache-control', access.signed ? signedLiveManifestCache : liveManifestCache)
          .send(access.fromQuery && access.token ? tokenizeDash(manifest, access.token) : manifest);
      }
      // A segment due any moment is waited for (up to two segments' duration) rather than refused.
      const segment = (await media.origin.awaitSegment(assetId, file, 2_000)) ? media.origin.segment(assetId, file) : undefined;
      if (!segment) return reply.code(404).header('cache-control', 'no-store').send(apiError(404, `There is no live segment '${excerpt(file)}'.`));
      reply.type(contentTypes[extname(file)] ?? 'application/octet-stream').header('cache-control', access.signed ? signedSegmentCache : segmentCache);
      if (segment.size !== undefined) reply.header('content-length', segment.size);
      return reply.send(segment.stream);
    },
  );

  if (parts !== 'live') app.post(
    '/keys/:assetId',
    {
      schema: {
        tags: ['media'],
        operationId: 'getClearKeyLicense',
        summary: 'ClearKey license (W3C EME Clear Key JSON) for an encrypted asset',
        description:
          'Body as the browser sends it ({"kids": [...], "type": "temporary"}); answers {"keys": [{"kty": "oct", ' +
          '"kid", "k"}], "type": "temporary"}. Needs a playback token for the asset. 503 when shaka-packager is ' +
          'not installed (ClearKey content unavailable).',
        params: z.object({ assetId: assetIdSchema }),
        querystring: z.object({ token: z.string().optional() }),
        response: { 200: clearKeyLicenseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { assetId } = request.params;
      if (!media.isClearKeyAsset(assetId)) return reply.code(404).send(apiError(404, `'${excerpt(assetId)}' is not encrypted.`));
      // A licence is personal and counted against the account's limit: the token only, never a signed link.
      const access = await authorise(request, reply, assetId, true, { signedLinks: false });
      if (!access) return reply;
      if (!media.packager) return reply.code(503).send(apiError(503, clearKeyUnavailableMessage));
      const body = request.body as { kids?: unknown } | undefined;
      const kids = Array.isArray(body?.kids) ? body.kids.filter((kid): kid is string => typeof kid === 'string') : undefined;
      return reply.header('cache-control', 'no-store').send(media.clearKeys.license(assetId, kids));
    },
  );
};
