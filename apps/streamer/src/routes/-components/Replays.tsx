import type { VideoItem } from '@club/api-client';
import { useViewer } from '@club/auth';
import { isVideoLocked } from '@club/entitlements';
import { openVideo } from '@club/site-state';
import { Heading, Stack, Text, VideoCard } from '@club/ui';
import { useSetAtom } from 'jotai';
import * as styles from './StreamerHome.css';

interface VideoListProps {
  title: string;
  /** The player's sidebar lists this section beside the video. */
  section: string;
  items: VideoItem[];
  emptyText: string;
}

/**
 * One row of videos, locked by SPEC 4's rule (@club/entitlements): a padlock or 'Watch Now'. The server
 * renders for a visitor; once the login check completes, every lock follows the viewer's passes.
 */
function VideoList({ title, section, items, emptyText }: VideoListProps) {
  // Locked for everyone until hydrated, as the server rendered it (useViewer); then the viewer's own locks.
  const { loggedIn, entitlements } = useViewer();
  const open = useSetAtom(openVideo);
  return (
    <Stack space="medium">
      <Heading level={3}>{title}</Heading>
      {items.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <ul className={styles.videoGrid}>
          {items.map((item) => (
            // data-opens-player: the players' code loads when the card comes into view (usePreloadPlayers).
            <li key={item.mediaData.entryId} data-opens-player="">
              <VideoCard
                title={item.metaData.title}
                imageKey={item.mediaData.thumbnailUrl}
                durationSeconds={item.metaData.VideoDuration}
                publishedAt={item.publicationData.releaseFrom}
                locked={isVideoLocked({
                  itemEntitlements: item.metaData.SysEntryEntitlements,
                  loggedIn,
                  userEntitlements: loggedIn ? entitlements : null,
                })}
                headingAs="h4"
                imageSizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
                onSelect={() => open({ id: item.mediaData.entryId, title: item.metaData.title, section })}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

export interface ReplaysProps {
  replays: VideoItem[];
  highlights: VideoItem[];
  replaysSection: string;
  highlightsSection: string;
}

/** SPEC 2.4 'Replays': recent full-match replays and highlights. */
export function Replays({ replays, highlights, replaysSection, highlightsSection }: ReplaysProps) {
  return (
    <Stack space="xlarge">
      <VideoList
        title="Full match replays"
        section={replaysSection}
        items={replays}
        emptyText="Replays of this season's matches appear here from about noon the day after each game."
      />
      <VideoList title="Highlights" section={highlightsSection} items={highlights} emptyText="No highlights yet this season." />
    </Stack>
  );
}
