/**
 * The one clock. Everything that needs the time (the platform, both sites, their servers and browser
 * code) asks a `Clock`; this file is the only one that reads the system time (lint enforces it).
 * A clock can start at a chosen instant (`CLOCK_NOW`) and runs on in real time from there, so a demo or
 * a test can be put on any day and still see minutes pass.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current instant in milliseconds since the epoch: the clock's `Date.now()`. */
  nowMs(): number;
}

/** A clock that tests move by hand: it never moves by itself. */
export interface ManualClock extends Clock {
  set(instant: Date | string | number): void;
  advance(ms: number): void;
}

export interface ClockOptions {
  /**
   * The instant the clock reads at `setAt` (by default: when the clock is made). Undefined or empty:
   * the system time.
   */
  startAt?: Date | string | number | undefined;
  /**
   * The real instant at which `startAt` was true. Several processes started together (the platform and
   * both sites under `npm start`) pass the same one, so they agree to the millisecond.
   */
  setAt?: Date | string | number | undefined;
  /** The real time source, for tests of the clock itself. */
  realNowMs?: () => number;
}

const systemNowMs = (): number => Date.now();

/** Reads an instant given as a Date, epoch milliseconds or an ISO 8601 string with a zone; throws a plain sentence otherwise. */
export function parseInstant(value: Date | string | number, name = 'instant'): number {
  if (value instanceof Date) {
    const ms = value.getTime();
    if (Number.isNaN(ms)) throw new Error(`${name} is not a valid date`);
    return ms;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${name} is not a finite number of milliseconds`);
    return value;
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // A zone is required: '2027-07-01T12:00:00' would mean a different instant on every machine.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    throw new Error(`${name} must be an ISO 8601 instant with a zone, like 2027-07-01T12:00:00Z (got '${value}')`);
  }
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`${name} is not a valid instant: '${value}'`);
  return ms;
}

/** A clock that runs in real time, from `startAt` when given. */
export function createClock(options: ClockOptions = {}): Clock {
  const realNowMs = options.realNowMs ?? systemNowMs;
  const hasStart = options.startAt !== undefined && options.startAt !== '';
  const offset = hasStart
    ? parseInstant(options.startAt as Date | string | number, 'CLOCK_NOW') -
      (options.setAt !== undefined && options.setAt !== '' ? parseInstant(options.setAt, 'CLOCK_SET_AT') : realNowMs())
    : 0;
  const nowMs = () => realNowMs() + offset;
  return { nowMs, now: () => new Date(nowMs()) };
}

/** A clock that stands still at `start` until the test moves it. */
export function createManualClock(start: Date | string | number): ManualClock {
  let current = parseInstant(start);
  return {
    nowMs: () => current,
    now: () => new Date(current),
    set(instant) {
      current = parseInstant(instant);
    },
    advance(ms) {
      current += ms;
    },
  };
}

/** A clock that reads the instant from a function: for tests whose instant is a variable they reassign. */
export function clockReading(read: () => Date): Clock {
  return { now: () => read(), nowMs: () => read().getTime() };
}

/** The clock a process's environment asks for: `CLOCK_NOW` (and `CLOCK_SET_AT`), else the system time. */
export function clockFromEnv(env: Record<string, string | undefined>): Clock {
  return createClock({ startAt: env.CLOCK_NOW, setAt: env.CLOCK_SET_AT });
}

/**
 * The machine's real time, never shifted by `CLOCK_NOW`: only for media timestamps that external
 * programs write in real time (ffmpeg's and shaka-packager's live DASH availability times, which the
 * player syncs to through the UTCTiming clock). Never for what a person sees: that is `getClock()`.
 */
export function systemTime(): Date {
  return new Date(systemNowMs());
}

let installed: Clock = createClock();

/**
 * The process's (or the page's) clock, for code that cannot be handed one: a site's server installs it
 * from its environment at start, a page from the server's time at hydration.
 */
export function getClock(): Clock {
  return installed;
}

export function installClock(clock: Clock): void {
  installed = clock;
}
