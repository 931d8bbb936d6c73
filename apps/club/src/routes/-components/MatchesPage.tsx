import type { Match } from '@club/api-client';
import { Container, EmptyState, Heading, MatchCard, Stack, Text } from '@club/ui';
import { CalendarLinks } from './CalendarLinks';
import { LeagueTable } from './LeagueTable';
import {
  groupByMonth,
  matchCentrePath,
  matchesPath,
  splitFixturesAndResults,
  ticketsHrefFor,
  type MatchesPageData,
} from './matchesData';
import { Picker } from './Pickers';
import * as styles from './Sports.css';

/** SPEC 1 and 2.1: a team's fixtures and results in a season, by month, with team and season pickers. */
export function MatchesPage({ data }: { data: MatchesPageData }) {
  const { team, teams, season, seasons, currentSeason, matches, table, preSeasonMessage } = data;
  const { fixtures, results } = splitFixturesAndResults(matches);
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
                {preSeasonMessage !== null ? (
                  <EmptyState title="New fixtures are coming soon" message={preSeasonMessage} icon="Calendar" headingAs="h3" />
                ) : fixtures.length === 0 ? (
                  <Text tone="muted">{`No fixtures to come for the ${team.name} in ${season.name}.`}</Text>
                ) : (
                  <MonthGroups matches={fixtures} />
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
                  <MonthGroups matches={results} />
                )}
              </Stack>
            </section>
          </div>
        </Stack>
      </div>
    </Container>
  );
}

function MonthGroups({ matches }: { matches: Match[] }) {
  return (
    <Stack space="xlarge">
      {groupByMonth(matches).map((group) => (
        <Stack key={group.key} space="medium">
          <Heading level={4} as="h3">
            {group.label}
          </Heading>
          <ul className={styles.cardGrid}>
            {group.matches.map((match) => (
              <li key={match.id}>
                <MatchCard
                  competition={match.status === 'live' ? `Live · ${match.competition.name}` : match.competition.name}
                  kickOff={match.kickOff}
                  home={{ name: match.home.name, crestKey: match.home.crestKey }}
                  away={{ name: match.away.name, crestKey: match.away.crestKey }}
                  score={match.score ?? undefined}
                  venue={match.status === 'postponed' ? 'Postponed' : match.venue}
                  matchCentreHref={matchCentrePath(match)}
                  ticketsHref={ticketsHrefFor(match)}
                  headingAs="h4"
                />
              </li>
            ))}
          </ul>
        </Stack>
      ))}
    </Stack>
  );
}

