import type { Match } from '@club/api-client';
import { getClock } from '@club/clock';
import { countdown, countdownText, useLiveMatches } from '@club/live';
import { openVideo } from '@club/site-state';
import { Box, Button, Container, Heading, Stack, Text, TextLink, VisuallyHidden } from '@club/ui';
import { renderInstant } from '@tooling/ssr/app';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { anyFollowable, LiveMatchCard, withLiveState } from '../LiveMatchCard';
import type { HomeTeamMatches } from './homeData';
import * as styles from './Home.css';

/**
 * The time to kick-off in words, to the minute ('2 days, 3 hours, 5 minutes to kick-off'). The first
 * render prints the server's instant, so hydration matches the HTML; then it follows the page's clock.
 */
export function KickOffCountdown({ kickOff }: { kickOff: string }) {
  const [now, setNow] = useState(renderInstant);
  useEffect(() => {
    const clock = getClock();
    setNow(clock.nowMs());
    const timer = setInterval(() => setNow(clock.nowMs()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdown(Date.parse(kickOff), now);
  return (
    <Text weight="strong">
      <time dateTime={kickOff}>{parts.started ? 'Kick-off' : countdownText(parts)}</time>
    </Text>
  );
}

/** A team's next (or live) match and its last result, as the home page's `block` fixtures widget shows them. */
export function TeamMatches({
  matches,
  headingId,
  liveActions = false,
}: {
  matches: HomeTeamMatches;
  headingId: string;
  /** The first team's live match offers Watch Live and Listen Live (the club's live channels). */
  liveActions?: boolean;
}) {
  const openHighlights = useSetAtom(openVideo);
  const next = matches.next;
  const last = matches.last && matches.last.id !== next?.id ? matches.last : null;
  const updates = useLiveMatches(anyFollowable([next, last].filter((match): match is Match => match !== null), getClock().nowMs()));
  if (!next && !last) return <Text tone="muted">New fixtures are coming soon.</Text>;
  const current = next ? withLiveState(next, updates) : null;
  const isLive = current?.match.status === 'live';
  return (
    <ul className={styles.matchPair} aria-labelledby={headingId}>
      {current && (
        <li className={styles.matchItem} data-state={isLive ? 'live' : current.match.status}>
          <Text tone="muted" size="small" weight="strong">
            {isLive ? 'Live now' : current.match.status === 'finished' ? 'Full time' : 'Next match'}
          </Text>
          <LiveMatchCard match={current.match} live={current.live} finishedLabel headingAs="h3" />
          {isLive && liveActions ? (
            // A class of its own rather than @club/ui's Inline: the home's first load then needs no Inline file.
            <div className={styles.liveActions}>
              <Button href="/live" icon="Play" size="small">
                Watch Live
              </Button>
              <Button href="/live" icon="Audio" variant="ghost-dark" size="small">
                Listen Live
              </Button>
            </div>
          ) : current.match.status === 'scheduled' ? (
            <KickOffCountdown kickOff={current.match.kickOff} />
          ) : null}
        </li>
      )}
      {last && (
        <li className={styles.matchItem} data-state="result">
          <Text tone="muted" size="small" weight="strong">
            Latest result
          </Text>
          <LiveMatchCard
            match={last}
            live={null}
            headingAs="h3"
            {...(last.highlightsVideoId
              ? {
                  onHighlights: () =>
                    openHighlights({
                      id: last.highlightsVideoId ?? '',
                      title: `Highlights: ${last.home.name} ${last.score?.home ?? ''}–${last.score?.away ?? ''} ${last.away.name}`,
                      mediaType: 'OnDemand',
                    }),
                }
              : {})}
          />
          {last.reportSlug && (
            <TextLink href={`/news/${last.reportSlug}`}>
              Match report<VisuallyHidden>{`: ${last.home.name} v ${last.away.name}`}</VisuallyHidden>
            </TextLink>
          )}
        </li>
      )}
    </ul>
  );
}

/** SPEC 9's `block` fixtures widget for the first team: live or next match, and the latest result. */
export function HomeMatchBlock({ matches }: { matches: HomeTeamMatches }) {
  return (
    <Container width="wide">
      <Box as="section" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="home-matches-title">
        <Stack space="large">
          <div className={styles.sectionHeader}>
            <Heading level={2} id="home-matches-title">
              First Team
            </Heading>
            <TextLink href="/matches">All fixtures and results</TextLink>
          </div>
          <TeamMatches matches={matches} headingId="home-matches-title" liveActions />
        </Stack>
      </Box>
    </Container>
  );
}
