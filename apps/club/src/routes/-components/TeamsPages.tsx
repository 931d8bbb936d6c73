import type { PlayerProfile, PlayerSummary, Team, TeamDetail } from '@club/api-client';
import { Container, Heading, Image, PlayerCard, Stack, Text, TextLink, VisuallyHidden } from '@club/ui';
import { matchesPath } from './matchesHead';
import * as styles from './Sports.css';
import { ageOn, groupSquad, loanLine, londonToday, playerPath, teamPath } from './teamsData';

/** SPEC 2.1 '/teams': the teams the club shows, each with its squad and fixtures. */
export function TeamsPage({ teams, currentSeason }: { teams: Team[]; currentSeason: string }) {
  return (
    <Container>
      <div className={styles.page}>
        <Stack space="xlarge">
          <Heading level={1}>Teams</Heading>
          <ul className={styles.cardGrid}>
            {teams.map((team) => (
              <li key={team.slug} className={styles.panel}>
                <Stack space="small">
                  <Heading level={3} as="h2">
                    <TextLink href={teamPath(team)} tone="neutral">
                      {team.name}
                    </TextLink>
                  </Heading>
                  <Text tone="muted">
                    <TextLink href={matchesPath(team.slug, currentSeason, currentSeason)}>
                      {`${team.name} fixtures and results`}
                    </TextLink>
                  </Text>
                </Stack>
              </li>
            ))}
          </ul>
        </Stack>
      </div>
    </Container>
  );
}

function SquadList({ team, players }: { team: TeamDetail; players: PlayerSummary[] }) {
  const size = team.isMiniCard ? 'mini' : 'standard';
  return (
    <ul className={team.isMiniCard ? styles.miniGrid : styles.squadGrid}>
      {players.map((player) => (
        <li key={player.slug}>
          <PlayerCard
            firstName={player.firstName}
            lastName={player.lastName}
            href={playerPath(player)}
            shirtNumber={player.shirtNumber}
            position={player.position}
            displayPosition={team.displayPositionOnCard}
            imageKey={player.imageKey}
            size={size}
          />
        </li>
      ))}
    </ul>
  );
}

/** SPEC 2.1 '/teams/{team}': the squad by position, then the players out on loan. */
export function TeamPage({ team, currentSeason }: { team: TeamDetail; currentSeason: string }) {
  const { groups, loaned } = groupSquad(team);
  return (
    <Container>
      <div className={styles.page}>
        <Stack space="xxlarge">
          <Stack space="small">
            <Heading level={1}>{team.name}</Heading>
            <Text tone="muted">
              <TextLink href={matchesPath(team.slug, currentSeason, currentSeason)}>{`${team.name} fixtures and results`}</TextLink>
            </Text>
          </Stack>
          {groups.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <Stack space="large">
                <Heading level={2}>{group.title}</Heading>
                <SquadList team={team} players={group.players} />
              </Stack>
            </section>
          ))}
          {loaned.length > 0 && (
            <section aria-label="Out on loan">
              <Stack space="large">
                <Heading level={2}>Out on loan</Heading>
                <ul className={styles.miniGrid}>
                  {loaned.map((player) => (
                    <li key={player.slug}>
                      <Stack space="xsmall">
                        <PlayerCard
                          firstName={player.firstName}
                          lastName={player.lastName}
                          href={playerPath(player)}
                          shirtNumber={player.shirtNumber}
                          position={player.position}
                          displayPosition={team.displayPositionOnCard}
                          imageKey={player.imageKey}
                          size="mini"
                        />
                        {player.loan && <Text size="small" tone="muted">{loanLine(player.loan)}</Text>}
                      </Stack>
                    </li>
                  ))}
                </ul>
              </Stack>
            </section>
          )}
        </Stack>
      </div>
    </Container>
  );
}

/** SPEC 2.1 '/players/…': portrait, the facts, the biography and every season's numbers. */
export function PlayerPage({ player }: { player: PlayerProfile }) {
  const facts: [string, string][] = [
    ['Position', player.position],
    ['Shirt number', String(player.shirtNumber)],
    ['Nationality', player.nationality],
    ['Age', String(ageOn(player.dateOfBirth, londonToday()))],
    ['Team', player.teamName],
  ];
  return (
    <Container>
      <div className={styles.page}>
        <div className={styles.profile}>
          <div className={styles.portrait}>
            <Image imageKey={player.imageKey} alt={`${player.name}`} ratio="2:3" sizes="(min-width: 760px) 320px, 100vw" priority />
          </div>
          <Stack space="xlarge">
            <Stack space="small">
              <Text tone="muted" weight="strong">
                <TextLink href={`/teams/${player.team}`} tone="neutral">
                  {player.teamName}
                </TextLink>
              </Text>
              <Heading level={1}>
                <span aria-hidden="true">{`${player.shirtNumber} `}</span>
                {player.name}
              </Heading>
            </Stack>
            <dl className={styles.facts}>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {player.loan && <Text>{loanLine(player.loan)}</Text>}
            <Text size="large">{player.biography}</Text>
            <section aria-labelledby="season-stats">
              <Stack space="medium">
                <Heading level={2} id="season-stats">
                  Season stats
                </Heading>
                {/* Focusable so keyboard users can scroll it on a narrow screen. */}
                <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="season-stats">
                  <table className={styles.table}>
                    <caption>
                      <VisuallyHidden>{`${player.name}: appearances, starts, goals and cards by season`}</VisuallyHidden>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col" className="name">Season</th>
                        <th scope="col">
                          <abbr title="Appearances">Apps</abbr>
                        </th>
                        <th scope="col">Starts</th>
                        <th scope="col">Goals</th>
                        <th scope="col">
                          <abbr title="Yellow cards">YC</abbr>
                        </th>
                        <th scope="col">
                          <abbr title="Red cards">RC</abbr>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {player.seasons.map((season) => (
                        <tr key={season.season}>
                          <th scope="row">{season.seasonName}</th>
                          <td>{season.appearances}</td>
                          <td>{season.starts}</td>
                          <td>{season.goals}</td>
                          <td>{season.yellowCards}</td>
                          <td>{season.redCards}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Stack>
            </section>
          </Stack>
        </div>
      </div>
    </Container>
  );
}
