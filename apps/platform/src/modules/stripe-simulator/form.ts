/**
 * Stripe's request bodies and query strings: `a[b][0][c]=v` pairs, as the SDK's stringifyRequestData
 * writes them. Numeric segments make arrays, anything else objects; an empty value stays ''.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

export function parseBracketed(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match?.[1]) continue;
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
    if (path.some((segment) => unsafeKeys.has(segment))) continue;
    let node: Record<string, FormValue> | FormValue[] = root;
    for (let index = 0; index < path.length; index += 1) {
      const segment = path[index] ?? '';
      const last = index === path.length - 1;
      const slot: string | number = Array.isArray(node) ? Number(segment === '' ? node.length : segment) : segment;
      if (typeof slot === 'number' && (!Number.isInteger(slot) || slot < 0 || slot > 100)) break;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        break;
      }
      const nextIsIndex = /^\d*$/.test(path[index + 1] ?? '');
      const existing = container[slot];
      if (existing === undefined || typeof existing === 'string') container[slot] = nextIsIndex ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    }
  }
  return root;
}

/** A string field of a parsed body, or undefined. */
export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function record(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value.filter((entry) => entry !== undefined);
  // `a[0]` after `a[x]` made an object; accept either.
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

/** String-valued metadata, as Stripe keeps it. */
export function metadataOf(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(value)).flatMap(([key, entry]) => (typeof entry === 'string' ? [[key, entry]] : [])),
  );
}
