import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { EnvironmentModuleNode, ViteDevServer } from 'vite';
import { appLayout, platformPrefixes } from '../conventions';
import { scriptsFromHtml } from '../manifest/scriptsFromHtml';
import { rootRouteId, type RouterManifest } from '../manifest/types';
import type { ServerEntry } from '../render/renderRouterRequest';
import type { Renderer } from './renderer';

const devStylesAttr = 'data-tanstack-router-dev-styles';
const emptyDocument = '<!doctype html><html><head></head><body></body></html>';

/**
 * Development: Vite's middlewares serve modules and HMR from the site server's own port, the render entry
 * is loaded through `ssrLoadModule` (fresh after every edit), and the manifest is worked out per request.
 */
export async function createDevRenderer(app: FastifyInstance, appRoot: string): Promise<Renderer> {
  // Imported lazily: production never loads Vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: appRoot,
    appType: 'custom',
    // HMR's websocket rides on the site server, so two sites in dev never fight over Vite's default port.
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const forwarded = platformPrefixes.some((prefix) => req.url === prefix || req.url?.startsWith(`${prefix}/`));
    if (forwarded) next();
    else vite.middlewares(req, res, next);
  });
  app.addHook('onClose', async () => vite.close());

  return {
    loadEntry: async () => (await vite.ssrLoadModule(`/${appLayout.serverEntry}`)) as ServerEntry,
    manifest: (url) => devManifest(vite, appRoot, url),
    fixError: (error) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
    },
  };
}

async function devManifest(vite: ViteDevServer, appRoot: string, url: string): Promise<RouterManifest> {
  // With autoCodeSplitting a route's component (and the styles it imports) lives in a virtual
  // `?tsr-split=component` module that is not in the graph until something loads it.
  const splits = (await routeFiles(appRoot)).map((file) => `/${file}?tsr-split=component`);
  await Promise.all(splits.map((id) => vite.ssrLoadModule(id).catch(() => undefined)));

  const graph = vite.environments.ssr.moduleGraph;
  const starts = await Promise.all(
    [`/${appLayout.serverEntry}`, ...splits].map((id) => graph.getModuleByUrl(id)),
  );
  const css = collectStyles(starts.filter((node): node is EnvironmentModuleNode => Boolean(node)));
  const html = await vite.transformIndexHtml(url, emptyDocument);
  return {
    routes: {
      [rootRouteId]: {
        css: css.map((href) => ({ href, [devStylesAttr]: true as const })),
        // Not async in development: React's refresh preamble has to run before the entry.
        scripts: [...scriptsFromHtml(html), { attrs: { type: 'module', src: `/${appLayout.clientEntry}` } }],
      },
    },
  };
}

/** Stylesheets reachable from the given modules, e.g. vanilla-extract's `*.css.ts.vanilla.css`. */
function collectStyles(starts: EnvironmentModuleNode[]): string[] {
  const seen = new Set<EnvironmentModuleNode>();
  const hrefs = new Set<string>();
  const visit = (node: EnvironmentModuleNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (/\.css(?:$|\?)/.test(node.url) && !/[?&](?:inline|raw|url)\b/.test(node.url)) {
      // `?direct` makes Vite answer with the stylesheet itself rather than a JS module that injects it.
      hrefs.add(`${node.url}${node.url.includes('?') ? '&' : '?'}direct`);
    }
    for (const imported of node.importedModules) visit(imported);
  };
  for (const start of starts) visit(start);
  return [...hrefs];
}

/** Route files as the router generator sees them: no `-` prefixed folders or files, no tests, no root. */
async function routeFiles(appRoot: string): Promise<string[]> {
  const directory = join(appRoot, appLayout.routesDirectory);
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(appRoot, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('-')) && !file.endsWith('/__root.tsx'));
}
