/** The parts of a router match that decide the response status. */
export interface MatchOutcome {
  status: string;
  error?: unknown;
}

/**
 * The router itself answers 404 for not-found and 500 for any failed loader; a failed loader that knows
 * its own status (a platform 503, a 403) should answer with that instead, as the error page shows it.
 */
export function statusForMatches(
  routerStatus: number,
  matches: readonly MatchOutcome[],
  errorStatus: (error: unknown) => number,
): number {
  if (routerStatus !== 500) return routerStatus;
  const failed = matches.find((match) => match.status === 'error');
  if (!failed) return routerStatus;
  const status = errorStatus(failed.error);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
