import { audioPlayerAtom, closePlayers } from '@club/site-state';
import { IconButton } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPlayerController, type PlayerController } from '../../core/controller';
import type { PlayerError } from '../../core/errors';
import type { ShakaApi } from '../../core/shaka';
import { AccessMessage } from '../AccessMessage/AccessMessage';
import { offAirText } from '../OffAir/OffAir';
import type { ConcurrencyStop } from '../../core/concurrency';
import { useConcurrency } from '../shared/useConcurrency';
import { usePlaybackSession } from '../shared/usePlaybackSession';
import type { PlayerServices, PlayerUser } from '../shared/types';
import * as styles from './LiveAudioBar.css';

/**
 * SPEC 9 timings of SPEC 4 'Live audio'. SPEC 4's 'load the player after 100 ms' (session load) is
 * overtaken by issue 30: the player loads beside the session check and its manifest request leaves with
 * the 200, sooner than 100 ms after it.
 */
export const audioTimings = { audioReadyMs: 400, volumeAfterPlayMs: 500 } as const;

export interface LiveAudioBarProps {
  services: PlayerServices;
  user: PlayerUser;
  /** Where the error box's link goes when the player itself fails. */
  helpHref?: string;
  loadShaka?: () => Promise<ShakaApi>;
}

/**
 * SPEC 2.5 'Live audio panel', driven by SPEC 3's audioPlayer state: a bar fixed at the bottom with
 * 'Live Audio', play, pause and close, an error box with a link, and a 60 s animated background while
 * playing. Mount once per site; it renders nothing while closed.
 */
export function LiveAudioBar(props: LiveAudioBarProps) {
  const audio = useAtomValue(audioPlayerAtom);
  if (!audio.modalOpen || !audio.entryID) return null;
  return <OpenLiveAudioBar {...props} key={audio.entryID} entryID={audio.entryID} title={audio.currentTitle} />;
}

