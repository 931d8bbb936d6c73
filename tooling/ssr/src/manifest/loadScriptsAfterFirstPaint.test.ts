import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  dormantMedia,
  heroImageWaitMs,
  loadScriptsAfterFirstPaint,
  modulePreloadsAttribute,
  pageLoaderScript,
  stylesheetWaitMs,
} from './loadScriptsAfterFirstPaint';
import { pageClassesLiteral, pageClassesMarker } from './pageCss';
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
  const entryHref = '/assets/entry-client-DDD.js';
  const script = pageLoaderScript(entryHref);

  /**
   * The loader run in a page of our own making: a document with the given hero images and preload
   * lists, and frames, timers and paint entries that move only when the test says so.
   */
  function page({ heroes = 0, hidden = false, observesPaint = true } = {}) {
    const appended: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { at: number; run: () => void }[] = [];
    const observers: ((entries: { element: unknown }[]) => void)[] = [];
    const listeners = new Map<unknown, Map<string, () => void>>();
    let now = 0;
    const images = Array.from({ length: heroes }, () => {
      const image = {
        complete: false,
        addEventListener: (type: string, listener: () => void) => {
          const forImage = listeners.get(image) ?? new Map<string, () => void>();
          forImage.set(type, listener);
          listeners.set(image, forImage);
        },
      };
      return image;
    });
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: { appendChild: (element: { href?: string; src?: string }) => appended.push(element.href ?? element.src ?? '') },
      addEventListener: () => undefined,
      createElement: () => ({}),
      querySelector: (selector: string) => (appended.some((href) => selector.includes(`"${href}"`)) ? {} : null),
      querySelectorAll: (selector: string) =>
        selector.startsWith('img') ? images : [{ textContent: '["/assets/framework-BBB.js"]' }],
    };
    class PerformanceObserver {
      static supportedEntryTypes = observesPaint ? ['largest-contentful-paint'] : [];
      constructor(private readonly callback: (list: { getEntries: () => { element: unknown }[] }, observer: { disconnect: () => void }) => void) {}
      observe() {
        let connected = true;
        observers.push((entries) => {
          if (connected) this.callback({ getEntries: () => entries }, { disconnect: () => (connected = false) });
        });
      }
    }
    const context = {
      document,
      window: { PerformanceObserver },
      PerformanceObserver,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (run: () => void, delay: number) => timers.push({ at: now + delay, run }),
    };
    new Script(script).runInNewContext(context);
    const runTimers = () => {
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= now) timer.run();
        else timers.push(timer);
      }
    };
    return {
      appended,
      /** One frame: its callbacks, then the tasks they queued. */
      frame: () => {
        for (const callback of frames.splice(0)) callback();
        runTimers();
      },
      tasks: runTimers,
      after: (ms: number) => {
        now += ms;
        runTimers();
      },
      heroLoaded: (index: number) => listeners.get(images[index])?.get('load')?.(),
      painted: (element: unknown) => {
        for (const observer of observers) observer([{ element }]);
        runTimers();
      },
      images,
    };
  }

  it('should be a script the browser can parse', () => {
    expect(() => new Script(script)).not.toThrow();
  });

  it('should add the preloads and the entry two frames after the first, on a page without a hero', () => {
    const loaded = page();
    loaded.tasks();
    expect(loaded.appended).toEqual([]);
    loaded.frame();
    expect(loaded.appended).toEqual([]);
    loaded.frame();
    expect(loaded.appended).toEqual(['/assets/framework-BBB.js', entryHref]);
  });

  it('should wait for every hero to load and then for the browser to report one painted', () => {
    const loaded = page({ heroes: 2 });
    loaded.frame();
    loaded.frame();
    loaded.heroLoaded(0);
    loaded.frame();
    expect(loaded.appended).toEqual([]);
    loaded.heroLoaded(1);
    loaded.painted({ some: 'other element' });
    expect(loaded.appended).toEqual([]);
    loaded.painted(loaded.images[1]);
    expect(loaded.appended).toEqual(['/assets/framework-BBB.js', entryHref]);
  });

  it('should start three frames after the heroes loaded when no hero is the largest paint', () => {
    const loaded = page({ heroes: 1 });
    loaded.heroLoaded(0);
    loaded.frame();
    loaded.frame();
    expect(loaded.appended).toEqual([]);
    loaded.frame();
    expect(loaded.appended).toEqual(['/assets/framework-BBB.js', entryHref]);
  });

  it('should wait two frames after the heroes in a browser that reports no paints', () => {
    const loaded = page({ heroes: 1, observesPaint: false });
    loaded.heroLoaded(0);
    loaded.frame();
    expect(loaded.appended).toEqual([]);
    loaded.frame();
    expect(loaded.appended).toEqual(['/assets/framework-BBB.js', entryHref]);
  });

  it('should start at once on a hidden page, and add the entry only once', () => {
    const loaded = page({ heroes: 1, hidden: true });
    loaded.tasks();
    expect(loaded.appended).toEqual(['/assets/framework-BBB.js', entryHref]);
    loaded.after(heroImageWaitMs);
    expect(loaded.appended).toHaveLength(2);
  });

  it('should start after the bound when a hero never loads', () => {
    const loaded = page({ heroes: 1 });
    loaded.after(heroImageWaitMs - 1);
    expect(loaded.appended).toEqual([]);
    loaded.after(1);
    expect(loaded.appended).toEqual(['/assets/framework-BBB.js', entryHref]);
    loaded.heroLoaded(0);
    loaded.frame();
    loaded.frame();
    loaded.frame();
    expect(loaded.appended).toHaveLength(2);
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

  it('should link the stylesheet once, dormant, after the first paint, and preload the entry beside it', () => {
    expect(script).toContain('preload("/assets/entry-client-DDD.js");var css="/assets/style-CCC.css";');
    expect(script).toContain(`var sheet=document.querySelector('link[rel="stylesheet"][href="'+css+'"]');`);
    expect(script).toContain(`if(!sheet){sheet=document.createElement("link");sheet.rel="stylesheet";sheet.media="${dormantMedia}";sheet.href=css;document.head.appendChild(sheet);`);
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

describe('pageLoaderScript: the whole stylesheet applies when the page first needs it', () => {
  const script = pageLoaderScript('/assets/entry-client-DDD.js', '/assets/style-CCC.css');

  interface FakeElement {
    nodeType: number;
    classes?: string;
    clientClasses?: string;
    children?: FakeElement[];
    getAttribute: (name: string) => string | null;
    querySelectorAll: (selector: string) => FakeElement[];
  }

  /** An element of the fake page: its class attribute, its data-client-classes, its descendants. */
  function element(classes?: string, children: FakeElement[] = [], clientClasses?: string): FakeElement {
    const self: FakeElement = {
      nodeType: 1,
      classes,
      clientClasses,
      children,
      getAttribute: (name) => (name === 'class' ? (self.classes ?? null) : name === 'data-client-classes' ? (clientClasses ?? null) : null),
      querySelectorAll: () => descendants(self),
    };
    return self;
  }
  const descendants = (root: FakeElement): FakeElement[] => (root.children ?? []).flatMap((child) => [child, ...descendants(child)]);

  type Record = { type: 'attributes' | 'childList'; target?: FakeElement; addedNodes?: unknown[] };

  /**
   * The loader run, started, in a page of the given elements, with the class names the render found in
   * it; the test plays the DOM's changes to it.
   */
  function page(body: FakeElement, pageClasses: string[]) {
    const links: { rel?: string; media?: string; href?: string; addEventListener: () => void }[] = [];
    let watching: ((records: Record[]) => void) | undefined;
    let observed: unknown;
    const document = {
      visibilityState: 'hidden',
      documentElement: body,
      head: { appendChild: (child: { rel?: string }) => (child.rel === 'stylesheet' ? links.push(child as (typeof links)[number]) : 0) },
      addEventListener: () => undefined,
      createElement: () => ({ addEventListener: () => undefined }),
      querySelector: () => null,
      querySelectorAll: (selector: string) => (selector.startsWith('img') ? [] : [{ textContent: '[]' }]),
    };
    class MutationObserver {
      constructor(private readonly callback: (records: Record[]) => void) {}
      observe(target: unknown, options: unknown) {
        observed = { target, options };
        watching = (records) => this.callback(records);
      }
      disconnect() {
        watching = undefined;
      }
    }
    const timers: (() => void)[] = [];
    const rendered = script.replace(pageClassesMarker, pageClassesLiteral(new Set(pageClasses)));
    new Script(rendered).runInNewContext({ document, MutationObserver, setTimeout: (run: () => void) => timers.push(run) });
    timers.shift()?.();
    return {
      sheet: () => links[0],
      observed: () => observed,
      watching: () => watching !== undefined,
      change: (...records: Record[]) => watching?.(records),
    };
  }

  const onPage = () => element('page', [element('card featured', [element('title')]), element('slot', [], 'advert-link advert-image')]);
  // What the render found: the class attributes' names and the data-client-classes ones.
  const rendered = ['page', 'card', 'featured', 'title', 'slot', 'advert-link', 'advert-image'];

  it('should hold a place for the page class names the render writes in', () => {
    expect(script).toContain(`var known={};${pageClassesMarker}.split(" ")`);
    expect(() => new Script(script.replace(pageClassesMarker, pageClassesLiteral(new Set(['a', '</script>']))))).not.toThrow();
    expect(pageClassesLiteral(new Set(['a', '</script>']))).toBe('"a \\u003c/script>"');
  });

  it('should link the stylesheet with a media no device matches, and watch the page for elements and classes', () => {
    const loaded = page(onPage(), rendered);
    expect(loaded.sheet()).toMatchObject({ rel: 'stylesheet', media: dormantMedia, href: '/assets/style-CCC.css' });
    expect(loaded.observed()).toMatchObject({ options: { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] } });
  });

  it("should leave it dormant while every class added is one of the page's or one announced for later", () => {
    const loaded = page(onPage(), rendered);
    loaded.change({ type: 'childList', addedNodes: [element('card', [element('title')]), { nodeType: 3 }] });
    loaded.change({ type: 'childList', addedNodes: [element('advert-link', [element('advert-image')])] });
    loaded.change({ type: 'attributes', target: element(' featured  card ') });
    expect(loaded.sheet()?.media).toBe(dormantMedia);
    expect(loaded.watching()).toBe(true);
  });

  it('should apply it, and stop watching, when an added element or one of its descendants has a new class', () => {
    const loaded = page(onPage(), rendered);
    loaded.change({ type: 'childList', addedNodes: [element(undefined, [element('card', [element('menu-open')])])] });
    expect(loaded.sheet()?.media).toBe('all');
    expect(loaded.watching()).toBe(false);
  });

  it('should apply it when an element takes a new class', () => {
    const loaded = page(onPage(), rendered);
    loaded.change({ type: 'attributes', target: element('card overlay-visible') });
    expect(loaded.sheet()?.media).toBe('all');
  });
});
