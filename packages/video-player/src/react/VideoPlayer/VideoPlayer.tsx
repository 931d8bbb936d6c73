import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPlayerController, type PlayerController, type PlayerState } from '../../core/controller';
import type { PlayerError } from '../../core/errors';
import type { ShakaApi } from '../../core/shaka';
import type { PlayerMediaType } from '../../core/sources';
import type { PlaybackGrant } from '../../core/token';
import * as styles from './VideoPlayer.css';

export interface VideoPlayerProps {
  videoID: string;
  mediaType: Exclude<PlayerMediaType, 'LiveAudio'>;
  title: string;
  /**
   * The granted token and signed link, or the session check still in flight (usePlaybackSession's
   * `playerGrant`): the player starts at once and its first request waits for the answer. Read once per load.
   */
  grant: PlaybackGrant | Promise<PlaybackGrant>;
  renewGrant: () => Promise<PlaybackGrant>;
  /** Out of sight (and of the tab order) while the check it was started beside is in flight. */
  hidden?: boolean;
  mediaBase?: string;
  artwork?: string;
  /** SPEC 4: 'notify the session when the player is ready'; also fires on every play and pause. */
  onPlayingChange?: (playing: boolean) => void;
  onReady?: () => void;
  /**
   * Once per load: the first picture is on screen (the element's `loadeddata`), or the load failed. What
   * waits for the start (the modal's sidebar) goes then, not in its way (issue 30).
   */
  onStartupSettled?: () => void;
  /** Tests pass a stand-in for shaka. */
  loadShaka?: () => Promise<ShakaApi>;
  /**
   * 'compact' (a small docked player) keeps play/pause, the live badge and mute; the keyboard shortcuts
   * stay. Changing it re-renders the same player: the media element and its stream carry on.
   */
  controls?: PlayerControls;
  /**
   * A live stream goes to this instant of its clock (ms since the epoch) as soon as it can, once per
   * `request` (a match centre's Watch on a moment).
   */
  seekTo?: { at: number; request: number } | null;
}

export const playerControls = ['full', 'compact'] as const;
export type PlayerControls = (typeof playerControls)[number];

const seekStepSeconds = 10;

