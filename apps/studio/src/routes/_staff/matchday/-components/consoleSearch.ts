/** The console's address: `/matchday?match=123` picks the match; without it, the live one (or the next). */
export type ConsoleSearch = { match?: number };

export function validateConsoleSearch(search: Record<string, unknown>): ConsoleSearch {
  const match = Number(search.match);
  return Number.isInteger(match) && match > 0 && match <= 2_147_483_647 ? { match } : {};
}
