/** One row per seed: which version of its data the database holds. */
export interface SeedStateTable {
  name: string;
  version: string;
  applied_at: string;
}

/** Generated identity secrets (0006_identity): the token signing key. */
export interface IdentitySecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** Generated payments secrets (0013_payment_secret): the payment simulator's webhook signing secret. */
export interface PaymentSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** Generated media secrets (0009_media): the playback-token key, the ClearKey master secret. */
export interface MediaSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/**
 * The tables the database infrastructure owns: `seed_state` (seeding.ts) and the stored secrets, one table per
 * module that keeps one, all written only by `storedSecret` (stored-secret.ts).
 */
export interface InfraDbTables {
  seed_state: SeedStateTable;
  identity_secret: IdentitySecretTable;
  media_secret: MediaSecretTable;
  payment_secret: PaymentSecretTable;
}
