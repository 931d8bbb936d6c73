/** A `Cookie` header read into names and values. */
export type CookieJar = ReadonlyMap<string, string>;

/**
 * `a=1; b=two` → Map: the one reader of a `Cookie` header for the sites (the request's on the server,
 * `document.cookie` in the browser). Malformed pairs are skipped; the first of two equal names wins (as
 * browsers send the most specific first).
 */
export function parseCookies(header: string | null | undefined): CookieJar {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name === '' || jar.has(name)) continue;
    const raw = part.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      jar.set(name, decodeURIComponent(raw));
    } catch {
      jar.set(name, raw);
    }
  }
  return jar;
}
