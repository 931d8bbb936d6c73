// The rules of check-shape.mjs that read the maps (issue 27), as pure functions of what the repository
// holds, so a test can show each one failing. Plain Node, no dependencies.

/** Test doubles and fixtures, never shipped: a map need not name them. */
const exemptFolders = new Set(['testing']);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a map names a folder: as a folder (`live/`, `modules/live/`, `src/core/liveFeed.ts`), or, for
 * a component's folder, by the component's name (`LoginForm`). A word alone is not enough for other
 * folders: `/api/matches/live` or 'analytics records' say nothing of `modules/live/` or `analytics/`.
 */
export function namesFolder(context, folder) {
  const name = escapeRegExp(folder);
  if (new RegExp(`(^|[^A-Za-z0-9_.-])${name}/`).test(context)) return true;
  return /^[A-Z]/.test(folder) && new RegExp(`(^|[^A-Za-z0-9_.-])${name}([^A-Za-z0-9_-]|$)`).test(context);
}

/**
 * The maps of the source folders: each area is a folder whose subfolders a CONTEXT.md must name
 * (`apps/platform/src/modules/` in `apps/platform/CONTEXT.md`, `packages/x/src/` in
 * `packages/x/CONTEXT.md`). `context` is the map's text, or null when there is none. An area with no
 * folder to name needs no map unless `required` (the apps: a map is how one finds one's way in).
 */
export function checkContextMaps(areas) {
  const problems = [];
  for (const { area, contextPath, context, folders, required = false } of areas) {
    const named = folders.filter((folder) => !exemptFolders.has(folder));
    if (context === null) {
      if (required || named.length > 0) {
        problems.push(
          `${contextPath} is missing: ${required ? 'every app has a map' : `${area} has folders (${named.join(', ')})`} (key files, flow, pitfalls)`,
        );
      }
      continue;
    }
    for (const folder of named) {
      if (!namesFolder(context, folder)) problems.push(`${contextPath} does not name ${area}${folder}/ (what it holds, in a line)`);
    }
  }
  return problems;
}

/** The lines of the fenced block under the README's '## The repository' heading. */
function repositoryMap(readme) {
  const section = /^## The repository\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? '';
  return /^```[^\n]*\n([\s\S]*?)^```/m.exec(section)?.[1]?.split('\n') ?? [];
}

/** `{ apps: ['club', …], packages: […], tooling: […] }` as the repository map lists them. */
export function mappedFolders(readme) {
  const mapped = { apps: [], packages: [], tooling: [] };
  let top;
  for (const line of repositoryMap(readme)) {
    const heading = /^([a-z]+)\/(?:\s|$)/.exec(line);
    if (heading) {
      top = Object.hasOwn(mapped, heading[1]) ? heading[1] : undefined;
      continue;
    }
    if (/^\S/.test(line)) top = undefined;
    const entry = /^ {2}([a-z0-9-]+)\/(?:\s|$)/.exec(line);
    if (top && entry) mapped[top].push(entry[1]);
  }
  return mapped;
}

const lettersOnly = (text) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Words before 'desk' that are not a desk's name ('each desk', 'the studio's desks'). */
const notDeskNames = new Set([
  ...['a', 'an', 'the', 'each', 'every', 'one', 'its', 'their', 'this', 'that', 'any', 'other', 'which', 'whose', 'own', 'no'],
  ...['by', 'per', 'to', 'of', 'and', 'or', 'for', 'in', 'on', 'at', 'studio', 'studios', 'staff', 'staffs', 'first', 'new'],
]);

/** Whether a desk name as the README writes it ('match-day', 'Club TV', 'newsroom') is a desk there is. */
const isDesk = (name, desks) => desks.some((desk) => name.startsWith(desk) || desk.startsWith(name));

/**
 * The root README against the repository:
 * - every `packages/x`, `apps/x`, `tooling/x` it names exists, and every `@club/x`, `@app/x`,
 *   `@tooling/x` is a workspace package;
 * - its repository map lists every folder under apps/, packages/ and tooling/, and nothing else;
 * - every desk it names ('the commercial desk') is a desk of the studio (`desks`: the folders of
 *   `apps/studio/src/routes/_staff/`), and no sentence says a desk that exists is still to come.
 */
export function checkReadme({ readme, folders, packageNames, desks }) {
  const problems = [];
  const mentioned = new Set();
  for (const [, top, name] of readme.matchAll(/(?<![\w./-])(apps|packages|tooling)\/([a-z0-9-]+)/g)) {
    mentioned.add(`${top}/${name}`);
  }
  for (const path of mentioned) {
    const [top, name] = path.split('/');
    if (!folders[top]?.includes(name)) problems.push(`README.md names ${path}, which does not exist`);
  }
  for (const [name] of new Set(readme.matchAll(/(?<![\w.-])@(?:club|app|tooling)\/[a-z0-9-]+/g))) {
    if (!packageNames.includes(name)) problems.push(`README.md names ${name}, which is no workspace package`);
  }

  const mapped = mappedFolders(readme);
  for (const top of ['apps', 'packages', 'tooling']) {
    for (const name of folders[top] ?? []) {
      if (!mapped[top].includes(name)) problems.push(`README.md's repository map does not list ${top}/${name}`);
    }
    for (const name of mapped[top]) {
      if (!folders[top]?.includes(name)) problems.push(`README.md's repository map lists ${top}/${name}, which does not exist`);
    }
  }

  const deskKeys = desks.map(lettersOnly);
  for (const [, words] of readme.matchAll(/\b((?:[A-Za-z][\w'’-]*\s+)?[A-Za-z][\w'’-]*)\s+desks?\b/g)) {
    const candidates = words.split(/\s+/).map(lettersOnly);
    const name = candidates.at(-1);
    if (!name || notDeskNames.has(name)) continue;
    // 'Club TV desk': the two words together may be the name.
    if (isDesk(name, deskKeys) || (candidates.length === 2 && isDesk(candidates.join(''), deskKeys))) continue;
    problems.push(`README.md names the ${words.split(/\s+/).at(-1)} desk, which the studio does not have (its desks: ${desks.join(', ')})`);
  }
  for (const sentence of readme.split(/(?<=[.;:!?])\s+|\n\s*\n/)) {
    if (!/coming next|not (?:yet )?built|not built yet/i.test(sentence)) continue;
    const text = lettersOnly(sentence);
    const built = desks.filter((desk) => text.includes(lettersOnly(desk)));
    if (built.length > 0) problems.push(`README.md says ${built.join(', ')} ${built.length === 1 ? 'is' : 'are'} still to come, but the studio has ${built.length === 1 ? 'that desk' : 'those desks'}`);
  }
  return problems;
}
