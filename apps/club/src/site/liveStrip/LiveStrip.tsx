import { liveMinuteText, useLiveMatch } from '@club/live';
import { Container, Icon, useLinkComponent, VisuallyHidden } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { HomePageData } from '../../routes/-components/home/homeData';
import { statusLabel } from '../../routes/-components/matchCentreData';
import { matchCentrePath } from '../../routes/-components/matchesHead';
import * as styles from './LiveStrip.css';
import type { LiveStripData } from './loadLiveStrip';

/** The home page's query (homeQueries.page, not imported: its module is the home route's): its match-day takeover. */
export const homeQueryKey = ['home'] as const;

/**
 * Whether a page carries the live strip: every page but the ones already leading with the match, its
 * own match centre and the home page while its match-day takeover shows it.
 */
export function showsLiveStrip(match: LiveStripData['match'], pathname: string, homeTakeoverMatchId: number | null): boolean {
  if (pathname === matchCentrePath(match)) return false;
  return !(pathname === '/' && homeTakeoverMatchId === match.id);
}

/** The strip as the layout places it (liveStripOnDemand): left out where the page shows the match already. */
export function LiveStripOnPage(strip: LiveStripData) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The page's loaders have filled the cache before it renders, on the server and on a navigation alike.
  const homeTakeover = useQueryClient().getQueryData<HomePageData>(homeQueryKey)?.takeover ?? null;
  return showsLiveStrip(strip.match, pathname, homeTakeover?.match.id ?? null) ? <LiveStrip strip={strip} /> : null;
}

/**
 * SPEC 3 `matchdayTakeover` (issue 31) on every page: a slim strip under the header with the first
 * team's live match, its score and minute moving without a reload (the page's one live stream, the one
 * the fixtures and the match centre follow), the whole strip a link to the match centre. It sits in the
 * page's flow, under the header, and is there in the server's HTML: it never covers what the fan is
 * reading, never takes the focus, and nothing moves when it hydrates. A goal is read out once, politely;
 * the minute ticking by is not.
 */
export function LiveStrip({ strip }: { strip: LiveStripData }) {
  const AppLink = useLinkComponent();
  const { match, live, announcement } = useLiveMatch(strip.match.id, strip, { enabled: strip.match.status !== 'finished' });
  const { home, away, score } = match;
  const said = useGoalSentence(match, announcement);
  const status = statusLabel(match, live);
  const spoken = match.status === 'live' && live ? (live.period === 'half-time' ? status : `Live, ${liveMinuteText(live)}`) : status;
  return (
    <aside className={styles.strip} aria-label="Live match">
      <Container width="wide">
        <AppLink href={matchCentrePath(match)} className={styles.link}>
          <span className={styles.status} data-state={match.status}>
            <span aria-hidden="true">{status}</span>
            <VisuallyHidden>{`${spoken}: `}</VisuallyHidden>
          </span>
          <span className={styles.scoreline}>
            <Side name={home.name} shortName={home.shortName} />
            {/* The numbers change in place: a new score flashes them once (not for reduced motion). */}
            <span key={scoreKey(score)} className={styles.score} data-new={scoreKey(score) === scoreKey(strip.match.score) ? undefined : ''} aria-hidden="true">
              {score ? `${score.home} – ${score.away}` : 'v'}
            </span>
            <Side name={away.name} shortName={away.shortName} />
            <VisuallyHidden>{score ? `${home.name} ${score.home}, ${away.name} ${score.away}. ` : `${home.name} v ${away.name}. `}</VisuallyHidden>
          </span>
          <span className={styles.more}>
            {/* Only the arrow on a phone; screen readers always hear it. */}
            <span className={styles.moreText}>Match Centre</span>
            <Icon name="Chevron" size="small" />
          </span>
        </AppLink>
      </Container>
      <VisuallyHidden>
        <span role="status">{said}</span>
      </VisuallyHidden>
    </aside>
  );
}

const scoreKey = (score: LiveStripData['match']['score']) => (score ? `${score.home}-${score.away}` : 'v');

/** A side's name, in full from a tablet up and short on a phone (the hidden one is hidden from screen readers too). */
function Side({ name, shortName }: { name: string; shortName: string }) {
  return (
    <span className={styles.side} aria-hidden="true">
      <span className={styles.fullName}>{name}</span>
      <span className={styles.shortName}>{shortName}</span>
    </span>
  );
}

/**
 * The sentence the strip's status region says: the live stream's own ('Goal for Brackwater Blues FC: …, 23rd
 * minute. Brackwater Blues FC 1, Kingsbridge Rovers 0', or a correction's) when the score changes, and nothing for the rest (a card, a line
 * of commentary, the minute): on a page about something else only the score is worth interrupting for.
 */
function useGoalSentence(match: LiveStripData['match'], announcement: string | null): string {
  const score = scoreKey(match.score);
  const [said, setSaid] = useState('');
  const shown = useRef(score);
  useEffect(() => {
    if (shown.current === score) return;
    shown.current = score;
    const { home, away } = match;
    setSaid(announcement ?? (match.score ? `Score: ${home.name} ${match.score.home}, ${away.name} ${match.score.away}` : ''));
  }, [score, announcement, match]);
  return said;
}
