import { sessionCheckOutcome, type SessionCheckOutcome } from '@club/entitlements';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerMediaType } from '../../core/sources';
import type { PlayerServices, PlayerUser } from './types';

export type PlaybackSession =
  | { status: 'waiting' }
  | { status: 'checking' }
  | { status: 'granted'; token: string; bypassed: boolean; sessionId: string | null }
  | { status: 'refused'; outcome: SessionCheckOutcome }
  | { status: 'failed' };

/**
 * SPEC 4: the session check for a stream, once the login check has completed and again whenever
 * the login state changes. `renewToken` runs the check again for the player when a token expires.
 */
export function usePlaybackSession(
  services: PlayerServices,
  user: PlayerUser,
  videoID: string | null,
  mediaType: PlayerMediaType,
): { session: PlaybackSession; renewToken: () => Promise<string>; refuse: (code: string) => void } {
  const [session, setSession] = useState<PlaybackSession>({ status: 'waiting' });
  const request = useRef({ services, user, videoID, mediaType });
  request.current = { services, user, videoID, mediaType };

  const check = useCallback(async () => {
    const current = request.current;
    if (!current.videoID) throw new Error('No video');
    return current.services.sessionCheck({
      videoID: current.videoID,
      mediaType: current.mediaType,
      userID: current.user.userID,
      userEmail: current.user.email,
      ...(current.user.deviceID ? { deviceID: current.user.deviceID } : {}),
    });
  }, []);

  const toOutcome = useCallback(
    (code: string | null) =>
      sessionCheckOutcome(code, {
        userEntitlements: request.current.user.entitlements,
        ...(request.current.services.links ? { links: request.current.services.links } : {}),
      }),
    [],
  );

  useEffect(() => {
    if (!videoID || !user.loginCheckCompleted) {
      setSession({ status: 'waiting' });
      return;
    }
    let live = true;
    // A re-check while playing keeps the player until the answer: a refusal stops it, a grant changes
    // nothing (the player renews its own token), so a late login-state update never restarts playback.
    setSession((current) => (current.status === 'granted' ? current : { status: 'checking' }));
    check().then(
      (result) => {
        if (!live) return;
        setSession((current) => {
          if (!result.granted) return { status: 'refused', outcome: toOutcome(result.code) };
          if (current.status === 'granted') return current;
          return { status: 'granted', token: result.token, bypassed: result.bypassed, sessionId: result.sessionId };
        });
      },
      () => live && setSession({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [videoID, mediaType, user.loginCheckCompleted, user.loggedIn, user.userID, check, toOutcome]);

  const renewToken = useCallback(async () => {
    const result = await check();
    if (result.granted) return result.token;
    // The rights changed mid-stream (logged out elsewhere, limit reached): stop and say why.
    setSession({ status: 'refused', outcome: toOutcome(result.code) });
    throw new Error(result.code ?? 'refused');
  }, [check, toOutcome]);

  const refuse = useCallback((code: string) => setSession({ status: 'refused', outcome: toOutcome(code) }), [toOutcome]);

  return { session, renewToken, refuse };
}
