import { Box, Container, Heading, Stack, TextLink } from '@club/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { layoutQueries } from '../../site/layoutData';
import { ArticleCardGrid } from '../../site/ArticleCardGrid';
import { FeaturedCard } from './FeaturedCard';
import { HomeClubTv } from './home/HomeClubTv';
import type { HomePageData } from './home/homeData';
import { HomeHighlight } from './home/HomeHighlight';
import { HomeMatchBlock } from './home/HomeMatchBlock';
import { HomeTableAndWomen } from './home/HomeTableAndWomen';
import * as homeStyles from './home/Home.css';
import * as styles from './HomePage.css';

/**
 * The club's front door, leading with what fans come for: the top stories (SPEC 9's `stack` highlight),
 * the first team's live or next match and latest result (the `block` fixtures widget), more news,
 * Club TV, the league table's top and the women's team, then the ways into the club.
 */
export function HomePage({ data }: { data: HomePageData }) {
  // The featured menu arrives with the layout's menus (the root loader's query): one call for both.
  const { api } = useRouteContext({ from: '__root__' });
  const { featured } = useSuspenseQuery(layoutQueries.layout(api)).data;
  return (
    <>
      <HomeHighlight articles={data.highlight} />
      <HomeMatchBlock matches={data.firstTeam} />
      {data.latestNews.length > 0 && (
        <Box as="section" background="surfaceRaised" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="latest-news-title">
          <Container width="wide">
            <Stack space="large">
              <div className={homeStyles.sectionHeader}>
                <Heading level={2} id="latest-news-title">
                  Latest news
                </Heading>
                <TextLink href="/news">All news</TextLink>
              </div>
              <ArticleCardGrid articles={data.latestNews} />
            </Stack>
          </Container>
        </Box>
      )}
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
