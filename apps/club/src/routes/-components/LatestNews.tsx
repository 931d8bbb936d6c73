import type { NewsArticleSummary } from '@club/api-client';
import { Box, Container, Heading, Stack, TextLink } from '@club/ui';
import { ArticleCardGrid } from '../../site/ArticleCardGrid';
import * as styles from './LatestNews.css';

/** The home page's strip of the newest articles, under the hero. */
export function LatestNews({ articles }: { articles: NewsArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <Box as="section" background="surfaceRaised" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="latest-news-title">
      <Container width="wide">
        <Stack space="large">
          <div className={styles.header}>
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
