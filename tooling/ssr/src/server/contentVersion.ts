import { contentVersionResponseSchema } from '@club/api-client';

/**
 * Follows the platform's content version (`GET /api/web/content-version`), which moves with every
 * studio write, and calls `onChange` when it moves: the site server then drops the pages it keeps for
 * everyone, so a story published or unpublished is on every page at once rather than after the page
 * cache's fresh and stale seconds.
 *
 * The first answer only sets the starting point. An answer that cannot be read (the platform restarting,
 * a network blip) changes nothing; the next check tries again. One check at a time.
 */
export interface ContentVersionFollower {
  /** Asks once now (the timer asks every `intervalMs`). */
  check(): Promise<void>;
  start(): void;
  stop(): void;
}

export interface ContentVersionOptions {
  platformUrl: string;
  onChange: () => void;
  /** How often the timer asks; a second by default (a few tiny requests a second for the whole site). */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

export function createContentVersionFollower(options: ContentVersionOptions): ContentVersionFollower {
  const url = new URL('/api/web/content-version', options.platformUrl);
  const intervalMs = options.intervalMs ?? 1000;
  let known: string | undefined;
  let checking: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const ask = async () => {
    try {
      // Bounded, so a platform that accepts and never answers cannot stop the following.
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) {
        await response.body?.cancel();
        return;
      }
      const { version } = contentVersionResponseSchema.parse(await response.json());
      if (known !== undefined && version !== known) options.onChange();
      known = version;
    } catch (error) {
      options.onError?.(error);
    }
  };

  const follower: ContentVersionFollower = {
    check() {
      checking ??= ask().finally(() => (checking = undefined));
      return checking;
    },
    start() {
      if (timer) return;
      const next = () => {
        timer = setTimeout(() => void follower.check().finally(() => timer && next()), intervalMs);
        timer.unref();
      };
      next();
      void follower.check();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
  return follower;
}
