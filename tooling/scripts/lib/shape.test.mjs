// `node --test tooling/scripts/lib/shape.test.mjs` (npm test runs it before check-shape itself).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkContextMaps, checkReadme, mappedFolders, namesFolder } from './shape.mjs';

const platformContext = `# Platform
  modules/news/           routes, service, repo
  modules/live/           live matches: index.ts registerLive, stream.ts
`;

describe('checkContextMaps', () => {
  const platform = (folders, context = platformContext) => ({
    area: 'apps/platform/src/modules/',
    contextPath: 'apps/platform/CONTEXT.md',
    context,
    folders,
    required: true,
  });

  it('should pass when the map names every folder', () => {
    assert.deepEqual(checkContextMaps([platform(['live', 'news'])]), []);
  });

  it('should fail on a folder the map does not name', () => {
    assert.deepEqual(checkContextMaps([platform(['live', 'media', 'news'])]), [
      'apps/platform/CONTEXT.md does not name apps/platform/src/modules/media/ (what it holds, in a line)',
    ]);
  });

  it('should take neither a longer name nor a word in passing for the folder', () => {
    const context = 'media/live-origin.ts keeps the livestream segments of GET /api/matches/live';
    assert.equal(namesFolder(context, 'live'), false);
    assert.equal(namesFolder('analytics records are rate-limited', 'analytics'), false);
    assert.equal(namesFolder('`live/`: the stream', 'live'), true);
    assert.equal(namesFolder('`src/core/liveFeed.ts`: the feed', 'core'), true);
    assert.equal(namesFolder('Components, one folder each: `LoginForm`, `AccountPanel`', 'LoginForm'), true);
    assert.equal(checkContextMaps([platform(['live'], context)]).length, 1);
  });

  it('should ask a package with folders for a map, and not a flat one', () => {
    const withFolders = { area: 'packages/live/src/', contextPath: 'packages/live/CONTEXT.md', context: null, folders: ['core', 'react'] };
    const flat = { area: 'packages/clock/src/', contextPath: 'packages/clock/CONTEXT.md', context: null, folders: [] };
    assert.deepEqual(checkContextMaps([withFolders, flat]), [
      'packages/live/CONTEXT.md is missing: packages/live/src/ has folders (core, react) (key files, flow, pitfalls)',
    ]);
  });

  it('should not ask for test helpers to be named', () => {
    const onlyTesting = { area: 'packages/site-state/src/', contextPath: 'packages/site-state/CONTEXT.md', context: null, folders: ['testing'] };
    assert.deepEqual(checkContextMaps([onlyTesting, platform(['live', 'news', 'testing'])]), []);
  });

  it('should ask every app for a map', () => {
    const studio = { area: 'apps/studio/', contextPath: 'apps/studio/CONTEXT.md', context: null, folders: [], required: true };
    assert.equal(checkContextMaps([studio]).length, 1);
  });
});

const readme = (studio, map = '') => `# The club

- **the studio** (\`apps/studio\`): ${studio}
- the packages \`packages/ui\` and \`@club/ui\`, \`@tooling/ssr\`.

## The repository

\`\`\`
apps/
  studio/      the staff's studio
packages/
  ui/          design system
  live/        the live match stream
${map}tooling/
  ssr/         the server glue
README.md      this file
\`\`\`

## Afterwards
`;

const repository = {
  folders: { apps: ['studio'], packages: ['live', 'ui'], tooling: ['ssr'] },
  packageNames: ['@app/studio', '@club/live', '@club/ui', '@tooling/ssr'],
  desks: ['audit', 'clubtv', 'commercial', 'fans', 'matchday', 'news', 'pages', 'staff'],
};

describe('checkReadme', () => {
  it('should pass a README true to the repository', () => {
    const text = readme("desk by desk: the newsroom, the studio's match-day desk, the Club TV desk and the commercial desk.");
    assert.deepEqual(checkReadme({ readme: text, ...repository }), []);
  });

  it('should fail on a package that does not exist, by path and by name', () => {
    const text = readme('see `packages/tickets` and `@club/tickets`.');
    assert.deepEqual(checkReadme({ readme: text, ...repository }), [
      'README.md names packages/tickets, which does not exist',
      'README.md names @club/tickets, which is no workspace package',
    ]);
  });

  it('should fail when the repository map leaves out a package, or lists one that is gone', () => {
    const missing = { ...repository, folders: { ...repository.folders, packages: ['clock', 'live', 'ui'] } };
    assert.deepEqual(checkReadme({ readme: readme('the newsroom.'), ...missing }), [
      "README.md's repository map does not list packages/clock",
    ]);
    const gone = readme('the newsroom.').replace('  live/        the live match stream\n', '  live/        the live match stream\n  old/         a package since removed\n');
    assert.deepEqual(mappedFolders(gone).packages, ['ui', 'live', 'old']);
    assert.deepEqual(checkReadme({ readme: gone, ...repository }), [
      "README.md's repository map lists packages/old, which does not exist",
    ]);
  });

  it('should fail on a desk the studio does not have', () => {
    const text = readme('the newsroom and the tickets desk.');
    assert.deepEqual(checkReadme({ readme: text, ...repository }), [
      'README.md names the tickets desk, which the studio does not have (its desks: audit, clubtv, commercial, fans, matchday, news, pages, staff)',
    ]);
  });

  it('should fail when it says desks that exist are coming next', () => {
    const text = readme(
      'Its first desk is the newsroom; match day, Club TV, the commercial desk, fans and the audit log are coming next;',
    );
    assert.deepEqual(checkReadme({ readme: text, ...repository }), [
      'README.md says audit, clubtv, commercial, fans, matchday are still to come, but the studio has those desks',
    ]);
  });
});
