/** SPEC 2.1: `?loginSuccess=true` and `?logoutSuccess=true` on any route, and what each says. */
export const queryNotices = [
  { param: 'loginSuccess', message: 'Logged In' },
  { param: 'logoutSuccess', message: 'Logged Out' },
] as const;

/**
 * The notice a URL asks for, and the same URL without the parameters, so a reload or a shared link
 * does not repeat it. Null when the URL asks for none.
 */
export function readQueryNotice(
  href: string,
): { param: (typeof queryNotices)[number]['param']; message: string; cleanHref: string } | null {
  const url = new URL(href);
  const found = queryNotices.find(({ param }) => url.searchParams.has(param));
  if (!found) return null;
  for (const { param } of queryNotices) url.searchParams.delete(param);
  return { param: found.param, message: found.message, cleanHref: `${url.pathname}${url.search}${url.hash}` };
}
