/** SPEC 9: video titles are cut to 48 characters. */
export const titleMaxLength = 48;

/**
 * Cuts a title to `maxLength` characters plus '...'. Counts code points, so an emoji is never split
 * in half, and drops whitespace before the ellipsis so it never reads 'word ...'.
 */
export function truncateTitle(title: string, maxLength: number = titleMaxLength): string {
  const characters = Array.from(title);
  if (characters.length <= maxLength) return title;
  return `${characters.slice(0, maxLength).join('').trimEnd()}...`;
}
