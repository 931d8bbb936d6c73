// Plain lists and limits of the commercial api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const sponsorSizes = ['small', 'large'] as const;
export type SponsorSize = (typeof sponsorSizes)[number];
export const sectionSponsorTypes = ['app', 'web'] as const;
export type SectionSponsorType = (typeof sectionSponsorTypes)[number];
export const advertChannels = ['', 'web', 'app'] as const;
export type AdvertChannel = (typeof advertChannels)[number];
export const advertImageTypes = ['mobile', 'desktop'] as const;
export type AdvertImageType = (typeof advertImageTypes)[number];
export const advertAreas = ['footer'] as const;
export const promoTypes = ['Default', 'Mini'] as const;
export type PromoType = (typeof promoTypes)[number];
export const promoChannels = ['Web', 'App'] as const;
export type PromoChannel = (typeof promoChannels)[number];
