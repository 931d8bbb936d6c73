import type { Lineup, LineupPlayer, MatchCentre as Centre } from '@club/api-client';
import { Heading, Stack, Text, TextLink, VisuallyHidden } from '@club/ui';
import * as styles from './MatchCentreDetails.css';
import { statRows, statShare } from './matchCentreData';

// SPEC 2.1's match centre below its first screen: the line-ups and the stats. Their code is not in the
// centre's first load (matchCentreOnDemand): the server renders them whole, and the browser hydrates each
// when it comes near the screen, so the first screen's work is the score header and the timeline.

export interface MatchLineupsProps {
  homeName: string;
  awayName: string;
  /** The match's team: its players' pages are under it. */
  team: string;
  lineups: Centre['lineups'];
}

export function MatchLineups({ homeName, awayName, team, lineups }: MatchLineupsProps) {
  return (
    <section aria-labelledby="lineups">
      <Stack space="large">
        <Heading level={2} id="lineups">
          Line-ups
        </Heading>
        {lineups ? (
          <div className={styles.lineupColumns}>
            <LineupColumn clubName={homeName} lineup={lineups.home} team={team} />
            <LineupColumn clubName={awayName} lineup={lineups.away} team={team} />
          </div>
        ) : (
          <Text tone="muted">Line-ups are announced an hour before kick-off.</Text>
        )}
      </Stack>
    </section>
  );
}

export interface MatchStatsProps {
  homeName: string;
  awayName: string;
  stats: Centre['stats'];
}

export function MatchStats({ homeName, awayName, stats }: MatchStatsProps) {
  return (
    <section aria-labelledby="stats">
      <Stack space="large">
        <Heading level={2} id="stats">
          Match stats
        </Heading>
        {stats ? (
          <ul className={styles.stats}>
            {statRows.map(([key, label]) => {
              const pair = stats[key];
              const share = statShare(pair.home, pair.away);
              const unit = key === 'possession' ? '%' : '';
              return (
                <li key={key}>
                  <div className={styles.statHead}>
                    <span className={styles.statNumber}>
                      <VisuallyHidden>{`${homeName} `}</VisuallyHidden>
                      {`${pair.home}${unit}`}
                    </span>
                    <span>{label}</span>
                    <span className={styles.statNumber}>
                      <VisuallyHidden>{`${awayName} `}</VisuallyHidden>
                      {`${pair.away}${unit}`}
                    </span>
                  </div>
                  <div className={styles.bars} aria-hidden="true">
                    <span className={styles.bar} data-side="home" style={{ width: `${share.home}%` }} />
                    <span className={styles.bar} data-side="away" style={{ width: `${share.away}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <Text tone="muted">Stats appear once the match kicks off.</Text>
        )}
      </Stack>
    </section>
  );
}

function PlayerName({ player, team }: { player: LineupPlayer; team: string }) {
  const name = player.captain ? `${player.name} (C)` : player.name;
  return player.playerId ? (
    <TextLink href={`/players/${team}/${player.playerId}`} tone="neutral">
      {name}
    </TextLink>
  ) : (
    <span>{name}</span>
  );
}

function PlayerList({ players, team, label }: { players: LineupPlayer[]; team: string; label: string }) {
  return (
    <ul className={styles.playerList} aria-label={label}>
      {players.map((player) => (
        <li key={`${player.shirtNumber}-${player.name}`} className={styles.playerRow}>
          <span className={styles.shirt}>
            <VisuallyHidden>Number </VisuallyHidden>
            {player.shirtNumber}
          </span>
          <PlayerName player={player} team={team} />
        </li>
      ))}
    </ul>
  );
}

function LineupColumn({ clubName, lineup, team }: { clubName: string; lineup: Lineup; team: string }) {
  return (
    <Stack space="medium">
      <Heading level={4} as="h3">
        {clubName}
      </Heading>
      <Text tone="muted">{`Formation ${lineup.formation}`}</Text>
      <PlayerList players={lineup.startingXI} team={team} label={`${clubName} starting XI`} />
      <Heading level={5} as="h4">
        Substitutes
      </Heading>
      <PlayerList players={lineup.substitutes} team={team} label={`${clubName} substitutes`} />
    </Stack>
  );
}
