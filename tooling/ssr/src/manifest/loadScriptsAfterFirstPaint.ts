import { pageClassesMarker } from './pageCss';
import { rootRouteId, type RouterManifest, type RouterManifestRoute, type RouterManifestScript } from './types';

/** The attribute of the inert JSON script that lists a route's module preloads for the loader. */
export const modulePreloadsAttribute = 'data-module-preloads';

/** How long the loader waits at most for the page's high-priority images: a bound against a hang. */
export const heroImageWaitMs = 3000;

/**
 * How long the loader waits at most for the full stylesheet before it starts the entry anyway: a bound
 * against a hang (the stylesheet is a fraction of the scripts, fetched beside them).
 */
export const stylesheetWaitMs = 10_000;

/**
 * The media the whole stylesheet is linked with until the page first needs it: a query no device
 * matches, so the browser fetches and parses the sheet but applies none of its rules.
 */
export const dormantMedia = 'not all';

/**
 * The part of the loader that switches the whole stylesheet on once the page first needs a rule it
 * has not inlined (issue 13). The head inlines every rule whose classes are all on the page (and every
 * rule that names no class), so any document whose class names are all among the server's is styled
 * completely without the whole stylesheet. So the loader takes the class names the render found on the
 * page (`pageClassesMarker`, replaced by the render; with those its `data-client-classes` attributes
 * announce, whose rules the head has too), watches
 * for elements added and class attributes changed (a client navigation, a menu or an overlay opened, a
 * state class, a component loaded on demand), and at the first class name it has not seen it sets the
 * sheet's media to `all`, in the same task as the change, before the browser renders it: so nothing
 * appears unstyled. Applying a stylesheet restyles the whole document (55–65 ms at 4x CPU on
 * /matches and /videos), and it was applied right after the first paint, a long task in every page's
 * load; now it is paid at most once, when the page changes.
 */
const applyWhenNeeded = [
  `var known={};${pageClassesMarker}.split(" ").forEach(function(name){known[name]=true;});`,
  'function names(element){var value=element.getAttribute("class");return value?value.split(/\\s+/):[];}',
  'function fresh(element){return names(element).some(function(name){return name&&!known[name];});}',
  'var watcher=new MutationObserver(function(records){for(var i=0;i<records.length;i++){var record=records[i];',
  'var nodes=record.type==="attributes"?[record.target]:record.addedNodes;for(var j=0;j<nodes.length;j++){var node=nodes[j];',
  'if(node.nodeType===1&&(fresh(node)||[].some.call(node.querySelectorAll("[class]"),fresh))){watcher.disconnect();sheet.media="all";return;}}}});',
  'watcher.observe(document.documentElement,{subtree:true,childList:true,attributes:true,attributeFilter:["class"]});',
].join('');

/**
 * The inline script that starts the JavaScript once the page has been painted with its hero: when the
 * page's high-priority images (`fetchpriority="high"`, the LCP candidates) have loaded or failed, and
 * then once the browser reports a hero painted on screen (a `largest-contentful-paint` entry for it)
 * or three frames have passed (a hero that is not the page's largest paint gets no entry), it adds
 * every matched route's module preloads (from the JSON scripts beside it, which the parser has reached
 * by then) and the entry as a module script. A page without a hero waits for two frames, so the first
 * frame is on screen. So the scripts never compete with the hero for a phone's bandwidth, and nothing
 * is fetched before the page's largest paint (issue 13: a hero loaded at 230 ms but painted at 480 ms,
 * behind the parser, had the scripts fetched in between). A hidden page (a background tab) paints
 * nothing until it is shown, so it does not wait; nor does a page hidden before its first frame. At
 * most `heroImageWaitMs` in all: a bound against a hang.
 *
 * With a `stylesheetHref` (the site's whole stylesheet less its fonts, when the head inlines only the
 * page's own rules) it links that stylesheet first, dormant (`dormantMedia`), preloads the entry beside
 * the other scripts, and adds the entry only once the stylesheet has loaded (or failed, or after
 * `stylesheetWaitMs`): so the sheet is parsed and at hand before anything runs, and switched on in the
 * task that first needs it (`applyWhenNeeded`): a client navigation, a menu or an overlay opened after
 * hydration is styled. The link comes after the inlined rules and holds the same rules in the same
 * order, so nothing already on the page changes when it applies.
 */
