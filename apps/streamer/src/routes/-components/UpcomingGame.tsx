import { getClock } from '@club/clock';
import { countdown, countdownText, liveMinuteLabel, liveMinuteText, twoDigits, useLiveMatch } from '@club/live';
import type { CommentaryLine, Match, StreamStatus } from '@club/api-client';
import { clubConfig } from '@club/config';
import { useViewer } from '@club/auth';
import { openAudio, openVideo } from '@club/site-state';
import { Button, formatDate, Heading, Image, Inline, Stack, Text, VisuallyHidden } from '@club/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { liveAccess, liveAccessText } from './liveAccess';
import { LiveBlockedNotice } from './LiveBlockedNotice';
import * as styles from './StreamerHome.css';

/** The platform's live channels (content/video/streams.json) the buttons open, named as the club streams. */
export const liveChannels = {
  video: { id: 'live-video', title: `${clubConfig.streaming.videoName} Live` },
  audio: { id: 'live-audio', title: `${clubConfig.streaming.audioName} Live` },
} as const;

/**
 * The clock the countdown reads: the server's render time first (so hydration matches the HTML),
 * then the page's clock (which started from the server's), every second.
 */
function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const clock = getClock();
    setNow(clock.nowMs());
    const timer = setInterval(() => setNow(clock.nowMs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Countdown({ kickOff, renderedAt }: { kickOff: string; renderedAt: number }) {
  const parts = countdown(Date.parse(kickOff), useNow(renderedAt));
  const cells = [
    { value: parts.days, unit: 'Days' },
    { value: parts.hours, unit: 'Hours' },
    { value: parts.minutes, unit: 'Minutes' },
    { value: parts.seconds, unit: 'Seconds' },
  ];
  return (
    // role="timer" is not announced as it ticks; its name says the time to the minute.
    <div role="timer" aria-label={countdownText(parts)} className={styles.countdown}>
      {cells.map(({ value, unit }) => (
        <span key={unit} className={styles.countdownCell} aria-hidden="true">
          <span className={styles.countdownValue}>{twoDigits(value)}</span>
          <span className={styles.countdownUnit}>{unit}</span>
        </span>
      ))}
    </div>
  );
}

function Team({ name, crestKey }: { name: string; crestKey: string }) {
  return (
    <span className={styles.team}>
      <span className={styles.crest}>
        <Image imageKey={crestKey} alt="" ratio="1:1" fit="contain" sizes="64px" priority />
      </span>
      <span className={styles.teamName}>{name}</span>
    </span>
  );
}

/** What the viewer's passes allow; the server renders for a visitor until the login check says otherwise. */
function AccessLine({ match }: { match: Match }) {
  // The viewer stays unknown until hydration ends, as the server rendered it.
  const { loginCheckCompleted: checked, loggedIn, entitlements } = useViewer();
  const access = liveAccess(match, loggedIn, entitlements);
  const text = checked ? liveAccessText(access, loggedIn) : '\u00a0';
  const needsPass = checked && !(access.video && access.audio);
  return (
    <div className={styles.access}>
      <Text tone="muted">{text}</Text>
      {needsPass ? (
        <Button href="/#packages" variant="ghost-dark" size="small">
          Get a Pass
        </Button>
      ) : null}
    </div>
  );
}

type LiveStreams = { video: StreamStatus | null; audio: StreamStatus | null };

/**
 * Watch Live and Listen Live, as the studio has the channels: a disabled stream is not offered; an idle
 * one is said to be off air (the club site's words) and still offered, as its player shows the offline
 * image and waits for the stream (a channel is idle too for the seconds before its encoder's first
 * media); unknown (not read) is offered, the session check deciding.
 */
function LiveButtons({ streams }: { streams: LiveStreams | undefined }) {
  const watch = useSetAtom(openVideo);
  const listen = useSetAtom(openAudio);
  const offAir = (status: StreamStatus | null | undefined) => status === 'idle';
  const offered = (status: StreamStatus | null | undefined) => status !== 'disabled';
  // data-opens-player: the players' code loads when a button comes into view (usePreloadPlayers).
  return (
    <Inline space="small">
      {offered(streams?.video) && (
        <div data-opens-player="">
          <Button
            icon="Play"
            onClick={() => watch({ id: liveChannels.video.id, title: liveChannels.video.title, mediaType: 'DrmLiveVideo' })}
          >
            Watch Live
          </Button>
        </div>
      )}
      {offAir(streams?.video) && <Text tone="muted">{`${liveChannels.video.title}: off air`}</Text>}
      {offered(streams?.audio) && (
        <div data-opens-player="">
          <Button
            icon="Audio"
            variant="ghost-dark"
            onClick={() => listen({ id: liveChannels.audio.id, title: liveChannels.audio.title })}
          >
            Listen Live
          </Button>
        </div>
      )}
      {offAir(streams?.audio) && <Text tone="muted">{`${liveChannels.audio.title}: off air`}</Text>}
    </Inline>
  );
}

export interface UpcomingGameProps {
  match: Match | null;
  /** The club's latest line of live commentary, as the server read it (newest first); the live stream brings the next. */
  commentary?: CommentaryLine[];
  renderedAt: number;
  /** The live channels' status; absent: both offered. */
  liveStreams?: LiveStreams;
}

/** SPEC 2.4 'Upcoming Game': the next first-team match, its countdown, and the live buttons while it is on. */
export function UpcomingGame({ match, commentary = [], renderedAt, liveStreams }: UpcomingGameProps) {
  if (!match) {
    return <Text>New fixtures are coming soon. Check back when the fixture list is published.</Text>;
  }
  return <NextGame loaded={match} commentary={commentary} renderedAt={renderedAt} liveStreams={liveStreams} />;
}

/** Whether the page listens to the live stream for this match: it is on, or kicks off within a day. */
const followsLive = (match: Match, nowMs: number) =>
  match.status === 'live' || (match.status === 'scheduled' && Date.parse(match.kickOff) - nowMs < 24 * 3_600_000);

/**
 * The next game as the live stream has it now (the loader's until a message arrives): the countdown
 * before kick-off, then the score and minute, without a reload.
 */
function NextGame({
  loaded,
  commentary: loadedCommentary,
  renderedAt,
  liveStreams,
}: {
  loaded: Match;
  commentary: CommentaryLine[];
  renderedAt: number;
  liveStreams: LiveStreams | undefined;
}) {
  const initial = useMemo(() => ({ match: loaded, live: null, events: [], commentary: loadedCommentary }), [loaded, loadedCommentary]);
  const { match, live: liveState, commentary } = useLiveMatch(loaded.id, initial, { enabled: followsLive(loaded, getClock().nowMs()) });
  const line = commentary[0];
  const live = match.status === 'live';
  const finished = match.status === 'finished';
  const kickOff = new Date(match.kickOff);
  return (
    <article className={styles.nextGame} aria-labelledby="next-match-teams" data-state={live ? 'live' : 'scheduled'}>
      <Stack space="medium">
        <Text tone="muted" size="small">
          {[match.competition.name, match.round === match.competition.name ? null : match.round, match.venue]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Heading level={3} id="next-match-teams">
          <span className={styles.teams}>
            <Team name={match.home.name} crestKey={match.home.crestKey} />
            <span className={styles.versus}>
              {(live || finished) && match.score ? `${match.score.home} – ${match.score.away}` : 'v'}
            </span>
            <Team name={match.away.name} crestKey={match.away.crestKey} />
          </span>
        </Heading>
        <Text>
          <time dateTime={match.kickOff}>
            {`Kick-off ${formatDate(kickOff, 'matchTime')} UK time`}
          </time>
        </Text>
        {live ? (
          <>
            <span className={styles.liveBadge}>
              {liveState ? (
                <>
                  <span aria-hidden="true">{`Live now · ${liveMinuteLabel(liveState)}`}</span>
                  <VisuallyHidden>{`Live now, ${liveMinuteText(liveState)}`}</VisuallyHidden>
                </>
              ) : (
                'Live now'
              )}
            </span>
            <LiveButtons streams={liveStreams} />
            {line && (
              <p className={styles.commentaryLine}>
                <span className={styles.commentaryMinute}>{liveMinuteLabel(line)}</span>
                <VisuallyHidden>{' Commentary: '}</VisuallyHidden>
                {line.text}
              </p>
            )}
          </>
        ) : finished ? (
          <span className={styles.liveBadge}>Full time</span>
        ) : (
          <Countdown kickOff={match.kickOff} renderedAt={renderedAt} />
        )}
        <LiveBlockedNotice />
        <AccessLine match={match} />
      </Stack>
    </article>
  );
}
