/**
 * A `serializeData` for the server's dehydration: every plain object or array that equals one already
 * seen in the same page becomes that one instance, so the router's serialiser (which writes a value it
 * has written before as a reference) sends it once. The API answers each match with its competition
 * and both clubs spelt out, and the opponent once more: /matches sent 47 copies of the same competition
 * and 140 of a handful of clubs, 79 KB of data the phone parsed before hydrating (issue 13).
 *
 * One sharer per request (values are shared across the page's queries too). Values are never changed:
 * the cache's own data stays as it is, and what is shared is only read.
 */
export function createValueSharer(): <T>(value: T) => T {
  const instances = new Map<string, unknown>();
  // The key of an instance already shared (objects are keyed by identity once shared).
  const keys = new WeakMap<object, string>();

  const keyOf = (value: unknown): string => {
    if (value !== null && typeof value === 'object') return keys.get(value) ?? '';
    // undefined is kept apart from null (JSON.stringify would say 'undefined' is nothing).
    return value === undefined ? 'u' : `v${JSON.stringify(value)}`;
  };

  const share = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (keys.has(value)) return value;
    let copy: unknown[] | Record<string, unknown>;
    let key: string;
    if (Array.isArray(value)) {
      copy = value.map(share);
      key = `[${copy.map(keyOf).join(',')}]`;
    } else if (isPlainObject(value)) {
      const entries = Object.entries(value).map(([name, child]) => [name, share(child)] as const);
      copy = Object.fromEntries(entries);
      key = `{${entries.map(([name, child]) => `${JSON.stringify(name)}:${keyOf(child)}`).join(',')}}`;
    } else {
      // A Date, a Map…: the serialiser knows them; they are left as they are.
      return value;
    }
    const known = instances.get(key);
    if (known !== undefined) return known;
    // Numbered: the key of an object holding this one names it in a few characters.
    const id = `#${instances.size}`;
    instances.set(key, copy);
    keys.set(copy, id);
    return copy;
  };

  return <T>(value: T) => share(value) as T;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
