import { excerpt } from '../../infra/http/errors';
/**
 * The image library's URL grammar (SPEC 7 'Image URL', SPEC 9 'image handler v2'):
 *
 *   /images/{w}x{h}/{key}            cover: exactly w×h, cropped from the centre (handler v1)
 *   /images/{w}x{h},contain/{key}    contain: exactly w×h, the whole image letterboxed (handler v1)
 *   /images/fit-in/{w}x{h}/{key}     fit-in: the whole image inside w×h, aspect kept, never enlarged (v2)
 *
 * w and h are 1..4000; one of them may be 0 for 'auto' (scaled by the other, aspect kept).
 * A key is lowercase path segments ending in .jpg, .jpeg, .png or .webp, e.g. news/some-slug.jpg.
 */
export const maxImageSide = 4000;

export const resizeModes = ['cover', 'contain', 'fit-in'] as const;
export type ResizeMode = (typeof resizeModes)[number];

export interface ImageRequest {
  mode: ResizeMode;
  /** null means 'auto': follow the other side and the source's aspect ratio. */
  width: number | null;
  height: number | null;
  key: string;
}

export type ParsedImageUrl = { ok: true; request: ImageRequest } | { ok: false; message: string };

const sizePattern = /^(\d{1,5})x(\d{1,5})(,contain)?$/;
const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*\.(jpg|jpeg|png|webp)$/;

/** Parses everything after `/images/`, e.g. `fit-in/400x400/crests/harbury-town.png`. */
export function parseImagePath(path: string): ParsedImageUrl {
  const parts = path.split('/');
  const fitIn = parts[0] === 'fit-in';
  if (fitIn) parts.shift();
  const size = parts.shift() ?? '';
  const match = sizePattern.exec(size);
  if (!match) {
    return { ok: false, message: `'${excerpt(size)}' is not a size: expected {width}x{height}, e.g. 400x400 or 400x400,contain.` };
  }
  if (fitIn && match[3]) return { ok: false, message: "',contain' does not combine with fit-in." };
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width > maxImageSide || height > maxImageSide) {
    return { ok: false, message: `Width and height must be at most ${maxImageSide}.` };
  }
  if (width === 0 && height === 0) return { ok: false, message: 'Width and height cannot both be 0 (auto).' };

  const key = parts.join('/');
  if (!keyPattern.test(key) || key.split('/').some((segment) => segment.startsWith('.'))) {
    return { ok: false, message: `'${excerpt(key)}' is not an image key: expected lowercase path segments ending in .jpg, .png or .webp.` };
  }
  return {
    ok: true,
    request: {
      mode: fitIn ? 'fit-in' : match[3] ? 'contain' : 'cover',
      width: width === 0 ? null : width,
      height: height === 0 ? null : height,
      key,
    },
  };
}
