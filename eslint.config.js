// One lint config for the whole repo, zero warnings allowed (`pnpm lint`).
// Beyond the recommended rules it enforces the package boundaries of STYLE.md:
// no `export *`, no deep imports into another package, no import cycles.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports that cross a package boundary the wrong way.
const boundaryPatterns = [
  {
    regex: '^@(club|app|tooling)/[^/]+/src(/|$)',
    message: 'Import another package through its entry point, not its files (no deep imports).',
  },
  {
    regex: '^(\\.\\./)+(packages|apps|tooling)/',
    message: 'Import another workspace package by its name, not by a relative path.',
  },
];

// Syntax nobody writes. One list, because a later config object that sets the rule replaces it whole.
const noExportAll = {
  selector: 'ExportAllDeclaration',
  message: 'Name every export (STYLE.md): no `export *`.',
};
// Time is an input (issue 12): only the clock reads the system time, so a pinned CLOCK_NOW moves
// everything, tests included. Elapsed time is `performance.now()`.
const clockMessage = 'Take the time from the clock (@club/clock): nothing else reads the system time (issue 12).';
const noSystemTime = [
  // `Date.now` itself, so neither `Date.now()` nor a default like `now = Date.now` slips through.
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: clockMessage },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.cache/**',
      '**/.data/**',
      '**/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Lets import-x parse the TypeScript modules it follows, so no-cycle sees through them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'no-restricted-syntax': ['error', noExportAll, ...noSystemTime],
      'no-restricted-imports': ['error', { patterns: boundaryPatterns }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Identifiers say `Id` (issue 27); `ID` is the spec's wire format (sponsorID, videoID, userID, …),
      // which only property names carry. A binding destructured from the wire keeps its property's name.
      '@typescript-eslint/naming-convention': [
        'error',
        { selector: ['variable', 'function', 'parameter'], format: null, custom: { regex: '[a-z0-9]ID$', match: false } },
        { selector: ['variable', 'parameter'], modifiers: ['destructured'], format: null },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The only files that read the system time: the clock itself, and the e2e config that pins the
    // clock every server and test shares (it records the real instant E2E_CLOCK_NOW was true). Scripts
    // that must (CLOCK_SET_AT for the processes they start) say so on the line.
    files: ['packages/clock/src/clock.ts', 'playwright.config.ts'],
    rules: { 'no-restricted-syntax': ['error', noExportAll] },
  },
  {
    // An app's browser code must not pull the server half of the SSR glue (Fastify, Vite) into the
    // client bundle: it gets @tooling/ssr/app. Only the server entry and config files take the root.
    files: ['apps/club/src/**', 'apps/streamer/src/**', 'apps/studio/src/**'],
    ignores: ['**/entry-server.tsx', '**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: boundaryPatterns,
          paths: [
            {
              name: '@tooling/ssr',
              message: "Browser code imports '@tooling/ssr/app'; the root entry is the server half.",
            },
          ],
        },
      ],
    },
  },
);
