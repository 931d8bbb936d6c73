import { rootRouteId, type RouterManifest, type RouterManifestRoute, type ViteManifest } from './types';

export interface CreateRouterManifestOptions {
  viteManifest: ViteManifest;
  /** Manifest key of the client entry, e.g. 'src/entry-client.tsx'. */
  entry: string;
  /** Route id for each route source file (path relative to the app root, no query). */
  routeIdsByFile: Record<string, string>;
  /** Public base path of the client build. */
  base?: string;
}

/**
 * Vite's manifest key for the one stylesheet of a build with `build.cssCodeSplit: false` (its
 * `defaultCssBundleName`).
 */
export const cssBundleKey = 'style.css';

/**
 * Maps Vite's client manifest onto the router's: the root route gets the entry script and everything the
 * entry loads eagerly; every other route gets the chunks its split files pull in beyond that, so
 * `<HeadContent />` emits real `<link rel="stylesheet">` tags for exactly the matched routes. A build
 * with `build.cssCodeSplit: false` has one stylesheet for the site, which the root route links.
 */
export function createRouterManifest({
  viteManifest,
  entry,
  routeIdsByFile,
  base = '/',
}: CreateRouterManifestOptions): RouterManifest {
  const entryChunk = viteManifest[entry];
  if (!entryChunk) {
    throw new Error(`The Vite manifest has no entry '${entry}': was the client built with build.manifest?`);
  }
  const href = (file: string) => `${base.endsWith('/') ? base : `${base}/`}${file}`;
  const rootKeys = staticClosure(viteManifest, entry);
  // With `build.cssCodeSplit: false` no chunk names CSS: the whole site's stylesheet is one asset, and
  // every page links it from the root.
  const siteCss = viteManifest[cssBundleKey]?.file;
  const rootCss = unique([...(siteCss ? [siteCss] : []), ...cssOf(viteManifest, rootKeys)]);

  const routes: Record<string, RouterManifestRoute> = {
    [rootRouteId]: {
      preloads: [...rootKeys].filter((key) => key !== entry).map((key) => href(viteManifest[key]!.file)),
      css: rootCss.map(href),
      // `async` lets the browser run hydration as soon as the script arrives instead of after the
      // whole streamed document (a `type="module"` script is otherwise deferred to the end).
      scripts: [{ attrs: { type: 'module', src: href(entryChunk.file), async: true } }],
    },
  };

  for (const key of Object.keys(viteManifest)) {
    if (key === entry) continue;
    const routeId = routeIdsByFile[stripQuery(key)];
    if (!routeId) continue;
    const keys = [...staticClosure(viteManifest, key)].filter((k) => !rootKeys.has(k));
    const route = (routes[routeId] ??= {});
    route.preloads = unique([...(route.preloads ?? []), ...keys.map((k) => href(viteManifest[k]!.file))]);
    const css = cssOf(viteManifest, keys).filter((file) => !rootCss.includes(file));
    route.css = unique([...((route.css as string[] | undefined) ?? []), ...css.map(href)]);
  }

  for (const route of Object.values(routes)) {
    if (route.preloads?.length === 0) delete route.preloads;
    if (route.css?.length === 0) delete route.css;
  }
  return { routes };
}

/** The chunk and every chunk it imports statically, in load order. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function cssOf(manifest: ViteManifest, keys: Iterable<string>): string[] {
  const css: string[] = [];
  for (const key of keys) css.push(...(manifest[key]?.css ?? []));
  return unique(css);
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

function stripQuery(key: string): string {
  const index = key.indexOf('?');
  return index === -1 ? key : key.slice(0, index);
}
