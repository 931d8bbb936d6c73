import { useId } from 'react';
import { Button } from '../Button/Button';
import { formatKickOff, formatMatchDate, toIsoDateTime, type DateInput } from '../format/date';
import { Image } from '../Image/Image';
import { isInternalHref } from '../LinkProvider/LinkProvider';
import type { CardHeadingTag } from '../private/headingLevels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './MatchCard.css';

export type MatchTeam = {
  name: string;
  /** The crest's image library key; without one the card shows the team's initials. */
  crestKey?: string;
};

export type MatchScore = { home: number; away: number };

export type MatchCardProps = {
  competition: string;
  kickOff: DateInput;
  home: MatchTeam;
  away: MatchTeam;
  /** With a score the card is a result (or live); without, a fixture showing the kick-off time. */
  score?: MatchScore;
  venue?: string;
  /** SPEC 9's buttons, each shown only when given. */
  matchCentreHref?: string;
  ticketsHref?: string;
  onHighlights?: () => void;
  headingAs?: CardHeadingTag;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function TeamCrest({ team }: { team: MatchTeam }) {
  // The name is printed beside it, so the crest is decorative either way.
  return team.crestKey ? (
    <span className={styles.crest}>
      <Image imageKey={team.crestKey} alt="" ratio="1:1" fit="contain" sizes="56px" />
    </span>
  ) : (
    <span className={styles.initials} aria-hidden="true">
      {initials(team.name)}
    </span>
  );
}

/** A fixture or result: competition, 'ddd D MMM' date, both teams, the score or kick-off, and actions. */
export function MatchCard({
  competition,
  kickOff,
  home,
  away,
  score,
  venue,
  matchCentreHref,
  ticketsHref,
  onHighlights,
  headingAs: HeadingTag = 'h3',
}: MatchCardProps) {
  const headingId = useId();
  const state = score ? 'result' : 'fixture';
  const hasActions = matchCentreHref !== undefined || ticketsHref !== undefined || onHighlights !== undefined;
  return (
    <article className={styles.root} aria-labelledby={headingId} data-state={state}>
      <VisuallyHidden as={HeadingTag} id={headingId}>
        {`${home.name} v ${away.name}`}
      </VisuallyHidden>
      <div className={styles.meta}>
        <span className={styles.competition}>{competition}</span>
        <span className={styles.detail}>
          <time dateTime={toIsoDateTime(kickOff)}>{formatMatchDate(kickOff)}</time>
          {venue && ` · ${venue}`}
        </span>
      </div>
      <div className={styles.teams}>
        <div className={styles.team}>
          <TeamCrest team={home} />
          {home.name}
        </div>
        <div className={styles.centre}>
          {score ? (
            <>
              <span aria-hidden="true">{`${score.home} - ${score.away}`}</span>
              <VisuallyHidden>{`Result: ${home.name} ${score.home}, ${away.name} ${score.away}`}</VisuallyHidden>
            </>
          ) : (
            <span className={styles.kickOff}>
              <VisuallyHidden>Kick-off </VisuallyHidden>
              {formatKickOff(kickOff)}
            </span>
          )}
        </div>
        <div className={styles.team}>
          <TeamCrest team={away} />
          {away.name}
        </div>
      </div>
      {hasActions && (
        <ul className={styles.actions}>
          {matchCentreHref !== undefined && (
            <li>
              <Button href={matchCentreHref} size="small" variant="primary-dark" aria-describedby={headingId}>
                Match Centre
              </Button>
            </li>
          )}
          {ticketsHref !== undefined && (
            <li>
              <Button href={ticketsHref} newTab={!isInternalHref(ticketsHref)} size="small" variant="ghost-dark" icon="Tickets" aria-describedby={headingId}>
                Buy Tickets
              </Button>
            </li>
          )}
          {onHighlights !== undefined && (
            <li>
              <Button onClick={onHighlights} size="small" variant="ghost-dark" icon="Play" aria-describedby={headingId}>
                Highlights
              </Button>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
