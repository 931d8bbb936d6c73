import type { NewsArticleSummary, VideoItem } from '@club/api-client';
import { Box, Container, Heading, Stack } from '@club/ui';
import { ArticleCardGrid } from '../../../site/ArticleCardGrid';
import type { FeaturedLink } from '../../../site/layoutData';
import { FeaturedCard } from '../FeaturedCard';
import { HomeBand } from './HomeBand';
import { HomeClubTv } from './HomeClubTv';
import * as styles from '../HomePage.css';

export { HomeTableAndWomen } from './HomeTableAndWomen';

/** More news, after the first team's matches. Its code loads when it comes on screen (HomePage, HydrateWhenNear). */
export function HomeLatestNews({ articles }: { articles: NewsArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <HomeBand headingId="latest-news-title" title="Latest news" href="/news" linkText="All news">
      <ArticleCardGrid articles={articles} />
    </HomeBand>
  );
}

/**
 * The end of the home page: Club TV, then the ways into the club. Its code (this file's) loads when it
 * comes on screen (HomePage, HydrateWhenNear).
 */
export function HomeClubTvAndLinks({ videos, featured }: { videos: VideoItem[]; featured: FeaturedLink[] }) {
  return (
    <>
      <HomeClubTv videos={videos} />
      <Container width="wide">
        <Box as="section" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="featured-title">
          <Stack space="large">
            <Heading level={2} id="featured-title">
              Explore the club
            </Heading>
            <ul className={styles.cards}>
              {featured.map((link) => (
                <li key={link.href}>
                  <FeaturedCard link={link} />
                </li>
              ))}
            </ul>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
