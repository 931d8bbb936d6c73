import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { playerQueries } from '../shared/player.queries';
import { truncateTitle, type PlayerServices, type SidebarVideo } from '../shared/types';
import * as styles from './VideoModal.css';

function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  // SPEC 9: over 3599 seconds 'H[hr] mm', else 'mm:ss'.
  return hours > 0 ? `${hours}hr ${String(minutes).padStart(2, '0')}` : `${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}`;
}

/** SPEC 2.5: the list beside the player, headed 'Related' when a section is set, else 'Latest'. */
export function VideoSidebar({
  services,
  section,
  currentVideoID: currentVideoId,
  load = true,
  onSelect,
}: {
  services: PlayerServices;
  section: string | null;
  currentVideoID: string;
  /** False while the player starts: the list is asked for once it is true (it then stays). */
  load?: boolean;
  onSelect: (video: SidebarVideo) => void;
}) {
  const headingId = useId();
  const { loadSidebar } = services;
  const { data: videos, error, isPending } = useQuery({ ...playerQueries.sidebar(loadSidebar, section), enabled: load });
  useEffect(() => {
    // SPEC 8: feed failures are only logged; the list stays empty.
    if (error) console.warn('Problem retrieving pages', error);
  }, [error]);

  const others = (videos ?? []).filter((video) => video.id !== currentVideoId);
  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sidebarHeading}>
        {section ? 'Related' : 'Latest'}
      </h3>
      {/* Said only once asked for: while the player starts, its own status is the one to hear. */}
      {isPending && loadSidebar && load && <p role="status">Loading…</p>}
      <ul className={styles.sidebarList}>
        {others.map((video) => (
          <li key={video.id}>
            <button type="button" className={styles.sidebarItem} onClick={() => onSelect(video)} title={video.title}>
              {video.thumbnailUrl && <img className={styles.sidebarThumb} src={video.thumbnailUrl} alt="" loading="lazy" width={120} height={68} />}
              <span className={styles.sidebarText}>
                <span>{truncateTitle(video.title)}</span>
                {typeof video.durationSeconds === 'number' && (
                  <span className={styles.sidebarDuration}>{formatDuration(video.durationSeconds)}</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
