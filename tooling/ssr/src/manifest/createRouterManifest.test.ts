import { describe, expect, it } from 'vitest';
import { createRouterManifest } from './createRouterManifest';
import type { ViteManifest } from './types';

// The shape Vite 8 writes for an app with autoCodeSplitting: route files appear only through their
// `?tsr-split=…` chunks, shared code in `_name-hash.js` chunks.
const viteManifest: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-AAA.js',
    name: 'entry-client',
    src: 'src/entry-client.tsx',
    isEntry: true,
    imports: ['_vendor-BBB.js'],
    css: ['assets/entry-client-AAA.css'],
    dynamicImports: [
      'src/routes/index.tsx?tsr-split=component',
      'src/routes/tickets/route.tsx?tsr-split=component',
      'src/routes/tickets/$slug.tsx?tsr-split=component',
      'src/routes/_streams.tsx?tsr-split=component',
      'src/routes/_streams/live.tsx?tsr-split=component',
      'src/routes/_streams/live.tsx?tsr-split=errorComponent',
    ],
  },
  '_vendor-BBB.js': { file: 'assets/vendor-BBB.js', name: 'vendor', css: ['assets/vendor-BBB.css'] },
  '_Card-CCC.js': {
    file: 'assets/Card-CCC.js',
    name: 'Card',
    imports: ['src/entry-client.tsx', '_vendor-BBB.js'],
    css: ['assets/Card-CCC.css'],
  },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-DDD.js',
    src: 'src/routes/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_Card-CCC.js'],
  },
  'src/routes/tickets/route.tsx?tsr-split=component': {
    file: 'assets/route-EEE.js',
    src: 'src/routes/tickets/route.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
    css: ['assets/route-EEE.css'],
  },
  'src/routes/tickets/$slug.tsx?tsr-split=component': {
    file: 'assets/_slug-FFF.js',
    src: 'src/routes/tickets/$slug.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_Card-CCC.js'],
  },
  'src/routes/_streams.tsx?tsr-split=component': {
    file: 'assets/_streams-GGG.js',
    src: 'src/routes/_streams.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
    css: ['assets/_streams-GGG.css'],
  },
  'src/routes/_streams/live.tsx?tsr-split=component': {
    file: 'assets/live-HHH.js',
    src: 'src/routes/_streams/live.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
    css: ['assets/live-HHH.css'],
  },
  'src/routes/_streams/live.tsx?tsr-split=errorComponent': {
    file: 'assets/live-III.js',
    src: 'src/routes/_streams/live.tsx?tsr-split=errorComponent',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
  'public-logo.svg': { file: 'assets/logo-JJJ.svg', src: 'public-logo.svg' },
};

const routeIdsByFile = {
  'src/routes/__root.tsx': '__root__',
  'src/routes/index.tsx': '/',
  'src/routes/tickets/route.tsx': '/tickets',
  'src/routes/tickets/$slug.tsx': '/tickets/$slug',
  'src/routes/_streams.tsx': '/_streams',
  'src/routes/_streams/live.tsx': '/_streams/live',
};

const build = () => createRouterManifest({ viteManifest, entry: 'src/entry-client.tsx', routeIdsByFile });

describe('createRouterManifest', () => {
  it('should give the root route the entry as an async module script', () => {
    expect(build().routes.__root__?.scripts).toEqual([
      { attrs: { type: 'module', src: '/assets/entry-client-AAA.js', async: true } },
    ]);
  });

  it('should give the root route the stylesheets and preloads of everything the entry loads eagerly', () => {
    const root = build().routes.__root__;
    expect(root?.css).toEqual(['/assets/entry-client-AAA.css', '/assets/vendor-BBB.css']);
    expect(root?.preloads).toEqual(['/assets/vendor-BBB.js']);
  });

  it("should give a route its split chunk, the shared chunks it imports and their stylesheets", () => {
    expect(build().routes['/']).toEqual({
      preloads: ['/assets/routes-DDD.js', '/assets/Card-CCC.js'],
      css: ['/assets/Card-CCC.css'],
    });
  });

  it('should map a nested layout and its child separately', () => {
    const { routes } = build();
    expect(routes['/tickets']).toEqual({ preloads: ['/assets/route-EEE.js'], css: ['/assets/route-EEE.css'] });
    expect(routes['/tickets/$slug']).toEqual({
      preloads: ['/assets/_slug-FFF.js', '/assets/Card-CCC.js'],
      css: ['/assets/Card-CCC.css'],
    });
  });

  it('should map a pathless layout by its id', () => {
    expect(build().routes['/_streams']).toEqual({
      preloads: ['/assets/_streams-GGG.js'],
      css: ['/assets/_streams-GGG.css'],
    });
  });

  it('should merge every split chunk of one route file', () => {
    expect(build().routes['/_streams/live']).toEqual({
      preloads: ['/assets/live-HHH.js', '/assets/live-III.js'],
      css: ['/assets/live-HHH.css'],
    });
  });

  it('should never repeat on a route what the root already loads', () => {
    const { routes } = build();
    for (const [id, route] of Object.entries(routes)) {
      if (id === '__root__') continue;
      expect(route.preloads ?? []).not.toContain('/assets/vendor-BBB.js');
      expect(route.css ?? []).not.toContain('/assets/vendor-BBB.css');
    }
  });

  it('should prefix every href with the base path', () => {
    const manifest = createRouterManifest({
      viteManifest,
      entry: 'src/entry-client.tsx',
      routeIdsByFile,
      base: '/club',
    });
    expect(manifest.routes.__root__?.scripts?.[0]?.attrs.src).toBe('/club/assets/entry-client-AAA.js');
    expect(manifest.routes['/']?.css).toEqual(['/club/assets/Card-CCC.css']);
  });

  it('should leave out files that are not routes', () => {
    expect(Object.keys(build().routes).sort()).toEqual(
      ['/', '/_streams', '/_streams/live', '/tickets', '/tickets/$slug', '__root__'].sort(),
    );
  });

  describe('given a build with one stylesheet (build.cssCodeSplit: false)', () => {
    // What Vite writes then: no chunk names CSS; the stylesheet is an asset under Vite's bundle name.
    const oneStylesheet: ViteManifest = {
      ...Object.fromEntries(
        Object.entries(viteManifest).map(([key, chunk]) => [key, { ...chunk, css: undefined }]),
      ),
      'style.css': { file: 'assets/style-KKK.css', src: 'style.css' },
    };
    const built = () =>
      createRouterManifest({ viteManifest: oneStylesheet, entry: 'src/entry-client.tsx', routeIdsByFile });

    it('should link that stylesheet from the root route, once', () => {
      expect(built().routes.__root__?.css).toEqual(['/assets/style-KKK.css']);
    });

    it('should give no other route a stylesheet', () => {
      for (const [id, route] of Object.entries(built().routes)) {
        if (id !== '__root__') expect(route.css).toBeUndefined();
      }
    });
  });

  describe('given a manifest without the entry', () => {
    it('should say the client build is missing its manifest', () => {
      expect(() => createRouterManifest({ viteManifest: {}, entry: 'src/entry-client.tsx', routeIdsByFile })).toThrow(
        /no entry 'src\/entry-client.tsx'/,
      );
    });
  });
});
