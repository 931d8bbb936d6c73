import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { systemTime } from '@club/clock';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { Job, JobQueue } from '../../infra/jobs/queue';
import { type RecordingReader, copyRecording, cutRecording, decryptRecording, httpRecording, originRecording } from '../media/live-recording';
import { type Media, goalClipDoneKey, goalClipSourceKey } from '../media/service';
import type { VideoItemTable } from './db';

interface Log {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

/** Issue 31: a goal's clip cut from the match's live recording, a durable job of the worker. */
export const goalClipJob = 'clubtv.goal-clip';

/** The live channel a goal's clip is cut from. */
const recordedChannel = 'live-video';

export interface GoalClipPayload {
  matchId: number;
  /** The clip's Club TV row, added once its video is ready (`created_at` is the final whistle's instant). */
  row: Insertable<VideoItemTable>;
  /** The match highlights' entry id of the same whistle: gone when staff undo full time. */
  highlightsId: string;
  /** The stretch to cut, in ms of the stream's clock (real time: the live manifest's). */
  fromMs: number;
  toMs: number;
  /** Waits so far for the recording to reach `toMs` (each a job of its own, `goalClipWaitKey`). */
  waits?: number;
  /** When the first wait began, on the stream's clock: the wait is bounded from then (`goalClipWaitLimitMs`). */
  waitingSinceMs?: number;
}

/**
 * How long a clip waits for the recording to reach its end, from its first try: a goal in the last
 * seconds before the final whistle needs its 10 s after and a segment or two (seconds); more than this
 * means the encoder stopped, or the match clock put the goal where the stream has not been.
 */
export const goalClipWaitLimitMs = 10 * 60_000;
/** Past the clip's end on the stream's clock, the segment holding it is complete at the origin. */
const goalClipSettleMs = 6_000;
/** A wait's shortest run-at: the recording is asked again no sooner than this. */
const goalClipRecheckMs = 5_000;

/** What a finished clip job leaves in the media store (its mark of done, written last). */
interface GoalClipDone {
  createdAt: string;
  source: 'recording' | 'demo';
}

/**
 * Where the worker reads the match's recording: the live origin of this process when it runs the live
 * role too (`npm start`: one process), else the live role's over HTTP at LIVE_ORIGIN_URL (a cluster:
 * deploy/topology.json). Neither: this process's origin, which has no channel on air, so each clip keeps
 * the demo video and the log says why.
 */
export function goalClipRecording(media: Pick<Media, 'origin' | 'edge'>, options: { roles: readonly string[]; liveOriginUrl?: string | undefined }): RecordingReader {
  if (options.roles.includes('live') || !options.liveOriginUrl) return originRecording(media.origin);
  return httpRecording(options.liveOriginUrl, media.edge);
}

/** The job's key: one per clip and whistle, so full time blown again after an undo makes its clip afresh. */
export const goalClipJobKey = (row: Pick<Insertable<VideoItemTable>, 'entry_id' | 'created_at'>) => `${goalClipJob}:${row.entry_id}:${row.created_at}`;
/** The key of a clip's nth wait: a job of its own, since the job that queues it still runs under its key. */
export const goalClipWaitKey = (row: Pick<Insertable<VideoItemTable>, 'entry_id' | 'created_at'>, wait: number) => `${goalClipJobKey(row)}:wait-${wait}`;

/** Adds a job per goal clip in the transaction of the final whistle (live/service.ts). */
export async function addGoalClipJobs(trx: Kysely<DB>, jobs: JobQueue, clips: readonly GoalClipPayload[]): Promise<void> {
  for (const clip of clips) await jobs.add(trx, { kind: goalClipJob, key: goalClipJobKey(clip.row), payload: clip });
}

/**
 * The whistle of `payload` still stands: the match is finished and its highlights of that whistle are
 * there (undoing full time takes them in its transaction). On PostgreSQL the match row is locked, so an
 * undo either commits first (and this says no) or waits for the caller's transaction, and then its
 * removal of the whistle's items sees the clip the caller added.
 */
async function whistleStands(trx: Kysely<DB>, payload: GoalClipPayload, lock: boolean): Promise<boolean> {
  const query = trx.selectFrom('match').select('status').where('id', '=', payload.matchId);
  const match = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (match?.status !== 'finished') return false;
  const highlights = await trx
    .selectFrom('video_item')
    .select('entry_id')
    .where('entry_id', '=', payload.highlightsId)
    .where('created_at', '=', payload.row.created_at)
    .executeTakeFirst();
  return highlights !== undefined;
}

/**
 * The worker's handler of `goalClipJob`. Idempotent: a clip already made for this whistle (its mark in
 * the store, its row and its renditions there) is left as it is, so a job run twice (a worker killed
 * after the work, before the job was marked done) makes one item.
 *
 * 1. Nothing when staff undid that full time (the job may still have been waiting).
 * 2. The stretch of the recording out of the live origin (`recording`: this process's, or the live
 *    role's over HTTP, `goalClipRecording`), decrypted (shaka-packager, with the channel's ClearKey key)
 *    and cut with ffmpeg into the media store as the item's source. When the recording does not hold it
 *    (the window passed, or no encoder ran where it is read) the clip keeps the demo video every seeded
 *    Club TV item plays, and says so in the log. Not recorded yet (a goal in the last seconds, a clock
 *    ahead of the stream): the job queues its next wait, run when the recording should have reached the
 *    clip's end, and is done, so waiting spends none of its retries; a clip whose end the recording does
 *    not reach within `goalClipWaitLimitMs` of the first try keeps the demo video, said once in the log.
 *    The live role not answering: the job fails and is retried later.
 * 3. The row, in a transaction that checks the whistle again; then the renditions of the ladder, made
 *    afresh from the cut (an earlier whistle's are removed), so the item plays through the same signed, entitled path
 *    as every Club TV item; the mark of done last.
 */
export function createGoalClipper(options: {
  db: Kysely<DB>;
  dialect: 'sqlite' | 'postgres';
  media: Media;
  mediaDir: string;
  log: Log;
  recording: RecordingReader;
  /** Where a clip's wait goes. */
  jobs: Pick<JobQueue, 'add'>;
  /** The stream's clock (real time, as the encoder's; tests pin it). */
  streamClock?: () => Date;
}) {
  const { db, dialect, media, mediaDir, log, recording, jobs, streamClock = systemTime } = options;

  /** The wait before the recording is asked again, or undefined once waiting is over (the limit passed, or would). */
  function nextWait(payload: GoalClipPayload, streamNowMs: number): { waitMs: number; waitingSinceMs: number } | undefined {
    const waitingSinceMs = payload.waitingSinceMs ?? streamNowMs;
    const deadlineMs = waitingSinceMs + goalClipWaitLimitMs;
    const dueMs = payload.toMs + goalClipSettleMs;
    if (dueMs > deadlineMs || streamNowMs >= deadlineMs) return undefined;
    return { waitMs: Math.min(Math.max(dueMs - streamNowMs, goalClipRecheckMs), deadlineMs - streamNowMs), waitingSinceMs };
  }

  type Cut = { source: GoalClipDone['source'] } | { wait: { waitMs: number; waitingSinceMs: number }; reason: string };

  async function cut(payload: GoalClipPayload, id: string): Promise<Cut> {
    const parent = join(mediaDir, 'clubtv', 'clips');
    await mkdir(parent, { recursive: true });
    const work = await mkdtemp(join(parent, `${id}.tmp-`));
    try {
      const streamNowMs = streamClock().getTime();
      const copied = await copyRecording(recording, recordedChannel, { fromMs: payload.fromMs, toMs: payload.toMs, workDir: work, streamNowMs });
      if ('kind' in copied) {
        const wait = copied.kind === 'not-yet' ? nextWait(payload, streamNowMs) : undefined;
        if (wait) return { wait, reason: copied.reason };
        await media.store.remove(goalClipSourceKey(id));
        if (copied.kind === 'not-yet') {
          log.warn(
            { clip: id, reason: copied.reason, clipEnd: new Date(payload.toMs).toISOString(), waitedSeconds: Math.round((streamNowMs - (payload.waitingSinceMs ?? streamNowMs)) / 1000) },
            `goal clip plays the demo video: the live recording does not reach the end of the goal within ${goalClipWaitLimitMs / 60_000} minutes of full time`,
          );
          return { source: 'demo' };
        }
        log.warn({ clip: id, reason: copied.reason }, 'goal clip plays the demo video: the live recording does not hold the goal');
        return { source: 'demo' };
      }
      const output = join(work, 'clip.mp4');
      if (copied.encrypted) {
        if (!media.packager) throw new Error('The live recording is encrypted and shaka-packager, which decrypts it, is not installed here.');
        await decryptRecording(media.packager, work, media.clearKeys.keyFor(recordedChannel));
      }
      await cutRecording({ workDir: work, offsetSeconds: copied.offsetSeconds, seconds: (payload.toMs - payload.fromMs) / 1000, output });
      await media.store.putFile(goalClipSourceKey(id), output);
      return { source: 'recording' };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async function run(job: Job<GoalClipPayload>): Promise<void> {
    const payload = job.payload;
    const id = payload.row.entry_id;
    if (!(await whistleStands(db, payload, false))) {
      log.info({ clip: id }, 'goal clip not made: its full time was undone');
      return;
    }
    const done = await media.store.readText(goalClipDoneKey(id));
    const mark = done ? (JSON.parse(done) as GoalClipDone) : undefined;
    const row = await db.selectFrom('video_item').select('entry_id').where('entry_id', '=', id).where('created_at', '=', payload.row.created_at).executeTakeFirst();
    if (mark?.createdAt === payload.row.created_at && row && (mark.source === 'demo' || (await media.onDemand.isReady(id)))) return;

    const made = await cut(payload, id);
    if ('wait' in made) {
      // Not an error: the recording is behind the clip's end. Its own job, run when it should be there.
      const waits = (payload.waits ?? 0) + 1;
      const next: GoalClipPayload = { ...payload, waits, waitingSinceMs: made.wait.waitingSinceMs };
      await jobs.add(db, { kind: goalClipJob, key: goalClipWaitKey(payload.row, waits), payload: next, delayMs: made.wait.waitMs });
      log.info({ clip: id, reason: made.reason, wait: waits, waitSeconds: Math.round(made.wait.waitMs / 1000) }, 'goal clip waits for the live recording to reach the end of the goal');
      return;
    }
    const { source } = made;
    const added = await db.transaction().execute(async (trx) => {
      if (!(await whistleStands(trx, payload, dialect === 'postgres'))) return false;
      await trx.insertInto('video_item').values(payload.row).onConflict((oc) => oc.column('entry_id').doNothing()).execute();
      return true;
    });
    if (!added) {
      log.info({ clip: id }, 'goal clip not added: its full time was undone');
      return;
    }
    // The renditions of an earlier whistle's clip (or of the demo video) make way for this one, made now
    // so they are ready by its release; the demo video's are made on first request, as every seeded item's.
    await media.onDemand.remove(id);
    if (source === 'recording') await media.onDemand.ensure(id);
    await media.store.put(goalClipDoneKey(id), Buffer.from(JSON.stringify({ createdAt: payload.row.created_at, source } satisfies GoalClipDone)));
    log.info({ clip: id, source, attempt: job.attempt }, 'goal clip made');
  }

  return { run };
}
