import { momentOnStreamMs, type Club, type CommentaryLine, type MatchCentre as Centre, type MatchEvent } from '@club/api-client';
import { Button, Container, Heading, Icon, Image, Stack, Text, VisuallyHidden } from '@club/ui';
import { matchCentreAtom, openAudio, openMatchVideo } from '@club/site-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { HydrateWhenNear } from '../../site/page/HydrateWhenNear';
import { useKeptWhileEqual } from '../../site/page/useKeptWhileEqual';
import type { LiveStream } from '../videos/-components/LivePage';
import { isOffAir } from '../videos/-components/live';
import * as styles from './MatchCentre.css';
import { MatchVideoSlot } from './MatchVideoSlot';
import { eventMinute, eventTypeLabels, highlightsPath, statusLabel } from './matchCentreData';
import { matchLineups, matchStats } from './matchCentreOnDemand';
import { ticketsHrefFor } from './matchesHead';
import * as sports from './Sports.css';

/** The club's live channels, while the match is live: the match centre's Watch Live and Listen Live. */
export interface MatchLiveStreams {
  video: LiveStream;
  audio: LiveStream;
}

/**
 * SPEC 2.1's match centre: score, status, line-ups, events, stats, report and highlights. While the match
 * is live the page passes the newest state of the live stream as `centre`, and `announcement`, the last
 * change in a sentence, goes to one polite status region (the minute ticking by is not read out). With
 * `streams` (a live match) the header has Watch Live and Listen Live: the video opens in the page (SPEC 3
 * matchCentre.videoOpen), beside the timeline, and docks when the fan moves on; the audio in its bar.
 */
export function MatchCentre({
  centre,
  announcement = '',
  streams = null,
}: {
  centre: Centre;
  announcement?: string;
  streams?: MatchLiveStreams | null;
}) {
  const { match, lineups, events, stats, live, commentary } = centre;
  const matchPath = `/match/${match.team}/${match.season}/${match.id}`;
  const matchCentreState = useAtomValue(matchCentreAtom);
  const watch = useSetAtom(openMatchVideo);
  const listen = useSetAtom(openAudio);
  const onAir = match.status === 'live' ? streams : null;
  const video = onAir && !isOffAir(onAir.video.asset) ? onAir.video : null;
  const audio = onAir && !isOffAir(onAir.audio.asset) ? onAir.audio : null;
  const videoOpen = video !== null && matchCentreState.videoOpen && matchCentreState.matchPath === matchPath;
  // Every moment a tap away (issue 31): the live state places each moment of the timeline on the live
  // video's clock, by the match clock of its half (staff may retime it at half-time). The player's gate
  // decides who may watch (and tells anyone else why).
  const watchMoment = (event: MatchEvent) => {
    const momentMs = video && live ? momentOnStreamMs(live, event) : null;
    return momentMs === null ? {} : { onWatch: () => watch({ matchPath, seekTo: momentMs - watchLeadMs }) };
  };
  const ticketsHref = ticketsHrefFor(match);
  const sideName = (side: 'home' | 'away') => (side === 'home' ? match.home.name : match.away.name);
  // The timeline beside the video while it is open (SPEC 3 matchCentre.videoOpen), else beside the stats.
  // The line-ups and the stats hydrate when they come near the screen (matchCentreOnDemand), so the first
  // screen's work is the header and the timeline.
  const lineupsProps = useKeptWhileEqual({ homeName: match.home.name, awayName: match.away.name, team: match.team, lineups });
  const statsProps = useKeptWhileEqual({ homeName: match.home.name, awayName: match.away.name, stats });
  const lineupsSection = <HydrateWhenNear part={matchLineups} props={lineupsProps} />;
  const eventsSection = (
    <section aria-labelledby="events">
      <Stack space="large">
        <Heading level={2} id="events">
          Match events
        </Heading>
        {events.length === 0 ? (
          <Text tone="muted">No events yet.</Text>
        ) : (
          <ol className={styles.timeline}>
            {events.map((event, index) => (
              <EventRow
                key={index}
                event={event}
                sideName={sideName(event.side)}
                {...watchMoment(event)}
              />
            ))}
          </ol>
        )}
      </Stack>
    </section>
  );
  // The club's voice (issue 31): newest first. Not a live region itself: each new line is read out once,
  // politely, by the page's one status region (the live stream's announcement), so nothing is said twice.
  const commentarySection =
    commentary.length > 0 || match.status === 'live' ? (
      <section aria-labelledby="commentary">
        <Stack space="large">
          <Heading level={2} id="commentary">
            Live commentary
          </Heading>
          {commentary.length === 0 ? (
            <Text tone="muted">No commentary yet.</Text>
          ) : (
            <ol className={styles.commentary} reversed>
              {commentary.map((line) => (
                <CommentaryRow key={line.id} line={line} />
              ))}
            </ol>
          )}
        </Stack>
      </section>
    ) : null;
  const timelineColumn = commentarySection ? (
    <Stack space="xxlarge">
      {commentarySection}
      {eventsSection}
    </Stack>
  ) : (
    eventsSection
  );
  // On match day the timeline (commentary and events) leads; the line-ups follow it.
  const timelineFirst = commentarySection !== null;
  const statsSection = <HydrateWhenNear part={matchStats} props={statsProps} />;
  return (
    <Container>
      <div className={sports.page}>
        <Stack space="xxlarge">
          <section className={styles.header} aria-labelledby="match-heading">
            <p className={styles.meta}>
              {match.round === match.competition.name ? `${match.round} · ` : `${match.competition.name} · ${match.round} · `}
              <time dateTime={match.kickOff}>{statusLabel({ ...match, status: 'scheduled' }, null)}</time>
              {` · ${match.venue}`}
            </p>
            <Heading level={3} as="h1" tone="inverse" id="match-heading">
              {`${match.home.name} v ${match.away.name}`}
            </Heading>
            <div className={styles.scoreline}>
              <Side club={match.home} />
              <div>
                {match.score ? (
                  <span className={styles.score}>
                    <span aria-hidden="true">{`${match.score.home} - ${match.score.away}`}</span>
                    <VisuallyHidden>{`Score: ${match.home.name} ${match.score.home}, ${match.away.name} ${match.score.away}`}</VisuallyHidden>
                  </span>
                ) : (
                  <span className={styles.score}>v</span>
                )}
              </div>
              <Side club={match.away} />
            </div>
            <div>
              <span className={styles.status} data-state={match.status}>
                {match.status === 'live' && <Icon name="Live" size="small" />}
                {statusLabel(match, live)}
              </span>
            </div>
            <VisuallyHidden>
              <span role="status">{announcement}</span>
            </VisuallyHidden>
            {(video || audio || match.reportSlug || match.highlightsVideoId || ticketsHref) && (
              <ul className={styles.actions}>
                {video && (
                  <li>
                    <Button variant="primary-light" size="small" icon="Play" onClick={() => watch({ matchPath })}>
                      Watch Live
                    </Button>
                  </li>
                )}
                {audio && (
                  <li>
                    <Button
                      variant="ghost-light"
                      size="small"
                      icon="Audio"
                      onClick={() => listen({ id: audio.id, title: audio.asset.title })}
                    >
                      Listen Live
                    </Button>
                  </li>
                )}
                {match.reportSlug && (
                  <li>
                    <Button href={`/news/${match.reportSlug}`} variant="primary-light" size="small" icon="Article">
                      Match Report
                    </Button>
                  </li>
                )}
                {match.highlightsVideoId && (
                  <li>
                    <Button href={highlightsPath} variant="ghost-light" size="small" icon="Play">
                      Highlights
                    </Button>
                  </li>
                )}
                {ticketsHref && (
                  <li>
                    <Button href={ticketsHref} variant="primary-light" size="small" icon="Tickets">
                      Buy Tickets
                    </Button>
                  </li>
                )}
              </ul>
            )}
          </section>

          {videoOpen && video ? (
            <>
              <div className={styles.watchColumns}>
                <MatchVideoSlot matchPath={matchPath} title={video.asset.title} />
                {timelineColumn}
              </div>
              {lineupsSection}
              {statsSection}
            </>
          ) : (
            <>
              {!timelineFirst && lineupsSection}
              <div className={styles.columns}>
                {timelineColumn}
                {statsSection}
              </div>
              {timelineFirst && lineupsSection}
            </>
          )}
        </Stack>
      </div>
    </Container>
  );
}

