import { createHash, timingSafeEqual } from 'node:crypto';
import { systemTime } from '@club/clock';
import type { KeyRing } from '../../infra/keys';

/**
 * Signed media URLs an edge can check before its cache (issue 30). A URL under `/media/vod/{asset}/` or
 * `/media/live/{asset}/` carries `?expires={unix seconds}&md5={signature}`, where the signature is
 * nginx's `secure_link` hash: MD5 of `{expires}:{asset} {secret}`, base64url without padding. It opens
 * every file of that one asset (manifests, segments, captions: the relative URLs a manifest names share
 * the scope) until it expires, and no other asset's: the colon keeps `{expires}{asset}` from being read
 * as another split of the same digits. The query is left out of the edge's cache key, so every entitled
 * viewer of an asset shares the same cached segments.
 *
 * The edge (deploy/nginx/edge.mjs) writes the same expression:
 *   secure_link $arg_md5,$arg_expires;
 *   secure_link_md5 "$secure_link_expires:$media_asset {secret}";
 *
 * Expiry is real time (systemTime), not the clock's: the edge compares it with its own real clock, as it
 * does the live manifests' availability times (routes.ts, /media/clock).
 */

/** The query parameters of a signed media URL (nginx's own names in its secure_link documentation). */
export const edgeExpiresParam = 'expires';
export const edgeSignatureParam = 'md5';

export interface EdgeSigner {
  /** `expires=…&md5=…` opening `assetId` until `expiresAt` (rounded down to the second). */
  sign(assetId: string, expiresAt: Date): string;
  /** Whether a URL's `expires` and `md5` open `assetId` now: 'ok', 'expired' or 'invalid'. */
  verify(assetId: string, expires: unknown, signature: unknown, now?: Date): 'ok' | 'expired' | 'invalid';
}

/** nginx's secure_link_md5 hash of `{expires}:{asset} {secret}`. */
export function edgeSignature(secret: string, assetId: string, expires: number): string {
  return createHash('md5').update(`${expires}:${assetId} ${secret}`).digest('base64url');
}

/**
 * The edge's secrets in use, the one that signs first: EDGE_SIGNING_SECRET alone when set (a CDN's own
 * token-auth key), else the key ring's `edge-signing` keys, base64url: the current root's (`pnpm --filter
 * @app/platform edge-secret` prints it; it changes when SESSION_SECRET is rotated, and the edge must be
 * given the new one), then the previous roots', still accepted at the origin.
 */
export function edgeSigningSecrets(keys: KeyRing, configured?: string): [string, ...string[]] {
  if (configured) return [configured];
  const encode = (key: Uint8Array) => Buffer.from(key).toString('base64url');
  return [encode(keys.current('edge-signing')), ...keys.all('edge-signing').slice(1).map(encode)];
}

/**
 * The signer for one secret. `previous`: secrets still accepted at the origin (a rotated root's), never
 * used to sign.
 */
export function createEdgeSigner(secret: string, previous: readonly string[] = []): EdgeSigner {
  const secrets = [secret, ...previous.filter((old) => old !== secret)];
  return {
    sign(assetId, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${edgeExpiresParam}=${expires}&${edgeSignatureParam}=${edgeSignature(secret, assetId, expires)}`;
    },
    verify(assetId, expires, signature, now = systemTime()) {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{22}$/.test(signature)) {
        return 'invalid';
      }
      // The text, not its decoded bytes: the last character of 16 bytes in base64 has 4 unused bits, so
      // four spellings decode alike; only the one this side writes is accepted.
      const given = Buffer.from(signature);
      const matches = secrets.some((candidate) => {
        const expected = Buffer.from(edgeSignature(candidate, assetId, Number(expires)));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      if (!matches) return 'invalid';
      // nginx refuses a link once its expiry is in the past (`expires < now`), so does the origin.
      return Number(expires) * 1000 < now.getTime() ? 'expired' : 'ok';
    },
  };
}
