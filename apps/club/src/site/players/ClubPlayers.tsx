import { useViewer } from '@club/auth';
import { audioPlayerAtom, matchCentreAtom, mediaPlayerAtom } from '@club/site-state';
import { preloadedComponent, usePreloadPlayers, usePreloadedComponent } from '@club/video-player/preload';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '@tooling/ssr/app';
import { useOpenedOnce } from '../page/useOpenedOnce';

// The players (and shaka-player behind them) load when something that opens one comes into view or under
// the pointer (usePreloadPlayers, issue 30), or at the latest when a video or the audio first opens
// (issue 13); until then each would render nothing anyway. Preloaded, they render in the click's own
// render, so the session check leaves at once (usePreloadedComponent).
const players = preloadedComponent(() => import('./onDemand').then((module) => module.OpenedPlayers), {
  reloadsFor: (error) => isChunkLoadError(error) && reloadOnceForChunkError(),
});

/**
 * SPEC 2.4's video player modal and audio player, and SPEC 3's match centre video, mounted once by
 * ClubLayout. The first load knows only which have opened; the players and what they share
 * (OpenedPlayers) come with their own code.
 */
export function ClubPlayers() {
  const user = useViewer();
  const media = useAtomValue(mediaPlayerAtom);
  const audio = useAtomValue(audioPlayerAtom);
  // SPEC 3 matchCentre: the match centre's video lives here, above the routes, so it docks and plays on
  // across pages; its code loads when a fan first opens it.
  const matchCentre = useAtomValue(matchCentreAtom);
  const video = useOpenedOnce(media.modalOpen && Boolean(media.currentVideoID));
  const audioOpened = useOpenedOnce(audio.modalOpen && Boolean(audio.entryID));
  const matchVideo = useOpenedOnce(matchCentre.videoOpen);
  usePreloadPlayers(useRouter(), players.preload);
  const OpenedPlayers = usePreloadedComponent(players, video || audioOpened || matchVideo);
  return (
    // The match centre's video waits for its stream's details (MatchVideo).
    <Suspense fallback={null}>
      {OpenedPlayers && <OpenedPlayers video={video} audio={audioOpened} matchVideo={matchVideo} user={user} />}
    </Suspense>
  );
}
