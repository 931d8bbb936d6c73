import { Button, Container, Stack } from '@club/ui';
import { useMemo } from 'react';
import { HydrateWhenNear } from '../../../site/page/HydrateWhenNear';
import { ClubTvHero } from './ClubTvHero';
import type { VideosSubpageData } from './loadVideos';
import { VideoFilters } from './VideoFilters';
import { videoResults } from './videoResultsOnDemand';
import * as styles from './Videos.css';

/** SPEC 2.1 /videos/{subpage}: one category with the filters, or one feed, a page at a time. */
export function VideosSubpage({ data, path }: { data: VideosSubpageData; path: string }) {
  const title = data.kind === 'category' ? data.category.title : data.feed.name;
  const description = data.kind === 'category' ? data.category.description : `Every video of ${data.feed.name}.`;
  const results = useMemo(
    () => ({ section: data.results, path, search: data.search, label: `${title} videos` }),
    [data.results, data.search, path, title],
  );
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
            <HydrateWhenNear part={videoResults} props={results} />
          </Stack>
        </div>
      </Container>
    </>
  );
}
