import { isSponsorShown, type SectionSponsorSlot } from '@club/api-client';

/**
 * The section sponsor slot a page of the club site shows (SPEC 3 'Section sponsor slot'): the active web
 * slot whose section id is one of the path's segments, the deepest first, so `/club/academy/safeguarding`
 * is the academy's and `/news/2026/a-story` the news section's. Its sponsors are those child mode allows
 * (SPEC 5), in the slot's order; a slot left with none is not shown at all.
 */
export function sectionSlotFor(
  slots: readonly SectionSponsorSlot[],
  pathname: string,
  context: { childMode: boolean },
): SectionSponsorSlot | null {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  for (const segment of segments.reverse()) {
    const slot = slots.find((known) => known.sectionID === segment && known.active && known.type === 'web');
    if (!slot) continue;
    const sponsors = slot.sponsors.filter((sponsor) => isSponsorShown(sponsor, context));
    return sponsors.length > 0 ? { ...slot, sponsors } : null;
  }
  return null;
}
