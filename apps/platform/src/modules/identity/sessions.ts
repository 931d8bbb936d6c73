import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';

/**
 * How long a sign-in lasts (ASVS 7.3.1, 7.3.2), from the platform's configuration
 * (SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS).
 *
 * - Absolute: fixed at sign-in; no refresh, page view or login check moves it. 30 days: the refresh
 *   cookie's life before issue 28, so a fan signs in about once a month, never more often than before,
 *   and a session someone copied dies within the month whatever its holder does.
 * - Idle: a sign-in not refreshed for this long ends. 14 days, not 7: many fans come only for the weekly
 *   match, and a fortnight without one (an international break, an away trip without the stream) should
 *   not sign them out; a phone left signed in and forgotten stops working after two weeks.
 *
 * An access token lives 15 minutes and never past its session's absolute end; a session ended (signed
 * out, ended from another device, by staff, by a block, by a password reset) refuses its access tokens
 * at their next request, since every request checks its session's row.
 */
export interface SessionLifetime {
  absoluteMs: number;
  idleMs: number;
}

const dayMs = 24 * 60 * 60_000;
export const defaultSessionDays = { absolute: 30, idle: 14 } as const;
export const defaultSessionLifetime: SessionLifetime = {
  absoluteMs: defaultSessionDays.absolute * dayMs,
  idleMs: defaultSessionDays.idle * dayMs,
};

export function sessionLifetimeOf(days: { absolute?: number; idle?: number } | undefined): SessionLifetime {
  return {
    absoluteMs: (days?.absolute ?? defaultSessionDays.absolute) * dayMs,
    idleMs: (days?.idle ?? defaultSessionDays.idle) * dayMs,
  };
}

/** What a sign-in is recorded with: how "Signed-in devices" names it. */
export interface SessionOrigin {
  device: string | null;
  browser: string | null;
  /** ISO 3166-1 alpha-2 from the trusted geo header, or null. */
  country: string | null;
}

/**
 * Ends the open sign-ins in `scope` (one account's, but for `exceptId`; or every account's): refresh
 * tokens revoked and sessions ended, so their access tokens are refused at their next request, on every
 * instance. Answers how many sign-ins were still open.
 */
async function endSessions(db: Kysely<DB> | Transaction<DB>, at: Date, scope: { sub?: string; exceptId?: string }): Promise<number> {
  const iso = at.toISOString();
  let tokens = db.updateTable('identity_refresh_token').set({ revoked_at: iso }).where('revoked_at', 'is', null);
  let sessions = db.updateTable('identity_session').set({ ended_at: iso }).where('ended_at', 'is', null);
  if (scope.sub) {
    tokens = tokens.where('sub', '=', scope.sub);
    sessions = sessions.where('sub', '=', scope.sub);
  }
  if (scope.exceptId) {
    tokens = tokens.where('family_id', '<>', scope.exceptId);
    sessions = sessions.where('id', '<>', scope.exceptId);
  }
  await tokens.execute();
  const ended = await sessions.executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * Ends every sign-in of an account at once: its refresh tokens are revoked and its sessions ended, so its
 * access tokens are refused at their next request. For staff (the fans desk's "End all sessions", a
 * block) inside their own audited transaction, and for the identity service itself.
 */
export function endAllSessions(db: Kysely<DB> | Transaction<DB>, sub: string, at: Date, exceptId?: string): Promise<number> {
  return endSessions(db, at, { sub, ...(exceptId ? { exceptId } : {}) });
}

/**
 * Ends every open sign-in of every account at once (ASVS 7.4.5, "for all users"): after a breach, a leaked
 * copy of the database or a stolen device of staff. Nobody is blocked, everyone signs in again.
 * `cli.ts end-all-sessions`. Answers how many sign-ins were still open.
 */
export function endEverySession(db: Kysely<DB>, at: Date): Promise<number> {
  return db.transaction().execute((trx) => endSessions(trx, at, {}));
}
