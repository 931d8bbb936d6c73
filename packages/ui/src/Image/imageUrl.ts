/** DESIGN.md: the platform's image library, same-origin on both sites through the app servers. */
export const imageBasePath = '/images';

/** cover: cropped to fill the box exactly; contain: fitted inside it (logos, sponsors, crests). */
export const imageFits = ['cover', 'contain'] as const;
export type ImageFit = (typeof imageFits)[number];

/** Width over height, as the image library is asked for them. SPEC 9's card images are 2:3 and 16:9. */
export const imageRatios = ['1:1', '16:9', '2:3', '3:2', '4:3'] as const;
export type ImageRatio = (typeof imageRatios)[number];

/**
 * Widths offered in every srcset: phone, tablet and desktop at 1x and 2x, and no more; and 160 for the
 * small ones (a 56px crest, a sponsor logo, a card's thumbnail), which a phone fetched at 320 wide:
 * four times the pixels it draws, and 7 KB a crest on /matches' first screen (issue 13).
 */
export const imageWidths = [160, 320, 480, 640, 800, 1024, 1280, 1600] as const;

export function ratioParts(ratio: ImageRatio): { width: number; height: number } {
  const [width = 1, height = 1] = ratio.split(':').map(Number);
  return { width, height };
}

// Keys are paths ('news/2025/kick-off.jpg'): keep their slashes, escape everything else.
function encodeKey(key: string): string {
  return key
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** '/images/800x450/news/kick-off.jpg' (cover) or '/images/fit-in/800x450/…' (contain). */
export function imageUrl(key: string, width: number, height: number, fit: ImageFit = 'cover'): string {
  const size = `${Math.round(width)}x${Math.round(height)}`;
  switch (fit) {
    case 'cover':
      return `${imageBasePath}/${size}/${encodeKey(key)}`;
    case 'contain':
      return `${imageBasePath}/fit-in/${size}/${encodeKey(key)}`;
    default:
      return fit satisfies never;
  }
}

/** The densest screens a srcset serves at full sharpness (phones at 3x). */
const maximumDensity = 3;

/**
 * The widths worth offering for a `sizes` attribute: when every slot it names is a fixed width in
 * pixels, the widths up to the first that covers the widest slot on a 3x screen (a 56px crest: 160 and
 * 320); otherwise (vw, calc) every width. A crest listed all eight widths, and /matches carried 53 KB of
 * srcset text that the browser parsed and React compared on hydration for nothing (issue 13).
 */
export function imageWidthsFor(sizes: string): readonly number[] {
  const slots = sizes.split(',').map((entry) => entry.trim().split(/\s+/).pop() ?? '');
  const pixels = slots.map((slot) => /^(\d+(?:\.\d+)?)px$/.exec(slot)?.[1]);
  if (pixels.length === 0 || pixels.some((value) => value === undefined)) return imageWidths;
  const needed = Math.max(...pixels.map(Number)) * maximumDensity;
  const enough = imageWidths.findIndex((width) => width >= needed);
  return enough === -1 ? imageWidths : imageWidths.slice(0, enough + 1);
}

/**
 * The srcset for one key at one ratio: the widths `sizes` can use (every width in `imageWidths` by
 * default), heights from the ratio.
 */
export function imageSrcSet(key: string, ratio: ImageRatio, fit: ImageFit = 'cover', sizes = '100vw'): string {
  const parts = ratioParts(ratio);
  return imageWidthsFor(sizes)
    .map((width) => `${imageUrl(key, width, (width * parts.height) / parts.width, fit)} ${width}w`)
    .join(', ');
}
