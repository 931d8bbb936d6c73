import { useEffect, useRef } from 'react';
import { openConcurrencySession, type ConcurrencyStop } from '../../core/concurrency';
import { defaultEncodeSessionId, type PlayerServices } from './types';

/**
 * Holds the device's place in the account's streaming limit once playback has started (`active`):
 * opens the socket, and closes it when the player closes or the page is left. A pause keeps the place.
 * `sessionId` is the one the session check granted; without it, the user and asset are encoded here.
 * `onStop` hears the platform stop the player: the limit reached, or the studio's hold on the stream.
 */
export function useConcurrency(
  services: PlayerServices,
  userId: string | null,
  videoId: string | null,
  sessionId: string | null,
  active: boolean,
  onStop: (stop: ConcurrencyStop) => void,
): void {
  const url = services.concurrencyUrl;
  const encode = services.encodeSessionID ?? defaultEncodeSessionId;
  // Read when the socket speaks: a new function each render must not reopen the socket.
  const stopRef = useRef(onStop);
  stopRef.current = onStop;
  useEffect(() => {
    if (!active || !url || !userId || !videoId) return;
    const session = openConcurrencySession({
      url: url(),
      sessionID: sessionId ?? encode(userId, videoId),
      onStop: (stop) => stopRef.current(stop),
    });
    const leave = () => void session.destroy();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      void session.destroy();
    };
  }, [active, url, userId, videoId, sessionId, encode]);
}
