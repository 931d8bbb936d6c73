import type { NewsArticleSummary, VideoItem } from '@club/api-client';
import { Box, Container, Heading, Stack, TextLink } from '@club/ui';
import { ArticleCardGrid } from '../../../site/ArticleCardGrid';
import type { FeaturedLink } from '../../../site/layoutData';
import { FeaturedCard } from '../FeaturedCard';
import { HomeClubTv } from './HomeClubTv';
import * as homeStyles from './Home.css';
import * as styles from '../HomePage.css';

/** More news, after the first team's matches. Its code loads when it comes on screen (HomePage, HydrateWhenNear). */
export function HomeLatestNews({ articles }: { articles: NewsArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <Box as="section" background="surfaceRaised" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="latest-news-title">
      <Container width="wide">
        <Stack space="large">
          <div className={homeStyles.sectionHeader}>
            <Heading level={2} id="latest-news-title">
              Latest news
            </Heading>
            <TextLink href="/news">All news</TextLink>
          </div>
          <ArticleCardGrid articles={articles} />
        </Stack>
      </Container>
    </Box>
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
