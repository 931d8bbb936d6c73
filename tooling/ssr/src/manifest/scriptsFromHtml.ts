import type { RouterManifestScript } from './types';

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const attribute = /([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * The script tags of an HTML fragment as router manifest scripts. In development Vite's plugins
 * (the client, React's refresh preamble) say what to inject through `transformIndexHtml`; reading the
 * tags back keeps that knowledge in the plugins.
 */
export function scriptsFromHtml(html: string): RouterManifestScript[] {
  const scripts: RouterManifestScript[] = [];
  for (const [, rawAttrs = '', children = ''] of html.matchAll(scriptTag)) {
    const attrs: Record<string, string | boolean> = {};
    for (const [, name, doubleQuoted, singleQuoted, bare] of rawAttrs.matchAll(attribute)) {
      if (!name) continue;
      attrs[name] = doubleQuoted ?? singleQuoted ?? bare ?? true;
    }
    scripts.push(children.trim() ? { attrs, children } : { attrs });
  }
  return scripts;
}
