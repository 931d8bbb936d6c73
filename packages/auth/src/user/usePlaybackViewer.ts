import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  emailAtom,
  entitlementsAtom,
  loggedInAtom,
  loginCheckCompletedAtom,
  sessionIDAtom,
  ssoIDAtom,
} from './user.atoms';

/** The viewer as @club/video-player's players take them (its `PlayerUser`, structurally). */
export interface PlaybackViewer {
  loginCheckCompleted: boolean;
  loggedIn: boolean;
  userID: string | null;
  email: string | null;
  entitlements: readonly string[] | null;
  /** SPEC 3's shared `sessionID`: the device, so a renewed check keeps the same concurrency slot. */
  deviceID: number;
}

/**
 * The fan as both sites' players need them: a login, logout or change of entitlements gives a new
 * object, which re-runs the session check. Signed-out viewers carry no id or email.
 */
export function usePlaybackViewer(): PlaybackViewer {
  const loginCheckCompleted = useAtomValue(loginCheckCompletedAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const userID = useAtomValue(ssoIDAtom);
  const email = useAtomValue(emailAtom);
  const entitlements = useAtomValue(entitlementsAtom);
  const deviceID = useAtomValue(sessionIDAtom);
  return useMemo(
    () => ({
      loginCheckCompleted,
      loggedIn,
      userID: loggedIn ? userID : null,
      email: loggedIn ? email : null,
      entitlements,
      deviceID,
    }),
    [loginCheckCompleted, loggedIn, userID, email, entitlements, deviceID],
  );
}
