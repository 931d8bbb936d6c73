import type { FixtureCoverage, StreamerFixture, UkIrelandAvailability } from '@club/api-client';
import { formatMatchDate, Text } from '@club/ui';
import * as styles from './StreamerHome.css';

const teamLabels: Record<string, string> = { 'first-team': 'First Team', women: 'Women', u21: 'U21s', u18: 'U18s' };

const coverageLabels: Record<FixtureCoverage, string> = { video: 'Live video', audio: 'Live audio' };

/** SPEC 9 'Streamer FAQ' for one fixture, in a few words. */
export function ukIrelandNote(availability: UkIrelandAvailability): string | null {
  switch (availability) {
    case 'available':
      return null;
    case 'blackout':
      return 'Not live in the UK and Ireland (14:45–17:15 blackout)';
    case 'unavailable':
      return 'Cup game: not shown in the UK and Ireland';
    default:
      return availability satisfies never;
  }
}

/** SPEC 2.4 'Upcoming Fixtures': the streaming provider's fixtures feed, with what is streamed of each. */
export function Fixtures({ fixtures }: { fixtures: StreamerFixture[] }) {
  if (fixtures.length === 0) return <Text>New fixtures are coming soon.</Text>;
  return (
    <ul className={styles.fixtures}>
      {fixtures.map(({ match, coverage, ukIreland }) => {
        const note = ukIrelandNote(ukIreland);
        return (
          <li key={match.id} className={styles.fixture}>
            <time dateTime={match.kickOff} className={styles.fixtureDate}>
              <span>{formatMatchDate(match.kickOff)}</span>
              <span className={styles.fixtureTime}>{`${match.kickOffLocal.time} UK`}</span>
            </time>
            <div className={styles.fixtureBody}>
              <span className={styles.fixtureTeams}>{`${match.home.name} v ${match.away.name}`}</span>
              <span className={styles.fixtureMeta}>
                {`${teamLabels[match.team] ?? match.team} · ${match.competition.name}${match.status === 'live' ? ' · Live now' : ''}`}
              </span>
              {note ? <span className={styles.fixtureMeta}>{note}</span> : null}
            </div>
            <ul className={styles.coverage} aria-label="Coverage">
              {coverage.length === 0 ? (
                <li className={styles.coverageTag} data-state="none">
                  Not streamed
                </li>
              ) : (
                coverage.map((kind) => (
                  <li key={kind} className={styles.coverageTag}>
                    {coverageLabels[kind]}
                  </li>
                ))
              )}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
