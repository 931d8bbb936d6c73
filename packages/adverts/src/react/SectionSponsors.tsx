import type { SectionSponsorSlot } from '@club/api-client';
import { childFriendlyAtom } from '@club/site-state';
import { SponsorRows } from '@club/ui';
import { useAtomValue } from 'jotai';
import { sectionSlotFor } from '../sections/sectionSlot';
import * as styles from './SectionSponsors.css';

export type SectionSponsorsProps = {
  /** Every section sponsor slot (`GET /api/sponsors/sections`). */
  slots: readonly SectionSponsorSlot[];
  /** The page's path: the slot shown is its section's. */
  pathname: string;
};

/**
 * SPEC 3's section sponsor slot of the page's section ('News in association with' and its logos), in the
 * slot's order, with the child-mode rule; nothing on a page of no section or of an inactive slot.
 */
export function SectionSponsors({ slots, pathname }: SectionSponsorsProps) {
  const childMode = useAtomValue(childFriendlyAtom);
  const slot = sectionSlotFor(slots, pathname, { childMode });
  if (!slot) return null;
  return (
    <div className={styles.root} data-section={slot.sectionID}>
      <SponsorRows
        label={slot.name}
        rows={[
          {
            title: slot.name,
            size: 'small',
            sponsors: slot.sponsors.map((sponsor) => ({ name: sponsor.title, imageKey: sponsor.imageKey, href: sponsor.url })),
          },
        ]}
      />
    </div>
  );
}
