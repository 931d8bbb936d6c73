import { createHash, randomUUID } from 'node:crypto';
import { decodeConcurrencySessionId } from '@club/api-client';
import type { SignedInUser } from '../identity/current-user';

/**
 * The device of DESIGN's 'one session per stream per device': what the player says (the shared state's
 * `sessionID`, sent as `deviceID`), else the user's sign-in, which is one per browser or app and lasts
 * across token refreshes. Hashed, so the session id that travels to the browser never names the sign-in.
 */
export function deviceOf(user: SignedInUser, deviceID?: string | number): string {
  if (deviceID !== undefined) return String(deviceID);
  if (user.signInId) return `s-${createHash('sha256').update(user.signInId).digest('base64url').slice(0, 16)}`;
  return randomUUID();
}

/**
 * A session id from the socket: the api-client encoding (user, asset, device), or the bare user plus
 * asset (base64url of `user:asset`, as @club/video-player first encoded it), whose device is then the
 * sign-in's, so it names the same slot as the session check of the same browser.
 */
export function sessionOfSocketMessage(
  raw: unknown,
  user: SignedInUser,
): { userId: string; assetId: string; deviceId: string } | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 512) return null;
  const encoded = decodeConcurrencySessionId(raw);
  if (encoded) return encoded;
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  const plain = Buffer.from(raw, 'base64url').toString('utf8');
  const separator = plain.lastIndexOf(':');
  if (separator <= 0 || separator === plain.length - 1) return null;
  return { userId: plain.slice(0, separator), assetId: plain.slice(separator + 1), deviceId: deviceOf(user) };
}
