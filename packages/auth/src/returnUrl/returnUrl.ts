/**
 * Return URLs (SPEC 4 'Login form'): after logging in the visitor goes back to where they were. Only a
 * relative path on this site is ever followed; anything else is refused, so a crafted link such as
 * `/account/login?returnUrl=https://evil.example` can never send a fan off-site (no open redirect).
 * Pure: no React, no router, no window.
 */

/** Where a return URL travels in a query string (`/account/login?returnUrl=/videos`). */
export const returnUrlParam = 'returnUrl';

// Any origin will do: it is only used to see whether the browser would resolve the path elsewhere.
const probeOrigin = 'https://return-url.invalid';

// Browsers drop tabs and newlines from URLs and treat '\' as '/', so '/\t/evil.example' and
// '/\\evil.example' both become '//evil.example'. Refuse every control character and backslash outright.
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u001f\u007f\\]/;

/** Pages a return URL must not point at: going back to them would show the form just completed. */
const accountFormPaths = ['/account/login', '/account/register', '/account/forgot-password', '/account/callback'];

/**
 * The internal path a return URL names, or null when it is not one. Internal means: a string that
 * starts with a single '/', not '//' or '/\', holds no control characters or backslashes, and resolves
 * to this same site. The answer keeps its query and hash ('/news?page=2#top').
 */
export function internalReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (unsafeCharacters.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (accountFormPaths.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path to go to after logging in: the return URL when it is internal, else the fallback. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  return internalReturnPath(value) ?? fallback;
}

/** A link to a page that carries where to come back to, e.g. the login page from the videos page. */
export function withReturnUrl(path: string, returnTo: unknown): string {
  const target = internalReturnPath(returnTo);
  if (target === null || target === '/') return path;
  return `${path}?${returnUrlParam}=${encodeURIComponent(target)}`;
}
