import { systemTime } from '@club/clock';
import { playerConfig } from './config';
import { isRecoverable, toPlayerError, type PlayerError } from './errors';
import { setMediaSession, type MediaSessionMetadata } from './mediaSession';
import { readResumePosition, saveResumePosition } from './resume';
import { loadShaka as loadRealShaka, type ShakaApi, type ShakaPlayer } from './shaka';
import { renewDelayMs, signedMediaUri, type PlaybackGrant } from './token';
import { installTokenRenewingFetch, registerTokenOwner } from './tokenFetch';
import { mediaSourceFor, playbackTokenHeader, type MediaSource, type PlayerMediaType } from './sources';

export const playerStates = ['idle', 'loading', 'ready', 'error', 'destroyed'] as const;
export type PlayerState = (typeof playerStates)[number];

export interface PlayerControllerOptions {
  media: HTMLMediaElement;
  videoID: string;
  mediaType: PlayerMediaType;
  /**
   * A granted session check's token and signed link, or the check still in flight (issue 30): the player
   * then loads shaka, attaches and asks for the manifest at once, and the request goes out with the token
   * and the link the moment the check grants them. A check that refuses (the promise rejects) ends the
   * load silently: the refusal is the caller's to show.
   */
  grant: PlaybackGrant | Promise<PlaybackGrant>;
  /** Runs the session check again for a fresh grant (before expiry, or when the platform refuses a token). */
  renewGrant: () => Promise<PlaybackGrant>;
  /** The platform's origin; '' (default) when the site proxies `/media`. */
  base?: string;
  metadata?: MediaSessionMetadata;
  captions?: boolean;
  /** Tests pass a stand-in; players use the real, lazily loaded library. */
  loadShaka?: () => Promise<ShakaApi>;
  onStateChange?: (state: PlayerState) => void;
  onError?: (error: PlayerError) => void;
}

export interface PlayerController {
  readonly source: MediaSource;
  state(): PlayerState;
  /** Loads shaka, then the stream; resolves when playable (or on error/destroy, never rejects). */
  load(): Promise<void>;
  /** Releases the player, timers, listeners and media session; always resolves, whatever state. */
  destroy(): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  togglePlay(): Promise<void>;
  seekBy(seconds: number): void;
  toggleMute(): void;
  captionsAvailable(): boolean;
  captionsOn(): boolean;
  setCaptions(on: boolean): void;
  togglePictureInPicture(): Promise<void>;
  /** Seconds behind real time by the stream's clock, for live streams. */
  liveLatencySeconds(): number | null;
  /**
   * A live stream goes to an instant of its clock (program date-time, ms since the epoch), kept inside
   * its DVR window; answers the instant it went to, or null when it cannot yet (not loaded, not live).
   */
  seekToInstant(atMs: number): number | null;
  /** A live stream goes back to its live edge. */
  goLive(): void;
  /** The shaka player (benchmarks and tests read its stats); null until loaded. */
  shakaPlayer(): ShakaPlayer | null;
}

const resumeSaveIntervalMs = 5_000;
/** The on-demand master playlist's type, so shaka need not guess it from the URL. */
const hlsMimeType = 'application/x-mpegurl';
let polyfillsInstalled = false;

