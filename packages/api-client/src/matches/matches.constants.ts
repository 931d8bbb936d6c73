// Plain lists and limits of the matches api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const matchStatuses = ['scheduled', 'live', 'finished', 'postponed'] as const;
export type MatchStatus = (typeof matchStatuses)[number];
export const matchEventTypes = ['goal', 'own-goal', 'penalty', 'yellow', 'red', 'substitution'] as const;
export type MatchEventType = (typeof matchEventTypes)[number];
export const goalEventTypes = ['goal', 'own-goal', 'penalty'] as const satisfies readonly MatchEventType[];
