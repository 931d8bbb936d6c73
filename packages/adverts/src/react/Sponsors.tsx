import type { HeaderSponsor, SponsorRow } from '@club/api-client';
import { isHeaderSponsorShown, shownSponsorRows } from '@club/api-client';
import { childFriendlyAtom } from '@club/site-state';
import { SponsorLogos, SponsorRows } from '@club/ui';
import { useAtomValue } from 'jotai';

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

export type HeaderSponsorsProps = {
  sponsors: readonly HeaderSponsor[];
};

/** SPEC 2.5/3: the header's three sponsor logos, with the same child-mode rule. */
export function HeaderSponsors({ sponsors }: HeaderSponsorsProps) {
  const childMode = useAtomValue(childFriendlyAtom);
  return (
    <SponsorLogos
      sponsors={sponsors
        .filter((sponsor) => isHeaderSponsorShown(sponsor, { childMode }))
        .map((sponsor) => ({ name: sponsor.name, imageKey: sponsor.imgLocation, href: sponsor.sponsorUrl }))}
    />
  );
}
