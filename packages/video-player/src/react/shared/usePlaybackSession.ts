import { sessionCheckOutcome, type SessionCheckOutcome } from '@club/entitlements';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ConcurrencyStop } from '../../core/concurrency';
import type { PlayerMediaType } from '../../core/sources';
import type { PlaybackGrant } from '../../core/token';
import { checkPlayback, playbackQueryKey, playerQueries, type PlaybackAnswer } from './player.queries';
import type { PlayerServices, PlayerUser } from './types';

export type PlaybackSession =
  | { status: 'waiting' }
  | { status: 'checking' }
  | { status: 'granted'; grant: PlaybackGrant; bypassed: boolean; sessionId: string | null }
  | { status: 'refused'; outcome: SessionCheckOutcome }
  /** The studio took the live stream off air while it played (SPEC 4: its offline image shows). */
  | { status: 'offAir'; offlineImageKey: string }
  | { status: 'failed' };

/**
 * SPEC 4: the session check for a stream, once the login check has completed and again whenever
 * the login state changes (a new key) or the viewer's queries are invalidated. `renewGrant` runs the
 * check again for the player when a token expires or is refused. `stop` is the concurrency socket's
 * word (useConcurrency): a refusal code stops the player as a refused check would, off air shows the
 * stream's off-air state.
 */
export function usePlaybackSession(
  services: PlayerServices,
  user: PlayerUser,
  videoId: string | null,
  mediaType: PlayerMediaType,
): {
  session: PlaybackSession;
  playerGrant: PlaybackGrant | Promise<PlaybackGrant> | null;
  renewGrant: () => Promise<PlaybackGrant>;
  refuse: (code: string) => void;
  stop: (stop: ConcurrencyStop) => void;
} {
  const queryClient = useQueryClient();
  // Kept beside the query: the check itself still grants an idle stream (a fan may wait for kick-off).
  const [offAir, setOffAir] = useState<string | null>(null);
  const enabled = Boolean(videoId) && user.loginCheckCompleted;
  const request = { videoID: videoId ?? '', mediaType, user };
  // The session the player holds (its concurrency socket's), which a re-check or a renewal names to keep.
  const heldSession = useRef<string | null>(null);
  // The grant promise of a player started beside the check (usePlayerGrant), settled by the check itself.
  const pending = useRef<PendingGrant | null>(null);
  const playback = {
    ...playerQueries.playback(services.sessionCheck, request),
    // A re-check while playing (the viewer's passes changed) keeps the slot too; the platform ignores a
    // session that is not this account's and this stream's.
    queryFn: async () => {
      const checked = await checkPlayback(services.sessionCheck, request, heldSession.current);
      // The waiting player's manifest request goes now, not after the render this answer causes.
      if (checked.granted) pending.current?.resolve(checked.grant);
      return checked;
    },
  };
  // Issue 30: the check leaves in the render that opens the player, before anything below it is drawn
  // (usePrefetchQuery's way), not once the whole modal has committed: about 70 ms after the click on this
  // machine. Only a check never asked: the query below then finds it in flight, or answered (it does not
  // ask again on mount: every check is a new concurrency session).
  if (enabled && !queryClient.getQueryState(playback.queryKey)) void queryClient.prefetchQuery(playback);
  const { data: answer, isError } = useQuery({
    ...playback,
    refetchOnMount: false,
    retryOnMount: false,
    enabled,
    // A re-check while playing keeps the player until the answer: a refusal stops it, a grant changes
    // nothing (the player renews its own token), so a late login-state update never restarts playback.
    placeholderData: (previous, previousQuery) =>
      previous?.granted && previousQuery?.queryKey[2] === videoId && previousQuery.queryKey[3] === mediaType
        ? previous
        : undefined,
  });

  // Read when an answer arrives or the player asks, so a new object each render changes nothing.
  const latest = useRef({ services, request });
  latest.current = { services, request };

  const toOutcome = useCallback(
    (code: string) =>
      sessionCheckOutcome(code, {
        userEntitlements: latest.current.request.user.entitlements,
        ...(latest.current.services.links ? { links: latest.current.services.links } : {}),
      }),
    [],
  );

  // One object per answer: the players open the login prompt or the upgrade promo when it changes.
  const session = useMemo((): PlaybackSession => {
    if (!enabled) return { status: 'waiting' };
    if (offAir !== null && answer?.granted !== false) return { status: 'offAir', offlineImageKey: offAir };
    if (answer === undefined) return isError ? { status: 'failed' } : { status: 'checking' };
    if (!answer.granted) return { status: 'refused', outcome: toOutcome(answer.code) };
    return { status: 'granted', grant: answer.grant, bypassed: answer.bypassed, sessionId: answer.sessionId };
  }, [enabled, answer, isError, toOutcome, offAir]);

  const playerGrant = usePlayerGrant(session, pending);

  const refuse = useCallback(
    (code: string) => {
      const refusal: PlaybackAnswer = { granted: false, code };
      queryClient.setQueryData(playbackQueryKey(latest.current.request), refusal);
    },
    [queryClient],
  );

  heldSession.current = answer?.granted ? answer.sessionId : null;

  // A renewal is the player's own business: its grant goes straight to the controller and the stage keeps
  // its answer; only a refusal (logged out elsewhere, limit reached) stops the player and says why. A
  // renewal that had to start a new session (the old one lost its slot) becomes the answer, so the
  // socket moves to it (tokens are read once per load: the player does not restart).
  const renewGrant = useCallback(async () => {
    const answer = await checkPlayback(latest.current.services.sessionCheck, latest.current.request, heldSession.current);
    if (answer.granted) {
      if (heldSession.current !== null && answer.sessionId !== heldSession.current) {
        queryClient.setQueryData(playbackQueryKey(latest.current.request), answer);
      }
      return answer.grant;
    }
    refuse(answer.code);
    throw new Error(answer.code);
  }, [refuse, queryClient]);

  const stop = useCallback(
    (stop: ConcurrencyStop) => (stop.kind === 'offAir' ? setOffAir(stop.offlineImageKey) : refuse(stop.code)),
    [refuse],
  );

  return { session, playerGrant, renewGrant, refuse, stop };
}

interface PendingGrant {
  promise: Promise<PlaybackGrant>;
  resolve: (grant: PlaybackGrant) => void;
  reject: (reason: Error) => void;
}

function pendingGrant(): PendingGrant {
  let resolve: PendingGrant['resolve'] = () => {};
  let reject: PendingGrant['reject'] = () => {};
  const promise = new Promise<PlaybackGrant>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // A refusal is the stage's to show: the player started beside the check only stops.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * Issue 30, playback that starts at once: what a player may start with. While the check is in flight, a
 * promise of its grant, so the player loads shaka, attaches and asks for the manifest beside the check,
 * and the request goes out with the answer's token and signed link the moment it arrives (not after a
 * render, a mount and an attach); once granted, the grant; otherwise null (nothing to play, and a player
 * started beside the check stops: its promise rejects). The same promise for one check, however often
 * this renders.
 */
function usePlayerGrant(session: PlaybackSession, pending: { current: PendingGrant | null }): PlaybackGrant | Promise<PlaybackGrant> | null {
  if (session.status === 'checking') {
    pending.current ??= pendingGrant();
    return pending.current.promise;
  }
  // Settled already by the check's own answer (above); settling again is safe: a settled promise ignores it.
  if (session.status === 'granted') {
    pending.current?.resolve(session.grant);
    pending.current = null;
    return session.grant;
  }
  pending.current?.reject(new Error(`session check: ${session.status}`));
  pending.current = null;
  return null;
}
