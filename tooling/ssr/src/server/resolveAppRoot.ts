import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app folder of a module: the nearest folder with a package.json. `server.ts` runs from the app
 * folder in development and from `dist/server/` once bundled, and both must find the same root.
 */
export function resolveAppRoot(moduleUrl: string): string {
  let directory = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(directory, 'package.json'))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${fileURLToPath(moduleUrl)}`);
    directory = parent;
  }
  return directory;
}
