import { describe, expect, it } from 'vitest';
import { compileHint, compileHintBanner, frameworkModules, hintOnTop, smallSharedModules } from './siteVitePlugin';

describe('frameworkModules', () => {
  it.each([
    '/repo/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
    '/repo/node_modules/.pnpm/scheduler@0.27.0/node_modules/scheduler/index.js',
    '/repo/node_modules/.pnpm/@tanstack+router-core@1.170.0/node_modules/@tanstack/router-core/dist/esm/router.js',
    '/repo/node_modules/.pnpm/@tanstack+react-query@5.108.0_react@19.3.1/node_modules/@tanstack/react-query/build/modern/index.js',
    '/repo/node_modules/.pnpm/jotai@2.20.3_react@19.3.1/node_modules/jotai/esm/react.mjs',
    'C:\\repo\\node_modules\\react-dom\\client.js',
    '\0rolldown/runtime.js',
  ])('should put %s in the framework chunk', (id) => {
    expect(frameworkModules.test(id)).toBe(true);
  });

  it.each([
    '/repo/packages/ui/src/Button/Button.tsx',
    '/repo/apps/club/src/routes/__root.tsx',
    '/repo/node_modules/.pnpm/react-focus-lock@2.13.0/node_modules/react-focus-lock/dist/es2015/index.js',
    '/repo/node_modules/.pnpm/focus-trap-react@12.0.3/node_modules/focus-trap-react/dist/focus-trap-react.js',
    '/repo/node_modules/.pnpm/dompurify@3.3.0/node_modules/dompurify/dist/purify.es.mjs',
    '/repo/node_modules/.pnpm/shaka-player@5.2.0/node_modules/shaka-player/dist/shaka-player.compiled.js',
  ])('should leave %s to the app or its own chunk', (id) => {
    expect(frameworkModules.test(id)).toBe(false);
  });
});

describe('smallSharedModules', () => {
  const graph = (modules: Record<string, { code: string; importedIds?: string[] }>) => ({
    getModuleInfo: (id: string) => (modules[id] ? { code: modules[id].code, importedIds: modules[id].importedIds ?? [] } : null),
  });
  const react = '/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js';
  const name = smallSharedModules(100);

  it("should share a stylesheet's class names and a small component that imports only the framework and styles", () => {
    const modules = graph({
      '/repo/packages/ui/src/Box/Box.css.ts': { code: 'export const box = "a";' },
      '/repo/packages/ui/src/Box/Box.tsx': { code: 'export function Box() {}', importedIds: [react, '/repo/packages/ui/src/Box/Box.css.ts'] },
    });
    expect(name('/repo/packages/ui/src/Box/Box.css.ts', modules)).toBe('shared');
    expect(name('/repo/packages/ui/src/Box/Box.tsx', modules)).toBe('shared');
  });

  it('should leave to Rolldown a module that imports other code, however small, so nothing big comes with it', () => {
    const modules = graph({
      '/repo/packages/ui/src/RichText/RichText.tsx': {
        code: 'export function RichText() {}',
        importedIds: ['/repo/node_modules/.pnpm/isomorphic-dompurify@3.9.0/node_modules/isomorphic-dompurify/dist/browser.mjs'],
      },
      '/repo/apps/club/src/site/Card.tsx': { code: 'export function Card() {}', importedIds: ['/repo/packages/ui/src/index.ts'] },
    });
    expect(name('/repo/packages/ui/src/RichText/RichText.tsx', modules)).toBeNull();
    expect(name('/repo/apps/club/src/site/Card.tsx', modules)).toBeNull();
  });

  it('should leave out a module bigger than the limit, and the framework (it has its own chunk)', () => {
    const modules = graph({
      '/repo/packages/ui/src/Big/Big.tsx': { code: 'x'.repeat(101), importedIds: [react] },
      [react]: { code: 'export {}' },
    });
    expect(name('/repo/packages/ui/src/Big/Big.tsx', modules)).toBeNull();
    expect(name(react, modules)).toBeNull();
  });
});

describe('compileHintBanner', () => {
  const chunk = (name: string, sizes: Record<string, number>) => ({
    name,
    modules: Object.fromEntries(
      Object.entries(sizes).map(([id, renderedLength]) => [
        id,
        { renderedLength, code: null, renderedExports: [], removedExports: [], originalLength: renderedLength },
      ]),
    ),
  });

  it('should hint the framework chunk, all of it a library', () => {
    expect(compileHintBanner(chunk('framework', { '/r/node_modules/react-dom/client.js': 9000 }))).toBe(compileHint);
  });

  it("should hint a chunk that is mostly the workspace's code, with a library beside it", () => {
    const entry = chunk('entry-client', { '/r/apps/club/src/entry-client.tsx': 7000, '/r/node_modules/ky/index.js': 3000 });
    expect(compileHintBanner(entry)).toBe(compileHint);
  });

  it('should leave a chunk that is mostly another library to lazy compilation', () => {
    const player = chunk('Player', { '/r/node_modules/shaka-player/dist/shaka.js': 90_000, '/r/packages/video-player/src/Player.tsx': 4000 });
    expect(compileHintBanner(player)).toBe('');
    expect(compileHintBanner(chunk('empty', {}))).toBe('');
  });
});

describe('hintOnTop', () => {
  it("should move the hint above Vite's preload table, and the source map's line groups with it", () => {
    const code = `const __vite__mapDeps=()=>[];\n${compileHint}\nimport{a}from"./a.js";a();`;
    expect(hintOnTop(code, ';;AAAA,CAAC')).toEqual({
      code: `${compileHint}\nconst __vite__mapDeps=()=>[];\nimport{a}from"./a.js";a();`,
      mappings: ';;AAAA,CAAC',
    });
    expect(hintOnTop(`x\ny\n${compileHint}\nz`, 'A;B;;C')).toEqual({ code: `${compileHint}\nx\ny\nz`, mappings: ';A;B;C' });
  });

  it('should leave a chunk alone when the hint is first or absent', () => {
    expect(hintOnTop(`${compileHint}\ncode()`, ';AAAA')).toBeNull();
    expect(hintOnTop('const __vite__mapDeps=()=>[];\ncode()')).toBeNull();
  });

  it('should move the code alone when there is no source map', () => {
    expect(hintOnTop(`x\n${compileHint}\ny`)).toEqual({ code: `${compileHint}\nx\ny` });
  });
});
