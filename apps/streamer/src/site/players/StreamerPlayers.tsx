import { emailAtom, entitlementsAtom, loggedInAtom, loginCheckCompletedAtom, ssoIDAtom } from '@club/auth';
import {
  LiveAudioBar,
  VideoModal,
  concurrencyUrl,
  createSessionCheck,
  type PlayerServices,
  type PlayerUser,
  type SidebarVideo,
} from '@club/video-player';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

/** The section the sidebar lists when a video is opened without one: the latest full-match replays. */
export const replaysCategory = 'full-replays';
export const highlightsCategory = 'highlights';
/** SPEC 9: the replays list and the player's sidebar hold 10. */
export const replaysAmount = 10;

/** The viewer as the players need them, from @club/auth's atoms. */
function usePlayerUser(): PlayerUser {
  const loginCheckCompleted = useAtomValue(loginCheckCompletedAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const userID = useAtomValue(ssoIDAtom);
  const email = useAtomValue(emailAtom);
  const entitlements = useAtomValue(entitlementsAtom);
  return useMemo(
    () => ({ loginCheckCompleted, loggedIn, userID, email, entitlements }),
    [loginCheckCompleted, loggedIn, userID, email, entitlements],
  );
}

/**
 * SPEC 2.4 'players': @club/video-player's video modal and live audio bar, mounted once. The session
 * check, `/media` and the concurrency socket all go through this site's own origin (the site server
 * forwards them to the platform), so the shared session cookie goes with them.
 */
export function StreamerPlayers() {
  const router = useRouter();
  const { api } = router.options.context;
  const user = usePlayerUser();
  const services = useMemo<PlayerServices>(
    () => ({
      sessionCheck: createSessionCheck(''),
      concurrencyUrl: () => concurrencyUrl(window.location),
      mediaBase: '',
      loadSidebar: async (section): Promise<SidebarVideo[]> => {
        const result = await api.videoPlatform.search({ category: section ?? replaysCategory, pageSize: replaysAmount });
        return (result.sections[0]?.itemData ?? []).map((item) => ({
          id: item.mediaData.entryId,
          title: item.metaData.title,
          thumbnailUrl: item.mediaData.thumbnailUrl,
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
