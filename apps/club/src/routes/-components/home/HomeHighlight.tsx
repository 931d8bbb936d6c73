import type { NewsArticleSummary } from '@club/api-client';
import { clubConfig } from '@club/config';
import { ArticleCard, Box, Container, Heading, Image, Text, useLinkComponent } from '@club/ui';
import * as styles from './Home.css';

/** A story beside the lead: a small picture, its category and title, the whole row one link. */
function StackedStory({ article }: { article: NewsArticleSummary }) {
  const Link = useLinkComponent();
  return (
    <li>
      <Link href={article.path} className={styles.story}>
        <span className={styles.storyImage}>
          <Image imageKey={article.imageKey} alt="" ratio="16:9" sizes="(min-width: 1024px) 160px, 128px" />
        </span>
        <span className={styles.storyText}>
          <Text as="span" size="small" tone="inverse" weight="strong">
            {article.category.name}
          </Text>
          <Heading level={5} as="h3" tone="inverse">
            {article.title}
          </Heading>
        </span>
      </Link>
    </li>
  );
}

/**
 * SPEC 9's `stack` home highlight: the newest story large, the next ones stacked beside it (under it on
 * a phone). The lead picture is the page's largest: it loads first, everything else waits.
 */
export function HomeHighlight({ articles }: { articles: NewsArticleSummary[] }) {
  const [lead, ...stacked] = articles;
  return (
    <Box as="section" background="surfaceInverse" paddingY={{ base: 'large', 1024: 'xxlarge' }} aria-labelledby="home-title">
      <Container width="wide">
        <Heading level={4} as="h1" tone="inverse" id="home-title">
          {`Welcome to ${clubConfig.stadium}`}
        </Heading>
        {lead ? (
          <div className={styles.highlight}>
            <div className={styles.lead}>
              <ArticleCard
                title={lead.title}
                href={lead.path}
                imageKey={lead.imageKey}
                category={lead.category.name}
                publishedAt={lead.publishedAt}
                ratio="16:9"
                headingAs="h2"
                imageSizes="(min-width: 1024px) 800px, 100vw"
                priority
              />
            </div>
            {stacked.length > 0 && (
              <ul className={styles.stack} aria-label="More top stories">
                {stacked.map((article) => (
                  <StackedStory key={article.id} article={article} />
                ))}
              </ul>
            )}
          </div>
        ) : (
          <Text tone="inverse">{`The home of ${clubConfig.name}: news, fixtures and results, tickets and Club TV.`}</Text>
        )}
      </Container>
    </Box>
  );
}
