// Plain lists and limits of the teams api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const teamSlugs = ['first-team', 'u21', 'u18', 'women'] as const;
export type TeamSlug = (typeof teamSlugs)[number];
export const playerPositions = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;
export type PlayerPosition = (typeof playerPositions)[number];
