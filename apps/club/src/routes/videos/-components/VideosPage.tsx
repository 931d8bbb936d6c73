import { Button, Container, Heading, Stack, TextLink, VisuallyHidden } from '@club/ui';
import { useMemo } from 'react';
import { HydrateWhenNear } from '../../../site/page/HydrateWhenNear';
import { ClubTvHero } from './ClubTvHero';
import type { VideosPageData } from './loadVideos';
import { VideoFilters } from './VideoFilters';
import { VideoCarousel } from './VideoList';
import { videoResults } from './videoResultsOnDemand';
import * as styles from './Videos.css';

/** SPEC 2.1 /videos: the hero, the filters, then every category in orderPosition order or the filtered list. */
export function VideosPage({ data }: { data: VideosPageData }) {
  const { config, filters, search, results, rows } = data;
  const resultsProps = useMemo(() => results && { section: results, path: '/videos', search, label: 'Videos' }, [results, search]);
  return (
    <>
      <ClubTvHero title={config.categoryData.pageTitle} description={config.categoryData.metaDescription}>
        <div>
          <Button href="/live" variant="primary-light" icon="Live">
            Watch Live
          </Button>
        </div>
      </ClubTvHero>
      <Container width="wide">
        <div className={styles.section}>
          <Stack space="xxlarge">
            <VideoFilters path="/videos" filters={filters} search={search} />
            {resultsProps ? (
              <section aria-labelledby="video-results">
                <Stack space="large">
                  <Heading level={2} id="video-results">
                    Videos
                  </Heading>
                  <HydrateWhenNear part={videoResults} props={resultsProps} />
                </Stack>
              </section>
            ) : (
              rows.map(({ category, section }, index) => (
                <section
                  key={category.slug}
                  aria-labelledby={`category-${category.slug}`}
                  className={index > 0 ? styles.laterRow : undefined}
                >
                  <Stack space="large">
                    <div className={styles.rowHeader}>
                      <Heading level={2} id={`category-${category.slug}`}>
                        {category.title}
                      </Heading>
                      <TextLink href={`/videos/${category.slug}`}>
                        View all<VisuallyHidden>{` ${category.title}`}</VisuallyHidden>
                      </TextLink>
                    </div>
                    <VideoCarousel section={section} label={`${category.title} videos`} />
                  </Stack>
                </section>
              ))
            )}
          </Stack>
        </div>
      </Container>
    </>
  );
}
