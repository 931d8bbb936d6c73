import type { LeagueTable as Table } from '@club/api-client';
import { Heading, VisuallyHidden } from '@club/ui';
import * as styles from './Sports.css';

const resultNames = { W: 'Won', D: 'Drawn', L: 'Lost' } as const;

type TableRow = Table['rows'][number];

/**
 * The table itself: position, team, played, goal difference, points and, `withForm`, the last five. The
 * club's row is bold; `afterGap` marks a row that follows left-out rows (the home page's club line).
 */
export function LeagueTableGrid({
  rows,
  caption,
  withForm = true,
  afterGap,
  afterGapClassName,
}: {
  rows: readonly TableRow[];
  caption: string;
  withForm?: boolean;
  afterGap?: TableRow | null;
  afterGapClassName?: string;
}) {
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="Position">Pos</abbr>
          </th>
          <th scope="col" className="name">
            Team
          </th>
          <th scope="col">
            <abbr title="Played">P</abbr>
          </th>
          <th scope="col">
            <abbr title="Goal difference">GD</abbr>
          </th>
          <th scope="col">
            <abbr title="Points">Pts</abbr>
          </th>
          {withForm && <th scope="col">Form</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.team.slug}
            className={[row.team.isClub ? styles.ownRow : '', row === afterGap ? (afterGapClassName ?? '') : ''].join(' ').trim() || undefined}
          >
            <td>{row.position}</td>
            <th scope="row">{row.team.shortName}</th>
            <td>{row.played}</td>
            <td>{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</td>
            <td>{row.points}</td>
            {withForm && (
              <td>
                <span className={styles.form}>
                  {/* One name for the run, read once, and the letters for the eye: 7 elements a row, not 16. */}
                  <VisuallyHidden>{row.form.map((result) => resultNames[result]).join(', ')}</VisuallyHidden>
                  {row.form.map((result, index) => (
                    <span key={index} className={styles.formResult} data-result={result} aria-hidden="true">
                      {result}
                    </span>
                  ))}
                </span>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A compact league table in its panel, the whole league with each side's last five. */
export function LeagueTable({ table }: { table: Table }) {
  const headingId = `table-${table.competition.slug}`;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <Heading level={3} as="h2" id={headingId}>
        {`${table.competition.name} ${table.season.name}`}
      </Heading>
      {/* Focusable so keyboard users can scroll it on a narrow screen. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={headingId}>
        <LeagueTableGrid rows={table.rows} caption={`${table.competition.name} table, ${table.season.name}`} />
      </div>
    </section>
  );
}
