import { useViewer } from '@club/auth';
import { videoSections } from '@club/api-client';
import { audioPlayerAtom, matchCentreAtom, mediaPlayerAtom } from '@club/site-state';
import { imageUrl } from '@club/ui';
import { concurrencyUrl, type PlayerServices, type SidebarVideo } from '@club/video-player';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useMemo } from 'react';
import { lazyWithReload } from '../page/lazyWithReload';
import { useOpenedOnce } from '../page/useOpenedOnce';
import { videosQueries } from '../videos.queries';
import { loadPlayers } from './loadPlayers';
import { usePreloadPlayers } from './usePreloadPlayers';

// The players (and shaka-player behind them) load when something that opens one comes into view or under
// the pointer (usePreloadPlayers, issue 30), or at the latest when a video or the audio first opens
// (issue 13); until then each would render nothing anyway.
const VideoModal = lazyWithReload(() => loadPlayers().then((module) => module.VideoModal));
const LiveAudioBar = lazyWithReload(() => loadPlayers().then((module) => module.LiveAudioBar));
const MatchVideo = lazyWithReload(() => loadPlayers().then((module) => module.MatchVideo));

/** SPEC 9: the sidebar lists 10; SPEC 9's 300-wide video thumbnails, at 16:9. */
const sidebarPageSize = 10;

/**
 * SPEC 2.4's video player modal and audio player, mounted once by ClubLayout. The session check (the
 * api client's) and `/media` go through the club's own origin (the server proxies `/api` and `/media`),
 * so the session cookie travels with them; the sidebar reads the first enabled Club TV feed of the video
 * configuration, which the page's query cache holds once read.
 */
export function ClubPlayers() {
  const router = useRouter();
  const { api, queryClient } = router.options.context;
  const user = useViewer();
  const media = useAtomValue(mediaPlayerAtom);
  const audio = useAtomValue(audioPlayerAtom);
  const videoOpened = useOpenedOnce(media.modalOpen && Boolean(media.currentVideoID));
  const audioOpened = useOpenedOnce(audio.modalOpen && Boolean(audio.entryID));
  usePreloadPlayers();
  // SPEC 3 matchCentre: the match centre's video lives here, above the routes, so it docks and plays on
  // across pages; its code loads when a fan first opens it.
  const matchCentre = useAtomValue(matchCentreAtom);
  const matchVideoOpened = useOpenedOnce(matchCentre.videoOpen);
  const services = useMemo<PlayerServices>(
    () => ({
      sessionCheck: api.videos.sessionCheck,
      concurrencyUrl: () => concurrencyUrl(window.location),
      loadSidebar: async (section): Promise<SidebarVideo[]> => {
        const config = await queryClient.fetchQuery(videosQueries.config(api));
        const feed = config.feeds.find((item) => item.enabled);
        if (!feed) return [];
        const known = videoSections.find((name) => name === section);
        const answer = await api.videoPlatform.feed(feed.slug, {
          ...(known ? { section: known } : {}),
          pageIndex: 0,
          pageSize: sidebarPageSize,
        });
        return (answer.sections[0]?.itemData ?? []).map((item) => ({
          id: item.mediaData.entryId,
          title: item.metaData.title,
          thumbnailUrl: item.mediaData.thumbnailUrl ? imageUrl(item.mediaData.thumbnailUrl, 300, 169) : null,
          durationSeconds: item.metaData.VideoDuration,
        }));
      },
    }),
    [api, queryClient],
  );
  return (
    <Suspense fallback={null}>
      {videoOpened && <VideoModal services={services} user={user} />}
      {audioOpened && <LiveAudioBar services={services} user={user} />}
      {matchVideoOpened && <MatchVideo api={api} services={services} user={user} />}
    </Suspense>
  );
}
