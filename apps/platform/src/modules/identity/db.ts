/** An account of the embedded identity provider (0006_identity). `username` is the lowercased email. */
export interface IdentityUserTable {
  sub: string;
  username: string;
  email: string;
  given_name: string | null;
  family_name: string | null;
  password_hash: string;
  status: 'unconfirmed' | 'active' | 'blocked' | 'password-change-required';
  bypassed: 0 | 1;
  created_at: string;
  updated_at: string;
}

/** A mailed confirmation code, stored as a keyed hash; wrong tries are counted. */
export interface IdentityCodeTable {
  sub: string;
  purpose: 'sign-up' | 'reset-password';
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

/** A refresh token (keyed hash); `used_at` once rotated, `revoked_at` when its family is revoked. */
export interface IdentityRefreshTokenTable {
  token_hash: string;
  family_id: string;
  sub: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

/** A sign-in of the platform's when a club's user pool is the provider; the pool's refresh token encrypted. */
export interface IdentityPoolSessionTable {
  id: string;
  refresh_hash: string;
  sub: string;
  username: string;
  email: string;
  given_name: string | null;
  family_name: string | null;
  pool_refresh_token: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The last sign-in or refresh (0056): the idle timeout counts from here. */
  last_seen_at: string | null;
  device: string | null;
  browser: string | null;
  /** ISO 3166-1 alpha-2, from the trusted geo header at sign-in; null when unknown. */
  country: string | null;
}

/** A counter per key ('signin-account:…', 'signin-ip:…', 'mail-ip:…') and its lock. */
export interface IdentityThrottleTable {
  key: string;
  count: number;
  window_started_at: string;
  locked_until: string | null;
}

/** The tables the identity module owns: only its code writes them (see ownership.test.ts). */
/** One sign-in (a refresh-token family; `id` is the access token's `sid`). See 0028_sessions. */
export interface IdentitySessionTable {
  id: string;
  sub: string;
  created_at: string;
  /** The absolute end, fixed at sign-in; refreshes never move it. */
  expires_at: string;
  /** The last sign-in or refresh: the idle timeout counts from here. */
  last_seen_at: string;
  device: string | null;
  browser: string | null;
  /** ISO 3166-1 alpha-2, from the trusted geo header at sign-in; null when unknown. */
  country: string | null;
  ended_at: string | null;
}

/** An email change waiting for the code mailed to the new address (keyed hash; wrong tries counted). 0028_sessions. */
export interface IdentityEmailChangeTable {
  sub: string;
  new_email: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

export interface IdentityTables {
  identity_user: IdentityUserTable;
  identity_code: IdentityCodeTable;
  identity_refresh_token: IdentityRefreshTokenTable;
  identity_pool_session: IdentityPoolSessionTable;
  identity_throttle: IdentityThrottleTable;
  identity_session: IdentitySessionTable;
  identity_email_change: IdentityEmailChangeTable;
}
