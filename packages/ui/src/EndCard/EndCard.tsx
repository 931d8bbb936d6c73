import { Icon } from '../Icon/Icon';
import { Link } from '../private/Link';
import * as card from '../private/card.css';
import type { CardHeadingTag } from '../private/headingLevels';
import * as styles from './EndCard.css';

export type EndCardProps = {
  /** What the link leads to, e.g. 'View all news' or 'More videos'. */
  title: string;
  href: string;
  newTab?: boolean;
  headingAs?: CardHeadingTag;
};

/** The card that ends a carousel or a row: a link to the full list. */
export function EndCard({ title, href, newTab, headingAs: HeadingTag = 'h3' }: EndCardProps) {
  return (
    <div className={`${card.cardRoot} ${styles.root}`}>
      <span className={styles.disc}>
        <Icon name={newTab ? 'ExternalLink' : 'Chevron'} size="standard" />
      </span>
      <HeadingTag className={styles.title}>
        <Link href={href} newTab={newTab} className={card.stretchedLink}>
          {title}
        </Link>
      </HeadingTag>
    </div>
  );
}
