import { getClock } from '@club/clock';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { loadKeyRing } from '../../infra/keys';
import { createEdgeSigner, edgeSigningSecrets } from './edge-signing';
import { createPlaybackTokens } from './tokens';

/**
 * Playback tokens as the app on `db` signs them (the key ring it made and stored there), for a test that
 * fetches /media itself: the session check would sign with the same keys.
 */
export async function playbackTokensOf(db: Kysely<DB>, now?: () => Date) {
  const keys = await loadKeyRing(db, {}, () => getClock().now());
  return createPlaybackTokens(keys, createEdgeSigner(edgeSigningSecrets(keys)[0]), now);
}
