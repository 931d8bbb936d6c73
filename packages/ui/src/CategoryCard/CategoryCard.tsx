import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import type { ImageRatio } from '../Image/imageUrl';
import { Link } from '../private/Link';
import * as card from '../private/card.css';
import type { CardHeadingTag } from '../private/headingLevels';
import * as styles from './CategoryCard.css';

type Naming =
  /** With a title, the title names the link and the image is decorative. */
  | { title: string; imageAlt?: undefined }
  /** Without one, the image's alt text is the link's only name, so it is required. */
  | { title?: undefined; imageAlt: string };

export type CategoryCardProps = Naming & {
  href: string;
  newTab?: boolean;
  imageKey: string;
  ratio?: ImageRatio;
  headingAs?: CardHeadingTag;
  imageSizes?: string;
};

/** A link to a section (the featured menu's Tickets, Store, Club TV), as an image with an optional title. */
export function CategoryCard({ href, newTab, imageKey, ratio = '4:3', headingAs: HeadingTag = 'h3', imageSizes, ...naming }: CategoryCardProps) {
  if (naming.title === undefined) {
    return (
      <div className={`${card.cardRoot} ${styles.root}`} data-state="untitled">
        <Link href={href} newTab={newTab} className={`${styles.imageLink} ${card.stretchedLink}`}>
          <span className={`${styles.media} ${card.zoomOnHover}`}>
            <Image imageKey={imageKey} alt={naming.imageAlt} ratio={ratio} sizes={imageSizes} />
          </span>
        </Link>
      </div>
    );
  }
  return (
    <div className={`${card.cardRoot} ${styles.root}`} data-state="titled">
      <div className={`${styles.media} ${card.zoomOnHover}`}>
        <Image imageKey={imageKey} alt="" ratio={ratio} sizes={imageSizes} />
      </div>
      <div className={styles.titleBar}>
        <HeadingTag className={styles.title}>
          <Link href={href} newTab={newTab} className={card.stretchedLink}>
            {naming.title}
          </Link>
          <Icon name={newTab ? 'ExternalLink' : 'Chevron'} size="small" />
        </HeadingTag>
      </div>
    </div>
  );
}
