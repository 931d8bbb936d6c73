import { randomUUID } from 'node:crypto';
import { type ConcurrencyServerMessage, concurrencySessionTtlSeconds, decodeConcurrencySessionId } from '@club/api-client';
import { accessMessageTexts, sessionCheckCodes } from '@club/entitlements';
import type { WebSocket } from 'ws';
import type { ConcurrencyStore } from '../../infra/concurrency/store';
import type { SignedInUser } from '../identity/current-user';

export interface ConcurrencySocketOptions {
  store: ConcurrencyStore;
  limit: number;
  now: () => Date;
  /** How long a session lives without a ping, in ms (75 s; tests shorten it). */
  ttlMs?: number;
  /**
   * The studio's hold on a live stream (Club TV's Live section), asked on every session and ping: a
   * playing fan follows a stream held 'disabled' or 'idle' at their next ping. Null when nothing holds it.
   */
  holdOf?: (assetId: string) => Promise<StreamHold | null>;
  log: { warn(data: object, message: string): void };
}

/** What a held stream means for a fan already playing it. */
export type StreamHold = { status: 'disabled' } | { status: 'idle'; offlineImageKey: string };

/** Bypassed staff are never counted against a limit; a number the Lua script can compare with. */
const unlimited = 1_000_000;
const limitMessage: Extract<ConcurrencyServerMessage, { status: 'limit' }> = {
  action: 'session',
  status: 'limit',
  code: sessionCheckCodes.concurrencyLimit,
  message: accessMessageTexts.concurrencyLimit,
};

function holdMessage(action: 'session' | 'ping', hold: StreamHold): ConcurrencyServerMessage {
  if (hold.status === 'idle') return { action, status: 'offAir', offlineImageKey: hold.offlineImageKey };
  return { action, status: 'stopped', code: sessionCheckCodes.streamIssue, message: accessMessageTexts.streamIssue };
}

/**
 * One player's concurrency socket (SPEC 7): `{ action: 'session', sessionId }` takes over a session a
 * session check issued and that still holds its slot, `{ action: 'ping' }` every 30 s keeps every slot the
 * socket holds alive. A socket cannot make a session of its own (issue 28: then any client could name one
 * and share it), and a session is held by one socket at a time, on every instance (the store's claim): a
 * second socket for it is refused as over the limit. Silence for the session lifetime closes the socket
 * (4008); closing releases its slots. A session whose stream the studio has since disabled or taken off
 * air is answered so (`holdOf`) and its slot given back, the way a refused renewal stops a blocked fan.
 */
export function serveConcurrencySocket(socket: WebSocket, user: SignedInUser, options: ConcurrencySocketOptions): Promise<void> {
  const ttlMs = options.ttlMs ?? concurrencySessionTtlSeconds * 1000;
  const limit = user.bypassed ? unlimited : options.limit;
  const held = new Set<string>();
  /** This socket, as the owner of the sessions it holds. */
  const owner = randomUUID();
  let closed = false;

  const send = (message: ConcurrencyServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  /** Keeps the session bound to this socket and its slot alive; false when another socket has it or the limit is reached. */
  const take = async (session: string) => {
    const now = options.now().getTime();
    if (!(await options.store.claim({ account: user.sub, session, owner, now, expiresAt: now + ttlMs }))) return false;
    if (await options.store.acquire({ account: user.sub, session, limit, now, expiresAt: now + ttlMs })) return true;
    await options.store.unclaim(user.sub, session, owner);
    return false;
  };
  const giveBack = async (session: string) => {
    await options.store.release(user.sub, session);
    await options.store.unclaim(user.sub, session, owner);
  };
  const count = () => options.store.count(user.sub, options.now().getTime());
  /** The first held session whose stream is now held off, given back; undefined when all may play on. */
  const heldOff = async (sessions: readonly string[]): Promise<StreamHold | undefined> => {
    if (!options.holdOf) return undefined;
    for (const session of sessions) {
      const assetId = decodeConcurrencySessionId(session)?.assetId;
      const hold = assetId === undefined ? null : await options.holdOf(assetId);
      if (!hold) continue;
      held.delete(session);
      await giveBack(session);
      return hold;
    }
    return undefined;
  };

  let silence: NodeJS.Timeout;
  const listen = () => {
    clearTimeout(silence);
    silence = setTimeout(() => socket.close(4008, 'No ping within the session lifetime'), ttlMs);
  };
  listen();

  const handle = async (text: string) => {
    let message: { action?: unknown; sessionId?: unknown; sessionID?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return send({ action: 'unknown', status: 'invalid', message: 'Messages are JSON.' });
    }
    if (message.action === 'session') {
      // `sessionID` as well: SPEC 7 does not spell the field, and @club/video-player sends it that way.
      const raw = message.sessionId ?? message.sessionID;
      const parts = typeof raw === 'string' ? decodeConcurrencySessionId(raw) : null;
      if (!parts || parts.userId !== user.sub) {
        return send({ action: 'session', status: 'invalid', message: "sessionId must be one of this account's encoded session ids." });
      }
      const sessionId = raw as string;
      if (!held.has(sessionId) && !(await options.store.holds(user.sub, sessionId, options.now().getTime()))) {
        // Never issued, or its slot has lapsed: the player's next check gives it a session to hold.
        return send({ action: 'session', status: 'invalid', message: 'This session has ended: check the session again for a new one.' });
      }
      if (!(await take(sessionId))) return send(limitMessage);
      // The socket may have closed while Redis answered: give the slot straight back.
      if (closed) return giveBack(sessionId);
      held.add(sessionId);
      const hold = await heldOff([sessionId]);
      if (hold) return send(holdMessage('session', hold));
      return send({ action: 'session', status: 'ok', sessions: await count() });
    }
    if (message.action === 'ping') {
      const hold = await heldOff([...held]);
      if (hold) return send(holdMessage('ping', hold));
      for (const session of [...held]) {
        // A slot that expired meanwhile is taken again only if the account is still under its limit.
        if (!(await take(session))) {
          held.delete(session);
          return send({ ...limitMessage, action: 'ping' });
        }
      }
      return send({ action: 'ping', status: 'ok', sessions: await count() });
    }
    return send({ action: 'unknown', status: 'invalid', message: "action must be 'session' or 'ping'." });
  };

  // Messages are handled one after another, so a ping never overtakes the session message before it.
  let queue: Promise<unknown> = Promise.resolve();
  socket.on('message', (data) => {
    listen();
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
    queue = queue.then(() => handle(text)).catch((error: unknown) => {
      options.log.warn({ err: error }, 'concurrency message failed');
      send({ action: 'unknown', status: 'invalid', message: 'The concurrency service is unavailable; try again.' });
    });
  });

  // Resolves once the socket has closed and its slots are given back (the app waits for it on close).
  return new Promise<void>((resolve) => {
    socket.on('close', () => {
      closed = true;
      clearTimeout(silence);
      void queue
        .then(async () => {
          for (const session of held) await giveBack(session).catch(() => undefined);
          held.clear();
        })
        .finally(resolve);
    });
  });
}
