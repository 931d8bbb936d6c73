import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { indexStylesheet, withoutFontFaces } from './indexStylesheet';
import { precompressAssets } from './precompress';
import type { Plugin, Rolldown } from 'vite';
import { appLayout } from '../conventions';
import { createRouterManifest } from '../manifest/createRouterManifest';
import { pageCssMarker } from '../manifest/pageCss';
import { routeIdFromSource } from '../manifest/routeIdFromSource';
import { rootRouteId, type ViteManifest } from '../manifest/types';

export interface SiteVitePluginOptions {
  /**
   * How the browser build is cut into files. `'auto'` (the default) is Rolldown's own chunking: a chunk
   * for every set of modules shared differently between the entry and the lazy chunks (70-odd files on
   * a club page before issue 13). `'first-load'` puts everything a page's first load runs into two
   * files, the framework (React, the router, Query, jotai: changed by upgrades only, so it stays cached
   * across deploys) and the app (the entry and everything it imports statically), beside which a page
   * loads only its route's chunks; code loaded on demand keeps chunks of its own.
   */
  chunks?: 'auto' | 'first-load';
}

/**
 * The framework's modules, for `chunks: 'first-load'`: React, the router, TanStack Query, jotai and what
 * they import, and Rolldown's own runtime helpers, which every chunk shares.
 */
export const frameworkModules =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|jotai|@tanstack[\\/][\w-]+)[\\/]|^\0rolldown[\\/]runtime/;

/** The part of a chunking pass's module graph `smallSharedModules` reads. */
interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** A vanilla-extract stylesheet module (its class names) or the CSS it emits. */
const styleModule = /\.css\.ts$|\.css$|\.css\.ts\.vanilla\.css|[\\/]node_modules[\\/]@vanilla-extract[\\/]/;

/**
 * Names `'shared'` the small leaf modules that several lazy chunks share: stylesheets' class names, and
 * components of at most `maxBytes` that import nothing but the framework and stylesheets (a layout box,
 * an inline row). Each would otherwise be a file of a few hundred bytes, and a route fetched a dozen of
 * them. Only leaves: a module that imports other code (a card, a sanitiser, a carousel) keeps Rolldown's
 * chunking, so the shared file never drags code into a page that does not use it.
 */
export function smallSharedModules(maxBytes = 4 * 1024) {
  return (id: string, graph: ModuleGraph): string | null => {
    if (frameworkModules.test(id)) return null;
    const info = graph.getModuleInfo(id);
    if (!info || (info.code?.length ?? 0) > maxBytes) return null;
    if (styleModule.test(id)) return 'shared';
    const leaf = info.importedIds.every((imported) => frameworkModules.test(imported) || styleModule.test(imported));
    return leaf ? 'shared' : null;
  };
}

/**
 * Rolldown's groups for `chunks: 'first-load'` (`$initial`: imported statically from the entry). The
 * framework takes all of its modules, those only lazy code uses too (a few KB), so it is one file; the
 * small modules that lazy chunks share make one more (see smallSharedModules).
 */
export const firstLoadChunkGroups = [
  { name: 'framework', test: frameworkModules, priority: 3 },
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  { name: smallSharedModules(), minShareCount: 2, priority: 1 },
];

/** V8's explicit compile hint (Chrome 136 and later; other engines read a comment). */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The banner of each browser chunk: the compile hint for the chunks whose code runs when they load.
 *
 * V8 compiles a function when it is first called, on the main thread, unless told that the whole file
 * runs at load: then it compiles every function on a background thread while the file streams in. A
 * page's hydration calls most of React DOM, the router, the app's code and the route's components, and
 * compiling them on the main thread made up about a third of the script time after the first paint
 * (/videos at 1x: 70 → 47 ms; in Lighthouse's 4x phone that is blocking time, issue 13). So: the
 * framework chunk, and every chunk that is mostly the workspace's own code (the app, the routes, the
 * parts loaded on demand, each run when it loads). A chunk that is mostly another library (the video
 * player's shaka, the studio's editor) is left to lazy compilation: a page calls a small part of it.
 */
export function compileHintBanner(chunk: Pick<Rolldown.RenderedChunk, 'name' | 'modules'>): string {
  if (chunk.name === 'framework') return compileHint;
  let library = 0;
  let total = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    total += module.renderedLength;
    if (/[\\/]node_modules[\\/]/.test(id)) library += module.renderedLength;
  }
  return total > 0 && library * 2 <= total ? compileHint : '';
}

/**
 * Puts the compile hint back on a chunk's first line, where V8 looks for it: Vite writes a chunk's
 * table of preloads (`const __vite__mapDeps=…`) above the banner. Neither line maps to a source, so the
 * source map keeps every mapping when its first lines trade places likewise (`mappings` has a
 * `;`-separated group per line). Null when the hint is absent or already first.
 */
export function hintOnTop(code: string, mappings?: string): { code: string; mappings?: string } | null {
  const lines = code.split('\n');
  const at = lines.indexOf(compileHint);
  if (at <= 0) return null;
  const moved = [compileHint, ...lines.slice(0, at), ...lines.slice(at + 1)].join('\n');
  if (mappings === undefined) return { code: moved };
  const groups = mappings.split(';');
  while (groups.length <= at) groups.push('');
  return { code: moved, mappings: [groups[at], ...groups.slice(0, at), ...groups.slice(at + 1)].join(';') };
}

