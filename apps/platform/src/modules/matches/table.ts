import type { TableRow } from '@club/api-client';
import type { ResultRecord } from './repo';

type Outcome = 'W' | 'D' | 'L';

/**
 * A league table from its results: three points for a win, one for a draw; ordered by points, goal
 * difference, goals scored, then name. Form is the last five results, oldest first. Results must be in
 * kick-off order. Pure, so the tests can check it against the results they read.
 */
export function computeTable(
  members: readonly TableRow['team'][],
  results: readonly ResultRecord[],
): TableRow[] {
  const rows = new Map(
    members.map((team) => [
      team.slug,
      { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, outcomes: [] as Outcome[] },
    ]),
  );
  const record = (slug: string, scored: number, conceded: number) => {
    const row = rows.get(slug);
    if (!row) return;
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    const outcome: Outcome = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    if (outcome === 'W') row.won += 1;
    else if (outcome === 'D') row.drawn += 1;
    else row.lost += 1;
    row.outcomes.push(outcome);
  };
  for (const result of results) {
    record(result.homeClub, result.homeScore, result.awayScore);
    record(result.awayClub, result.awayScore, result.homeScore);
  }
  return [...rows.values()]
    .map(({ outcomes, ...row }) => ({
      ...row,
      goalDifference: row.goalsFor - row.goalsAgainst,
      points: row.won * 3 + row.drawn,
      form: outcomes.slice(-5),
    }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.team.name.localeCompare(b.team.name),
    )
    .map((row, index) => ({ position: index + 1, ...row }));
}
