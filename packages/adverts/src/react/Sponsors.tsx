import type { HeaderSponsor } from '@club/api-client';
import { isHeaderSponsorShown } from '@club/api-client';
import { childFriendlyAtom } from '@club/site-state';
import { SponsorLogos } from '@club/ui';
import { useAtomValue } from 'jotai';

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
