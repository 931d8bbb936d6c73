#!/usr/bin/env node
// `npm test`, after the bootstrap: the whole suite, in the order a failure is cheapest to find.
// Types, the repository's shape and its dependencies, lint, unit and integration tests (SQLite and a
// throwaway Postgres), the production builds and each page's bundle budget, the Storybook build, the
// development servers started and asked for a page, then end-to-end journeys in Debian's Chromium
// against the built apps.
// Every step runs even after a failure (except the browser tests, which need the builds), so one
// run reports everything that is wrong. The last line counts the tests: 'tests: N passed, N failed'.
import { printFailedPages } from './lib/failedPages.mjs';
import { colours, runStep } from './lib/processes.mjs';

// --continue: one package's failure must not stop the others' tests, so a run reports every failure.
const turbo = (task) => ['exec', 'turbo', 'run', task, '--continue', '--output-logs=new-only', '--log-order=grouped'];
const steps = [
  { name: 'types', cmd: 'pnpm', args: turbo('typecheck') },
  { name: 'types (end-to-end tests)', cmd: 'pnpm', args: ['exec', 'tsc', '-p', 'e2e', '--noEmit'] },
  // Names that differ only by case, a package without a README, a map (CONTEXT.md, the README) that
  // names what is not there or leaves out what is (check-shape.mjs); a dependency listed but never
  // imported, or imported but not listed (knip; its exceptions say why in knip.jsonc).
  // The rules that read the maps (CONTEXT.md files, the README), each shown failing first.
  {
    name: 'repository shape rules',
    cmd: 'node',
    args: ['--test', '--test-reporter=tap', 'tooling/scripts/lib/shape.test.mjs'],
    counts: 'node',
  },
  { name: 'repository shape', cmd: 'node', args: ['tooling/scripts/check-shape.mjs'] },
  { name: 'unused dependencies', cmd: 'pnpm', args: ['exec', 'knip', '--dependencies', '--no-progress'] },
  { name: 'lint', cmd: 'pnpm', args: ['exec', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'unit and integration tests', cmd: 'pnpm', args: turbo('test'), counts: 'vitest' },
  { name: 'production builds', cmd: 'pnpm', args: turbo('build') },
  // Each route's first load (JS compressed, script files, stylesheets) against bundle-budget.json, read
  // from the builds' manifests: deterministic, never timed (issue 13).
  {
    name: 'bundle budget',
    cmd: 'node',
    args: ['tooling/scripts/bundle-report.mjs', '--check'],
    needs: ['production builds'],
  },
  { name: 'Storybook build', cmd: 'pnpm', args: turbo('build-storybook') },
  // The README's commands for working on one part: `pnpm dev:club`, `dev:streamer`, `dev:studio` and
  // `pnpm storybook` each started, asked for a page (the club's with its stylesheets, the studio's
  // sign-in, a story) and stopped with nothing left running (dev-smoke.mjs; issue 27).
  { name: 'dev servers', cmd: 'node', args: ['tooling/scripts/dev-smoke.mjs'] },
  // Every `pnpm bench` mode once in its smoke size (BENCH_SMOKE=1: a handful of runs of a few seconds, no
  // timing asserted, Lighthouse on one page), against one platform, so a selector, route or exit code a
  // bench depends on that changes breaks the suite instead of the bench (bench-smoke.mjs; issue 30).
  { name: 'benches (smoke size)', cmd: 'node', args: ['tooling/scripts/bench-smoke.mjs'], needs: ['production builds'] },
  // `pnpm cluster up` on ports of its own (CLUSTER_PORT_OFFSET=2200: :5200–5202 and :6200 in front) and a
  // throwaway run directory: PostgreSQL, Redis, the S3 server, nginx and the platform's roles as real
  // processes, each step crossing instances (a write on api-1 read on api-2, api-1 killed under a crowd, the
  // worker killed mid-transcode), then `pnpm cluster down` (tooling/cluster; issue 29).
  {
    name: 'cluster journey',
    cmd: 'node',
    args: ['--test', '--test-reporter=tap', 'tooling/cluster/nginx.test.mjs', 'tooling/cluster/journey.test.mjs'],
    counts: 'node',
    needs: ['production builds'],
  },
  {
    name: 'end-to-end tests (Chromium)',
    cmd: 'pnpm',
    args: ['exec', 'playwright', 'test'],
    counts: 'playwright',
    needs: ['production builds'],
    // CI keeps only this output: a failed journey prints what its page showed (lib/failedPages.mjs).
    afterFailure: () => printFailedPages('test-results'),
  },
];

// Vitest prints 'Tests  12 passed | 1 failed (13)' per package; Playwright '  12 passed (30s)'; node:test's
// TAP '# pass 11' and '# fail 0'.
function countTests(kind, output) {
  let passed = 0;
  let failed = 0;
  if (kind === 'vitest') {
    for (const match of output.matchAll(/^.*?\bTests\s+(.*)\(\d+\)\s*$/gm)) {
      passed += Number(/(\d+) passed/.exec(match[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(match[1])?.[1] ?? 0);
    }
  } else if (kind === 'node') {
    passed += Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
    failed += Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
  } else {
    passed += Number(/^\s*(\d+) passed/m.exec(output)?.[1] ?? 0);
    failed += Number(/^\s*(\d+) failed/m.exec(output)?.[1] ?? 0);
  }
  return { passed, failed };
}

const results = [];
const totals = { passed: 0, failed: 0 };
for (const step of steps) {
  const blocked = (step.needs ?? []).filter((need) => results.find((r) => r.name === need)?.code !== 0);
  if (blocked.length > 0) {
    results.push({ name: step.name, code: 1, seconds: 0, skipped: `needs ${blocked.join(', ')}` });
    continue;
  }
  console.log(`\n${colours.bold(`▸ ${step.name}`)}`);
  const started = performance.now();
  const { code, output } = await runStep(step.cmd, step.args, { capture: Boolean(step.counts) });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (step.counts) {
    const counted = countTests(step.counts, output);
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    if (code !== 0 && counted.failed === 0) totals.failed += 1;
  }
  if (code !== 0) await step.afterFailure?.();
  results.push({ name: step.name, code, seconds });
}

console.log(`\n${colours.bold('Summary')}`);
for (const result of results) {
  const mark = result.code === 0 ? colours.green('✔') : colours.red('✖');
  const detail = result.skipped ? `skipped: ${result.skipped}` : `${result.seconds}s`;
  console.log(`  ${mark} ${result.name.padEnd(30)} ${colours.dim(detail)}`);
}
const failedSteps = results.filter((result) => result.code !== 0).length;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps === 0 && totals.failed === 0 ? 0 : 1);
