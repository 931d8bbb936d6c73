import type { NewsArticleSummary } from '@club/api-client';
import { ArticleCard, Box, Container, Heading, Stack, TextLink } from '@club/ui';
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
          <ul className={styles.cards}>
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  title={article.title}
                  href={article.path}
                  imageKey={article.imageKey}
                  category={article.category.name}
                  publishedAt={article.publishedAt}
                  ratio="16:9"
                  headingAs="h3"
                  imageSizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        </Stack>
      </Container>
    </Box>
  );
}
