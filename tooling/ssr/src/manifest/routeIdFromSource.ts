import { rootRouteId } from './types';

const fileRoute = /\bcreate(?:Lazy)?FileRoute\(\s*(['"`])([^'"`]+)\1\s*\)/;
const rootRoute = /\bcreateRootRoute(?:WithContext)?\b/;

/**
 * The route id a route file declares. The router generator writes each file route's id into its
 * `createFileRoute('…')` call, so reading it back keeps the generator's naming rules (pathless `_layout`,
 * `(groups)`, index `/`) in one place: the generator.
 */
export function routeIdFromSource(source: string): string | undefined {
  const match = fileRoute.exec(source);
  if (match) return match[2];
  return rootRoute.test(source) ? rootRouteId : undefined;
}