/**
 * The build side of the glue. The client build (`vite build`) gets the client entry as its input and
 * Vite's manifest, from which the router manifest is written; the server build (`vite build --ssr`)
 * bundles the render entry and the server itself, so production runs on plain `node`.
 */
export function siteVitePlugin({ chunks = 'auto' }: SiteVitePluginOptions = {}): Plugin {
  let root = '';
  let base = '/';
  let ssr = false;
  return {
    name: '@tooling/ssr',
    config(config) {
      const isSsr = Boolean(config.build?.ssr);
      return {
        appType: 'custom',
        // @club/ui's RichText sanitises on jsdom on the server, and jsdom cannot be bundled (it reads
        // its own files beside `__dirname`): the server build imports it from the app's node_modules,
        // so a site that renders RichText lists isomorphic-dompurify among its dependencies.
        ssr: { external: ['isomorphic-dompurify'] },
        // The router's switch for a stylesheet written into the page (the manifest's inlineCss): with it
        // the browser adopts the server's <style> as it hydrates instead of rendering an empty one.
        define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') },
        build: isSsr
          ? {
              // `true` rather than an entry path, so the inputs below win over Vite's single-entry default.
              ssr: true,
              outDir: config.build?.outDir ?? appLayout.serverOutDir,
              rolldownOptions: {
                input: {
                  'entry-server': appLayout.serverEntry,
                  server: appLayout.serverMain,
                },
              },
            }
          : {
              outDir: config.build?.outDir ?? appLayout.clientOutDir,
              manifest: true,
              rolldownOptions: {
                input: appLayout.clientEntry,
                output: {
                  postBanner: compileHintBanner,
                  ...(chunks === 'first-load' ? { codeSplitting: { groups: firstLoadChunkGroups } } : {}),
                },
              },
            },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
      ssr = Boolean(config.build.ssr);
    },
    // After Vite's own generateBundle, which writes the preload table above the compile hint.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          const map = mapAsset?.type === 'asset' ? (JSON.parse(String(mapAsset.source)) as { mappings: string }) : null;
          const moved = hintOnTop(chunk.code, map?.mappings ?? chunk.map?.mappings);
          if (!moved) continue;
          chunk.code = moved.code;
          if (moved.mappings !== undefined) {
            if (chunk.map) chunk.map.mappings = moved.mappings;
            if (map && mapAsset?.type === 'asset') mapAsset.source = JSON.stringify({ ...map, mappings: moved.mappings });
          }
        }
      },
    },
    // After writing, when Vite's own manifest plugin has put its asset into the bundle.
    async writeBundle(options, bundle) {
      if (ssr) return;
      const asset = bundle['.vite/manifest.json'];
      if (!asset || asset.type !== 'asset') {
        this.error('Vite emitted no manifest: the router manifest needs build.manifest');
      }
      const viteManifest = JSON.parse(String(asset.source)) as ViteManifest;
      const routeIdsByFile: Record<string, string> = {};
      const routeFiles = new Set(
        Object.keys(viteManifest)
          .map((key) => key.split('?')[0]!)
          .filter((file) => file.startsWith(`${appLayout.routesDirectory}/`)),
      );
      for (const file of routeFiles) {
        const id = routeIdFromSource(await readFile(join(root, file), 'utf8'));
        if (id) routeIdsByFile[file] = id;
      }
      const manifest = createRouterManifest({ viteManifest, entry: appLayout.clientEntry, routeIdsByFile, base });
      const outDir = options.dir ?? join(root, appLayout.clientOutDir);
      // The site's stylesheet goes into every page's head (issue 13): a phone then paints after the HTML
      // alone, not after a second, render-blocking request. With the one stylesheet both sites build, only
      // the rules the page's own markup uses (pageCss: the file indexed rule by rule here, cut per page by
      // the render; the whole file, less its fonts, follows after the first paint); otherwise each stylesheet whole.
      const rootCss = (manifest.routes[rootRouteId]?.css ?? []).map((link) => (typeof link === 'string' ? link : link.href));
      const readCss = (href: string) => readFile(join(outDir, href.slice(base.endsWith('/') ? base.length : base.length + 1)), 'utf8');
      const written: string[] = [];
      if (rootCss.length === 1) {
        const href = rootCss[0]!;
        const css = await readCss(href);
        // Beside it, the copy linked after the first paint: named after it (so as immutable as it is),
        // without the fonts every page has inlined (PageCssIndex.later).
        const later = href.replace(/\.css$/, '.later.css');
        const laterFile = later.slice(base.endsWith('/') ? base.length : base.length + 1);
        await writeFile(join(outDir, laterFile), withoutFontFaces(css));
        written.push(laterFile);
        manifest.pageCss = { href, later, rules: indexStylesheet(css) };
        manifest.inlineCss = { styles: { [href]: pageCssMarker } };
      } else if (rootCss.length > 1) {
        const inlined: Record<string, string> = {};
        for (const href of rootCss) inlined[href] = await readCss(href);
        manifest.inlineCss = { styles: inlined };
      }
      const target = join(outDir, appLayout.routerManifestFile);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(manifest, null, 2)}\n`);
      // Brotli and gzip twins of every script and stylesheet, served by the production server as they
      // are: a phone on a slow network downloads a third of the bytes, and nothing compresses per request.
      await precompressAssets(outDir, [...Object.keys(bundle), ...written]);
    },
  };
}
