/**
 * A query parameter that asks the page to do something once (`?loginSuccess=true`, `?video=<id>`): the
 * first of `params` the address carries, its value, and the same address without any of `params`, so a
 * reload, the back button or a shared link does not do it again. Null when it carries none. The caller
 * drops it from the address (`history.replaceState`, no navigation) once it has acted on it.
 */
export function readOneShotParam<Param extends string>(
  href: string,
  params: readonly Param[],
): { param: Param; value: string; cleanHref: string } | null {
  // The base only lets a path with its query be read; an absolute address keeps its own.
  const url = new URL(href, 'http://club.invalid');
  const param = params.find((name) => url.searchParams.has(name));
  if (param === undefined) return null;
  const value = url.searchParams.get(param) ?? '';
  for (const name of params) url.searchParams.delete(name);
  return { param, value, cleanHref: `${url.pathname}${url.search}${url.hash}` };
}
