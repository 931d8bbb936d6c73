import { useId, type MouseEvent } from 'react';
import { formatDate, toIsoDateTime, type DateInput } from '../format/date';
import { formatDuration } from '../format/duration';
import { truncateTitle } from '../format/truncate';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import * as card from '../private/card.css';
import { preloadOverlay } from '../private/focusTrapLoader';
import type { CardHeadingTag } from '../private/headingLevels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './VideoCard.css';

export type VideoCardProps = {
  /** The full title; the card shows SPEC 9's 48 characters and '...', and reads out all of it. */
  title: string;
  imageKey: string;
  durationSeconds: number;
  /** From the entitlement check: a padlock when locked, 'Watch Now' when not. */
  locked: boolean;
  /**
   * Opens the video player (locked videos open it too: the player shows the log-in or upgrade prompt,
   * whose panels' focus trap hovering or focusing the card starts fetching).
   */
  onSelect: () => void;
  /**
   * A page that opens this video. Given one, the card is a real link: a tap before the page's script has
   * run follows it instead of doing nothing, and a new-tab click opens the video there; once the script
   * runs, a plain click stays on the page and calls `onSelect`.
   */
  href?: string;
  publishedAt?: DateInput;
  headingAs?: CardHeadingTag;
  imageSizes?: string;
};

/** A Club TV video: thumbnail with duration and lock state, truncated title, date. */
export function VideoCard({
  title,
  imageKey,
  durationSeconds,
  locked,
  onSelect,
  href,
  publishedAt,
  headingAs: HeadingTag = 'h3',
  imageSizes = '(min-width: 1024px) 300px, 50vw',
}: VideoCardProps) {
  const descriptionId = useId();
  const shortTitle = truncateTitle(title);
  const state = locked ? 'locked' : 'unlocked';
  const date = publishedAt === undefined ? '' : formatDate(publishedAt);
  const name =
    shortTitle === title ? (
      title
    ) : (
      <>
        <span aria-hidden="true">{shortTitle}</span>
        <VisuallyHidden>{title}</VisuallyHidden>
      </>
    );
  return (
    <article className={`${card.cardRoot} ${styles.root}`} data-state={state}>
      <div className={styles.media}>
        <div className={card.zoomOnHover}>
          <Image imageKey={imageKey} alt="" ratio="16:9" sizes={imageSizes} />
        </div>
        <span className={styles.status} data-state={state} id={descriptionId}>
          {locked ? (
            <>
              <Icon name="Lock" size="xsmall" />
              <VisuallyHidden>Locked: you must have a pass to watch this content</VisuallyHidden>
            </>
          ) : (
            <>
              <Icon name="Play" size="xsmall" />
              Watch Now
            </>
          )}
        </span>
        <span className={styles.duration}>
          <VisuallyHidden>Duration </VisuallyHidden>
          {formatDuration(durationSeconds)}
        </span>
      </div>
      <HeadingTag className={styles.title}>
        {href === undefined ? (
          <button type="button" className={card.stretchedLink} onClick={onSelect} onPointerEnter={preloadOverlay} onFocus={preloadOverlay} aria-describedby={descriptionId}>
            {name}
          </button>
        ) : (
          <a
            href={href}
            className={card.stretchedLink}
            onPointerEnter={preloadOverlay}
            onFocus={preloadOverlay}
            onClick={(event) => {
              if (isPlainClick(event)) {
                event.preventDefault();
                onSelect();
              }
            }}
            aria-describedby={descriptionId}
          >
            {name}
          </a>
        )}
      </HeadingTag>
      {date && (
        <time className={styles.date} dateTime={toIsoDateTime(publishedAt ?? '')}>
          {date}
        </time>
      )}
    </article>
  );
}

/** A click the page handles itself; a middle or modified click (new tab, new window) is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
