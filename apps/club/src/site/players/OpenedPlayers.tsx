import { videoSections } from '@club/api-client';
import { imageUrl } from '@club/ui';
import {
  concurrencyUrl,
  LiveAudioBar,
  VideoModal,
  type PlayerServices,
  type PlayerUser,
  type SidebarVideo,
} from '@club/video-player';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { videosQueries } from '../videos.queries';
import { MatchVideo } from './MatchVideo';

/** SPEC 9: the sidebar lists 10; SPEC 9's 300-wide video thumbnails, at 16:9. */
const sidebarPageSize = 10;

export interface OpenedPlayersProps {
  /** Whether the video modal has opened in this page's life (it then stays mounted). */
  video: boolean;
  /** Whether the live audio bar has. */
  audio: boolean;
  /** Whether the match centre's video has. */
  matchVideo: boolean;
  /** The viewer: useViewer is read in the shell, which the pages' chunks share it from. */
  user: PlayerUser;
}

/**
 * The players a fan has opened, with what they share: the session check (the api client's) and `/media`
 * go through the club's own origin (the server proxies `/api` and `/media`), so the session cookie travels
 * with them; the sidebar reads the first enabled Club TV feed of the video configuration, which the page's
 * query cache holds once read. In the players' chunk (onDemand.ts), not in the first load: ClubPlayers in
 * the shell only knows which have opened (issue 30 won the shell's bytes back this way).
 */
export function OpenedPlayers({ video, audio, matchVideo, user }: OpenedPlayersProps) {
  const router = useRouter();
  const { api, queryClient } = router.options.context;
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
    <>
      {video && <VideoModal services={services} user={user} />}
      {audio && <LiveAudioBar services={services} user={user} />}
      {matchVideo && <MatchVideo api={api} services={services} user={user} />}
    </>
  );
}
