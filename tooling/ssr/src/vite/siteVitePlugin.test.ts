import { describe, expect, it } from 'vitest';
import { frameworkModules, smallSharedModules } from './siteVitePlugin';

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
