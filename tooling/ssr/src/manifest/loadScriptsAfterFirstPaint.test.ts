import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  heroImageWaitMs,
  loadScriptsAfterFirstPaint,
  modulePreloadsAttribute,
  pageLoaderScript,
  stylesheetWaitMs,
} from './loadScriptsAfterFirstPaint';
import type { RouterManifest } from './types';

const built: RouterManifest = {
  routes: {
    __root__: {
      preloads: ['/assets/rolldown-runtime-AAA.js', '/assets/framework-BBB.js'],
      css: ['/assets/style-CCC.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-DDD.js', async: true } }],
    },
    '/tickets': { preloads: ['/assets/route-EEE.js'] },
    '/live': { css: ['/assets/live-FFF.css'] },
  },
  inlineCss: { styles: { '/assets/style-CCC.css': 'body{margin:0}' } },
};

describe('loadScriptsAfterFirstPaint', () => {
  const manifest = loadScriptsAfterFirstPaint(built);

  it('should name no module preload for the head, so nothing is fetched before the first paint', () => {
    for (const route of Object.values(manifest.routes)) expect(route.preloads).toBeUndefined();
  });

  it("should list each route's module preloads in an inert JSON script for the loader", () => {
    expect(manifest.routes.__root__?.scripts?.[0]).toEqual({
      attrs: { type: 'application/json', [modulePreloadsAttribute]: true },
      children: '["/assets/rolldown-runtime-AAA.js","/assets/framework-BBB.js"]',
    });
    expect(manifest.routes['/tickets']?.scripts).toEqual([
      { attrs: { type: 'application/json', [modulePreloadsAttribute]: true }, children: '["/assets/route-EEE.js"]' },
    ]);
  });

  it("should replace the root's entry script with the inline loader of that entry", () => {
    expect(manifest.routes.__root__?.scripts?.[1]).toEqual({ attrs: {}, children: pageLoaderScript('/assets/entry-client-DDD.js') });
    expect(manifest.routes.__root__?.scripts).toHaveLength(2);
  });

  it('should keep the stylesheets and the inlined CSS as they were', () => {
    expect(manifest.routes.__root__?.css).toEqual(['/assets/style-CCC.css']);
    expect(manifest.routes['/live']).toEqual({ css: ['/assets/live-FFF.css'] });
    expect(manifest.inlineCss).toEqual(built.inlineCss);
  });

  it('should leave the manifest it was given alone (the bundle budget reads the file as built)', () => {
    expect(built.routes.__root__?.preloads).toHaveLength(2);
    expect(built.routes.__root__?.scripts?.[0]?.attrs.src).toBe('/assets/entry-client-DDD.js');
  });
});

describe('pageLoaderScript', () => {
  const script = pageLoaderScript('/assets/entry-client-DDD.js');

  it('should be a script the browser can parse', () => {
    expect(() => new Script(script)).not.toThrow();
  });

  it('should start after the first frame, or at once on a hidden page', () => {
    expect(script).toContain('requestAnimationFrame(function(){setTimeout(start,0);})');
    expect(script).toContain('if(document.visibilityState==="hidden"){setTimeout(start,0);return;}');
  });

  it('should wait for the high-priority images first, at most for the bound against a hang', () => {
    expect(script).toContain(`document.querySelectorAll('img[fetchpriority="high"]')`);
    expect(script).toContain('img.addEventListener("load",done,{once:true});img.addEventListener("error",done,{once:true});');
    expect(script).toContain(`setTimeout(start,${heroImageWaitMs});`);
  });

  it('should add the entry as a module script only once', () => {
    expect(script).toContain('if(started)return;started=true;');
    expect(script).toContain(`if(document.querySelector('script[src="'+"/assets/entry-client-DDD.js"+'"]'))return;`);
    expect(script).toContain('script.type="module";script.src="/assets/entry-client-DDD.js"');
  });

  it('should link no stylesheet when the head has the whole of it', () => {
    expect(script).not.toContain('rel="stylesheet"');
    expect(script).toContain('forEach(preload);});run();}');
  });
});

describe('pageLoaderScript with the full stylesheet (page CSS)', () => {
  const script = pageLoaderScript('/assets/entry-client-DDD.js', '/assets/style-CCC.css');

  it('should be a script the browser can parse', () => {
    expect(() => new Script(script)).not.toThrow();
  });

  it('should link the stylesheet once, after the first paint, and preload the entry beside it', () => {
    expect(script).toContain('preload("/assets/entry-client-DDD.js");var css="/assets/style-CCC.css";');
    expect(script).toContain(`var sheet=document.querySelector('link[rel="stylesheet"][href="'+css+'"]');`);
    expect(script).toContain('if(!sheet){sheet=document.createElement("link");sheet.rel="stylesheet";sheet.href=css;document.head.appendChild(sheet);}');
  });

  it('should start the entry (and so hydrate) once the stylesheet is in, failed, or after the bound', () => {
    expect(script).toContain('if(sheet.sheet){run();return;}');
    expect(script).toContain('sheet.addEventListener("load",run,{once:true});sheet.addEventListener("error",run,{once:true});');
    expect(script).toContain(`setTimeout(run,${stylesheetWaitMs});`);
  });

  it('should need no inline event handler attribute (the CSP has no unsafe-inline)', () => {
    expect(script).not.toMatch(/setAttribute\(\s*["']on/);
    expect(script).not.toContain('onload=');
  });
});

describe('loadScriptsAfterFirstPaint with page CSS', () => {
  it("should give the root's loader the stylesheet to link after the first paint (the one without fonts)", () => {
    const manifest = loadScriptsAfterFirstPaint({
      ...built,
      pageCss: { href: '/assets/style-CCC.css', later: '/assets/style-CCC.later.css', rules: [] },
    });
    expect(manifest.routes.__root__?.scripts?.[1]).toEqual({
      attrs: {},
      children: pageLoaderScript('/assets/entry-client-DDD.js', '/assets/style-CCC.later.css'),
    });
  });
});
