/**
 * A fixed one-minute window per client, in this process: enough for one platform instance (DESIGN.md:
 * without Redis an in-process store serves one instance). Records are cheap but each is a row, so a
 * script must not be able to fill the table. Old windows are dropped as new ones start.
 */
export interface Limiter {
  /** True when this hit is within the limit; false once the client has used its minute. */
  allow(key: string, now: number): boolean;
  /** Milliseconds until the client's window resets. */
  retryAfterMs(key: string, now: number): number;
}

const windowMs = 60_000;

export function createLimiter(perMinute: number): Limiter {
  const windows = new Map<string, { start: number; hits: number }>();
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  };
  return {
    allow(key, now) {
      sweep(now);
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, { start: now, hits: 1 });
        return true;
      }
      window.hits += 1;
      return window.hits <= perMinute;
    },
    retryAfterMs(key, now) {
      const window = windows.get(key);
      return window ? Math.max(0, window.start + windowMs - now) : 0;
    },
  };
}

const loopbackOrPrivate = /^(127\.|::1$|::ffff:127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd)/i;

/**
 * Whom to count a record against. The sites forward /api from their own servers and append the visitor's
 * address to x-forwarded-for; only when the direct peer is such a local forwarder is that last entry
 * believed (anything earlier in the chain is whatever the browser claimed).
 */
export function clientKey(peer: string, forwardedFor: string | string[] | undefined): string {
  const chain = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (!chain || !loopbackOrPrivate.test(peer)) return peer;
  const last = chain.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return last ?? peer;
}
