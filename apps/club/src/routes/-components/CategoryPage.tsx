import type { Match } from '@club/api-client';
import { Box, Container, Heading, MatchCard, Stack, Text, TextLink, VisuallyHidden } from '@club/ui';
import { ArticleCardGrid } from '../../site/ArticleCardGrid';
import { validateVideoSearch } from '../videos/-components/validateVideoSearch';
import { VideoTileList } from '../videos/-components/VideoTileList';
import * as videoStyles from '../videos/-components/Videos.css';
import type { CategoryPageData } from './categoryPageData';
import { matchCentrePath, matchesPath } from './matchesHead';
import * as styles from './Sports.css';

/** SPEC 2.1 /category/{category}: a category's news, its team's next and last match, and its videos. */
export function CategoryPage({ data, currentSeason }: { data: CategoryPageData; currentSeason: string }) {
  const { slug, name, team, news, next, last, videos } = data;
  return (
    <>
      <Box background="surfaceInverse" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }}>
        <Container width="wide">
          <Heading level={1} tone="inverse">
            {name}
          </Heading>
        </Container>
      </Box>
      <Container width="wide">
        <div className={videoStyles.section}>
          <Stack space="xxlarge">
            <section aria-labelledby="category-news">
              <Stack space="large">
                <div className={videoStyles.rowHeader}>
                  <Heading level={2} id="category-news">
                    News
                  </Heading>
                  <TextLink href={`/news?category=${slug}`}>
                    More news<VisuallyHidden>{` about ${name}`}</VisuallyHidden>
                  </TextLink>
                </div>
                {news.length === 0 ? <Text tone="muted">No news here yet.</Text> : <ArticleCardGrid articles={news} />}
              </Stack>
            </section>
            {team && (
              <section aria-labelledby="category-matches">
                <Stack space="large">
                  <div className={videoStyles.rowHeader}>
                    <Heading level={2} id="category-matches">
                      Fixtures &amp; Results
                    </Heading>
                    <TextLink href={matchesPath(team.slug, currentSeason, currentSeason)}>
                      All fixtures<VisuallyHidden>{` of the ${team.name}`}</VisuallyHidden>
                    </TextLink>
                  </div>
                  {!next && !last ? (
                    <Text tone="muted">New fixtures are coming soon.</Text>
                  ) : (
                    <ul className={styles.cardGrid}>
                      {next && <MatchItem match={next} label="Next match" />}
                      {last && <MatchItem match={last} label="Last match" />}
                    </ul>
                  )}
                </Stack>
              </section>
            )}
            {videos.length > 0 && (
              <section aria-labelledby="category-videos">
                <Stack space="large">
                  <div className={videoStyles.rowHeader}>
                    <Heading level={2} id="category-videos">
                      Videos
                    </Heading>
                    <TextLink href={team ? teamVideosPath(team.slug) : '/videos/features'}>
                      More videos<VisuallyHidden>{` of ${name}`}</VisuallyHidden>
                    </TextLink>
                  </div>
                  <VideoTileList items={videos} />
                </Stack>
              </section>
            )}
          </Stack>
        </div>
      </Container>
    </>
  );
}

function MatchItem({ match, label }: { match: Match; label: string }) {
  return (
    <li>
      <Stack space="small">
        <Text tone="muted" size="small">
          {label}
        </Text>
        <MatchCard
          competition={match.competition.name}
          kickOff={match.kickOff}
          home={{ name: match.home.name, crestKey: match.home.crestKey }}
          away={{ name: match.away.name, crestKey: match.away.crestKey }}
          score={match.score ?? undefined}
          venue={match.status === 'postponed' ? 'Postponed' : match.venue}
          matchCentreHref={matchCentrePath(match)}
          headingAs="h3"
        />
      </Stack>
    </li>
  );
}

/**
 * Club TV filtered to the team (videosHref's `/videos?team=…`), or all of Club TV for a team it files no
 * videos under. Not through videoSearch: shared with this page, it would be a file of its own on the
 * first load of Club TV's pages and this one (issue 13).
 */
function teamVideosPath(slug: string): string {
  const { team } = validateVideoSearch({ team: slug });
  return team ? `/videos?team=${team}` : '/videos';
}
