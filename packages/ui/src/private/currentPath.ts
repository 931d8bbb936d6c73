/** Where a nav item stands relative to the page being shown. */
export type NavItemState = 'page' | 'section' | 'other';

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}

/**
 * 'page' when the item is the current page; 'section' when the page sits below it (News while
 * reading /news/some-article). Trailing slashes, queries and hashes do not change the answer.
 */
export function navItemState(href: string, currentPath: string | undefined): NavItemState {
  if (currentPath === undefined || !href.startsWith('/')) return 'other';
  const item = normalise(href);
  const current = normalise(currentPath);
  if (item === current) return 'page';
  if (item !== '/' && current.startsWith(`${item}/`)) return 'section';
  return 'other';
}

/** `aria-current` for a nav item: "page" for the page itself, "true" for its section. */
export function ariaCurrent(state: NavItemState): 'page' | 'true' | undefined {
  switch (state) {
    case 'page':
      return 'page';
    case 'section':
      return 'true';
    case 'other':
      return undefined;
    default:
      return state satisfies never;
  }
}
