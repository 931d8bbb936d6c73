import type { NewsArticleSummary } from '@club/api-client';
import { Box, Container, Heading, Stack, TextLink } from '@club/ui';
import { ArticleCardGrid } from '../../../site/ArticleCardGrid';
import type { FeaturedLink } from '../../../site/layoutData';
import { FeaturedCard } from '../FeaturedCard';
import { HomeClubTv } from './HomeClubTv';
import type { HomePageData } from './homeData';
import { HomeTableAndWomen } from './HomeTableAndWomen';

// The first team's block is in this file's chunk too (lowerSectionsOnDemand.ts).
export { HomeMatchBlock } from './HomeMatchBlock';
import * as homeStyles from './Home.css';
import * as styles from '../HomePage.css';

export interface HomeLowerSectionsProps {
  data: HomePageData;
  featured: FeaturedLink[];
}

function LatestNews({ articles }: { articles: NewsArticleSummary[] }) {
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
 * The home page below the first team's matches: more news, the table's top and the women's team, Club
 * TV, then the ways into the club. Its code loads when the fan comes near it (HomePage, HydrateWhenNear).
 */
export function HomeLowerSections({ data, featured }: HomeLowerSectionsProps) {
  return (
    <>
      <LatestNews articles={data.latestNews} />
      <HomeTableAndWomen table={data.table} women={data.women} />
      <HomeClubTv videos={data.videos} />
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
