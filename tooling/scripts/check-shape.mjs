#!/usr/bin/env node
// The repository's shape, checked in `npm test` before anything slower (issue 15):
// - no two names in one folder that differ only by letter case. macOS and Windows file systems fold
//   case, so `LoginCheck/` beside `loginCheck/` cannot both be checked out, and `AppPage.tsx` beside
//   `appPage.ts` makes the import `./appPage` ambiguous there. Names are compared without their
//   extensions (`AppPage.css.ts` belongs with `AppPage.tsx`; `appPage.ts` does not).
// - every workspace package (apps/*, packages/*, tooling/* with a package.json) has a README.md.
// - the maps are true (issue 27; the rules and their tests are in lib/shape.mjs): every folder under
//   apps/platform/src/modules/ and packages/*/src/ is named in that app's or package's CONTEXT.md (a
//   package with folders there must have one; `testing/` folders are exempt), every app has one, and
//   the root README names no package, folder or studio desk that does not exist, says no desk that
//   exists is still to come, and its repository map lists every folder under apps/, packages/, tooling/.
// Reads only what git tracks, so build outputs and node_modules never count. Plain Node, no dependencies.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContextMaps, checkReadme } from './lib/shape.mjs';

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

// A route's parameter is an internal name: `$matchId`, not `$matchID` (issue 27; the lint rule
// @typescript-eslint/naming-convention holds the variables). The address does not change with it.
for (const file of files) {
  if (/^apps\/[^/]+\/src\/routes\/.*\$[a-z][A-Za-z0-9]*ID(\.|\/)/.test(file)) problems.push(`${file}: a route parameter says Id, not ID`);
}

const packageFolders = files
  .filter((file) => /^(apps|packages|tooling)\/[^/]+\/package\.json$/.test(file))
  .map((file) => dirname(file));
for (const folder of packageFolders) {
  if (!entries.has(`${folder}/README.md`)) problems.push(`${folder} has no README.md (what it is for, what it exports)`);
}

// The maps. Folders are read from the tracked files, so an empty or ignored folder never counts.
const read = (path) => (entries.has(path) ? readFileSync(join(root, path), 'utf8') : null);
const foldersUnder = (prefix) =>
  [...new Set(files.filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes('/')).map((file) => file.slice(prefix.length).split('/')[0]))].sort();
const areas = [
  {
    area: 'apps/platform/src/modules/',
    contextPath: 'apps/platform/CONTEXT.md',
    context: read('apps/platform/CONTEXT.md'),
    folders: foldersUnder('apps/platform/src/modules/'),
    required: true,
  },
  ...foldersUnder('apps/')
    .filter((app) => app !== 'platform')
    .map((app) => ({ area: `apps/${app}/`, contextPath: `apps/${app}/CONTEXT.md`, context: read(`apps/${app}/CONTEXT.md`), folders: [], required: true })),
  ...foldersUnder('packages/').map((name) => ({
    area: `packages/${name}/src/`,
    contextPath: `packages/${name}/CONTEXT.md`,
    context: read(`packages/${name}/CONTEXT.md`),
    folders: foldersUnder(`packages/${name}/src/`),
  })),
];
problems.push(...checkContextMaps(areas));
const workspaceFolders = { apps: foldersUnder('apps/'), packages: foldersUnder('packages/'), tooling: foldersUnder('tooling/') };
const packageNames = packageFolders.map((folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).name);
problems.push(
  ...checkReadme({
    readme: read('README.md') ?? '',
    folders: workspaceFolders,
    packageNames,
    desks: foldersUnder('apps/studio/src/routes/_staff/'),
  }),
);

if (problems.length > 0) {
  for (const problem of problems.sort()) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log(
  `✔ ${entries.size} names, no two differing only by case; ${packageFolders.length} packages, each with a README; ` +
    `${areas.length} maps and the README true to the folders`,
);
