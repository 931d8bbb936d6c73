/**
 * SPEC 2.5's footer advert slots, by their box in CSS pixels. The widths are SPEC's; the heights are
 * the usual IAB ones for those widths (MPU 300×250, leaderboard 728×90), and 250 for the 1000px billboard.
 */
export const advertSizes = ['mpu', 'banner', 'large-banner'] as const;
export type AdvertSize = (typeof advertSizes)[number];

export function advertBox(size: AdvertSize): { width: number; height: number } {
  switch (size) {
    case 'mpu':
      return { width: 300, height: 250 };
    case 'banner':
      return { width: 728, height: 90 };
    case 'large-banner':
      return { width: 1000, height: 250 };
    default:
      return size satisfies never;
  }
}
