/** Who is looking, as far as the video lock rule (SPEC 4 'Video lock') cares. */
export interface Viewer {
  loggedIn: boolean;
  /** Package entitlements the user holds; null until known (treated as none). */
  entitlements: readonly string[] | null;
}

/** A logged-out visitor: every Club TV item is locked but the free ('?') ones. */
export const visitor: Viewer = { loggedIn: false, entitlements: null };

/**
 * The one seam between Club TV's locks and the signed-in user. Until `@club/auth` exports its user
 * atoms everyone is a visitor, on the server and in the browser alike (so hydration matches). The
 * integrator switches the body to:
 *
 *   const loggedIn = useAtomValue(loggedInAtom);
 *   const entitlements = useAtomValue(entitlementsAtom);
 *   return useMemo(() => ({ loggedIn, entitlements }), [loggedIn, entitlements]);
 *
 * and every padlock follows login and entitlement changes (SPEC 4: re-evaluated when they change).
 */
export function useViewer(): Viewer {
  return visitor;
}
