import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appLayout } from '../conventions';
import { loadScriptsAfterFirstPaint } from '../manifest/loadScriptsAfterFirstPaint';
import type { RouterManifest } from '../manifest/types';
import type { ServerEntry } from '../render/renderRouterRequest';
import { cacheControlFor } from './cacheControl';
import type { Renderer } from './renderer';

/** Production: the built client is served from disk and the built render entry is imported once. */
export async function createProductionRenderer(app: FastifyInstance, appRoot: string): Promise<Renderer> {
  const clientDir = join(appRoot, appLayout.clientOutDir);
  const manifestPath = join(clientDir, appLayout.routerManifestFile);
  // The scripts start after the first paint (loadScriptsAfterFirstPaint); the file keeps them as built.
  const manifest = loadScriptsAfterFirstPaint(JSON.parse(await readFile(manifestPath, 'utf8').catch(() => {
    throw new Error(`No router manifest at ${manifestPath}: build the app first (pnpm build).`);
  })) as RouterManifest);
  const entryUrl = pathToFileURL(join(appRoot, appLayout.serverOutDir, appLayout.builtServerEntry)).href;
  const entry = (await import(/* @vite-ignore */ entryUrl)) as ServerEntry;

  await app.register(fastifyStatic, {
    root: clientDir,
    // One route per file found at start-up, so every other path falls through to the page renderer.
    wildcard: false,
    index: false,
    // The build writes .br and .gz twins (siteVitePlugin): sent as they are to browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath.slice(clientDir.length)));
    },
  });

  return {
    loadEntry: async () => entry,
    manifest: async () => manifest,
    fixError: () => undefined,
  };
}
