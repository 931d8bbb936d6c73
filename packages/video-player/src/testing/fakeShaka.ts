import type {
  ShakaAbortableOperation,
  ShakaApi,
  ShakaPlayer,
  ShakaPreloadManager,
  ShakaRequest,
  ShakaSchemePlugin,
  ShakaTextTrack,
} from '../core/shaka';

/** What the fake's preload() answers: its manifest request, already on its way. */
class FakePreloadManager {
  constructor(
    readonly uri: string,
    readonly manifest: Promise<void>,
  ) {}
  destroy() {
    return Promise.resolve();
  }
}

/**
 * A stand-in for shaka-player in happy-dom, which has no decoder: it records what the controller asks
 * of it (configuration, request filters, loads, destroys) and lets a test fail a load or a request.
 * Real decoding is the Playwright journeys' job (e2e/club-playback.spec.ts).
 */
export class FakePlayer implements ShakaPlayer {
  static instances: FakePlayer[] = [];
  /** How the next players' load() settles; resolves by default. */
  static loadResult: () => Promise<void> = () => Promise.resolve();
  configured: object[] = [];
  filters: ((type: number, request: ShakaRequest) => void | Promise<void>)[] = [];
  loads: { uri: string; startTime: number | null | undefined; preloaded?: true }[] = [];
  /** The headers the manifest request went out with, once its request filters let it (shaka awaits them). */
  manifestHeaders: Record<string, string> | null = null;
  /** The URLs it went out with (the filters sign them). */
  manifestUris: string[] | null = null;
  /** Called the moment the manifest request goes out, for tests that follow the order of events. */
  static onManifestRequest: (request: ShakaRequest) => void = () => {};
  destroyed = false;
  attached: HTMLMediaElement | null = null;
  textVisible = false;
  thumbnails: string[] = [];
  listeners = new Map<string, ((event: Event) => void)[]>();
  textTracks: ShakaTextTrack[] = [{ language: 'en', kind: 'subtitle' }];
  playheadDate: Date | null = null;

  constructor() {
    FakePlayer.instances.push(this);
  }
  attach(media: HTMLMediaElement) {
    this.attached = media;
    return Promise.resolve();
  }
  configure(config: object) {
    this.configured.push(config);
    return true;
  }
  /** What preload() was asked for; load() of its manager is recorded in `loads` with `preloaded`. */
  preloads: { uri: string; startTime: number | null | undefined }[] = [];
  /** Whether the element was attached when preload() was called (it can start before). */
  attachedWhenPreloaded: boolean | null = null;
  preload(uri: string, startTime?: number | null) {
    this.preloads.push({ uri, startTime });
    this.attachedWhenPreloaded = this.attached !== null;
    const manifest = this.requestManifest(uri);
    // load() reports a failure, as shaka's PreloadManager hands it to the load that uses it.
    manifest.catch(() => {});
    // shaka's PreloadManager is a class of its own, typed nominally: the fake's stands in for it.
    return Promise.resolve(new FakePreloadManager(uri, manifest) as unknown as ShakaPreloadManager);
  }
  load(uriOrManager: string | ShakaPreloadManager, startTime?: number | null) {
    if ((uriOrManager as unknown) instanceof FakePreloadManager) {
      const manager = uriOrManager as unknown as FakePreloadManager;
      this.loads.push({ uri: manager.uri, startTime, preloaded: true });
      return manager.manifest.then(() => FakePlayer.loadResult());
    }
    if (typeof uriOrManager !== 'string') return Promise.reject(new Error('not this fake\'s preload'));
    this.loads.push({ uri: uriOrManager, startTime });
    return this.requestManifest(uriOrManager).then(() => FakePlayer.loadResult());
  }
  /** shaka runs the request filters on the manifest request, waiting for any that return a promise. */
  private requestManifest(uri: string): Promise<void> {
    const request: ShakaRequest = { uris: [uri], method: 'GET', headers: {} };
    return this.filters
      .reduce<Promise<void>>((previous, filter) => previous.then(() => filter(0, request)), Promise.resolve())
      .then(() => {
        this.manifestHeaders = request.headers;
        this.manifestUris = request.uris;
        FakePlayer.onManifestRequest(request);
      });
  }
  destroy() {
    this.destroyed = true;
    return Promise.resolve();
  }
  getNetworkingEngine() {
    return {
      registerRequestFilter: (filter: (type: number, request: ShakaRequest) => void | Promise<void>) => {
        this.filters.push(filter);
      },
      clearAllRequestFilters: () => {
        this.filters = [];
      },
    };
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
    );
  }
  emit(type: string, detail: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new CustomEvent(type, { detail }));
  }
  isLive() {
    return false;
  }
  getTextTracks() {
    return this.textTracks;
  }
  selectTextTrack(track?: ShakaTextTrack | null) {
    this.textVisible = Boolean(track);
  }
  addThumbnailsTrack(uri: string) {
    this.thumbnails.push(uri);
    return Promise.resolve({});
  }
  getPlayheadTimeAsDate() {
    return this.playheadDate;
  }
  presentationStart: Date | null = null;
  getPresentationStartTimeAsDate() {
    return this.presentationStart;
  }
  /** Tests set the DVR window by hand. */
  range = { start: 0, end: 0 };
  seekRange() {
    return this.range;
  }
  retryStreaming() {
    return true;
  }
  /** The headers the request filters put on a request. */
  filteredHeaders(): Record<string, string> {
    return this.filtered('https://example.test/x').headers;
  }
  /** A request for `uri` as the request filters leave it (filters that do not wait: a token in hand). */
  filtered(uri: string): ShakaRequest {
    const request: ShakaRequest = { uris: [uri], method: 'GET', headers: {} };
    for (const filter of this.filters) void filter(0, request);
    return request;
  }
}

export interface FakeShaka extends ShakaApi {
  schemes: Map<string, ShakaSchemePlugin>;
  fetch: { calls: { uri: string; headers: Record<string, string> }[]; respond: (request: ShakaRequest) => Promise<unknown> };
}

class FakeAbortableOperation<T> implements ShakaAbortableOperation<T> {
  constructor(
    readonly promise: Promise<T>,
    private readonly onAbort: () => Promise<unknown>,
  ) {}
  abort() {
    return this.onAbort();
  }
}

/** A shaka BAD_HTTP_STATUS error, as shaka's fetch plugin rejects with. */
export function httpError(status: number) {
  return { severity: 2, category: 1, code: 1001, data: ['https://example.test/x', status] };
}

export function fakeShaka(): FakeShaka {
  FakePlayer.instances = [];
  FakePlayer.loadResult = () => Promise.resolve();
  FakePlayer.onManifestRequest = () => {};
  const schemes = new Map<string, ShakaSchemePlugin>();
  const fetch: FakeShaka['fetch'] = { calls: [], respond: () => Promise.resolve({ status: 200 }) };
  const Player = FakePlayer as unknown as ShakaApi['Player'];
  Object.assign(Player, { isBrowserSupported: () => true });
  return {
    schemes,
    fetch,
    polyfill: { installAll: () => {} },
    Player,
    net: {
      NetworkingEngine: {
        registerScheme: (scheme, plugin) => {
          schemes.set(scheme, plugin);
        },
        PluginPriority: { APPLICATION: 3 },
      },
      HttpFetchPlugin: {
        parse: (uri, request) => {
          fetch.calls.push({ uri, headers: { ...request.headers } });
          return new FakeAbortableOperation(fetch.respond(request), () => Promise.resolve());
        },
      },
    },
    util: { AbortableOperation: FakeAbortableOperation },
  };
}
