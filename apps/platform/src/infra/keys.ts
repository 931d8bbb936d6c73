import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { storedSecret } from './db/stored-secret';

/**
 * What a key is for. Each purpose has its own key, derived from the root secret with HKDF and the
 * purpose as its `info` label, so a token or hash made for one purpose is worthless for any other.
 */
export const keyPurposes = [
  'identity-token',
  'refresh-token',
  'code',
  'pool-session',
  'playback-token',
  // The payment simulator's /v1 API key and its webhook signing secret (payments/stripe-client.ts).
  'simulator-api',
  'simulator-webhook',
  // The master of the live channel's ClearKey content keys (media/clearkey.ts).
  'clearkey',
  // The secret an edge (nginx secure_link, a CDN's token auth) checks signed media URLs with (media/edge-signing.ts).
  'edge-signing',
] as const;
export type KeyPurpose = (typeof keyPurposes)[number];

/** The purposes whose kid-less tokens and hashes, made before key ids existed, may still be accepted. */
type LegacyKeys = Partial<Record<KeyPurpose, Uint8Array>>;

export interface KeyRing {
  /** The key id of the current root secret: every token signed now carries it. */
  readonly kid: string;
  /** The current key for a purpose: what signs, hashes and encrypts from now on. */
  current(purpose: KeyPurpose): Uint8Array;
  /** The key for a purpose under a key id (the current root or a previous one); undefined for an unknown kid. */
  byKid(purpose: KeyPurpose, kid: string): Uint8Array | undefined;
  /**
   * The key that made a purpose's tokens before key ids existed (one key for everything), while the
   * upgrade's window lasts; undefined after it, or when there never was one.
   */
  legacy(purpose: KeyPurpose): Uint8Array | undefined;
  /** Every key that may have made a hash or ciphertext still in use: current first, then previous roots, then legacy. */
  all(purpose: KeyPurpose): Uint8Array[];
}

const salt = Buffer.from('club-platform/keys');

/** A purpose's key from a root secret: HKDF-SHA256, 32 bytes, `info` = `club-platform/<purpose>`. */
export function deriveKey(root: Uint8Array, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', root, salt, `club-platform/${purpose}`, 32));
}

/** A root's key id: 8 characters derived from it (its own HKDF label), which says nothing about the key. */
export function keyIdOf(root: Uint8Array): string {
  return Buffer.from(hkdfSync('sha256', root, salt, 'club-platform/key-id', 6)).toString('base64url');
}

export interface KeyRingInput {
  /** The root secret that signs from now on. */
  current: Uint8Array;
  /** Earlier roots: their tokens still verify (and their hashes still match) until they expire. */
  previous?: Uint8Array[];
  /** The keys of before key ids, and until when they are accepted. */
  legacy?: { keys: LegacyKeys; until: Date };
  now: () => Date;
}

export function createKeyRing({ current, previous = [], legacy, now }: KeyRingInput): KeyRing {
  const roots = new Map<string, Uint8Array>();
  const kid = keyIdOf(current);
  roots.set(kid, current);
  for (const root of previous) {
    const id = keyIdOf(root);
    if (!roots.has(id)) roots.set(id, root);
  }
  const derived = new Map<string, Uint8Array>();
  const key = (id: string, purpose: KeyPurpose) => {
    const root = roots.get(id);
    if (!root) return undefined;
    const name = `${id}/${purpose}`;
    let value = derived.get(name);
    if (!value) {
      value = deriveKey(root, purpose);
      derived.set(name, value);
    }
    return value;
  };
  const legacyKey = (purpose: KeyPurpose) =>
    legacy && now().getTime() < legacy.until.getTime() ? legacy.keys[purpose] : undefined;

  return {
    kid,
    current: (purpose) => key(kid, purpose)!,
    byKid: (purpose, id) => key(id, purpose),
    legacy: legacyKey,
    all(purpose) {
      const keys = [...roots.keys()].map((id) => key(id, purpose)!);
      const old = legacyKey(purpose);
      return old ? [...keys, old] : keys;
    },
  };
}

/** SESSION_SECRET and its predecessors, as the configuration gives them. */
export interface SecretSettings {
  /** SESSION_SECRET: the root secret; required in production. */
  sessionSecret?: string;
  /** SESSION_SECRET_PREVIOUS: roots being rotated out (comma-separated in the environment). */
  sessionSecretPrevious?: string[];
  /** PLAYBACK_TOKEN_SECRET of before key ids: verifies kid-less playback tokens during the upgrade's window. */
  legacyPlaybackSecret?: string;
  /** How long kid-less refresh tokens may still be in use: a sign-in's absolute lifetime, in days. */
  legacyDays?: number;
  /** NODE_ENV=production: no root secret is ever generated or kept in the database. */
  production?: boolean;
}

/**
 * The platform's keys. The root is SESSION_SECRET; only outside production, without it, a random root is
 * generated once and kept in the database (`identity_secret`, the key that signed everything before key
 * ids, so a development database keeps its sign-ins). The keys of before key ids (SHA-256 of SESSION_SECRET,
 * or that stored key, and the playback secret) keep verifying kid-less tokens for one sign-in's lifetime
 * from this version's first start, so an upgrade signs no fan out; after that they are refused.
 */
export async function loadKeyRing(db: Kysely<DB>, settings: SecretSettings, now: () => Date): Promise<KeyRing> {
  const at = now();
  let root: Uint8Array;
  let legacyIdentity: Uint8Array;
  if (settings.sessionSecret) {
    root = Buffer.from(settings.sessionSecret, 'utf8');
    legacyIdentity = createHash('sha256').update(settings.sessionSecret).digest();
  } else {
    if (settings.production) throw new Error('SESSION_SECRET: required with NODE_ENV=production (the root of every key)');
    const stored = await storedSecret(db, 'identity_secret', 'token-signing-key', () => randomBytes(32).toString('base64'), at);
    root = Buffer.from(stored, 'base64');
    legacyIdentity = root;
  }
  const legacyPlayback = settings.legacyPlaybackSecret
    ? new TextEncoder().encode(settings.legacyPlaybackSecret)
    : await db
        .selectFrom('media_secret')
        .select('value')
        .where('name', '=', 'playback-token')
        .executeTakeFirst()
        .then((row) => (row ? new TextEncoder().encode(row.value) : undefined));
  const days = settings.legacyDays ?? 30;
  const until = await storedSecret(db, 'identity_secret', 'legacy-keys-until', () => new Date(at.getTime() + days * 86_400_000).toISOString(), at);
  return createKeyRing({
    current: root,
    previous: (settings.sessionSecretPrevious ?? []).map((secret) => Buffer.from(secret, 'utf8')),
    legacy: {
      until: new Date(until),
      keys: {
        'identity-token': legacyIdentity,
        'refresh-token': legacyIdentity,
        code: legacyIdentity,
        'pool-session': createHmac('sha256', legacyIdentity).update('identity-pool-session').digest(),
        ...(legacyPlayback ? { 'playback-token': legacyPlayback } : {}),
      },
    },
    now,
  });
}
