import { randomBytes, randomUUID } from 'node:crypto';
import {
  type SessionCheckRequest,
  concurrencySessionTtlSeconds,
  decodeConcurrencySessionId,
  encodeConcurrencySessionId,
} from '@club/api-client';
import { type SessionCheckCode, sessionCheckCodes, sessionCheckOutcome, videoLockReason } from '@club/entitlements';
import type { ConcurrencyStore } from '../../infra/concurrency/store';
import type { SignedInUser } from '../identity/current-user';
import type { PlaybackTokens } from '../media/tokens';
import { type BlackoutRule, activeBlackout } from './blackouts';
import { streamStatus } from './stream-status';
import type { VideosRepo } from './repo';

/** The token's user for a visitor playing a free item: no account, no concurrency slot. */
export const anonymousUserId = 'anonymous';

export interface SessionCheckDependencies {
  repo: Pick<VideosRepo, 'findPlayable'>;
  /** What the user holds now (payments' `heldBy`). */
  heldBy: (sub: string) => Promise<string[]>;
  tokens: Pick<PlaybackTokens, 'issuePlaybackToken'>;
  store: ConcurrencyStore;
  /** Streams one account may play at once (CONCURRENCY_LIMIT). */
  limit: number;
  blackouts: readonly BlackoutRule[];
  /** The live channels' real status (media), which wins over the seeded one. */
  liveStatus?: (assetId: string) => 'active' | 'idle' | undefined;
  now: () => Date;
}

export type SessionCheckAnswer =
  | { granted: true; token: string; mediaLink: string; bypassed: boolean; sessionId: string; expiresAt: string }
  | { granted: false; code: SessionCheckCode | 'otherUser'; message: string; accessStatus: 0 | 1 | 2 | 3 | null };

const otherUserMessage = 'This session check names another account than the one signed in.';

/** A stream with nothing to play: switched off or failed (ERR_3684853_2). Idle and preparing streams may wait. */
const unplayable = new Set(['disabled', 'errored']);

/**
 * SPEC 7 session check, the order a refusal is decided in: the stream exists and plays (ERR_3684853_2);
 * a free item plays for anyone, a visitor gets no further (ERR_3684853_1); the check must be the signed-in
 * user's own; an administrator's block (ERR_56882466_1); then, unless the user is bypassed staff, the lock
 * rule of SPEC 4 (ERR_3684853_3), the live blackout of SPEC 9 (ERR_56882466_2, for visitors of free
 * streams too) and, for paid items, the account's concurrency limit (ERR_54648_1), taken last so a refused
 * check never holds a slot.
 */
export function createSessionCheck(deps: SessionCheckDependencies) {
  const refuse = (code: SessionCheckCode, held: readonly string[] | null = null): SessionCheckAnswer => {
    const outcome = sessionCheckOutcome(code, { userEntitlements: held });
    // A refusal is never status -1 (granted); the type of `status` allows it for the granted case.
    const accessStatus = outcome.status === -1 ? null : outcome.status;
    return { granted: false, code, message: outcome.message.text, accessStatus };
  };

  /**
   * `held`: the session holds a slot of the account's limit, and /media refuses the token once it no longer
   * does. The answer carries the asset's signed link beside the token (issue 30), so the player's manifest
   * request leaves with the answer, the link in its URL, without reading the token.
   */
  const grant = async (userId: string, assetId: string, sessionId: string, bypassed: boolean, held = false): Promise<SessionCheckAnswer> => {
    const issued = await deps.tokens.issuePlaybackToken({ userId, assetId, sessionId, ...(held ? { held } : {}) });
    return { granted: true, token: issued.token, mediaLink: issued.mediaLink, bypassed, sessionId, expiresAt: issued.expiresAt.toISOString() };
  };

  /**
   * A new session per check, its id the server's (issue 28): the client's `deviceID` was the session, so any
   * number of devices sending the same one shared one slot. The device id stays only as a label on the
   * id's end, after 128 random bits no client chooses.
   */
  const newSessionId = (userId: string, assetId: string, deviceId: string | number | undefined) =>
    encodeConcurrencySessionId({
      userId,
      assetId,
      deviceId: `${randomBytes(16).toString('base64url')}${deviceId === undefined ? '' : `.${deviceId}`}`,
    });

  return {
    async check(
      user: SignedInUser | null,
      attributes: SessionCheckRequest['data']['attributes'],
      country: string | null,
    ): Promise<SessionCheckAnswer> {
      const assetId = attributes.videoID;
      const playable = await deps.repo.findPlayable(assetId);
      const status = playable ? streamStatus({ seeded: playable.status, control: playable.control, live: deps.liveStatus?.(assetId) }) : undefined;
      if (!playable || !status || unplayable.has(status)) return refuse(sessionCheckCodes.streamIssue);

      const now = deps.now();
      const blackedOut = () => activeBlackout(deps.blackouts, { country, mediaType: playable.mediaType, at: now }) !== null;
      const free = playable.entitlements.includes('?');
      if (!user) {
        if (!free) return refuse(sessionCheckCodes.notLoggedIn);
        if (blackedOut()) return refuse(sessionCheckCodes.countryNotAllowed);
        const sessionId = encodeConcurrencySessionId({ userId: anonymousUserId, assetId, deviceId: randomUUID() });
        return grant(anonymousUserId, assetId, sessionId, false);
      }
      if (attributes.userID !== user.sub) {
        return { granted: false, code: 'otherUser', message: otherUserMessage, accessStatus: null };
      }
      if (user.blocked) return refuse(sessionCheckCodes.accountBlocked);

      // SPEC 6: bypassed staff pass every restriction, the concurrency limit included.
      if (user.bypassed) return grant(user.sub, assetId, newSessionId(user.sub, assetId, attributes.deviceID), true);

      const held = await deps.heldBy(user.sub);
      const lock = videoLockReason({ itemEntitlements: playable.entitlements, loggedIn: true, userEntitlements: held });
      if (lock !== 'unlocked') return refuse(sessionCheckCodes.notSubscribed, held);
      if (blackedOut()) return refuse(sessionCheckCodes.countryNotAllowed);
      // A free item plays for visitors without a slot; a signed-in fan's copy of it takes none either.
      if (free) return grant(user.sub, assetId, newSessionId(user.sub, assetId, attributes.deviceID), false);

      // A renewal names the session it renews: kept when it is this account's, for this stream, and still
      // holds its slot (the server issued it: no client can name a live one it was not given). Else a new one.
      const renewed = attributes.sessionId === undefined ? null : decodeConcurrencySessionId(attributes.sessionId);
      const renewing =
        renewed !== null &&
        renewed.userId === user.sub &&
        renewed.assetId === assetId &&
        (await deps.store.holds(user.sub, attributes.sessionId as string, now.getTime()));
      const sessionId = renewing ? (attributes.sessionId as string) : newSessionId(user.sub, assetId, attributes.deviceID);
      const acquired = await deps.store.acquire({
        account: user.sub,
        session: sessionId,
        limit: deps.limit,
        now: now.getTime(),
        // Until the player's socket takes the session over (and pings it), the slot lasts one expiry.
        expiresAt: now.getTime() + concurrencySessionTtlSeconds * 1000,
      });
      if (!acquired) return refuse(sessionCheckCodes.concurrencyLimit);
      return grant(user.sub, assetId, sessionId, false, true);
    },
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;
