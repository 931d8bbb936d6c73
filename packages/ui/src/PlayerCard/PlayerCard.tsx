import { Image } from '../Image/Image';
import { Link } from '../private/Link';
import * as card from '../private/card.css';
import type { CardHeadingTag } from '../private/headingLevels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PlayerCard.css';

/** standard: a portrait card; mini: a compact row, for teams whose configuration sets isMiniCard. */
export const playerCardSizes = ['standard', 'mini'] as const;
export type PlayerCardSize = (typeof playerCardSizes)[number];

export type PlayerCardProps = {
  firstName: string;
  lastName: string;
  href: string;
  shirtNumber?: number;
  position?: string;
  /** The team's displayPositionOnCard setting. */
  displayPosition?: boolean;
  /** A 2:3 portrait (SPEC 9's 400x600); decorative, the name is beside it. */
  imageKey?: string;
  size?: PlayerCardSize;
  headingAs?: CardHeadingTag;
  imageSizes?: string;
};

/** A squad member: photo, shirt number, name and (per team setting) position, linking to the profile. */
export function PlayerCard({
  firstName,
  lastName,
  href,
  shirtNumber,
  position,
  displayPosition = true,
  imageKey,
  size = 'standard',
  headingAs: HeadingTag = 'h3',
  imageSizes,
}: PlayerCardProps) {
  const showPosition = displayPosition && position !== undefined && position !== '';
  const overlayNumber = size === 'standard' && imageKey !== undefined;
  const number =
    shirtNumber === undefined ? null : (
      <span className={styles.number({ size, placement: overlayNumber ? 'overlay' : 'inline' })}>
        <VisuallyHidden>Number </VisuallyHidden>
        {shirtNumber}
      </span>
    );
  return (
    <article className={`${card.cardRoot} ${styles.root({ size })}`} data-size={size}>
      {imageKey !== undefined && (
        <div className={styles.media({ size })}>
          <div className={card.zoomOnHover}>
            <Image
              imageKey={imageKey}
              alt=""
              ratio={size === 'mini' ? '1:1' : '2:3'}
              sizes={imageSizes ?? (size === 'mini' ? '64px' : '(min-width: 760px) 25vw, 50vw')}
            />
          </div>
          {overlayNumber && number}
        </div>
      )}
      {!overlayNumber && number}
      <div className={styles.body({ size })}>
        <HeadingTag className={styles.name}>
          <Link href={href} className={`${card.stretchedLink} ${styles.nameLink}`}>
            <span className={styles.firstName}>{firstName}</span> <span className={styles.lastName({ size })}>{lastName}</span>
          </Link>
        </HeadingTag>
        {showPosition && <span className={styles.position}>{position}</span>}
      </div>
    </article>
  );
}