/**
 * The player: a <video> run by the core controller, with its own controls and keyboard shortcuts
 * (space/k play-pause, arrows seek, f full screen, c captions, m mute) on the focusable frame.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { videoID: videoId, mediaType, title, mediaBase, controls = 'full' } = props;
  const full = controls === 'full';
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controllerRef = useRef<PlayerController | null>(null);
  // One shaka player at a time on the <video>: a retry waits until the last one has let go of it.
  const released = useRef<Promise<void>>(Promise.resolve());
  const callbacks = useRef(props);
  callbacks.current = props;
  const [state, setState] = useState<PlayerState>('idle');
  const [error, setError] = useState<PlayerError | null>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [captions, setCaptions] = useState(false);
  const [captionsAvailable, setCaptionsAvailable] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const live = mediaType === 'DrmLiveVideo';
  // A live stream gone back in its window (a Watch on a moment): 'Live' takes it to the edge again.
  const [behindLive, setBehindLive] = useState(false);
  const [playheadAt, setPlayheadAt] = useState<number | null>(null);
  const seekRequest = props.seekTo ?? null;
  const seekApplied = useRef(0);
  const applySeek = useRef<() => void>(() => {});
  applySeek.current = () => {
    const current = controllerRef.current;
    if (!seekRequest || seekApplied.current === seekRequest.request || !current || current.state() !== 'ready') return;
    const landed = current.seekToInstant(seekRequest.at);
    if (landed === null) return;
    seekApplied.current = seekRequest.request;
    setBehindLive(true);
    setPlayheadAt(landed);
  };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setError(null);
    // The grant, title and artwork are read once per load: renewals go through renewGrant.
    const { grant, artwork } = callbacks.current;
    const controller = createPlayerController({
      media: video,
      videoID: videoId,
      mediaType,
      grant,
      renewGrant: () => callbacks.current.renewGrant(),
      ...(mediaBase !== undefined ? { base: mediaBase } : {}),
      metadata: { title: callbacks.current.title, ...(artwork ? { artwork } : {}) },
      ...(callbacks.current.loadShaka ? { loadShaka: callbacks.current.loadShaka } : {}),
      onStateChange: (next) => {
        setState(next);
        if (next === 'ready') {
          setCaptionsAvailable(controller.captionsAvailable());
          callbacks.current.onReady?.();
          applySeek.current();
          void controller.play();
        }
      },
      onError: (failure) => {
        setError(failure);
        callbacks.current.onStartupSettled?.();
      },
    });
    controllerRef.current = controller;
    void released.current.then(() => controller.load());
    const onPlay = () => {
      setPlaying(true);
      callbacks.current.onPlayingChange?.(true);
    };
    const onPause = () => {
      setPlaying(false);
      callbacks.current.onPlayingChange?.(false);
    };
    const onVolume = () => setMuted(video.muted);
    const onFirstPicture = () => callbacks.current.onStartupSettled?.();
    video.addEventListener('loadeddata', onFirstPicture, { once: true });
    // The stream's clock can be unknown the moment it is ready: a waiting seek tries again as it plays.
    const onTime = () => applySeek.current();
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('volumechange', onVolume);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('volumechange', onVolume);
      video.removeEventListener('loadeddata', onFirstPicture);
      controllerRef.current = null;
      released.current = controller.destroy();
    };
  }, [videoId, mediaType, mediaBase, attempt]);

  useEffect(() => applySeek.current(), [seekRequest]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const controller = () => controllerRef.current;
  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
    else void frame.requestFullscreen?.().catch(() => {});
  };
  const toggleCaptions = () => {
    const current = controller();
    if (!current || !current.captionsAvailable()) return;
    current.setCaptions(!current.captionsOn());
    setCaptions(current.captionsOn());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = event.target instanceof HTMLButtonElement;
    const current = controller();
    if (!current) return;
    switch (event.key) {
      case ' ':
        // A focused button already acts on space.
        if (onButton) return;
        void current.togglePlay();
        break;
      case 'k':
        void current.togglePlay();
        break;
      case 'ArrowLeft':
        if (live) return;
        current.seekBy(-seekStepSeconds);
        break;
      case 'ArrowRight':
        if (live) return;
        current.seekBy(seekStepSeconds);
        break;
      case 'f':
        toggleFullscreen();
        break;
      case 'c':
        toggleCaptions();
        break;
      case 'm':
        current.toggleMute();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      hidden={props.hidden}
      role="group"
      aria-label={`Video player: ${title}`}
      aria-keyshortcuts="Space K ArrowLeft ArrowRight F C M"
      tabIndex={0}
      data-state={state}
      data-controls={controls}
      // Where a seek on the stream's clock landed (ISO 8601): what a Watch on a moment went to.
      data-playhead-at={playheadAt === null ? undefined : new Date(playheadAt).toISOString()}
      onKeyDown={onKeyDown}
    >
      <video
        ref={videoRef}
        className={styles.video}
        playsInline
        autoPlay
        onClick={() => void controller()?.togglePlay()}
        data-testid="video-player-media"
      />
      {state === 'loading' && (
        <p className={styles.status} role="status">
          Loading video…
        </p>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <p>
            {error.message} (Error code: {error.code})
          </p>
          <button type="button" className={styles.control} onClick={() => setAttempt((value) => value + 1)}>
            Try again
          </button>
        </div>
      )}
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => void controller()?.togglePlay()}>
          {playing ? 'Pause' : 'Play'}
        </button>
        {!live && full && (
          <>
            <button type="button" className={styles.control} onClick={() => controller()?.seekBy(-seekStepSeconds)}>
              Back 10 seconds
            </button>
            <button type="button" className={styles.control} onClick={() => controller()?.seekBy(seekStepSeconds)}>
              Forward 10 seconds
            </button>
          </>
        )}
        {live && !behindLive && <span className={styles.liveBadge}>Live</span>}
        {live && behindLive && (
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              controller()?.goLive();
              setBehindLive(false);
              setPlayheadAt(null);
            }}
          >
            Back to Live
          </button>
        )}
        <button type="button" className={styles.control} aria-pressed={muted} onClick={() => controller()?.toggleMute()}>
          Mute
        </button>
        {captionsAvailable && full && (
          <button type="button" className={styles.control} aria-pressed={captions} onClick={toggleCaptions}>
            Captions
          </button>
        )}
        {full && (
          <>
            <button type="button" className={styles.control} onClick={() => void controller()?.togglePictureInPicture()}>
              Picture in picture
            </button>
            <button type="button" className={styles.control} aria-pressed={fullscreen} onClick={toggleFullscreen}>
              Full screen
            </button>
          </>
        )}
      </div>
    </div>
  );
}
