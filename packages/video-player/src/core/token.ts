import { getClock } from '@club/clock';

/**
 * Playback tokens are short-lived JWTs (5 minutes by default). Reading their `exp` lets the controller
 * renew a little before expiry, so a live stream never meets a 403 in the first place; a token that is
 * not a readable JWT is simply renewed when the platform refuses it.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** When to renew: 30 s before expiry, but never sooner than 5 s from now. Null: no timer. */
export function renewDelayMs(token: string, now: number = getClock().nowMs()): number | null {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return null;
  return Math.max(5_000, expiresAt - now - 30_000);
}
