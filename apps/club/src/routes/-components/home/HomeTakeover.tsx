import { liveMinuteLabel, liveMinuteText, matchClockLabel, useLiveMatch } from '@club/live';
import { Box, Button, Container, Heading, Icon, VisuallyHidden } from '@club/ui';
import { eventTypeLabels } from '../matchCentreData';
import { matchCentrePath } from '../matchesHead';
import * as styles from './Home.css';
import { KickOffCountdown } from './HomeMatchBlock';
import type { MatchdayTakeover } from './takeover';

/**
 * SPEC 3 `matchdayTakeover` (issue 31): on match day the home page leads with the first team's match —
 * the score and minute, the latest moment and line of commentary, the match centre, Watch and Listen —
 * above everything else. Rendered on the server; in the browser it follows the page's one live stream
 * (the stream the fixtures block opens for the same match), so it adds a few hundred bytes of script.
 */
export function HomeTakeover({ takeover }: { takeover: MatchdayTakeover }) {
  const { match, live, events, commentary } = useLiveMatch(takeover.match.id, takeover, { enabled: takeover.match.status !== 'finished' });
  const isLive = match.status === 'live';
  const clock = matchClockLabel(match, live);
  const line = commentary[0] ?? null;
  const moment = events.at(-1) ?? null;
  const score = match.score;
  return (
    <Box as="section" background="surfaceInverse" paddingY={{ base: 'large', 1024: 'xlarge' }} aria-labelledby="takeover-title">
      <Container width="wide">
        <div className={styles.takeoverInner}>
          <p className={styles.takeoverMeta}>
            <span className={styles.takeoverStatus} data-state={match.status}>
              {isLive && <Icon name="Live" size="small" />}
              {isLive ? `Live ${clock === 'Live' ? '' : (clock ?? '')}`.trim() : match.status === 'finished' ? 'Full time' : 'Match day'}
              {isLive && live && <VisuallyHidden>{`, ${liveMinuteText(live)}`}</VisuallyHidden>}
            </span>
            <span>{`${match.competition.name} · ${match.venue}`}</span>
          </p>
          <Heading level={2} tone="inverse" id="takeover-title">
            <span className={styles.takeoverScore}>
              <span className={styles.takeoverSide}>{match.home.name}</span>
              <span className={styles.takeoverGoals} aria-hidden={score ? 'true' : undefined}>
                {score ? `${score.home} – ${score.away}` : 'v'}
              </span>
              {score && <VisuallyHidden>{`${score.home}, `}</VisuallyHidden>}
              <span className={styles.takeoverSide}>
                {match.away.name}
                {score && <VisuallyHidden>{` ${score.away}`}</VisuallyHidden>}
              </span>
            </span>
          </Heading>
          {match.status === 'scheduled' && (
            <div className={styles.takeoverCountdown}>
              <KickOffCountdown kickOff={match.kickOff} />
            </div>
          )}
          {(moment || line) && (
            <ul className={styles.takeoverNews} aria-label="Latest from the match">
              {moment && (
                <li>
                  <span className={styles.takeoverMinute}>{liveMinuteLabel(moment)}</span>
                  {`${eventTypeLabels[moment.type]}: ${moment.player.name} (${moment.side === 'home' ? match.home.name : match.away.name})`}
                </li>
              )}
              {line && (
                <li>
                  <span className={styles.takeoverMinute}>{liveMinuteLabel(line)}</span>
                  {line.text}
                </li>
              )}
            </ul>
          )}
          <div className={styles.liveActions}>
            <Button href={matchCentrePath(match)} variant="primary-light" size="small">
              Match Centre
            </Button>
            {isLive && (
              <>
                <Button href="/live" icon="Play" variant="ghost-light" size="small">
                  Watch Live
                </Button>
                <Button href="/live" icon="Audio" variant="ghost-light" size="small">
                  Listen Live
                </Button>
              </>
            )}
          </div>
        </div>
      </Container>
    </Box>
  );
}
