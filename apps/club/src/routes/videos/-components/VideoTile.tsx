import type { VideoItem } from '@club/api-client';
import { lockMessage } from '@club/entitlements';
import { openVideo } from '@club/site-state';
import { TextLink, VideoCard, type CardHeadingTag } from '@club/ui';
import { useSetAtom } from 'jotai';
import { memo, useEffect } from 'react';
import { getAPassPath } from './videoLock';
import { readWatchLink } from './watchLink';
import * as styles from './Videos.css';

export interface VideoTileProps {
  item: VideoItem;
  locked: boolean;
  headingAs?: CardHeadingTag;
  /** The page with this video open (`useWatchHref`): the card is then a real link (see watchLink.ts). */
  href?: string;
}

/**
 * A Club TV item: the card opens the video modal (locked ones too, where the player shows its log-in
 * or upgrade prompt); under a locked one, SPEC 4's lock message and the way to a pass. With an `href`
 * the card is also a link to this page with the video open, and the tile opens it when the page loads
 * at that address.
 *
 * Memoised: the lists re-render when the fan's sign-in state or passes change (the login check's answer
 * after hydration), and a tile whose lock and link did not change (a visitor's, as the server drew
 * them) is then not drawn again: /videos has 62 of them (issue 13).
 */
export const VideoTile = memo(function VideoTile({ item, locked, headingAs = 'h3', href }: VideoTileProps) {
  const open = useSetAtom(openVideo);
  const { entryId } = item.mediaData;
  const { title } = item.metaData;
  // The address asks for this video (a tap before the script ran, or a shared link): open it, once.
  useEffect(() => {
    const link = readWatchLink(window.location.href);
    if (link?.entryId !== entryId) return;
    window.history.replaceState(window.history.state, '', link.cleanHref);
    open({ id: entryId, title, mediaType: 'OnDemand' });
  }, [entryId, title, open]);
  return (
    // data-opens-player: the players' code loads when the tile comes into view (usePreloadPlayers).
    <div className={styles.tile} data-opens-player="">
      <VideoCard
        title={item.metaData.title}
        imageKey={item.mediaData.thumbnailUrl}
        durationSeconds={item.metaData.VideoDuration}
        publishedAt={item.publicationData.releaseFrom}
        locked={locked}
        headingAs={headingAs}
        onSelect={() => open({ id: entryId, title, mediaType: 'OnDemand' })}
        {...(href === undefined ? {} : { href })}
      />
      {locked && (
        <p className={styles.lockNote}>
          {lockMessage}. <TextLink href={getAPassPath}>Get a Pass</TextLink>
        </p>
      )}
    </div>
  );
});