function OpenLiveAudioBar({
  services,
  user,
  helpHref = '/help-info/club-tv-faqs',
  loadShaka,
  entryID: entryId,
  title,
}: LiveAudioBarProps & { entryID: string; title: string }) {
  const close = useSetAtom(closePlayers);
  const headingId = useId();
  const audioRef = useRef<HTMLAudioElement>(null);
  const controllerRef = useRef<PlayerController | null>(null);
  // One shaka player at a time on the <audio>: a new one waits until the last has let go of it.
  const released = useRef<Promise<void>>(Promise.resolve());
  const { session, playerGrant, renewGrant, stop } = usePlaybackSession(services, user, entryId, 'LiveAudio');
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<PlayerError | null>(null);
  const renew = useRef(renewGrant);
  renew.current = renewGrant;
  const loadOptions = useRef({ title, loadShaka });
  loadOptions.current = { title, loadShaka };

  // The grant, or the check still in flight (issue 30): the player starts with either, and a new one
  // only when the last was let go of (a refusal, off air) and a check starts again.
  const grantRef = useRef(playerGrant);
  grantRef.current = playerGrant;
  const withPlayer = playerGrant !== null;
  const granted = session.status === 'granted';
  // The player's load, started beside the check: what the ready state waits for besides SPEC 4's 400 ms.
  const loading = useRef<Promise<void> | null>(null);
  // The bar shows what the element does. Its `paused` is the truth: play() clears it at once ('play'),
  // though 'playing' waits for data and may never come, and HTML's load algorithm (shaka attaching or
  // detaching a source) sets it with no 'pause' event, only 'emptied'. The listeners live as long as the
  // element, not a player, so the 'emptied' of a player being let go of is heard too.
  useEffect(() => {
    const media = audioRef.current;
    if (!media) return;
    const sync = () => setPlaying(!media.paused);
    const events = ['play', 'playing', 'pause', 'emptied', 'ended'] as const;
    for (const type of events) media.addEventListener(type, sync);
    sync();
    return () => {
      for (const type of events) media.removeEventListener(type, sync);
    };
  }, []);

  // Issue 30: the player starts with the session check, not after its answer (as the video's does): shaka
  // loads and attaches and the manifest request waits for the 200, then leaves with its token and link.
  useEffect(() => {
    const media = audioRef.current;
    const grant = grantRef.current;
    if (!withPlayer || !grant || !media) return;
    const { title, loadShaka } = loadOptions.current;
    setError(null);
    const controller = createPlayerController({
      media,
      videoID: entryId,
      mediaType: 'LiveAudio',
      grant,
      renewGrant: () => renew.current(),
      ...(services.mediaBase !== undefined ? { base: services.mediaBase } : {}),
      metadata: { title },
      ...(loadShaka ? { loadShaka } : {}),
      onError: setError,
    });
    controllerRef.current = controller;
    // One shaka player at a time on the element: this one's load waits for the last one's destroy.
    loading.current = released.current.then(() => controller.load());
    return () => {
      // Reset here, not when the next grant loads: its first render would offer play over no player.
      setReady(false);
      controllerRef.current = null;
      loading.current = null;
      // Stop the element ourselves rather than count on how the player lets go of it.
      media.pause();
      released.current = controller.destroy();
    };
    // The grant is read once: the check's answer settles the promise the player holds, and renewals go
    // through renewGrant, not a reload.
  }, [withPlayer, entryId, services.mediaBase]);

  // SPEC 4: audio ready 400 ms after the 200, and not before the player has loaded: a play pressed while
  // shaka is still on its way would be lost when shaka attaches.
  useEffect(() => {
    const controller = controllerRef.current;
    const loaded = loading.current;
    if (!granted || !controller || !loaded) return;
    let readyTimer: ReturnType<typeof setTimeout> | undefined;
    const shown = new Promise<void>((resolve) => {
      readyTimer = setTimeout(resolve, audioTimings.audioReadyMs);
    });
    // load() resolves on error and on destroy as well: only a ready player offers play, and only while it is
    // still the bar's (the cleanup lets go of it and destroys it, which leaves 'ready' at once).
    void Promise.all([loaded, shown]).then(() => {
      if (controllerRef.current === controller && controller.state() === 'ready') setReady(true);
    });
    return () => clearTimeout(readyTimer);
  }, [granted, withPlayer, entryId, services.mediaBase]);

  // SPEC 4: volume set to full 500 ms after play.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      if (audioRef.current) audioRef.current.volume = 1;
    }, audioTimings.volumeAfterPlayMs);
    return () => clearTimeout(timer);
  }, [playing]);

  // The limit reached, or the studio's hold on the stream: the sound stops at once, then the bar says why.
  const onStop = useCallback(
    (reason: ConcurrencyStop) => {
      void controllerRef.current?.pause();
      stop(reason);
    },
    [stop],
  );
  const [started, setStarted] = useState(false);
  if (playing && !started) setStarted(true);
  useConcurrency(
    services,
    user.ssoID,
    entryId,
    session.status === 'granted' ? session.sessionId : null,
    session.status === 'granted' && started,
    onStop,
  );

  const refusal = session.status === 'refused' ? session.outcome : null;
  const canPlay = session.status === 'granted' && ready && !error;
  return (
    <section className={styles.bar} aria-labelledby={headingId} data-state={playing ? 'playing' : 'paused'} data-live-audio-bar="">
      <div className={styles.background} aria-hidden="true" />
      <div className={styles.content}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            Live Audio
          </h2>
          <p className={styles.subtitle}>{title}</p>
        </div>
        <div className={styles.actions}>
          {session.status === 'checking' || (session.status === 'granted' && !ready && !error) ? (
            <p role="status" className={styles.subtitle}>
              Loading…
            </p>
          ) : null}
          {session.status === 'offAir' && (
            <p role="status" className={styles.subtitle}>
              {offAirText}
            </p>
          )}
          {canPlay && (
            <>
              <IconButton
                icon="Play"
                label="Play"
                variant="primary-light"
                disabled={playing}
                onClick={() => void controllerRef.current?.play()}
              />
              <IconButton
                icon="Pause"
                label="Pause"
                variant="ghost-light"
                disabled={!playing}
                onClick={() => controllerRef.current?.pause()}
              />
            </>
          )}
          <IconButton icon="Close" label="Close live audio" variant="ghost-light" onClick={() => close()} />
        </div>
      </div>
      {(refusal || error || session.status === 'failed') && (
        <div className={styles.errorBox}>
          {refusal && <AccessMessage message={refusal.message} tone="light" />}
          {!refusal && (
            <p role="alert" className={styles.errorText}>
              {error ? `${error.message} (Error code: ${error.code})` : 'Sorry, there has been a problem accessing this stream.'}{' '}
              <a className={styles.errorLink} href={helpHref}>
                Get help with Club TV
              </a>
            </p>
          )}
        </div>
      )}
      <audio ref={audioRef} className={styles.media} data-testid="live-audio-media" />
    </section>
  );
}
