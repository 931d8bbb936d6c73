import type { ApiClient, Match } from '@club/api-client';
import { getClock } from '@club/clock';
import { useLiveMatches } from '@club/live';
import { Box, Container, Heading, Stack, Text, TextLink } from '@club/ui';
import { loadNextAndLast } from './categoryPageData';
import { anyFollowable, LiveMatchCard, withLiveState } from './LiveMatchCard';
import { defaultTeam } from './matchesData';
import * as styles from './Sports.css';

export interface HomeMatchesData {
  /** The first team's next match: the live one while it is on. */
  next: Match | null;
  last: Match | null;
}

/** The strip is one part of the home page: a failing call is only logged and the rest still shows. */
export function loadHomeMatches(api: ApiClient): Promise<HomeMatchesData> {
  return loadNextAndLast(api, defaultTeam);
}

const labelFor = (match: Match, fallback: string) =>
  match.status === 'live' ? 'Live now' : match.status === 'finished' && fallback === 'Next match' ? 'Full time' : fallback;

/**
 * The home page's match strip: the first team's next (or live) and last match. A live match follows the
 * page's live stream: minute and score move, and it turns into the result at full time.
 */
export function HomeMatches({ data }: { data: HomeMatchesData }) {
  const shown = [
    data.next ? { match: data.next, label: 'Next match' } : null,
    data.last && data.last.id !== data.next?.id ? { match: data.last, label: 'Last match' } : null,
  ].filter((item): item is { match: Match; label: string } => item !== null);
  const updates = useLiveMatches(anyFollowable(shown.map(({ match }) => match), getClock().nowMs()));
  return (
    <Container width="wide">
      <Box as="section" paddingTop={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="home-matches-title">
        <Stack space="large">
          <Heading level={2} id="home-matches-title">
            First Team
          </Heading>
          {shown.length === 0 ? (
            <Text tone="muted">New fixtures are coming soon.</Text>
          ) : (
            <ul className={styles.cardGrid}>
              {shown.map(({ match: loaded, label }) => {
                const { match, live } = withLiveState(loaded, updates);
                return (
                  <li key={loaded.id}>
                    <Stack space="small">
                      <Text tone="muted" size="small">
                        {labelFor(match, label)}
                      </Text>
                      <LiveMatchCard match={match} live={live} finishedLabel={label === 'Next match'} />
                    </Stack>
                  </li>
                );
              })}
            </ul>
          )}
          <TextLink href="/matches">All fixtures and results</TextLink>
        </Stack>
      </Box>
    </Container>
  );
}
