/** Cards sit under a section heading; which level their title takes depends on the page. */
export const cardHeadingTags = ['h2', 'h3', 'h4'] as const;
export type CardHeadingTag = (typeof cardHeadingTags)[number];
