import { describe, expect, it } from 'vitest';
import { readPreferences } from './preferences';
import { sha256Hex } from './siteLock/sha256';

const lock = { enabled: true, heading: 'Coming soon', description: 'Soon.', passwordSha256: await sha256Hex('quayside') };

describe('readPreferences', () => {
  it('should read a first visit as: no consent, child mode on, nothing seen, locked when the lock is on', () => {
    expect(readPreferences('', lock)).toEqual({
      consentRecorded: false,
      consent: { analytics: false, marketing: false, personalisation: false },
      childMode: true,
      seenPromoIDs: [],
      locked: true,
    });
  });

  it('should read a returning fan’s choices from their cookies', () => {
    const header = `club_cookie_consent=1; club_cookie_tracking=1; club_child_friendly=0; club_promos_seen=1; club_site_entry=${lock.passwordSha256}`;
    expect(readPreferences(header, lock)).toEqual({
      consentRecorded: true,
      consent: { analytics: true, marketing: true, personalisation: true },
      childMode: false,
      seenPromoIDs: [1],
      locked: false,
    });
  });
});
