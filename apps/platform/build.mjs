// `pnpm build`: bundles src/main.ts into dist/main.js, which `node dist/main.js` runs with no TypeScript, and
// src/cli.ts into dist/cli.js (`node dist/cli.js migrate`: what a deployment's image runs before rolling
// instances, where there is no tsx).
// Workspace packages (@club/*) export TypeScript source, so they are bundled; third-party dependencies
// stay external and load from node_modules (native better-sqlite3, swagger-ui's static files, pg).
// Migrations and seed data are code, so they are in the bundle too.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@club/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  // Bundled CommonJS code may call require(); ESM has none unless we make one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});

const bytes = result.metafile.outputs['dist/main.js']?.bytes ?? 0;
console.log(`dist/main.js ${(bytes / 1024).toFixed(0)} KB (external: ${Object.keys(dependencies).filter((n) => !n.startsWith('@club/')).join(', ')})`);
