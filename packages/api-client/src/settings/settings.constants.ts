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
/**
 * SPEC 2.4's three footer advertising versions: the web API's older footer adverts, the advertising
 * service's footer_slot adverts, or the experiments data with the aggregated feed's adverts.
 */
export const footerAdvertVersions = ['web', 'slots', 'experiments'] as const;
export type FooterAdvertVersion = (typeof footerAdvertVersions)[number];
