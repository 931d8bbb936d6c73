import { useViewer } from '@club/auth';
import { imageUrl } from '@club/ui';
import {
  LiveAudioBar,
  VideoModal,
  concurrencyUrl,
  type PlayerServices,
  type SidebarVideo,
} from '@club/video-player';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';

/** The section the sidebar lists when a video is opened without one: the latest full-match replays. */
export const replaysCategory = 'full-replays';
export const highlightsCategory = 'highlights';
/** SPEC 9: the replays list and the player's sidebar hold 10. */
export const replaysAmount = 10;

/**
 * SPEC 2.4 'players': @club/video-player's video modal and live audio bar, mounted once. The session
 * check (the api client's), `/media` and the concurrency socket all go through this site's own origin (the site server
 * forwards them to the platform), so the shared session cookie goes with them.
 */
export function StreamerPlayers() {
  const router = useRouter();
  const { api } = router.options.context;
  const user = useViewer();
  const services = useMemo<PlayerServices>(
    () => ({
      sessionCheck: api.videos.sessionCheck,
      concurrencyUrl: () => concurrencyUrl(window.location),
      mediaBase: '',
      loadSidebar: async (section): Promise<SidebarVideo[]> => {
        const result = await api.videoPlatform.search({ category: section ?? replaysCategory, pageSize: replaysAmount });
        return (result.sections[0]?.itemData ?? []).map((item) => ({
          id: item.mediaData.entryId,
          title: item.metaData.title,
          // SPEC 9: 300-wide video thumbnails, at 16:9, through the image library.
          thumbnailUrl: item.mediaData.thumbnailUrl ? imageUrl(item.mediaData.thumbnailUrl, 300, 169) : null,
          durationSeconds: item.metaData.VideoDuration,
        }));
      },
    }),
    [api],
  );
  return (
    <>
      <VideoModal services={services} user={user} />
      <LiveAudioBar services={services} user={user} helpHref="/#troubleshooting" />
    </>
  );
}
