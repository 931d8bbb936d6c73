// Plain lists and limits of the news api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const newsCategorySlugs = ['first-team', 'u21', 'u18', 'women', 'club'] as const;
export type NewsCategorySlug = (typeof newsCategorySlugs)[number];
export const newsSearchDefaultSize = 8;
export const newsSearchMaxSize = 50;
export const relatedNewsQuantity = 4;
export const newsListDefaultPageSize = 12;
export const newsListMaxPageSize = 50;
export const newsSearchSorts = ['_score desc', 'published_date desc'] as const;
export type NewsSearchSort = (typeof newsSearchSorts)[number];
