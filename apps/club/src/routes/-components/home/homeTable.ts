import type { LeagueTable } from '@club/api-client';

/** The table's top rows shown on the home page; the club's own line follows when it is lower down. */
export const tableTopCount = 4;
/** The table's top rows, then the club's own row when it is below them (with the gap marked). */
export function tableTop(table: LeagueTable): { rows: LeagueTable['rows']; clubRowAfterGap: LeagueTable['rows'][number] | null } {
  const rows = table.rows.slice(0, tableTopCount);
  const club = table.rows.find((row) => row.team.isClub);
  return { rows, clubRowAfterGap: club && !rows.includes(club) ? club : null };
}
