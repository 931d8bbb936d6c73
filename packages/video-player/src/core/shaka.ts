import type RealShaka from 'shaka-player/dist/shaka-player.compiled-es2021.js';
import type { PlayerConfig } from './config';

/**
 * The slice of shaka-player's API the controller uses, typed structurally so tests can hand the
 * controller a stand-in (happy-dom has no decoder) and the real library is only ever loaded on demand.
 */

export interface ShakaRequest {
  uris: string[];
  method: string;
  headers: Record<string, string>;
}

export interface ShakaAbortableOperation<T = unknown> {
  promise: Promise<T>;
  abort(): Promise<unknown>;
}

export type ShakaSchemePlugin = (
  uri: string,
  request: ShakaRequest,
  requestType: number,
  progressUpdated: unknown,
  headersReceived: unknown,
  config: unknown,
) => ShakaAbortableOperation;

export interface ShakaNetworkingEngine {
  registerRequestFilter(filter: (type: number, request: ShakaRequest) => void | Promise<void>): void;
  clearAllRequestFilters(): void;
}

export interface ShakaTextTrack {
  language: string;
  kind: string | null;
}

/** What `preload` answers, for `load`: shaka's own PreloadManager (released by the player's destroy). */
export type ShakaPreloadManager = InstanceType<typeof RealShaka.media.PreloadManager>;

export interface ShakaPlayer {
  attach(media: HTMLMediaElement): Promise<void>;
  configure(config: object): boolean;
  load(uri: string | ShakaPreloadManager, startTime?: number | null, mimeType?: string): Promise<void>;
  /**
   * Starts loading an asset before the player is attached (shaka's PreloadManager): the manifest, the
   * first rendition's playlist, then its init and first segment, with the player's configuration and
   * request filters. `load(manager)` continues from there. Null for content played with `src=`.
   */
  preload(uri: string, startTime?: number | null, mimeType?: string): Promise<ShakaPreloadManager | null>;
  destroy(): Promise<void>;
  getNetworkingEngine(): ShakaNetworkingEngine | null;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  isLive(): boolean;
  getTextTracks(): ShakaTextTrack[];
  /** shaka 5: selecting a track shows it, null hides captions (setTextTrackVisibility is gone). */
  selectTextTrack(track?: ShakaTextTrack | null): void;
  addThumbnailsTrack(uri: string, mimeType?: string): Promise<unknown>;
  getPlayheadTimeAsDate(): Date | null;
  /** A live stream's clock at media time 0 (program date-time). */
  getPresentationStartTimeAsDate(): Date | null;
  /** The media times the playhead may go to (a live stream's DVR window). */
  seekRange(): { start: number; end: number };
  retryStreaming(retryDelaySeconds?: number): boolean;
}

export interface ShakaApi {
  polyfill: { installAll(): void };
  Player: { new (): ShakaPlayer; isBrowserSupported(): boolean };
  net: {
    NetworkingEngine: {
      registerScheme(scheme: string, plugin: ShakaSchemePlugin, priority?: number, progressSupport?: boolean): void;
      PluginPriority: { APPLICATION: number };
    };
    HttpFetchPlugin: { parse: ShakaSchemePlugin };
  };
  util: {
    AbortableOperation: new <T>(promise: Promise<T>, onAbort: () => Promise<unknown>) => ShakaAbortableOperation<T>;
  };
}

/**
 * Compile-time proof that the real library fits this slice (shaka's API changes between majors:
 * 5.x dropped setTextTrackVisibility). Never called.
 */
export function assertRealShakaFits(real: typeof RealShaka): ShakaApi {
  // The player and its statics; the networking plugins' request type is deliberately narrower.
  const player: ShakaPlayer = new real.Player();
  const statics: Pick<ShakaApi, 'polyfill'> & { Player: Pick<ShakaApi['Player'], 'isBrowserSupported'> } = real;
  void player;
  void statics;
  return real as unknown as ShakaApi;
}

/**
 * The real library, fetched as its own chunk the first time a player opens (FIELD-NOTES: ~268 KB gzip
 * for the default build; the es2021 build is smaller). Never imported statically, so no route pays for it.
 */
export async function loadShaka(): Promise<ShakaApi> {
  const module: { default?: unknown } = await import('shaka-player/dist/shaka-player.compiled-es2021.js');
  // The compiled build is UMD: bundlers expose the namespace as the default export.
  return (module.default ?? module) as ShakaApi;
}

/**
 * Fetches and evaluates the library ahead of a player (issue 30: a card or Watch Live in view or under
 * the pointer), so opening one starts with the manifest, not with 250 KB of script. The module system
 * keeps it: the player's own `loadShaka` then resolves at once. A failure is the player's to report.
 */
export function preloadShaka(): Promise<void> {
  return loadShaka().then(
    () => undefined,
    () => undefined,
  );
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * Compile-time proof that every key the players configure is one shaka knows (it refuses an unknown key
 * with a console error and plays on without it). Never called.
 */
export function assertConfigFits(config: PlayerConfig): DeepPartial<RealShaka.extern.PlayerConfiguration> {
  return config;
}
