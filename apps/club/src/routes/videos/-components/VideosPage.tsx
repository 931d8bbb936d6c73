import { Button, Container, Heading, Stack, TextLink, VisuallyHidden } from '@club/ui';
import { ClubTvHero } from './ClubTvHero';
import type { VideosPageData, VideosSubpageData } from './loadVideos';
import { VideoFilters } from './VideoFilters';
import { VideoCarousel, VideoGrid } from './VideoList';
import * as styles from './Videos.css';

/** SPEC 2.1 /videos: the hero, the filters, then every category in orderPosition order or the filtered list. */
export function VideosPage({ data }: { data: VideosPageData }) {
  const { config, filters, search, results, rows } = data;
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
            {results ? (
              <section aria-labelledby="video-results">
                <Stack space="large">
                  <Heading level={2} id="video-results">
                    Videos
                  </Heading>
                  <VideoGrid section={results} path="/videos" search={search} label="Videos" />
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

/** SPEC 2.1 /videos/{subpage}: one category with the filters, or one feed, a page at a time. */
export function VideosSubpage({ data, path }: { data: VideosSubpageData; path: string }) {
  const title = data.kind === 'category' ? data.category.title : data.feed.name;
  const description = data.kind === 'category' ? data.category.description : `Every video of ${data.feed.name}.`;
  return (
    <>
      <ClubTvHero title={title} description={description}>
        <div>
          <Button href="/videos" variant="ghost-light" size="small">
            All of Club TV
          </Button>
        </div>
      </ClubTvHero>
      <Container width="wide">
        <div className={styles.section}>
          <Stack space="xlarge">
            {data.kind === 'category' && <VideoFilters path={path} filters={data.filters} search={data.search} />}
            <VideoGrid section={data.results} path={path} search={data.search} label={`${title} videos`} />
          </Stack>
        </div>
      </Container>
    </>
  );
}
