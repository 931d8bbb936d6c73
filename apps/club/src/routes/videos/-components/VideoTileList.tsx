import type { VideoItem } from '@club/api-client';
import { useViewer } from '@club/auth';
import { videoLockedFor } from './videoLock';
import { VideoTile } from './VideoTile';
import { useWatchHref } from './watchLink';
import * as styles from './Videos.css';

/** Videos as a grid of tiles, each locked or not as the fan's passes have it (the server renders a visitor's). */
export function VideoTileList({ items, label }: { items: readonly VideoItem[]; label?: string }) {
  const viewer = useViewer();
  const watchHref = useWatchHref();
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.mediaData.entryId}>
          <VideoTile item={item} locked={videoLockedFor(item, viewer)} href={watchHref(item.mediaData.entryId)} />
        </li>
      ))}
    </ul>
  );
}
