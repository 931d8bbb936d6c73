import { useHydrated } from '@club/site-state';
import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  emailAtom,
  entitlementsAtom,
  loggedInAtom,
  loginCheckCompletedAtom,
  loginStateAtom,
  sessionIDAtom,
  ssoIDAtom,
  stripeCustomerIDAtom,
  type LoginState,
} from './user.atoms';

/**
 * The one projection of the signed-in fan and their passes that the sites and packages read: the video
 * locks (loggedIn, entitlements), the players (their `PlayerUser`) and the packages (their
 * `PackagesUser`) each take the fields they need from it.
 */
export interface Viewer {
  /** 'unknown' until the login check has answered (and the page has hydrated). */
  loginState: LoginState;
  loginCheckCompleted: boolean;
  loggedIn: boolean;
  /** The identity provider's `sub`; null when signed out. */
  ssoID: string | null;
  email: string | null;
  /** Package entitlements the fan holds: null until known, [] for none. */
  entitlements: readonly string[] | null;
  stripeCustomerID: string | null;
  /** SPEC 3's shared `sessionID`: the device, so a renewed check keeps the same concurrency slot. */
  deviceID: number;
}

/** A derived atom: the same object until one of its fields changes, so a player does not re-check for nothing. */
const viewerAtom = atom<Viewer>((get) => {
  const loggedIn = get(loggedInAtom);
  return {
    loginState: get(loginStateAtom),
    loginCheckCompleted: get(loginCheckCompletedAtom),
    loggedIn,
    // Signed-out viewers carry no id or email.
    ssoID: loggedIn ? get(ssoIDAtom) : null,
    email: loggedIn ? get(emailAtom) : null,
    entitlements: get(entitlementsAtom),
    stripeCustomerID: get(stripeCustomerIDAtom),
    deviceID: get(sessionIDAtom),
  };
});

/**
 * The viewer, as the server rendered them until hydration ends: an unknown visitor whose login check
 * has not answered. Route components are code-split and hydrate after the layout, by which time the
 * login check may already have answered; without this their first render would differ from the HTML
 * (React's text mismatch, seen first on the streamer's home page). From then on every login, logout or
 * change of entitlements gives a new object.
 */
export function useViewer(): Viewer {
  const hydrated = useHydrated();
  const viewer = useAtomValue(viewerAtom);
  return useMemo(
    () =>
      hydrated
        ? viewer
        : {
            loginState: 'unknown',
            loginCheckCompleted: false,
            loggedIn: false,
            ssoID: null,
            email: null,
            entitlements: null,
            stripeCustomerID: null,
            deviceID: viewer.deviceID,
          },
    [hydrated, viewer],
  );
}
