// The commercial desk's header sponsors and section sponsor slots (issue 16), without zod, so browser
// code can import them without pulling the schemas into its bundle.
export const headerSponsorPlaces = [1, 2, 3] as const;
export const studioHeaderSponsorNameMax = 120;
export const studioSectionSlotNameMax = 120;
/** More than a page's strip of logos could show. */
export const studioSectionSlotSponsorsMax = 12;
export const headerSponsorPlaceNotFoundMessage = 'There is no header place with that number. The header has places 1, 2 and 3.';
export const sectionSlotNotFoundMessage = 'There is no section sponsor slot with that id.';
export const slotSponsorNotFoundMessage = 'That sponsor is not in the sponsors list. Choose one from the list.';
export const headerSponsorUnpublishedMessage = 'That sponsor is unpublished: publish it on its page first, or choose another.';
