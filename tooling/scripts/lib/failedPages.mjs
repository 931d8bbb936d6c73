// What a failed browser test saw. CI keeps only the suite's output, not Playwright's test-results folder,
// so a journey that fails there (once, on a busy machine) must say in that output what was on the page:
// each failure's error-context.md holds the page's accessibility snapshot at the moment of failure, and
// its `main` landmark is the part that tells one cause from another (a form back at its first step, an
// error message, a dialog in the way). This prints that part of each, shortened.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

const maxLines = 60;

/** The `- main` subtree of a Playwright aria snapshot, or the snapshot's start when it has no main. */
export function mainOfSnapshot(snapshot) {
  const lines = snapshot.split('\n');
  const start = lines.findIndex((line) => /^\s*- main\b/.test(line));
  if (start === -1) return lines.slice(0, maxLines);
  const indent = lines[start].search(/\S/);
  const end = lines.findIndex((line, index) => index > start && line.trim() !== '' && line.search(/\S/) <= indent);
  return lines.slice(start, end === -1 ? undefined : end);
}

/** The error-context.md files under `directory` (none when Playwright left no such folder). */
async function errorContexts(directory) {
  const names = await readdir(directory, { recursive: true }).catch(() => []);
  return names.filter((name) => basename(name) === 'error-context.md').map((name) => join(directory, name));
}

/** Prints the page each failed test left behind under `resultsDirectory` (Playwright's outputDir). */
export async function printFailedPages(resultsDirectory) {
  for (const path of await errorContexts(resultsDirectory)) {
    const text = await readFile(path, 'utf8');
    const name = /^- Name: (.*)$/m.exec(text)?.[1] ?? path;
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1];
    console.log(`\nThe page when "${name}" failed (${path}):`);
    if (!snapshot) {
      console.log('  (no page snapshot)');
      continue;
    }
    const main = mainOfSnapshot(snapshot);
    for (const line of main.slice(0, maxLines)) console.log(`  ${line}`);
    if (main.length > maxLines) console.log(`  … ${main.length - maxLines} more lines`);
  }
}
