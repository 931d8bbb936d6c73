import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';

export interface BundleForBrowserOptions {
  /** The package's folder, so its own dependencies resolve. */
  root: string;
  /** Imports left out of the bundle (a peer such as React). */
  external?: RegExp[];
}

/**
 * Bundles `source` (an entry module's text, importing from the package by absolute path) as an app's
 * production build would, unminified, and answers every output file's code joined together.
 */
export async function bundleForBrowser(source: string, { root, external = [] }: BundleForBrowserOptions): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'browser-bundle-'));
  const entry = join(directory, 'entry.ts');
  writeFileSync(entry, source);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        ...(external.length > 0 ? { rollupOptions: { external } } : {}),
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs
      .flatMap((output) => output.output)
      .map((file) => ('code' in file ? file.code : ''))
      .join('\n');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
