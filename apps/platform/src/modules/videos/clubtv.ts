import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type ClubTvOptions,
  type ClubTvVideo,
  type ClubTvVideoInput,
  clubTvPageSize,
  clubTvUploadMaxBytes,
  teamSlugs,
} from '@club/api-client';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage, nthPage } from '../../infra/db/paging';
import type { ClubtvVideoTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { type Media, clubTvCaptionsPath, clubTvUploadPath } from '../media/service';
import type { JobQueue } from '../../infra/jobs/queue';
import { recordAudit } from '../studio/audit';
import type { StaffMember } from '../studio/staff';

type Row = Selectable<ClubtvVideoTable>;

interface Log {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** SPEC 3 'Team' labels, as the club site's video filter shows them. */
const teamLabels: Record<(typeof teamSlugs)[number], string> = {
  'first-team': 'First Team',
  u21: 'U21s',
  u18: 'U18s',
  women: 'Ladies',
};

export const notReadyMessage = 'This video is not ready yet: it can be published once it has been transcoded.';
export const publishedDeleteMessage = 'Unpublish this video before deleting it: fans may be watching it. Once it is out of the catalogue, delete it.';
export const busyDeleteMessage = 'This video is still uploading or being transcoded. Delete it once it is ready or its transcode has failed.';
export const clubTvConflictMessage = 'Someone else saved this video since you opened it. Reload it to see their changes, then make yours again.';

/** The durable job that transcodes an uploaded video (clubtv-jobs.ts runs it in the worker role). */
export const clubTvTranscodeJob = 'clubtv.transcode';

const posterUrl = (key: string) => `/images/640x360/${key}`;

/** A new video id: `tv-` and 16 hex digits (the tus upload's id too). */
export const newClubTvId = (): string => `tv-${randomBytes(8).toString('hex')}`;

function toVideo(row: Row): ClubTvVideo {
  const published = row.published === 1;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category_slug,
    team: row.team_slug,
    season: row.season_slug,
    entitlements: JSON.parse(row.entitlements) as string[],
    releaseFrom: row.release_from,
    status: row.status,
    progress: row.progress,
    failure: row.failure,
    published,
    fileName: row.file_name,
    fileBytes: Number(row.file_bytes),
    duration: row.duration,
    captions: row.captions === 1,
    posterUrl: row.poster_key ? posterUrl(row.poster_key) : null,
    publicUrl: published && row.category_slug ? `/videos/${row.category_slug}` : null,
    version: row.version,
    createdAt: row.created_at,
    createdBy: row.created_by_email,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_email,
  };
}

/** What an audit row keeps of a video: the fields staff change, not the transcode's progress. */
function auditView(row: Row) {
  const { progress: _progress, version: _version, ...rest } = row;
  return { ...rest, entitlements: JSON.parse(row.entitlements) as string[] };
}

// '!' escapes LIKE's wildcards: a backslash reads differently in SQLite and Postgres string literals.
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * The catalogue row of a published video, written from the library's row; none before its release
 * time (`releaseDue` writes it when the time comes), so a scheduled video is in no public read early.
 */
export async function writeClubTvCatalogue(trx: Kysely<DB>, row: Row, now: () => Date): Promise<void> {
  await trx.deleteFrom('video_item').where('entry_id', '=', row.id).execute();
  if (row.published !== 1) return;
  if (row.release_from && row.release_from > now().toISOString()) return;
  await trx
    .insertInto('video_item')
    .values({
      entry_id: row.id,
      title: row.title,
      description: row.description,
      category_slug: row.category_slug ?? '',
      team_slug: row.team_slug,
      season_slug: row.season_slug ?? '',
      duration: row.duration ?? 0,
      entitlements: row.entitlements,
      thumbnail_key: row.poster_key ?? '',
      created_at: row.created_at,
      release_from: row.release_from ?? now().toISOString(),
      origin: 'studio',
    })
    .execute();
}

/** Published videos whose release time has come and that are not in the catalogue yet, put there. */
export async function releaseDueClubTv(options: {
  db: Kysely<DB>;
  now: () => Date;
  log: Log;
  serially?: <T>(id: string, write: () => Promise<T>) => Promise<T>;
}): Promise<number> {
  const { db, now, log, serially = (_id, write) => write() } = options;
  const due = await db
    .selectFrom('clubtv_video')
    .selectAll()
    .where('published', '=', 1)
    .where('status', '=', 'ready')
    .where('release_from', '<=', now().toISOString())
    .where('id', 'not in', db.selectFrom('video_item').select('entry_id').where('origin', '=', 'studio'))
    .execute();
  for (const row of due) {
    await serially(row.id, () => db.transaction().execute((trx) => writeClubTvCatalogue(trx, row, now)));
    log.info({ video: row.id }, 'club tv video released');
  }
  return due.length;
}

/**
 * Each video's row writes in order (a late progress report never lands after 'ready'): `serially(id, write)`
 * runs `write` after every write of that id started before it, whether those succeeded or not.
 */
export function serialWrites() {
  const writes = new Map<string, Promise<unknown>>();
  return <T>(id: string, write: () => Promise<T>): Promise<T> => {
    const next = (writes.get(id) ?? Promise.resolve()).then(write, write);
    const settled = next.catch(() => undefined);
    writes.set(id, settled);
    void settled.then(() => {
      if (writes.get(id) === settled) writes.delete(id);
    });
    return next;
  };
}

/**
 * The studio's Club TV library (issue 16). A video is a `clubtv_video` row from its upload's first byte
 * (tus, clubtv-routes.ts); a finished upload is transcoded by the media module's on-demand pipeline (the
 * one that made the seed catalogue's renditions, one ffmpeg at a time) into `vod/<id>.v<n>/`, where the
 * ordinary playback path serves it; a published video also has a `video_item` row, the catalogue the
 * sites read. Every staff change is audited in the transaction that makes it.
 */
export function createClubTv(options: { db: Kysely<DB>; media: Media; mediaDir: string; now: () => Date; log: Log; jobs: Pick<JobQueue, 'add' | 'poke'> }) {
  const { db, media, mediaDir, now, log, jobs } = options;
  const serially = serialWrites();

  // The media store's keys of a video's upload as sent and its caption file (media/store.ts). With the
  // disk store they are the very files the tus store and the caption upload write; with S3, the finished
  // upload and the captions are put in the bucket, and fetched back to MEDIA_DIR when a transcode needs
  // them there (ffmpeg reads files) and this instance has no copy (another instance took the upload).
  const uploadKey = (id: string) => `clubtv/uploads/${id}`;
  const captionsKey = (id: string) => `clubtv/captions/${id}.vtt`;
  const inBucket = media.store.kind !== 'disk';
  const find = (id: string) => db.selectFrom('clubtv_video').selectAll().where('id', '=', id).executeTakeFirst();
  async function load(id: string): Promise<Row> {
    const row = await find(id);
    if (!row) throw new HttpError(404, 'There is no such video in the Club TV library.', { code: 'notFound' });
    return row;
  }

  const writeCatalogue = (trx: Kysely<DB>, row: Row) => writeClubTvCatalogue(trx, row, now);

  async function checkOptions(input: ClubTvVideoInput): Promise<void> {
    const category = await db.selectFrom('video_category').select('slug').where('slug', '=', input.category).executeTakeFirst();
    if (!category) throw new HttpError(400, 'Choose one of the Club TV categories.', { code: 'unknownCategory' });
    const season = await db.selectFrom('season').select('slug').where('slug', '=', input.season).executeTakeFirst();
    if (!season) throw new HttpError(400, 'Choose one of the seasons.', { code: 'unknownSeason' });
    const passes = input.entitlements.filter((entitlement) => entitlement !== '?' && entitlement !== '*');
    if (passes.length > 0) {
      const known = new Set((await entitlementChoices()).map((choice) => choice.id));
      const unknown = passes.filter((pass) => !known.has(pass));
      if (unknown.length > 0) throw new HttpError(400, `There is no pass '${unknown.join("', '")}'.`, { code: 'unknownEntitlement' });
    }
  }

  async function entitlementChoices(): Promise<ClubTvOptions['entitlements']> {
    const packages = await db.selectFrom('package').select(['id', 'attributes']).where('package_type', '=', 'membership').orderBy('position').execute();
    return [
      { id: '?', label: 'Free to everyone' },
      { id: '*', label: 'Any signed-in fan' },
      ...packages.map((row) => {
        const title = (JSON.parse(row.attributes) as { title?: unknown }).title;
        return { id: row.id, label: typeof title === 'string' && title ? title : row.id };
      }),
    ];
  }

  /** A staff write: the version check, the change, the catalogue and the audit row in one transaction. */
  async function change(
    id: string,
    version: number | undefined,
    staff: StaffMember,
    action: string,
    apply: (row: Row, at: string) => Partial<Row>,
    also?: (trx: Kysely<DB>) => Promise<void>,
  ): Promise<ClubTvVideo> {
    const at = now().toISOString();
    return serially(id, () =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('clubtv_video').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw new HttpError(404, 'There is no such video in the Club TV library.', { code: 'notFound' });
        if (version !== undefined && before.version !== version) {
          throw new HttpError(409, clubTvConflictMessage, { code: 'versionConflict' });
        }
        const changes = apply(before, at);
        await trx
          .updateTable('clubtv_video')
          .set({ ...changes, version: before.version + 1, updated_at: at, updated_by_email: staff.email })
          .where('id', '=', id)
          .execute();
        const after = await trx.selectFrom('clubtv_video').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        if (before.published === 1 || after.published === 1) await writeCatalogue(trx, after);
        await also?.(trx);
        await recordAudit(trx, { actor: staff, action, entity: 'clubtv-video', entityId: id, before: auditView(before), after: auditView(after), at });
        return toVideo(after);
      }),
    );
  }

  /** Published videos whose release time has come, put in the catalogue (the worker also does so on a timer). */
  const releaseDue = () => releaseDueClubTv({ db, now, log, serially });

  /** The upload's transcode as a durable job, in `trx` beside the status change that calls for it. */
  const queueTranscode = (trx: Kysely<DB>, id: string) => jobs.add(trx, { kind: clubTvTranscodeJob, key: `${clubTvTranscodeJob}:${id}`, payload: { id } });

  return {
    releaseDue,

    async options(): Promise<ClubTvOptions> {
      const [categories, seasons, entitlements] = await Promise.all([
        db.selectFrom('video_category').select(['slug', 'title']).orderBy('order_position').orderBy('slug').execute(),
        db.selectFrom('season').select(['slug', 'name', 'is_current', 'year']).orderBy('year', 'desc').execute(),
        entitlementChoices(),
      ]);
      return {
        categories,
        teams: teamSlugs.map((slug) => ({ slug, label: teamLabels[slug] })),
        seasons: seasons.map((season) => ({ slug: season.slug, name: season.name, current: Number(season.is_current) === 1 })),
        entitlements,
        maxBytes: clubTvUploadMaxBytes,
      };
    },

    async list(query: { page: number; status?: string | undefined; q?: string | undefined }) {
      // Staff looking at the library see a release that just came due in the catalogue already.
      await releaseDue();
      let filtered = db.selectFrom('clubtv_video');
      if (query.status === 'published') filtered = filtered.where('published', '=', 1);
      else if (query.status) filtered = filtered.where('status', '=', query.status as Row['status']);
      if (query.q) {
        const pattern = likePattern(query.q);
        filtered = filtered.where((eb) =>
          eb.or([
            eb(sql<string>`lower(${sql.ref('title')})`, 'like', sql<string>`${pattern} escape '!'`),
            eb(sql<string>`lower(${sql.ref('file_name')})`, 'like', sql<string>`${pattern} escape '!'`),
          ]),
        );
      }
      const { total, rows } = await countedPage(filtered, (page) => page.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'), nthPage(query.page, clubTvPageSize));
      return { items: rows.map(toVideo), total, page: query.page, pageSize: clubTvPageSize };
    },

    async get(id: string): Promise<ClubTvVideo> {
      return toVideo(await load(id));
    },

    /** The tus upload's first request: the library row, 'uploading', with a title from the file's name. */
    async uploadStarted(id: string, upload: { fileName: string; bytes: number }, staff: StaffMember): Promise<void> {
      const at = now().toISOString();
      const current = await db.selectFrom('season').select('slug').where('is_current', '=', 1).executeTakeFirst();
      const title = upload.fileName.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 160);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('clubtv_video')
          .values({
            id,
            title: title || 'Untitled video',
            description: '',
            category_slug: null,
            team_slug: null,
            season_slug: current?.slug ?? null,
            entitlements: JSON.stringify(['*']),
            release_from: null,
            status: 'uploading',
            failure: null,
            file_name: upload.fileName.slice(0, 255),
            file_bytes: upload.bytes,
            duration: null,
            poster_key: null,
            created_at: at,
            created_by_email: staff.email,
            updated_at: at,
            updated_by_email: staff.email,
          })
          .execute();
        await recordAudit(trx, {
          actor: staff,
          action: 'clubtv-video.upload',
          entity: 'clubtv-video',
          entityId: id,
          before: null,
          after: { fileName: upload.fileName, bytes: upload.bytes },
          at,
        });
      });
    },

    /** The upload's last byte is in: queued, and its transcode job added in the same transaction. */
    async uploadFinished(id: string): Promise<void> {
      const queued = await serially(id, () =>
        db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('clubtv_video')
            .set({ status: 'queued', progress: 0, failure: null })
            .where('id', '=', id)
            .where('status', '=', 'uploading')
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return false;
          await queueTranscode(trx, id);
          return true;
        }),
      );
      if (queued) jobs.poke();
    },

    /** An upload staff abandoned (tus termination): the row goes with the file. */
    async uploadTerminated(id: string, staff: StaffMember): Promise<void> {
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('clubtv_video').selectAll().where('id', '=', id).where('status', '=', 'uploading').executeTakeFirst();
        if (!row) return;
        await trx.deleteFrom('clubtv_video').where('id', '=', id).execute();
        await recordAudit(trx, { actor: staff, action: 'clubtv-video.cancel', entity: 'clubtv-video', entityId: id, before: auditView(row), after: null, at });
      });
    },

    async update(id: string, input: ClubTvVideoInput & { version: number }, staff: StaffMember): Promise<ClubTvVideo> {
      await checkOptions(input);
      return change(id, input.version, staff, 'clubtv-video.update', () => ({
        title: input.title,
        description: input.description,
        category_slug: input.category,
        team_slug: input.team ?? null,
        season_slug: input.season,
        entitlements: JSON.stringify(input.entitlements),
        release_from: input.releaseFrom ? new Date(input.releaseFrom).toISOString() : null,
      }));
    },

    async publish(id: string, version: number, staff: StaffMember): Promise<ClubTvVideo> {
      return change(id, version, staff, 'clubtv-video.publish', (row, at) => {
        if (row.status !== 'ready') throw new HttpError(400, notReadyMessage, { code: 'notReady' });
        const missing = [
          row.title.trim() ? null : 'a title',
          row.category_slug ? null : 'a category',
          row.season_slug ? null : 'a season',
        ].filter((item): item is string => item !== null);
        if (missing.length > 0) {
          throw new HttpError(400, `Before publishing, give the video ${missing.join(' and ')}.`, { code: 'publishIncomplete' });
        }
        return { published: 1, release_from: row.release_from ?? at };
      });
    },

    async unpublish(id: string, version: number, staff: StaffMember): Promise<ClubTvVideo> {
      return change(id, version, staff, 'clubtv-video.unpublish', () => ({ published: 0 }));
    },

    /**
     * Deletes a video from the library with everything stored for it: the upload (and the tus store's
     * note of it), the captions, every generation of renditions and the poster. A published video is
     * refused (409 'published'): it must leave the catalogue first, so it never vanishes from under a fan
     * who found it there; one still uploading or transcoding too (409 'busy': cancel an upload instead).
     * The row and its audit row go in one transaction; the files after it, so a failure there leaves
     * only unreferenced files behind (logged), never a row whose media is gone.
     */
    async remove(id: string, version: number, staff: StaffMember): Promise<void> {
      const at = now().toISOString();
      const removed = await serially(id, () =>
        db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('clubtv_video').selectAll().where('id', '=', id).executeTakeFirst();
          if (!row) throw new HttpError(404, 'There is no such video in the Club TV library.', { code: 'notFound' });
          if (row.version !== version) throw new HttpError(409, clubTvConflictMessage, { code: 'versionConflict' });
          if (row.published === 1) throw new HttpError(409, publishedDeleteMessage, { code: 'published' });
          if (row.status !== 'ready' && row.status !== 'failed') throw new HttpError(409, busyDeleteMessage, { code: 'busy' });
          await trx.deleteFrom('video_item').where('entry_id', '=', id).where('origin', '=', 'studio').execute();
          await trx.deleteFrom('clubtv_video').where('id', '=', id).execute();
          await recordAudit(trx, { actor: staff, action: 'clubtv-video.delete', entity: 'clubtv-video', entityId: id, before: auditView(row), after: null, at });
          return row;
        }),
      );
      const files = [clubTvUploadPath(mediaDir, id), `${clubTvUploadPath(mediaDir, id)}.json`, clubTvCaptionsPath(mediaDir, id)];
      try {
        await media.onDemand.remove(id);
        await Promise.all(files.map((path) => rm(path, { force: true })));
        if (removed.poster_key) await media.store.remove(removed.poster_key);
        // In a bucket, the resumable upload's own note (`<key>.info`, media/resumable.ts) goes with it.
        if (inBucket) await Promise.all([uploadKey(id), `${uploadKey(id)}.info`, captionsKey(id)].map((key) => media.store.remove(key)));
        log.info({ video: id }, 'club tv video deleted');
      } catch (error) {
        log.error({ err: error, video: id }, 'club tv video deleted; some of its files were not removed');
      }
    },

    /** Transcodes a failed video's upload again (after ffmpeg was installed, say). */
    async retry(id: string, staff: StaffMember): Promise<ClubTvVideo> {
      const video = await change(
        id,
        undefined,
        staff,
        'clubtv-video.retry',
        (row) => {
          if (row.status !== 'failed') throw new HttpError(400, 'Only a video whose transcode failed can be transcoded again.', { code: 'notFailed' });
          return { status: 'queued', progress: 0, failure: null };
        },
        (trx) => queueTranscode(trx, id),
      );
      jobs.poke();
      return video;
    },

    /** A WebVTT caption file: kept beside the upload, and put beside the renditions when they are ready. */
    async attachCaptions(id: string, vtt: string, staff: StaffMember): Promise<ClubTvVideo> {
      const row = await load(id);
      if (row.status === 'uploading') throw new HttpError(400, 'Add captions once the video has uploaded.', { code: 'notUploaded' });
      const path = clubTvCaptionsPath(mediaDir, id);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, vtt);
      await rename(temporary, path);
      if (inBucket) await media.store.putFile(captionsKey(id), path);
      const video = await change(id, undefined, staff, 'clubtv-video.captions', () => ({ captions: 1 }));
      // Ready renditions get the file now; a transcode still to come reads it from beside the upload.
      if (await media.onDemand.isReady(id)) await media.onDemand.attachCaptions(id, vtt);
      return video;
    },

    /** Due releases made at start (the transcodes a restart interrupted are durable jobs: the worker resumes them). */
    async resume(): Promise<void> {
      await releaseDue();
    },

    /** Where the tus file store keeps an upload's bytes (and removes them with an abandoned upload). */
    uploadPath: (id: string) => clubTvUploadPath(mediaDir, id),
    async removeUpload(id: string): Promise<void> {
      await rm(clubTvUploadPath(mediaDir, id), { force: true });
    },
  };
}
export type ClubTv = ReturnType<typeof createClubTv>;
