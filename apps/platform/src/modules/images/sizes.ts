import { webSettings } from '../settings/content';
import type { ImageRequest, ResizeMode } from './url';

/**
 * The renditions the image library serves (issue 28): the sizes the sites ask for, and no other. Any size
 * the grammar allows would let a loop make up to 4000×4000 × 3 modes × 4 formats of every picture, each
 * drawn and kept; a size not listed is a 400 (the URL is well formed but names nothing the library offers,
 * like a size out of bounds), before any source is looked up.
 *
 * `site-images.test.ts` reads the sites' URL builders (packages/ui's Image and AdvertSlot, the players, the share
 * images…) and fails when one asks for a size that is not here.
 */

/** packages/ui Image: the srcset's widths, at each ratio it offers, in both fits (cover, fit-in). */
export const srcsetWidths = [160, 320, 480, 640, 800, 1024, 1280, 1600] as const;
export const srcsetRatios = [
  [1, 1],
  [16, 9],
  [2, 3],
  [3, 2],
  [4, 3],
] as const;

/** packages/ui AdvertSlot: the footer slots' boxes (MPU, banner, large banner), at 1x and 2x, fit-in. */
const advertBoxes = [
  [300, 250],
  [728, 90],
  [1000, 250],
] as const;

/** Single sizes the sites and the studio name: `[mode, width, height]` (0 = auto). */
const namedSizes: readonly (readonly [ResizeMode, number, number])[] = [
  ['cover', 300, 169], // the players' thumbnails (apps/*/site/players)
  ['cover', 1200, 630], // share images (seo.ts, the article's JSON-LD)
  ['cover', 400, 400], // the club's logo in the match centre's JSON-LD
  ['cover', 800, 450], // RSS, the studio's previews
  ['cover', 640, 360], // the studio's Club TV posters
  ['cover', 960, 540], // the player's off-air picture (packages/video-player OffAir)
  ['fit-in', 400, 400], // the studio's thumbnails and image picker
];

const id = (mode: ResizeMode, width: number, height: number) => `${mode}:${width}x${height}`;

function listSizes(): Set<string> {
  const sizes = new Set<string>();
  for (const width of srcsetWidths) {
    for (const [across, down] of srcsetRatios) {
      const height = Math.round((width * down) / across);
      sizes.add(id('cover', width, height));
      sizes.add(id('fit-in', width, height));
    }
  }
  for (const [width, height] of advertBoxes) {
    sizes.add(id('fit-in', width, height));
    sizes.add(id('fit-in', width * 2, height * 2));
  }
  for (const [mode, width, height] of namedSizes) sizes.add(id(mode, width, height));
  // SPEC 9 'Image sizes', as the web settings publish them for `/images/{size}/{key}`: in every mode, as
  // a handler v1 client asks `{size},contain` and a v2 client `fit-in/{size}`.
  for (const size of Object.values(webSettings.imageSizes)) {
    const [width = 0, height = 0] = size.split('x').map(Number);
    for (const mode of ['cover', 'contain', 'fit-in'] as const) sizes.add(id(mode, width, height));
  }
  return sizes;
}

const servedSizes = listSizes();

/** Every served rendition as `mode:{w}x{h}` (0 = auto), for tests and the route's description. */
export const servedSizeList: readonly string[] = [...servedSizes];

export function isServedSize(request: Pick<ImageRequest, 'mode' | 'width' | 'height'>): boolean {
  return servedSizes.has(id(request.mode, request.width ?? 0, request.height ?? 0));
}
