import type { VideoSectionPage } from '@club/api-client';
import { useViewer } from '@club/auth';
import { Carousel } from '@club/ui';
import { videoLockedFor } from './videoLock';
import { VideoTile } from './VideoTile';
import { useWatchHref } from './watchLink';

/** One category's newest videos as a carousel. */
export function VideoCarousel({ section, label }: { section: VideoSectionPage; label: string }) {
  const viewer = useViewer();
  const watchHref = useWatchHref();
  return (
    <Carousel label={label} type="full-4">
      {section.itemData.map((item) => (
        <VideoTile
          key={item.mediaData.entryId}
          item={item}
          locked={videoLockedFor(item, viewer)}
          href={watchHref(item.mediaData.entryId)}
        />
      ))}
    </Carousel>
  );
}
