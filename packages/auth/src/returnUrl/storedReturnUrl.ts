import { internalReturnPath } from './returnUrl';

/**
 * SPEC 4: 'redirect to a stored return URL'. The path is kept in sessionStorage (this tab only, gone when
 * it closes) for journeys that leave the page, such as registering or the sign-in callback. It is checked
 * when stored and again when read, since anything in storage may have been written by someone else.
 */
const storageKey = 'club.auth.returnUrl';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (private modes, blocked cookies): then nothing is remembered.
    return null;
  }
}

/** Remembers where to return after logging in; an external or malformed value is ignored. */
export function rememberReturnUrl(value: unknown, storage: KeyValueStorage | null = sessionStore()): void {
  const path = internalReturnPath(value);
  if (!storage || path === null) return;
  try {
    storage.setItem(storageKey, path);
  } catch {
    // A full or read-only storage only means the visitor lands on the fallback page.
  }
}

/** The remembered return path, removed as it is read so it is followed once; null when none. */
export function takeReturnUrl(storage: KeyValueStorage | null = sessionStore()): string | null {
  if (!storage) return null;
  try {
    const value = storage.getItem(storageKey);
    storage.removeItem(storageKey);
    return internalReturnPath(value);
  } catch {
    return null;
  }
}
