import type { VideoItem } from '@club/api-client';
import { VideoTileList } from '../../videos/-components/VideoTileList';
import { HomeBand } from './HomeBand';

/**
 * Club TV's newest videos, each with its lock as the fan's passes have it: the server renders them for
 * a visitor, and the padlocks follow the sign-in once the login check has answered.
 */
export function HomeClubTv({ videos }: { videos: VideoItem[] }) {
  if (videos.length === 0) return null;
  return (
    <HomeBand headingId="home-videos-title" title="Club TV" href="/videos" linkText="All Club TV">
      <VideoTileList items={videos} />
    </HomeBand>
  );
}
