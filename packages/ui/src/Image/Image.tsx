import { imageSrcSet, imageUrl, imageWidthsFor, ratioParts, type ImageFit, type ImageRatio } from './imageUrl';
import * as styles from './Image.css';

export type ImageProps = {
  /** The image library key, e.g. 'news/2025/kick-off.jpg'; '' for none (a story published without a lead image): the club's placeholder shows. */
  imageKey: string;
  /**
   * Required: what the image shows, for someone who cannot see it. Pass `''` for a decorative image
   * whose meaning is already in the text beside it (a card's photo under its own headline).
   */
  alt: string;
  ratio: ImageRatio;
  fit?: ImageFit;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks a width from the srcset. */
  sizes?: string;
  /** The largest image above the fold (a hero): loaded at once and early instead of lazily. */
  priority?: boolean;
};

/**
 * A responsive image from the platform's image library, in a box of a fixed ratio so nothing moves
 * when it loads. Lazy unless `priority`.
 */
export function Image({ imageKey, alt, ratio, fit = 'cover', sizes = '100vw', priority = false }: ImageProps) {
  // No image: the club's placeholder, drawn in CSS in the same box, so nothing is fetched and nothing moves.
  if (imageKey === '') {
    return (
      <span
        className={`${styles.frame({ ratio, fit })} ${styles.placeholder}`}
        data-ratio={ratio}
        data-placeholder=""
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    );
  }
  const parts = ratioParts(ratio);
  // The fallback src for browsers without srcset: 800 wide, a sensible middle, or the widest the
  // srcset offers when the slot is small.
  const fallbackWidth = Math.min(800, imageWidthsFor(sizes).at(-1) ?? 800);
  return (
    <span className={styles.frame({ ratio, fit })} data-ratio={ratio}>
      <img
        className={styles.image({ fit })}
        src={imageUrl(imageKey, fallbackWidth, (fallbackWidth * parts.height) / parts.width, fit)}
        srcSet={imageSrcSet(imageKey, ratio, fit, sizes)}
        sizes={sizes}
        alt={alt}
        width={parts.width * 100}
        height={parts.height * 100}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </span>
  );
}
