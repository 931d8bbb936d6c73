import type { Clock } from '@club/clock';
import type { LiveRepo } from './repo';
import type { LiveService } from './service';

export interface LiveEngineOptions {
  repo: LiveRepo;
  service: LiveService;
  clock: Clock;
  /** Between the end of one tick and the start of the next; default 1 s. */
  tickMs?: number;
  /** DEMO_LIVE_MATCH: play simulated matches; false: only matches people record ('manual') keep their clock. */
  simulate?: boolean;
  onError?: (error: unknown) => void;
}

export interface LiveEngine {
  /** Brings every due match up to the clock now; resolves with how many changes were applied. */
  tick(): Promise<number>;
  start(): void;
  /** Stops the timer and waits for a tick under way. */
  stop(): Promise<void>;
}

/**
 * One per platform instance: a timer that, every `tickMs` after the previous tick ended (so at most one
 * tick runs at a time), asks the database which matches are due (one small query when nothing is live)
 * and advances each through the live service. Several instances on one database are safe: every change
 * is a conditional update, so the loser of a race applies nothing and the winner publishes once.
 */
export function createLiveEngine({ repo, service, clock, tickMs = 1000, simulate = true, onError }: LiveEngineOptions): LiveEngine {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  const tick = (): Promise<number> => {
    running ??= (async () => {
      try {
        let applied = 0;
        for (const id of await repo.dueMatchIds(clock.now().toISOString(), simulate)) {
          applied += await service.advance(id, simulate);
        }
        return applied;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => onError?.(error))
        .finally(schedule);
    }, tickMs);
    timer.unref();
  };

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
