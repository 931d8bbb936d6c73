import { clubConfig } from '@club/config';
import { Box, Button, Container, Crest, Heading, Inline, Stack, Text } from '@club/ui';
import { useLoaderData } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FeaturedCard } from './FeaturedCard';
import * as styles from './HomePage.css';

/** `matches` is the first team's match strip and `latestNews` the newest articles, both under the hero. */
export function HomePage({ latestNews, matches }: { latestNews?: ReactNode; matches?: ReactNode }) {
  // The featured menu arrives with the layout's menus in the root loader: one call for both.
  const { featured } = useLoaderData({ from: '__root__' });
  return (
    <>
      <Box as="section" background="surfaceInverse" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="home-title">
        <Container width="wide">
          <div className={styles.hero}>
            <Crest size="xlarge" />
            <Stack space="large">
              <Heading level={1} tone="inverse" id="home-title">
                {`Welcome to ${clubConfig.stadium}`}
              </Heading>
              <Text size="large" tone="inverse">
                {`The home of ${clubConfig.name}: the latest news, fixtures and results, tickets and Club TV, all in one place.`}
              </Text>
              <Inline space="medium">
                <Button href="/tickets" variant="primary-light" icon="Tickets">
                  Buy tickets
                </Button>
                <Button href="/matches" variant="ghost-light" icon="Calendar">
                  Fixtures and results
                </Button>
              </Inline>
            </Stack>
          </div>
        </Container>
      </Box>
      {matches}
      {latestNews}
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
