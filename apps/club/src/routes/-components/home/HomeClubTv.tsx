import type { VideoItem } from '@club/api-client';
import { Box, Container, Heading, Stack, TextLink } from '@club/ui';
import { VideoTileList } from '../../videos/-components/VideoTileList';
import * as styles from './Home.css';

/**
 * Club TV's newest videos, each with its lock as the fan's passes have it: the server renders them for
 * a visitor, and the padlocks follow the sign-in once the login check has answered.
 */
export function HomeClubTv({ videos }: { videos: VideoItem[] }) {
  if (videos.length === 0) return null;
  return (
    <Box as="section" background="surfaceRaised" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="home-videos-title">
      <Container width="wide">
        <Stack space="large">
          <div className={styles.sectionHeader}>
            <Heading level={2} id="home-videos-title">
              Club TV
            </Heading>
            <TextLink href="/videos">All Club TV</TextLink>
          </div>
          <VideoTileList items={videos} />
        </Stack>
      </Container>
    </Box>
  );
}
