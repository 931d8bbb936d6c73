import { useViewer } from '@club/auth';
import { audioPlayerAtom, mediaPlayerAtom } from '@club/site-state';
import { imageUrl } from '@club/ui';
import { concurrencyUrl, type PlayerServices, type SidebarVideo } from '@club/video-player';
import { preloadedComponent, usePreloadPlayers, usePreloadedComponent } from '@club/video-player/preload';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useMemo } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '@tooling/ssr/app';
import { useOpenedOnce } from '../page/useOpenedOnce';

// The players (and shaka-player behind them) load when something that opens one comes into view or
// under the pointer (usePreloadPlayers, issue 30), or at the latest when a video or the audio first
// opens (issue 13); until then each would render nothing anyway. Preloaded, they render in the click's own
// render, so the session check leaves at once (usePreloadedComponent: not React.lazy, whose Suspense
// fallback throttle held it back 300 ms, issue 30).
const loadPlayers = () => import('./onDemand');
const reloadsFor = (error: unknown) => isChunkLoadError(error) && reloadOnceForChunkError();
const videoModal = preloadedComponent(() => loadPlayers().then((module) => module.VideoModal), { reloadsFor });
const liveAudioBar = preloadedComponent(() => loadPlayers().then((module) => module.LiveAudioBar), { reloadsFor });
const preloadPlayers = () => Promise.all([videoModal.preload(), liveAudioBar.preload()]);

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
  const media = useAtomValue(mediaPlayerAtom);
  const audio = useAtomValue(audioPlayerAtom);
  const videoOpened = useOpenedOnce(media.modalOpen && Boolean(media.currentVideoID));
  const audioOpened = useOpenedOnce(audio.modalOpen && Boolean(audio.entryID));
  usePreloadPlayers(useRouter(), preloadPlayers);
  const VideoModal = usePreloadedComponent(videoModal, videoOpened);
  const LiveAudioBar = usePreloadedComponent(liveAudioBar, audioOpened);
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
    <Suspense fallback={null}>
      {VideoModal && <VideoModal services={services} user={user} />}
      {LiveAudioBar && <LiveAudioBar services={services} user={user} helpHref="/#troubleshooting" />}
    </Suspense>
  );
}
