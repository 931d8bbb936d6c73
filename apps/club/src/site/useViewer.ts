import { entitlementsAtom, loggedInAtom } from '@club/auth';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

/** Who is looking, as far as the video lock rule (SPEC 4 'Video lock') cares. */
export interface Viewer {
  loggedIn: boolean;
  /** Package entitlements the user holds; null until known (treated as none). */
  entitlements: readonly string[] | null;
}

/** A logged-out visitor: every Club TV item is locked but the free ('?') ones. */
export const visitor: Viewer = { loggedIn: false, entitlements: null };

/**
 * The one seam between Club TV's locks and the signed-in user: `@club/auth`'s user atoms. The server
 * renders for a visitor (the login check runs in the browser), so hydration matches; when the check
 * completes or entitlements change, every padlock follows (SPEC 4: re-evaluated when they change).
 */
export function useViewer(): Viewer {
  const loggedIn = useAtomValue(loggedInAtom);
  const entitlements = useAtomValue(entitlementsAtom);
  return useMemo(() => (loggedIn ? { loggedIn, entitlements } : visitor), [loggedIn, entitlements]);
}
