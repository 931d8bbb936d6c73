// Plain lists and limits of the settings api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const buttonTypes = ['primary-dark', 'primary-light', 'ghost-dark', 'ghost-light', 'label-dark', 'label-light'] as const;
export const iconAlignments = ['left', 'right'] as const;
export const advertPositions = ['first', 'middle', 'last'] as const;
export const advertisingPageSlots = [
  'homepage',
  'match_centre',
  'matches_page',
  'page',
  'news_article',
  'news_page',
  'players_page',
  'teams_page',
] as const;
