import type { SponsorRow } from '@club/api-client';
import { shownSponsorRows } from '@club/api-client';
import { childFriendlyAtom } from '@club/site-state';
import { SponsorRows } from '@club/ui';
import { useAtomValue } from 'jotai';

// Apart from the header's sponsors (Sponsors.tsx), so a site that loads its footer on demand (issue 13)
// does not carry the rows' code in its first load.

export type FooterSponsorsProps = {
  /** The platform's sponsor rows (Principal Partners, Official Partners), in row order. */
  rows: readonly SponsorRow[];
};

/**
 * SPEC 2.5 footer sponsor rows: published sponsors, child friendly ones only in child mode (SPEC 5), in
 * their forced order where the row has one, else as the platform sorted them. Server-rendered with the
 * fan's child-mode cookie, and re-filtered at once when the switch changes.
 */
export function FooterSponsors({ rows }: FooterSponsorsProps) {
  const childMode = useAtomValue(childFriendlyAtom);
  const shown = shownSponsorRows(rows, { childMode }).map((row) => ({
    title: row.title,
    size: row.sponsorSize,
    sponsors: (row.forcedOrder ? [...row.sponsors].sort((a, b) => (a.forcedOrder ?? 0) - (b.forcedOrder ?? 0)) : row.sponsors).map(
      (sponsor) => ({ name: sponsor.title, imageKey: sponsor.imageKey, href: sponsor.url }),
    ),
  }));
  return <SponsorRows rows={shown} />;
}
