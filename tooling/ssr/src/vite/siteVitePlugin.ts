import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { precompressAssets } from './precompress';
import type { Plugin } from 'vite';
import { appLayout } from '../conventions';
import { createRouterManifest } from '../manifest/createRouterManifest';
import { routeIdFromSource } from '../manifest/routeIdFromSource';
import type { ViteManifest } from '../manifest/types';

/**
 * The build side of the glue. The client build (`vite build`) gets the client entry as its input and
 * Vite's manifest, from which the router manifest is written; the server build (`vite build --ssr`)
 * bundles the render entry and the server itself, so production runs on plain `node`.
 */
export function siteVitePlugin(): Plugin {
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
              rolldownOptions: { input: appLayout.clientEntry },
            },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
      ssr = Boolean(config.build.ssr);
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
      const target = join(outDir, appLayout.routerManifestFile);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(manifest, null, 2)}\n`);
      // Brotli and gzip twins of every script and stylesheet, served by the production server as they
      // are: a phone on a slow network downloads a third of the bytes, and nothing compresses per request.
      await precompressAssets(outDir, Object.keys(bundle));
    },
  };
}
