import { useEffect } from 'react';
import { openConcurrencySession } from '../../core/concurrency';
import { defaultEncodeSessionID, type PlayerServices } from './types';

/**
 * Holds the device's place in the account's streaming limit while `active` (playing): opens the
 * socket, and closes it when playback stops, the player closes or the page is left.
 */
export function useConcurrency(
  services: PlayerServices,
  userID: string | null,
  videoID: string | null,
  active: boolean,
  onLimit: () => void,
): void {
  const url = services.concurrencyUrl;
  const encode = services.encodeSessionID ?? defaultEncodeSessionID;
  useEffect(() => {
    if (!active || !url || !userID || !videoID) return;
    const session = openConcurrencySession({ url: url(), sessionID: encode(userID, videoID), onLimit });
    const leave = () => void session.destroy();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      void session.destroy();
    };
    // onLimit is read when the socket speaks; a new function each render must not reopen it.
  }, [active, url, userID, videoID, encode]);
}
