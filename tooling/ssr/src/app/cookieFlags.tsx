import { useRouter } from '@tanstack/react-router';

/** An attribute the page's first script puts on `<html>` when the browser holds a cookie (issue 32). */
export interface CookieFlag {
  /** e.g. `data-cookies-chosen`. */
  attribute: string;
  /** The cookie's names (any of them will do). */
  cookies: readonly string[];
  /** The value it must have; any value when absent. */
  value?: string;
}

/**
 * The script that marks `<html>` with the fan's cookie-held choices before the first paint. A public page
 * is rendered for nobody (the same bytes for everyone, kept by caches), so what a fan's cookies decide is
 * applied in the browser after hydration; until then CSS keyed on these attributes shows the right state
 * (the cookie notice of a fan who has chosen is never painted). Its text depends only on the flags, so
 * its CSP digest is the same on every page; no cookie value is ever written into the document.
 */
export function cookieFlagsScriptText(flags: readonly CookieFlag[]): string {
  const table = JSON.stringify(flags.map((flag) => [flag.attribute, flag.cookies, flag.value ?? null])).replace(/</g, '\\u003c');
  return (
    `(function(d){var c="; "+d.cookie+";";${table}.forEach(function(f){` +
    `if(f[1].some(function(n){var i=c.indexOf("; "+n+"=");if(i===-1)return false;` +
    `var v=c.slice(i+n.length+3,c.indexOf(";",i+2));return f[2]===null||v===f[2]}))d.documentElement.setAttribute(f[0],"")})})(document)`
  );
}

/** `cookieFlagsScriptText` as the head's first script (nothing when there are no flags). */
export function CookieFlagsScript({ flags }: { flags: readonly CookieFlag[] }) {
  const nonce = (useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined)?.options.ssr?.nonce;
  if (flags.length === 0) return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: cookieFlagsScriptText(flags) }} />;
}
