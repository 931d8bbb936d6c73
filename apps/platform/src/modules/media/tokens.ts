import { randomUUID } from 'node:crypto';
import { getClock, systemTime } from '@club/clock';
import { SignJWT, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { KeyRing } from '../../infra/keys';
import type { EdgeSigner } from './edge-signing';

/** How long a playback token lives by default; a player renews it (a new session check) before then. */
export const defaultPlaybackTokenTtlSeconds = 300;
/** Longer tokens are refused: a leaked URL must stop working soon. */
export const maxPlaybackTokenTtlSeconds = 3600;

const issuer = 'club-platform';
const audience = 'club-media';

export interface PlaybackTokenRequest {
  userId: string;
  /** The stream asset id or on-demand entry id the token opens (`/media/vod/{assetId}/…`, `/media/live/{assetId}/…`). */
  assetId: string;
  /** The concurrency session (user id plus asset id, encoded) the token belongs to. */
  sessionId: string;
  /** The session holds a slot of the account's limit: media refuses the token once it no longer does. */
  held?: boolean;
  /** Seconds; default 300, at most 3600. */
  ttl?: number;
}

export interface IssuedPlaybackToken {
  token: string;
  /** The signed URL query (`expires=…&md5=…`) for the asset's media, which the session check answers beside the token. */
  mediaLink: string;
  expiresAt: Date;
}

export interface PlaybackClaims {
  userId: string;
  assetId: string;
  sessionId: string;
  /** Whether the session must still hold its slot (see PlaybackTokenRequest.held). */
  held: boolean;
  expiresAt: Date;
}

export type PlaybackVerification =
  | { ok: true; claims: PlaybackClaims }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'other-asset' };

/**
 * Playback tokens: HS256 JWTs (jose) bound to a user, an asset and a session, checked on every media
 * request. Stateless, so any instance sharing the root secret verifies them. Signed with the key ring's
 * playback-token key, the root's key id in the header (`kid`); verified with the key that kid names (a
 * previous root's until its tokens expire), a kid-less token only with the legacy key of before key ids.
 *
 * Each token is issued with the asset's signed URL query (issue 30), which the session check answers
 * beside it: the player appends it to every media URL, so an edge checks the request before its cache
 * without seeing the token, and the origin serves such a request without looking anyone up. It lives as
 * long as the token, in real time (the edge's clock, edge-signing.ts).
 */
export function createPlaybackTokens(keys: KeyRing, edge: EdgeSigner, now: () => Date = () => getClock().now()) {

  return {
    async issuePlaybackToken({ userId, assetId, sessionId, held = false, ttl = defaultPlaybackTokenTtlSeconds }: PlaybackTokenRequest): Promise<IssuedPlaybackToken> {
      if (!userId || !assetId || !sessionId) throw new Error('A playback token needs a user id, an asset id and a session id');
      if (!Number.isInteger(ttl) || ttl < 1 || ttl > maxPlaybackTokenTtlSeconds) {
        throw new Error(`A playback token lives 1 to ${maxPlaybackTokenTtlSeconds} seconds, not ${ttl}`);
      }
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ttl;
      const mediaLink = edge.sign(assetId, new Date(systemTime().getTime() + ttl * 1000));
      const token = await new SignJWT({ asset: assetId, sid: sessionId, ...(held ? { held: true } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.kid })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(keys.current('playback-token'));
      return { token, mediaLink, expiresAt: new Date(expiresAt * 1000) };
    },

    /** Checks the signature, the expiry and that the token opens `assetId`. */
    async verifyPlaybackToken(token: string | undefined, assetId: string): Promise<PlaybackVerification> {
      if (!token) return { ok: false, reason: 'missing' };
      try {
        const { kid } = decodeProtectedHeader(token);
        const key = typeof kid === 'string' ? keys.byKid('playback-token', kid) : keys.legacy('playback-token');
        if (!key) return { ok: false, reason: 'invalid' };
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'asset', 'sid'],
        });
        if (typeof payload.asset !== 'string' || typeof payload.sid !== 'string' || !payload.sub || !payload.exp) {
          return { ok: false, reason: 'invalid' };
        }
        if (payload.asset !== assetId) return { ok: false, reason: 'other-asset' };
        return {
          ok: true,
          claims: {
            userId: payload.sub,
            assetId: payload.asset,
            sessionId: payload.sid,
            held: payload.held === true,
            expiresAt: new Date(payload.exp * 1000),
          },
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}

export type PlaybackTokens = ReturnType<typeof createPlaybackTokens>;
