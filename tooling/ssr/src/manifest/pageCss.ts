/**
 * Issue 13: each page's <head> carries only the CSS its own markup uses, not the whole site stylesheet.
 * The build indexes the stylesheet once (vite/indexStylesheet.ts): every rule in its original order,
 * with the class names it needs. A render then scans its HTML for class names and keeps the rules whose
 * classes are all there (see render/inlinePageCss.ts). The whole stylesheet (less the fonts every page
 * has) is fetched after the first paint, before the scripts start (see loadScriptsAfterFirstPaint), for
 * what appears only later.
 */

/**
 * One rule of the indexed stylesheet, as its CSS text: kept on a page when it names no class, or when
 * every class of at least one of `classes` (one list per selector of its selector list) is in the page.
 * A group (`@media`, `@supports`, `@layer`…) is `open` + its kept rules + `}`, and left out when none is kept.
 */
export type PageCssRule = { css: string; classes?: string[][] } | { open: string; rules: PageCssRule[] };

/** What the router manifest carries for page CSS (`pageCss`). */
export interface PageCssIndex {
  /** The build's one stylesheet, whose rules each page inlines as it uses them (the router's inlineCss key). */
  href: string;
  /**
   * The same stylesheet less its `@font-face` rules, which every page has inlined already: linked after
   * the first paint. A second copy of a face would be a new font to the browser, and one that missed
   * `font-display: optional`'s moment in the first paint would then swap in and shift the text.
   */
  later: string;
  rules: PageCssRule[];
}

/**
 * What the router writes into the page's <style> (the manifest's `inlineCss` text) instead of the whole
 * stylesheet: the render replaces it with the page's own rules.
 */
export const pageCssMarker = '/*@tooling/ssr:page-css*/';

/**
 * What the page loader's script holds in place of the page's class names (a JS string literal, so the
 * script parses either way): the render replaces it with the names, space-separated, as a JS string
 * (`pageClassesLiteral`), when it has them at the end of the page (see render/inlinePageCss.ts). The
 * loader reads them instead of walking the document's elements (100 ms at 4x CPU on /videos).
 */
export const pageClassesMarker = '"@tooling/ssr:page-classes"';

/** The page's class names as the JS string literal that replaces `pageClassesMarker` (safe in a script). */
export function pageClassesLiteral(classes: ReadonlySet<string>): string {
  return JSON.stringify([...classes].join(' ')).replace(/</g, '\\u003c');
}

/** The rules of `rules` a page whose class names are `classes` uses, in their original order. */
export function selectPageCss(rules: readonly PageCssRule[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const rule of rules) {
    if ('open' in rule) {
      const inner = selectPageCss(rule.rules, classes);
      if (inner) css += `${rule.open}${inner}}`;
    } else if (!rule.classes || rule.classes.some((needed) => needed.every((name) => classes.has(name)))) {
      css += rule.css;
    }
  }
  return css;
}

/**
 * The attribute a component puts on an element whose content the browser renders later with class
 * names not yet on the page (an advert filled in after hydration, a carousel's dots once it has
 * measured itself): a space-separated list of those class names. The page inlines their rules as if
 * they were in a `class`, and the page loader (given them as page classes) counts them as known, so it need not switch the whole
 * stylesheet on when they appear (see `applyWhenNeeded` in loadScriptsAfterFirstPaint.ts).
 */
export const clientClassesAttribute = 'data-client-classes';

const classAttribute = new RegExp(`\\s(?:class|${clientClassesAttribute})=(?:"([^"]*)"|'([^']*)')`, 'g');

/**
 * Every class name in the `class` attributes of an HTML text (React writes them double-quoted), and in
 * its `data-client-classes` attributes (`clientClassesAttribute`).
 */
export function classesInHtml(html: string, into = new Set<string>()): Set<string> {
  for (const match of html.matchAll(classAttribute)) {
    for (const name of (match[1] ?? match[2] ?? '').split(/\s+/)) if (name) into.add(name);
  }
  return into;
}
