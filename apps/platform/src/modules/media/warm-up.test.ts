import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { jobSchema } from '../../infra/jobs/pg-boss-queue';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';
import { defaultMediaConfig } from './service';
import { mediaWarmUpJob } from './module';

describe.each(testDialects)('the renditions warm-up as a job, on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDatabase.drop();
  });

  /** A worker with the warm-up on, on its own connections (as a second machine's would be), its log lines kept. */
  async function startWorker() {
    const lines: Array<{ msg: string }> = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
    });
    const app = await buildApp(
      { ...testConfig(testDatabase.location), logLevel: 'info', roles: ['worker'], demoLiveMatch: false, media: { ...defaultMediaConfig(), warmUp: true } },
      { logStream, jobs: { pollMs: 50 } },
    );
    apps.push(app);
    return { app, lines };
  }

  it('should warm the renditions up once, on one worker, however many start', async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    // No catalogue to make (the run itself is the media module's): what counts here is how often it runs.
    await testDatabase.database.db.deleteFrom('video_item').execute();
    await testDatabase.database.db.deleteFrom('stream_asset').execute();

    const first = await startWorker();
    const finished = (lines: Array<{ msg: string }>) => lines.filter((line) => line.msg === 'on-demand media warm-up finished').length;
    await vi.waitFor(() => expect(finished(first.lines)).toBe(1), { timeout: 60_000, interval: 50 });
    if (dialect === 'postgres') {
      // A second worker, started after the first one's warm-up ran: the day's warm-up is not run again.
      const second = await startWorker();
      const count = async () =>
        Number((await sql<{ count: string }>`select count(*) as count from ${sql.id(jobSchema, 'job')} where name = ${mediaWarmUpJob}`.execute(testDatabase.database.db)).rows[0]?.count);
      expect(await count()).toBe(1);
      await vi.waitFor(async () => expect(await second.app.jobs.find(mediaWarmUpJob, (await keyOf())!)).toBeUndefined());
      expect(finished(first.lines) + finished(second.lines)).toBe(1);
    }
  }, 240_000);

  const keyOf = async () =>
    (await sql<{ key: string }>`select singleton_key as key from ${sql.id(jobSchema, 'job')} where name = ${mediaWarmUpJob}`.execute(testDatabase.database.db)).rows[0]?.key;
});
