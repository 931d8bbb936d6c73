/**
 * SPEC 2.4: the body's class names the current path ('path-news-cup-run', 'path-home') and, while an
 * overlay holds the page, the locked state. Stylesheets and analytics tags key off these.
 */
export const lockedBodyClass = 'is-locked';

export function pathBodyClass(pathname: string): string {
  const segments = pathname
    .split('/')
    .map((segment) => segment.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  return segments.length === 0 ? 'path-home' : `path-${segments.join('-')}`;
}

export function bodyClassName(pathname: string, locked: boolean): string {
  return locked ? `${pathBodyClass(pathname)} ${lockedBodyClass}` : pathBodyClass(pathname);
}
