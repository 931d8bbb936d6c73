import type { NewsCategorySlug } from '@club/api-client';

/** The club site's news categories, as the newsroom names them. */
export const categoryNames: Record<NewsCategorySlug, string> = {
  'first-team': 'First team',
  u21: 'Under-21s',
  u18: 'Under-18s',
  women: 'Women',
  club: 'Club',
};