export function pageLoaderScript(entryHref: string, stylesheetHref?: string): string {
  const entry = JSON.stringify(entryHref);
  const preloads = JSON.stringify(`script[${modulePreloadsAttribute}]`);
  const preload = 'function preload(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link);}';
  // Once only, even if the router puts a copy of this script in again after hydration: the entry's own
  // <script src> is the mark that it ran.
  const run = [
    `function run(){if(document.querySelector('script[src="'+${entry}+'"]'))return;`,
    `var script=document.createElement("script");script.type="module";script.src=${entry};document.head.appendChild(script);}`,
  ].join('');
  const afterStylesheet = stylesheetHref === undefined
    ? 'run();'
    : [
        `preload(${entry});var css=${JSON.stringify(stylesheetHref)};`,
        `var sheet=document.querySelector('link[rel="stylesheet"][href="'+css+'"]');`,
        `if(!sheet){sheet=document.createElement("link");sheet.rel="stylesheet";sheet.media=${JSON.stringify(dormantMedia)};sheet.href=css;document.head.appendChild(sheet);${applyWhenNeeded}}`,
        'if(sheet.sheet){run();return;}',
        'sheet.addEventListener("load",run,{once:true});sheet.addEventListener("error",run,{once:true});',
        `setTimeout(run,${stylesheetWaitMs});`,
      ].join('');
  return [
    `(function(){var started=false;${preload}${run}function start(){`,
    `if(started)return;started=true;if(document.querySelector('script[src="'+${entry}+'"]'))return;`,
    `document.querySelectorAll(${preloads}).forEach(function(list){JSON.parse(list.textContent||"[]").forEach(preload);});`,
    `${afterStylesheet}}`,
    'if(document.visibilityState==="hidden"){setTimeout(start,0);return;}',
    'document.addEventListener("visibilitychange",start,{once:true});',
    `setTimeout(start,${heroImageWaitMs});`,
    'function frames(count,then){requestAnimationFrame(function(){if(count>1)frames(count-1,then);else setTimeout(then,0);});}',
    'var heroes=[].filter.call(document.querySelectorAll(\'img[fetchpriority="high"]\'),function(img){return !img.complete;});',
    'if(!heroes.length){frames(2,start);return;}',
    'function heroPainted(){var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
    'if(types.indexOf("largest-contentful-paint")<0){frames(2,start);return;}',
    'new PerformanceObserver(function(list,observer){if(list.getEntries().some(function(entry){return heroes.indexOf(entry.element)>=0;})){observer.disconnect();setTimeout(start,0);}})',
    '.observe({type:"largest-contentful-paint",buffered:true});frames(3,start);}',
    'var left=heroes.length;heroes.forEach(function(img){function done(){if(--left===0)heroPainted();}',
    'img.addEventListener("load",done,{once:true});img.addEventListener("error",done,{once:true});});})();',
  ].join('');
}

/**
 * Issue 13: the first paint, and so the largest contentful paint of a text or hero page, waits for
 * nothing but the HTML (its stylesheet is inlined). Module preloads in the head and an `async` entry
 * script are fetched while the page is still parsing and compete with the hero image and the fonts for
 * a phone's bandwidth, and the entry then hydrates before the browser has painted. So the server's HTML
 * names the scripts as data instead: each matched route's module preloads in an inert
 * `<script type="application/json" data-module-preloads>`, and the root's entry script becomes a small
 * inline loader that, once the hero has loaded and the page has been painted, adds those preloads and
 * the entry. With page CSS (manifest.pageCss), the loader also links the whole stylesheet, and starts
 * the entry once it is in.
 * Everything stays in the manifest file as it was (the bundle budget reads it there); this turns the
 * manifest the production server hands the router into the deferred form.
 */
export function loadScriptsAfterFirstPaint(manifest: RouterManifest): RouterManifest {
  const routes: Record<string, RouterManifestRoute> = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const { preloads, scripts, ...rest } = route;
    const deferred: RouterManifestScript[] = [];
    if (preloads?.length) {
      deferred.push({ attrs: { type: 'application/json', [modulePreloadsAttribute]: true }, children: JSON.stringify(preloads) });
    }
    for (const script of scripts ?? []) {
      const src = script.attrs.src;
      if (id === rootRouteId && script.attrs.type === 'module' && typeof src === 'string') {
        deferred.push({ attrs: {}, children: pageLoaderScript(src, manifest.pageCss?.later) });
      } else {
        deferred.push(script);
      }
    }
    routes[id] = deferred.length ? { ...rest, scripts: deferred } : rest;
  }
  return { ...manifest, routes };
}
