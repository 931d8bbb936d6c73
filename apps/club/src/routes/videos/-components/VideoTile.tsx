import type { VideoItem } from '@club/api-client';
import { lockMessage } from '@club/entitlements';
import { openVideo } from '@club/site-state';
import { TextLink, VideoCard, type CardHeadingTag } from '@club/ui';
import { useSetAtom } from 'jotai';
import { getAPassPath } from './videoLock';
import * as styles from './Videos.css';

export interface VideoTileProps {
  item: VideoItem;
  locked: boolean;
  headingAs?: CardHeadingTag;
}

/**
 * A Club TV item: the card opens the video modal (locked ones too, where the player shows its log-in
 * or upgrade prompt); under a locked one, SPEC 4's lock message and the way to a pass.
 */
export function VideoTile({ item, locked, headingAs = 'h3' }: VideoTileProps) {
  const open = useSetAtom(openVideo);
  return (
    <div className={styles.tile}>
      <VideoCard
        title={item.metaData.title}
        imageKey={item.mediaData.thumbnailUrl}
        durationSeconds={item.metaData.VideoDuration}
        publishedAt={item.publicationData.releaseFrom}
        locked={locked}
        headingAs={headingAs}
        onSelect={() => open({ id: item.mediaData.entryId, title: item.metaData.title, mediaType: 'OnDemand' })}
      />
      {locked && (
        <p className={styles.lockNote}>
          {lockMessage}. <TextLink href={getAPassPath}>Get a Pass</TextLink>
        </p>
      )}
    </div>
  );
}
