import { formatDate, toIsoDateTime, type DateInput } from '../format/date';
import { Image } from '../Image/Image';
import { Link } from '../private/Link';
import * as card from '../private/card.css';
import type { CardHeadingTag } from '../private/headingLevels';
import * as styles from './ArticleCard.css';

/** SPEC 9's card image shapes: 800x450 landscape, 600x900 and 400x600 portraits, and square. */
export const articleCardRatios = ['16:9', '2:3', '1:1'] as const;
export type ArticleCardRatio = (typeof articleCardRatios)[number];

export type ArticleCardProps = {
  title: string;
  href: string;
  /** The article's image library key; the photo is decorative, since the title says what it is about. */
  imageKey: string;
  category?: string;
  /** Publication date, shown 'D MMM YYYY' in London time. */
  publishedAt: DateInput;
  ratio?: ArticleCardRatio;
  headingAs?: CardHeadingTag;
  /** The image's rendered width, for the srcset (e.g. '(min-width: 1024px) 25vw, 100vw'). */
  imageSizes?: string;
  priority?: boolean;
};

/** A news card in SPEC 9's image-overlay style: category, title and date over the photo. */
export function ArticleCard({
  title,
  href,
  imageKey,
  category,
  publishedAt,
  ratio = '16:9',
  headingAs: HeadingTag = 'h3',
  imageSizes,
  priority,
}: ArticleCardProps) {
  const date = formatDate(publishedAt);
  return (
    <article className={`${card.cardRoot} ${styles.root}`} data-ratio={ratio}>
      <div className={`${styles.media} ${card.zoomOnHover}`}>
        <Image imageKey={imageKey} alt="" ratio={ratio} sizes={imageSizes} priority={priority} />
      </div>
      <div className={styles.overlay}>
        {category && <span className={styles.category}>{category}</span>}
        <HeadingTag className={styles.title}>
          <Link href={href} className={card.stretchedLink}>
            {title}
          </Link>
        </HeadingTag>
        {date && (
          <time className={styles.date} dateTime={toIsoDateTime(publishedAt)}>
            {date}
          </time>
        )}
      </div>
    </article>
  );
}
