import { imageUrl } from '@club/ui';
import * as styles from './OffAir.css';

/** What the club's sites say of a live stream off air (the live page's card and poster say the same). */
export const offAirText = 'Off air. Back for the next match.';

/**
 * A live stream the studio took off air while a fan played it: SPEC 4's live poster, the stream's
 * offline image, and the words, read out once (a status, not an alert: nothing went wrong). A plain
 * <img> from the image library's URL rather than ui's Image, which would become a chunk of its own
 * shared by the players and the pages, one more script on every first load.
 */
export function OffAir({ imageKey, title }: { imageKey: string; title: string }) {
  return (
    <div className={styles.offAir} data-state="off-air">
      {imageKey && <img className={styles.image} src={imageUrl(imageKey, 960, 540)} width={960} height={540} alt={`${title} is off air`} />}
      <p role="status" className={styles.text}>
        {offAirText}
      </p>
    </div>
  );
}
