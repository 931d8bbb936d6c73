import { PageAdvert } from '@club/adverts';
import type { NewsArticle, NewsArticleSummary } from '@club/api-client';
import { Box, Container, Heading, Image, RichText, Stack, Text, formatDate, toIsoDateTime } from '@club/ui';
import { ArticleCardGrid } from '../../../site/ArticleCardGrid';
import { Breadcrumbs } from '../../../site/Breadcrumbs';
import * as styles from './ArticlePage.css';

export interface ArticlePageProps {
  article: NewsArticle;
  related: NewsArticleSummary[];
}

/** A news article, then SPEC 9's four related articles in the light style. */
export function ArticlePage({ article, related }: ArticlePageProps) {
  return (
    <>
      <Container width="narrow" as="article">
        <div className={styles.article}>
          <Stack space="large">
            <Stack space="medium">
              <Breadcrumbs
                links={[
                  { label: 'News', href: '/news' },
                  { label: article.category.name, href: `/news?category=${article.category.slug}` },
                ]}
              />
              <Heading level={1}>{article.title}</Heading>
              <Text size="large" tone="muted">
                {article.standfirst}
              </Text>
              <p className={styles.byline}>
                <span>By {article.author}</span>
                <time dateTime={toIsoDateTime(article.publishedAt)}>{formatDate(article.publishedAt)}</time>
              </p>
            </Stack>
            <figure className={styles.figure}>
              {/* The photo illustrates the headline above it; the headline already says what it shows. */}
              <Image imageKey={article.imageKey} alt="" ratio="16:9" sizes="(min-width: 760px) 720px, 100vw" priority />
            </figure>
            <RichText html={article.body} />
            {/* SPEC 9: the news article's advert position is 'last', after the body. */}
            <PageAdvert slotID="news_article" />
          </Stack>
        </div>
      </Container>
      {related.length > 0 && (
        <Box as="section" background="surfaceRaised" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="related-title">
          <Container width="wide">
            <Stack space="large">
              <Heading level={2} id="related-title">
                Related news
              </Heading>
              <ArticleCardGrid articles={related} />
            </Stack>
          </Container>
        </Box>
      )}
    </>
  );
}
