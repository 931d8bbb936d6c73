import { createHash } from 'node:crypto';

/** The inline scripts' and stylesheets' digests a page's Content-Security-Policy allows by name. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

// Script types the browser runs; a data block (`application/json`, `application/ld+json`) is never run.
const runnableScriptType = /^(|module|(text|application)\/(java|ecma)script)$/i;

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

function sourceExpression(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The sha256 sources of every inline script and `<style>` in a rendered page (issue 32): a page a cache
 * keeps is the same bytes for everyone, so it cannot carry a nonce; its policy names the exact inline
 * code it holds instead, and anything injected later (a stored XSS, an extension) matches none of them.
 * The text between the tags is what the browser hashes (script and style contents are raw text: no
 * entities are decoded), so the digests are taken from the HTML as sent. Empty elements and data blocks
 * are left out; a digest appears once however often its element repeats. `laterScripts` are the texts of
 * inline scripts the page's own code inserts after hydration (the router puts its manifest's scripts back,
 * as the manifest has them, before the render filled in the page's class names).
 */
export function inlineHashes(html: string, laterScripts: readonly string[] = []): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!runnableScriptType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    if (text !== '') scripts.add(sourceExpression(text));
  }
  for (const text of laterScripts) if (text !== '') scripts.add(sourceExpression(text));
  for (const [, text = ''] of html.matchAll(styleElement)) {
    if (text !== '') styles.add(sourceExpression(text));
  }
  return { scripts: [...scripts], styles: [...styles] };
}
