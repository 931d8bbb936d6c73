import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { Job, JobQueue } from '../../infra/jobs/queue';
import { uploadsPrefix } from '../images/service';
import { MediaUnavailableError, TranscodeError } from '../media/ondemand';
import { type Media, clubTvCaptionsPath, clubTvUploadPath } from '../media/service';
import type { PlatformModule } from '../module';
import { clubTvTranscodeJob, releaseDueClubTv, serialWrites, writeClubTvCatalogue } from './clubtv';
import { createGoalClipper, goalClipJob, goalClipRecording } from './goal-clips';

interface Log {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** How often scheduled releases are looked for. */
const releaseCheckMs = 15_000;

/** Claims after which a transcode that never finished (its worker killed each time) is given up. */
export const transcodeAttempts = 3;

export const abandonedTranscodeMessage = 'The transcode stopped before finishing three times. Transcode it again, or upload the file again.';

/**
 * The Club TV transcode as a durable job's handler (the worker role): the upload through the media
 * module's on-demand pipeline into `vod/<id>.v<n>/` (made in a temporary directory renamed into place, so
 * a retry after a worker killed mid-way makes the ladder once), the poster into the image library, then
 * 'ready' (and the catalogue row of a published video) in one transaction. A file ffmpeg refuses is
 * 'failed' with the reason, and the job is done: staff retry it.
 */
export function createClubTvTranscoder(options: { db: Kysely<DB>; media: Media; mediaDir: string; now: () => Date; log: Log }) {
  const { db, media, mediaDir, now, log } = options;
  // Each video's row writes in order: a late progress report never lands after 'ready'.
  const serially = serialWrites();

  const stopProgress = media.onDemand.onProgress((id, fraction) => {
    const percent = Math.floor(fraction * 100);
    void serially(id, async () => {
      await db
        .updateTable('clubtv_video')
        .set({ status: 'transcoding', progress: Math.min(99, percent) })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'transcoding'])
        .execute();
    }).catch((error: unknown) => log.error({ err: error, video: id }, 'club tv progress not saved'));
  });

  // The media store's keys of a video's upload as sent and its caption file (media/store.ts). With the
  // disk store they are the very files the tus store and the caption upload write; with S3 they are
  // fetched back to MEDIA_DIR when this worker has no copy (another instance took the upload).
  const inBucket = media.store.kind !== 'disk';
  async function keepInStore(key: string, path: string): Promise<void> {
    if (!inBucket) return;
    if (existsSync(path)) {
      if ((await media.store.size(key)) === undefined) await media.store.putFile(key, path);
    } else {
      await media.store.download(key, path);
    }
  }

  /**
   * The poster into the image library (the media store, which every instance reads) under a key of its
   * own digest (renditions of a key are cached for long).
   */
  async function storePoster(id: string): Promise<string | null> {
    const poster = await readFile(join(media.onDemand.dirFor(id), 'poster.jpg')).catch(() => undefined);
    if (!poster) return null;
    const key = `${uploadsPrefix}clubtv/${id}-${createHash('sha256').update(poster).digest('hex').slice(0, 16)}.jpg`;
    await media.store.put(key, poster);
    return key;
  }

  const fail = (id: string, reason: string) =>
    serially(id, () => db.updateTable('clubtv_video').set({ status: 'failed', failure: reason.slice(0, 2000) }).where('id', '=', id).execute());

  async function transcode(job: Job<{ id: string }>): Promise<void> {
    const { id } = job.payload;
    const row = await db.selectFrom('clubtv_video').select(['status', 'captions']).where('id', '=', id).executeTakeFirst();
    // Deleted, or finished by an earlier claim whose worker died before the job was marked done.
    if (!row || row.status === 'ready' || row.status === 'failed' || row.status === 'uploading') return;
    if (job.attempt > transcodeAttempts) {
      await fail(id, abandonedTranscodeMessage);
      return;
    }
    try {
      await keepInStore(`clubtv/uploads/${id}`, clubTvUploadPath(mediaDir, id));
      if (row.captions === 1) await keepInStore(`clubtv/captions/${id}.vtt`, clubTvCaptionsPath(mediaDir, id));
      await media.onDemand.ensure(id);
      const record = await media.onDemand.record(id);
      const posterKey = await storePoster(id);
      await serially(id, () =>
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable('clubtv_video')
            .set({ status: 'ready', progress: 100, failure: null, duration: Math.round(record?.clipSeconds ?? 0), poster_key: posterKey })
            .where('id', '=', id)
            .execute();
          const after = await trx.selectFrom('clubtv_video').selectAll().where('id', '=', id).executeTakeFirst();
          if (after?.published === 1) await writeClubTvCatalogue(trx, after, now);
        }),
      );
      log.info({ video: id, attempt: job.attempt }, 'club tv video transcoded');
    } catch (error) {
      // A file ffmpeg refuses, or no ffmpeg: the video says why and staff decide. Anything else (the
      // database, the store) fails the job, which is retried.
      if (!(error instanceof TranscodeError || error instanceof MediaUnavailableError)) throw error;
      log.error({ err: error, video: id }, 'club tv transcode failed');
      await fail(id, error.message);
    }
  }

  return {
    transcode,
    close: () => stopProgress(),
  };
}

/**
 * Queued or transcoding videos without a job (uploads finished before the queue existed) get one: adding
 * a job whose key is already waiting or running adds nothing.
 */
async function queueOrphans(db: Kysely<DB>, jobs: JobQueue): Promise<void> {
  const rows = await db.selectFrom('clubtv_video').select('id').where('status', 'in', ['queued', 'transcoding']).orderBy('updated_at').execute();
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const row of rows) await jobs.add(trx, { kind: clubTvTranscodeJob, key: `${clubTvTranscodeJob}:${row.id}`, payload: { id: row.id } });
  });
}

/**
 * The worker role's Club TV: transcodes uploads and cuts goal clips as durable jobs (one at a time per
 * worker: ffmpeg uses every core) and puts scheduled videos in the catalogue when their release time comes.
 */
export const clubTvJobsModule: PlatformModule<'media'> = {
  name: 'clubtv-jobs',
  roles: ['worker'],
  needs: ['media'],
  async register(app, { database: { db, dialect }, jobs, media, mediaConfig, now, roles }) {
    const transcoder = createClubTvTranscoder({ db, media, mediaDir: mediaConfig.dir, now, log: app.log });
    await queueOrphans(db, jobs);
    jobs.work(clubTvTranscodeJob, transcoder.transcode);
    // Issue 31: each goal's clip, cut from the match's live recording after full time.
    const recording = goalClipRecording(media, { roles, liveOriginUrl: mediaConfig.liveOriginUrl });
    jobs.work(goalClipJob, createGoalClipper({ db, dialect, media, mediaDir: mediaConfig.dir, log: app.log, recording, jobs }).run);
    // A scheduled video appears within this long of its release time (the clock's, not the machine's).
    const releaseDue = () => void releaseDueClubTv({ db, now, log: app.log }).catch((error: unknown) => app.log.error({ err: error }, 'club tv release check failed'));
    releaseDue();
    const releaseTimer = setInterval(releaseDue, releaseCheckMs);
    releaseTimer.unref();
    // Before the media module closes: the transcode under way finishes first.
    app.addHook('onClose', async () => {
      clearInterval(releaseTimer);
      await jobs.close();
      transcoder.close();
    });
  },
};
