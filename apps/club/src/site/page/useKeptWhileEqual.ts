import { useState } from 'react';

/**
 * `value` as it was while it stays equal (as JSON): a waiting block's props must keep their identity, or
 * it is rendered again from scratch, dropping the server's HTML (HydrateWhenNear). Each live message
 * brings the centre anew (new objects, most often with the same line-ups); a real change gives new props.
 */
export function useKeptWhileEqual<T>(value: T): T {
  const key = JSON.stringify(value);
  const [kept, setKept] = useState({ key, value });
  if (kept.key !== key) {
    setKept({ key, value });
    return value;
  }
  return kept.value;
}
