/**
 * An entitlement id in plain words for the account summary ('video-subscription' → 'Club TV video
 * subscription'). The platform's packages name the ids; ones this list does not know are spelled out
 * from the id itself, so a new package still reads sensibly.
 */
const knownLabels: Record<string, string> = {
  'video-subscription': 'Club TV video subscription',
  'audio-pass': 'Live audio pass',
};

export function entitlementLabel(id: string): string {
  const known = knownLabels[id];
  if (known) return known;
  if (id.startsWith('match-pass')) return 'Match pass';
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.length === 0 ? id : words.charAt(0).toUpperCase() + words.slice(1);
}

/** Up to two initials for the profile image when there is no photo ('Frankie Fan' → 'FF'). */
export function initialsOf(name: string | null): string {
  const words = (name ?? '').split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