function Side({ club }: { club: Club }) {
  return (
    <div className={styles.side}>
      <span className={styles.crest}>
        <Image imageKey={club.crestKey} alt="" ratio="1:1" fit="contain" sizes="88px" />
      </span>
      {/* The heading names both sides already. */}
      <span aria-hidden="true">{club.shortName}</span>
    </div>
  );
}

function EventIcon({ type }: { type: MatchEvent['type'] }) {
  switch (type) {
    case 'goal':
    case 'own-goal':
    case 'penalty':
      return <Icon name="Ball" size="small" />;
    case 'yellow':
    case 'red':
      return <span className={styles.card} data-card={type} aria-hidden="true" />;
    case 'substitution':
      return <Icon name="Shirt" size="small" />;
    default:
      return type satisfies never;
  }
}

function CommentaryRow({ line }: { line: CommentaryLine }) {
  return (
    <li className={styles.commentaryLine}>
      <span className={styles.minute}>{eventMinute(line)}</span>
      <p className={styles.commentaryText}>
        {line.text}
        {line.edited && <span className={styles.detail}> (edited)</span>}
      </p>
    </li>
  );
}

/** A moment's Watch starts this long before it, so the fan sees it coming. */
const watchLeadMs = 5_000;

function EventRow({ event, sideName, onWatch }: { event: MatchEvent; sideName: string; onWatch?: () => void }) {
  return (
    <li className={styles.event} data-side={event.side} data-watch={onWatch ? 'yes' : 'no'}>
      <span className={styles.minute}>{eventMinute(event)}</span>
      <EventIcon type={event.type} />
      <span>
        <strong>{eventTypeLabels[event.type]}</strong>
        {`: ${event.player.name} `}
        <span className={styles.detail}>
          {`(${sideName})`}
          {event.assist && `, assist ${event.assist.name}`}
          {event.playerOff && `, replacing ${event.playerOff.name}`}
        </span>
      </span>
      {onWatch && (
        <span className={styles.watch}>
          <Button variant="ghost-dark" size="small" icon="Play" onClick={onWatch}>
            Watch
            <VisuallyHidden>{` ${eventTypeLabels[event.type]}, ${event.player.name}, ${eventMinute(event)}`}</VisuallyHidden>
          </Button>
        </span>
      )}
    </li>
  );
}
