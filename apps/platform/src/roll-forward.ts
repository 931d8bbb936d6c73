import type { PlatformModule } from './modules/module';
import { prepareLease } from './infra/jobs/lease';
import { demoWorldData, seed } from './prepare-database';

/** The demo world's roll-forward as a durable job (the worker role). */
export const rollForwardJob = 'demo.roll-forward';

/** The lease of the one worker that watches the clock for a new day (and adds the job). */
export const rollForwardLease = 'demo-roll-forward';

/** How often the lease holder asks the clock whether the demo world's day has changed (tests shorten it). */
const defaultCheckMs = 60_000;

/**
 * The demo world laid out again when its day changes while the platform runs (DEMO_WORLD=on), once across
 * every instance. Every start rolls it forward already (prepare-database, under its lease); after that one
 * worker, the holder of the `demo-roll-forward` lease, watches the clock (the one clock: `CLOCK_NOW` moves
 * the demo world's today too) and, when the world's day is no longer the one it saw, adds a job keyed by
 * the new day: a second add of that day's job adds nothing while it waits or runs. The job applies the
 * seeds under the `prepare-database` lease (a starting instance may be seeding at the same moment); the
 * seeds are versioned by day, so a retry after a worker killed mid-way finishes the day's seeds once.
 */
export const rollForwardModule: PlatformModule = {
  name: 'demo-roll-forward',
  roles: ['worker'],
  needs: [],
  async register(app, { config, clock, database, jobs, leases, seams }) {
    if (config.demoWorld === false) return;
    const worldKey = () => demoWorldData(clock).world.key;
    jobs.work<{ world: string }>(rollForwardJob, async (job) => {
      await leases.exclusive(prepareLease, () => seed(database, app.log, clock, { demoWorld: true }));
      app.log.info({ world: job.payload.world, attempt: job.attempt }, 'demo world rolled forward');
    });

    // Set when the lease is acquired, before the first check.
    let seen = '';
    let timer: NodeJS.Timeout | undefined;
    const check = async () => {
      const now = worldKey();
      if (now === seen) return;
      await database.db.transaction().execute((trx) => jobs.add(trx, { kind: rollForwardJob, key: `${rollForwardJob}:${now}`, payload: { world: now } }));
      seen = now;
      jobs.poke();
    };
    leases.hold(rollForwardLease, {
      acquired() {
        // The start's own roll-forward already laid out today's world.
        seen = worldKey();
        timer = setInterval(() => void check().catch((error: unknown) => app.log.error({ err: error }, 'demo world roll-forward not queued')), seams.rollForwardCheckMs ?? defaultCheckMs);
        timer.unref();
      },
      lost() {
        clearInterval(timer);
      },
    });
  },
};
