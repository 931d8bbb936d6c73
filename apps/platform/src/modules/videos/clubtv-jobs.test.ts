import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Job } from '../../infra/jobs/queue';
import { prepareDatabase } from '../../prepare-database';
import { TEST_NOW } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';
import { clubTvUploadPath } from '../media/service';
import { clubTvTranscodeJob } from './clubtv';

const id = 'tv-00000000000000a1';
const key = `${clubTvTranscodeJob}:${id}`;

describe.each(testDialects)('a Club TV transcode whose worker is killed mid-way, on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let mediaDir: string;
  let child: ChildProcess | undefined;
  let worker: FastifyInstance | undefined;
  let adder: FastifyInstance | undefined;

  afterEach(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    await worker?.close();
    await adder?.close();
    await testDatabase.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('should be claimed again by the next worker once the dead one stops renewing, and make the ladder once', async () => {
    testDatabase = await createTestDatabase(dialect);
    const { db } = testDatabase.database;
    await prepareDatabase(testDatabase.database, silentLog);
    mediaDir = mkdtempSync(join(tmpdir(), 'clubtv-jobs-'));
    // Long enough that the first worker is still at it when it is killed.
    const upload = clubTvUploadPath(mediaDir, id);
    mkdirSync(dirname(upload), { recursive: true });
    execFileSync('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=12',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-f', 'mp4', upload,
    ]);

    // The upload's last byte is in: the row 'queued' and its job, written together (as clubtv.ts does).
    const config = { ...testConfig(testDatabase.location), media: { dir: mediaDir, liveChannels: false, warmUp: false } };
    adder = await buildApp({ ...config, roles: ['api'] }, { database: testDatabase.database });
    const at = new Date(TEST_NOW).toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('clubtv_video')
        .values({
          id, title: 'Killed mid-way', description: '', category_slug: null, team_slug: null, season_slug: null,
          entitlements: '["*"]', release_from: null, status: 'queued', failure: null, file_name: 'clip.mp4',
          file_bytes: 1, duration: null, poster_key: null, created_at: at, created_by_email: 'test@example.com',
          updated_at: at, updated_by_email: 'test@example.com',
        })
        .execute();
      await adder!.jobs.add(trx, { kind: clubTvTranscodeJob, key, payload: { id } });
    });

    // The first worker, a process of its own, claims the job and starts the ladder.
    const location = testDatabase.location;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/worker-process.ts'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: location.kind === 'sqlite' ? location.filename : location.connectionString,
        MEDIA_DIR: mediaDir,
        CLOCK_NOW: TEST_NOW,
        JOB_LEASE_MS: '1500',
      },
    });
    const claims: Array<{ claimed: string; attempt: number }> = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as { claimed?: string; attempt?: number };
      if (message.claimed) claims.push({ claimed: message.claimed, attempt: message.attempt! });
    });
    // ffmpeg is under way: the worker has written the transcode's progress.
    await vi.waitFor(
      async () => {
        const row = await db.selectFrom('clubtv_video').select(['status', 'progress']).where('id', '=', id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'transcoding' });
        expect(row.progress).toBeGreaterThan(0);
      },
      { timeout: 240_000, interval: 50 },
    );
    expect(claims).toEqual([{ claimed: key, attempt: 1 }]);

    // Killed without notice, ffmpeg with it (its process group): nothing released, nothing finished.
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    expect(await adder.jobs.find(clubTvTranscodeJob, key)).toEqual({ state: 'running', attempts: 1 });
    expect((await db.selectFrom('clubtv_video').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('transcoding');

    // The next worker claims it once the dead one's lease lapses (its heartbeats stopped), and finishes it.
    worker = await buildApp({ ...config, roles: ['worker'] }, { database: testDatabase.database, jobs: { leaseMs: 1500, pollMs: 50, superviseSeconds: 1 } });
    const [job] = (await once(worker.jobs.events, 'completed')) as [Job];
    expect(job).toMatchObject({ key, attempt: 2 });
    expect(await db.selectFrom('clubtv_video').select(['status', 'progress', 'failure']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      status: 'ready',
      progress: 100,
      failure: null,
    });
    await vi.waitFor(async () => expect(await adder!.jobs.find(clubTvTranscodeJob, key)).toBeUndefined());
    // One ladder: one finished generation of this video, whatever the dead worker left half-made.
    const generations = readdirSync(join(mediaDir, 'vod')).filter((name) => name.startsWith(`${id}.v`) && !name.includes('.tmp-'));
    expect(generations).toHaveLength(1);
    expect(existsSync(join(mediaDir, 'vod', generations[0]!, 'generation.json'))).toBe(true);
    expect(existsSync(join(mediaDir, 'vod', generations[0]!, 'master.m3u8'))).toBe(true);
  }, 480_000);
});