export function createPlayerController(options: PlayerControllerOptions): PlayerController {
  const { media, videoID: videoId, mediaType } = options;
  const source = mediaSourceFor(videoId, mediaType, options.base);
  let state: PlayerState = 'idle';
  let player: ShakaPlayer | null = null;
  let current: PlaybackGrant | null = options.grant instanceof Promise ? null : options.grant;
  let checkRefused = false;
  // The check in flight, read by every request until it answers; settled once, so shaka's requests wait
  // for the same answer.
  const granted: Promise<PlaybackGrant> = Promise.resolve(options.grant).then(
    (answer) => {
      current = answer;
      return answer;
    },
    (error: unknown) => {
      checkRefused = true;
      throw error;
    },
  );
  // Whoever waits on it handles a refusal; this keeps one nobody waited for from being reported unhandled.
  granted.catch(() => {});
  let renewal: Promise<PlaybackGrant> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let captions = options.captions ?? false;
  let lastResumeSave = Number.NEGATIVE_INFINITY;
  let destroyPromise: Promise<void> | null = null;
  const cleanups: (() => void)[] = [];
  let unregisterToken = () => {};

  const setState = (next: PlayerState) => {
    if (state === next || state === 'destroyed') return;
    state = next;
    options.onStateChange?.(next);
  };
  const fail = (error: unknown) => {
    if (state === 'destroyed') return;
    // Refused before the first request: nothing played, and the caller shows the refusal.
    if (checkRefused) return void destroy();
    // Shaka's own error (category, code, data) is what support needs; it carries no token.
    console.warn('Playback failed', error);
    setState('error');
    options.onError?.(toPlayerError(error));
  };
  const destroyed = () => state === 'destroyed';

  function useGrant(next: PlaybackGrant) {
    current = next;
    unregisterToken();
    unregisterToken = registerTokenOwner(next.token, { renewAfterRefusal });
    scheduleRenewal(next);
  }

  function renew(): Promise<PlaybackGrant> {
    renewal ??= options
      .renewGrant()
      .then((fresh) => {
        if (!destroyed()) useGrant(fresh);
        return fresh;
      })
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  // Many segment requests fail together when a token expires: they share one renewal, and a request
  // refused with an older token than the current one just retries with the current grant.
  function renewAfterRefusal(refused: string): Promise<PlaybackGrant> {
    if (destroyed()) return Promise.reject(new Error('destroyed'));
    if (current && refused !== current.token) return Promise.resolve(current);
    return renew();
  }

  function scheduleRenewal(grant: PlaybackGrant) {
    clearTimeout(renewTimer);
    const delay = renewDelayMs(grant.expiresAt);
    if (delay === null || destroyed()) return;
    renewTimer = setTimeout(() => {
      // A failed early renewal is not fatal: the next refused request tries again and reports.
      renew().catch(() => {});
    }, delay);
  }

  function listen<K extends keyof HTMLMediaElementEventMap>(type: K, listener: () => void) {
    media.addEventListener(type, listener);
    cleanups.push(() => media.removeEventListener(type, listener));
  }

  function saveResume(force = false) {
    if (source.live || !Number.isFinite(media.duration)) return;
    const now = performance.now();
    if (!force && now - lastResumeSave < resumeSaveIntervalMs) return;
    lastResumeSave = now;
    saveResumePosition(videoId, media.currentTime, media.duration);
  }

  function applyCaptions() {
    if (!player) return;
    const tracks = player.getTextTracks();
    if (!captions) player.selectTextTrack(null);
    else player.selectTextTrack(tracks.find((track) => track.language.startsWith('en')) ?? tracks[0] ?? null);
  }

  async function load(): Promise<void> {
    if (state !== 'idle') return;
    setState('loading');
    try {
      const shaka = await (options.loadShaka ?? loadRealShaka)();
      if (destroyed()) return;
      if (!polyfillsInstalled) {
        shaka.polyfill.installAll();
        polyfillsInstalled = true;
      }
      if (!shaka.Player.isBrowserSupported()) {
        setState('error');
        options.onError?.({ kind: 'unsupported', code: 0, message: toPlayerError(null).message });
        return;
      }
      installTokenRenewingFetch(shaka);
      const created = new shaka.Player();
      player = created;
      created.configure(playerConfig(source));
      // Until the check answers, a request (the manifest first) waits for its grant here; then at once.
      created.getNetworkingEngine()?.registerRequestFilter((_type, request) => {
        // The token for the origin, and the signed link an edge checks (issue 30), as the check answered
        // them: manifests, segments and captions carry the link in the URL.
        const sign = (grant: PlaybackGrant) => {
          request.headers[playbackTokenHeader] = grant.token;
          request.uris = request.uris.map((uri) => signedMediaUri(uri, grant.mediaLink));
        };
        if (!current) return granted.then(sign);
        sign(current);
        return undefined;
      });
      granted.then(
        (answer) => {
          if (!destroyed()) useGrant(answer);
        },
        () => {},
      );
      const onError = (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        // shaka fires 'error' first and only then lets its failure callback decide: for a live stream's
        // network error it marks the error RECOVERABLE and retries. Judge once that has happened, so a
        // segment asked for a moment early never puts an error over a picture that keeps playing.
        queueMicrotask(() => {
          if (isRecoverable(detail)) console.warn('Playback recovered from', detail);
          else fail(detail);
        });
      };
      created.addEventListener('error', onError);
      cleanups.push(() => created.removeEventListener('error', onError));
      listen('timeupdate', () => saveResume());
      listen('pause', () => saveResume(true));
      listen('ended', () => saveResumePosition(videoId, 0, media.duration));
      const start = source.live ? null : readResumePosition(videoId);
      // On demand, shaka's preload starts before the element is attached (issue 30): the manifest (which
      // waits for the grant, above), the first rendition's playlist, then its init and first segment, asked
      // the moment that playlist is parsed. A plain load asks for them only once the element's media source
      // is open and the streaming engine has started: 20 to 160 ms later on this machine. Live streams load
      // as before (their first segment is chosen at the live edge as they start).
      const preloading = source.live ? null : created.preload(source.manifestUrl, start, hlsMimeType);
      // Whoever awaits it below reports a failure; this keeps an early one from being unhandled meanwhile.
      preloading?.catch(() => {});
      await created.attach(media);
      if (destroyed()) return;
      const preloaded = preloading ? await preloading : null;
      if (destroyed()) return;
      await created.load(preloaded ?? source.manifestUrl, start);
      if (destroyed()) return;
      const thumbnailsUrl = source.thumbnailsUrl;
      if (thumbnailsUrl) {
        // The scrubbing previews wait for the first frame: shaka's load resolves once the playlists are
        // parsed, and the file would otherwise go out beside the first rendition's init and segment.
        const addThumbnails = () => void created.addThumbnailsTrack(thumbnailsUrl, 'text/vtt').catch(() => {});
        if (media.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) addThumbnails();
        else {
          media.addEventListener('loadeddata', addThumbnails, { once: true });
          cleanups.push(() => media.removeEventListener('loadeddata', addThumbnails));
        }
      }
      applyCaptions();
      if (options.metadata) {
        cleanups.push(
          setMediaSession(options.metadata, {
            play: () => void play(),
            pause,
            ...(source.live ? {} : { seekBy, seekTo: (seconds: number) => (media.currentTime = seconds) }),
          }),
        );
      }
      setState('ready');
    } catch (error) {
      fail(error);
    }
  }

  async function play(): Promise<void> {
    try {
      await media.play();
    } catch {
      // Autoplay refused: the fan presses play.
    }
  }
  function pause() {
    media.pause();
  }
  function seekBy(seconds: number) {
    if (source.live) return;
    const end = Number.isFinite(media.duration) ? media.duration : Infinity;
    media.currentTime = Math.min(Math.max(0, media.currentTime + seconds), end);
  }

  function destroy(): Promise<void> {
    destroyPromise ??= (async () => {
      if (state !== 'idle' && state !== 'destroyed') saveResume(true);
      state = 'destroyed';
      clearTimeout(renewTimer);
      unregisterToken();
      for (const cleanup of cleanups.splice(0)) {
        try {
          cleanup();
        } catch {
          // One failing cleanup must not keep the others from running.
        }
      }
      const current = player;
      player = null;
      if (current) await current.destroy().catch(() => {});
    })().catch(() => {});
    return destroyPromise;
  }

  return {
    source,
    state: () => state,
    load,
    destroy,
    play,
    pause,
    togglePlay: () => (media.paused ? play() : Promise.resolve(pause())),
    seekBy,
    toggleMute: () => {
      media.muted = !media.muted;
    },
    captionsAvailable: () => (player?.getTextTracks().length ?? 0) > 0,
    captionsOn: () => captions,
    setCaptions: (on) => {
      captions = on;
      applyCaptions();
    },
    togglePictureInPicture: async () => {
      if (!(media instanceof HTMLVideoElement) || typeof document === 'undefined') return;
      try {
        if (document.pictureInPictureElement === media) await document.exitPictureInPicture();
        else if (document.pictureInPictureEnabled) await media.requestPictureInPicture();
      } catch {
        // Refused (no user gesture, or disabled by policy): nothing to undo.
      }
    },
    liveLatencySeconds: () => {
      const date = source.live ? player?.getPlayheadTimeAsDate() : null;
      // The program date-time is written by ffmpeg in real time, so it is compared with real time.
      return date ? (systemTime().getTime() - date.getTime()) / 1000 : null;
    },
    seekToInstant: (atMs) => {
      // Media time 0 on the stream's clock: the same mapping whatever the playhead is doing (at start-up
      // shaka's playhead and the element's currentTime can disagree for a moment).
      const start = source.live ? player?.getPresentationStartTimeAsDate() : null;
      if (!player || !start) return null;
      const range = player.seekRange();
      const target = Math.min(Math.max((atMs - start.getTime()) / 1000, range.start), range.end);
      media.currentTime = target;
      return start.getTime() + target * 1000;
    },
    goLive: () => {
      if (source.live && player) media.currentTime = player.seekRange().end;
    },
    shakaPlayer: () => player,
  };
}
