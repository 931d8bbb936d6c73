import type { LiveMatchUpdate, LiveState, Match } from '@club/api-client';
import { getClock } from '@club/clock';
import { useLiveMatches } from '@club/live';
import { Container, EmptyState, Heading, Stack, Text } from '@club/ui';
import { memo, useDeferredValue } from 'react';
import { CalendarLinks } from './CalendarLinks';
import { LeagueTable } from './LeagueTable';
import { anyFollowable, LiveMatchCard, withLiveState } from './LiveMatchCard';
import { groupByMonth, splitFixturesAndResults, type MatchesPageData } from './matchesData';
import { matchesPath } from './matchesHead';
import { Picker } from './Pickers';
import * as styles from './Sports.css';

/** SPEC 1 and 2.1: a team's fixtures and results in a season, by month, with team and season pickers. */
export function MatchesPage({ data }: { data: MatchesPageData }) {
  // A match on today follows the live stream: its minute and score change in place, and at full time it
  // moves from the fixtures to the results. A message re-renders this page in a background (deferred)
  // render React can interrupt: the store's own re-render is synchronous, and the stream's first message
  // arrives right after hydration, when a synchronous render of every card was a 150 ms long task at 4x
  // CPU (issue 13). Here it renders only this component, which hands the memoised page the same props.
  const updates = useDeferredValue(useLiveMatches(anyFollowable(data.matches, getClock().nowMs())));
  return <MatchesPageContent data={data} updates={updates} />;
}

const MatchesPageContent = memo(function MatchesPageContent({
  data,
  updates,
}: {
  data: MatchesPageData;
  updates: ReadonlyMap<number, LiveMatchUpdate>;
}) {
  const { team, teams, season, seasons, currentSeason, matches, table, preSeasonMessage } = data;
  const current = matches.map((match) => withLiveState(match, updates));
  const liveById = new Map(current.map(({ match, live }) => [match.id, live]));
  const { fixtures, results } = splitFixturesAndResults(current.map(({ match }) => match));
  return (
    <Container>
      <div className={styles.page}>
        <Stack space="xlarge">
          <Stack space="small">
            <Heading level={1}>Fixtures &amp; Results</Heading>
            <Text tone="muted">{`${team.name}, ${season.name}`}</Text>
            <CalendarLinks team={team.slug} teamName={team.name} />
          </Stack>
          <div className={styles.pickers}>
            <Picker
              label="Team"
              options={teams.map((option) => ({
                label: option.name,
                href: option.externalMatchPage ?? matchesPath(option.slug, season.slug, currentSeason),
                current: option.slug === team.slug,
              }))}
            />
            <Picker
              label="Season"
              options={seasons.map((option) => ({
                label: option.name,
                href: matchesPath(team.slug, option.slug, currentSeason),
                current: option.slug === season.slug,
              }))}
            />
          </div>
          <div className={styles.layout}>
            <section aria-labelledby="fixtures" className={styles.fixturesArea}>
              <Stack space="large">
                <Heading level={2} id="fixtures">
                  Fixtures
                </Heading>
                {preSeasonMessage !== null && (
                  <EmptyState title="New fixtures are coming soon" message={preSeasonMessage} icon="Calendar" headingAs="h3" />
                )}
                {fixtures.length > 0 ? (
                  <MonthGroups matches={fixtures} live={liveById} />
                ) : (
                  preSeasonMessage === null && <Text tone="muted">{`No fixtures to come for the ${team.name} in ${season.name}.`}</Text>
                )}
              </Stack>
            </section>
            {table && (
              <div className={styles.tableArea}>
                <LeagueTable table={table} />
              </div>
            )}
            <section aria-labelledby="results" className={styles.resultsArea}>
              <Stack space="large">
                <Heading level={2} id="results">
                  Results
                </Heading>
                {results.length === 0 ? (
                  <Text tone="muted">{`No results yet for the ${team.name} in ${season.name}.`}</Text>
                ) : (
                  <MonthGroups matches={results} live={liveById} />
                )}
              </Stack>
            </section>
          </div>
        </Stack>
      </div>
    </Container>
  );
});

function MonthGroups({ matches, live }: { matches: Match[]; live: ReadonlyMap<number, LiveState | null> }) {
  return (
    <Stack space="xlarge">
      {groupByMonth(matches).map((group) => (
        <Stack key={group.key} space="medium">
          <Heading level={4} as="h3">
            {group.label}
          </Heading>
          <ul className={styles.cardGrid}>
            {group.matches.map((match) => (
              <li key={match.id} className={styles.listedMatch}>
                <LiveMatchCard match={match} live={live.get(match.id) ?? null} headingAs="h4" />
              </li>
            ))}
          </ul>
        </Stack>
      ))}
    </Stack>
  );
}

