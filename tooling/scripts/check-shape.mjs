#!/usr/bin/env node
// The repository's shape, checked in `npm test` before anything slower (issue 15):
// - no two names in one folder that differ only by letter case. macOS and Windows file systems fold
//   case, so `LoginCheck/` beside `loginCheck/` cannot both be checked out, and `AppPage.tsx` beside
//   `appPage.ts` makes the import `./appPage` ambiguous there. Names are compared without their
//   extensions (`AppPage.css.ts` belongs with `AppPage.tsx`; `appPage.ts` does not).
// - every workspace package (apps/*, packages/*, tooling/* with a package.json) has a README.md.
// Reads only what git tracks, so build outputs and node_modules never count. Plain Node, no dependencies.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((path) => path !== '' && existsSync(join(root, path)));

/** Every tracked file and every folder above one, as repository-relative paths. */
const entries = new Set(files);
for (const file of files) {
  const segments = file.split('/');
  for (let i = 1; i < segments.length; i++) entries.add(segments.slice(0, i).join('/'));
}

// Folder (lower-cased) + name without extensions (lower-cased) → the entries that share it.
const groups = new Map();
for (const entry of entries) {
  const slash = entry.lastIndexOf('/');
  const folder = entry.slice(0, slash + 1).toLowerCase();
  const stem = entry.slice(slash + 1).replace(/(.)\..*$/, '$1');
  const key = folder + stem.toLowerCase();
  const group = groups.get(key) ?? [];
  group.push({ entry, stem });
  groups.set(key, group);
}

const problems = [];
for (const group of groups.values()) {
  if (new Set(group.map(({ stem }) => stem)).size > 1) {
    problems.push(`names differ only by case: ${group.map(({ entry }) => entry).sort().join(', ')}`);
  }
}

const packageFolders = files
  .filter((file) => /^(apps|packages|tooling)\/[^/]+\/package\.json$/.test(file))
  .map((file) => dirname(file));
for (const folder of packageFolders) {
  if (!entries.has(`${folder}/README.md`)) problems.push(`${folder} has no README.md (what it is for, what it exports)`);
}

if (problems.length > 0) {
  for (const problem of problems.sort()) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log(`✔ ${entries.size} names, no two differing only by case; ${packageFolders.length} packages, each with a README`);
