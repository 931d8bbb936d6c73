import type { PageCssIndex } from './pageCss';

/** One chunk or asset of Vite's build manifest (`build.manifest: true`), keyed by its source path. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** A script tag the router renders through `<Scripts />`. */
export interface RouterManifestScript {
  attrs: Record<string, string | boolean>;
  children?: string;
}

/**
 * The assets of one route, in the shape of TanStack Router's `ServerManifest` route: module preloads
 * and stylesheets go to `<HeadContent />`, scripts to `<Scripts />`.
 */
export interface RouterManifestRoute {
  preloads?: string[];
  css?: Array<string | { href: string; 'data-tanstack-router-dev-styles'?: true }>;
  scripts?: RouterManifestScript[];
}

/** Structurally TanStack Router's `ServerManifest`, keyed by route id (`__root__`, `/$`, `/_layout`…). */
export interface RouterManifest {
  routes: Record<string, RouterManifestRoute>;
  /**
   * Stylesheets the router writes into the page as a `<style>` instead of linking them (by href, the
   * file's text): the router drops their links from the matched routes and dehydrates only an empty
   * placeholder, so the browser gets the CSS once, inside the HTML (issue 13: first paint waits for no
   * second request).
   */
  inlineCss?: { styles: Record<string, string> };
  /**
   * The built site stylesheet indexed rule by rule (issue 13): its `inlineCss` text is then only
   * `pageCssMarker`, which each render replaces with the rules its page uses (render/inlinePageCss.ts),
   * and the page loader links the whole file after the first paint (loadScriptsAfterFirstPaint). The
   * router ignores this field.
   */
  pageCss?: PageCssIndex;
}

export const rootRouteId = '__root__';
