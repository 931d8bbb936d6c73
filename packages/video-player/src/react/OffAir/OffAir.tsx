import { Image } from '@club/ui';
import * as styles from './OffAir.css';

/** What the club's sites say of a live stream off air (the live page's card and poster say the same). */
export const offAirText = 'Off air. Back for the next match.';

/**
 * A live stream the studio took off air while a fan played it: SPEC 4's live poster, the stream's
 * offline image, and the words, read out once (a status, not an alert: nothing went wrong).
 */
export function OffAir({ imageKey, title }: { imageKey: string; title: string }) {
  return (
    <div className={styles.offAir} data-state="off-air">
      {imageKey && (
        <span className={styles.image}>
          <Image imageKey={imageKey} alt={`${title} is off air`} ratio="16:9" sizes="(min-width: 1024px) 480px, 80vw" />
        </span>
      )}
      <p role="status" className={styles.text}>
        {offAirText}
      </p>
    </div>
  );
}
