// Plain lists and limits of the packages api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const packageTypes = ['membership', 'match-pass'] as const;
export type PackageType = (typeof packageTypes)[number];
export const priceTypes = ['recurring', 'one_time'] as const;
export type PriceType = (typeof priceTypes)[number];
export const packageDisplayTypes = ['icon-only', 'background-image', 'text-only'] as const;
export const packageModes = ['light', 'dark'] as const;
