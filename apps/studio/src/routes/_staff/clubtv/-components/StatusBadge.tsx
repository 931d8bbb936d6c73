import { clubTvStatusLabel, type ClubTvVideo } from '@club/api-client';
import * as styles from './clubtv.css';

/** A video's transcode status and whether it is published, as words with a coloured edge (the word carries the meaning). */
export function ClubTvBadges({ video }: { video: Pick<ClubTvVideo, 'status' | 'progress' | 'published'> }) {
  return (
    <span className={styles.badges}>
      <span className={styles.badge} data-state={video.status}>
        {clubTvStatusLabel(video)}
      </span>
      {video.published && (
        <span className={styles.badge} data-state="ready">
          Published
        </span>
      )}
    </span>
  );
}
