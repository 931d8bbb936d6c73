import { imageUrl } from '../Image/imageUrl';
import { Link } from '../private/Link';
import { advertBox, type AdvertSize } from './advertSizes';
import * as styles from './AdvertSlot.css';

export type Advert = {
  imageKey: string;
  /** Where the advert leads; opens in a new tab. */
  href: string;
  /** What the advert says, as its link's name. */
  alt: string;
};

export type AdvertSlotProps = {
  size: AdvertSize;
  /** `null` while the slot's advert is not known yet (or there is none): the box stays reserved. */
  advert: Advert | null;
  label?: string;
  /** For the app's analytics (SPEC 4: only with consent). */
  onClick?: () => void;
};

/**
 * One advert in a box of its slot's size, labelled 'Advertisement'. The box is drawn whether or not
 * the advert has arrived, so the footer never shifts; on narrow screens it scales down in proportion.
 */
export function AdvertSlot({ size, advert, label = 'Advertisement', onClick }: AdvertSlotProps) {
  const { width, height } = advertBox(size);
  return (
    <div className={styles.root({ size })} data-size={size} data-state={advert === null ? 'empty' : 'filled'}>
      <span className={styles.label}>{label}</span>
      {/* data-client-classes: the classes of the advert filled in after hydration, so the page inlines
          their rules and its loader need not apply the whole stylesheet when it arrives (issue 13). */}
      <div className={styles.box({ size })} data-client-classes={`${styles.link} ${styles.image}`}>
        {advert !== null && (
          <Link href={advert.href} newTab className={styles.link} onClick={onClick}>
            <img
              className={styles.image}
              src={imageUrl(advert.imageKey, width, height, 'contain')}
              srcSet={`${imageUrl(advert.imageKey, width, height, 'contain')} 1x, ${imageUrl(advert.imageKey, width * 2, height * 2, 'contain')} 2x`}
              alt={advert.alt}
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
            />
          </Link>
        )}
      </div>
    </div>
  );
}
