import type { MediaSource } from './sources';

/** SPEC 9 'Player back buffer 8': seconds kept behind the playhead. */
export const backBufferSeconds = 8;

/**
 * Where a live stream starts behind its edge, in seconds. FIELD-NOTES 'Live latency': 2 s held ~2.3 s
 * behind real time on 2 s segments; with 1 s segments (live-channels.ts) and liveSync holding the
 * latency (below), a second is enough to start on without running dry (issue 30: live ≤ 1.5 s).
 */
export const livePresentationDelaySeconds = 1;

/**
 * shaka's liveSync (off by default): playback runs up to 10 % faster when more than a tenth of a second
 * behind the target, and 5 % slower when nearer than that, so a stall or a slow start is caught up instead
 * of kept, and the buffer never runs dry at the edge. shaka measures this latency from the end of its seek
 * range, which is already `livePresentationDelaySeconds` behind the live edge, so the target is what is
 * held on top of that (issue 30, `pnpm bench streaming`, 60 s of live, load average 1 to 3): the delay
 * again (1 s, ± 0.25) held 1.81 s behind real time; 0 ± 0.25 held 1.55 s but ran dry 4 times (the newest
 * chunks are not there yet); 0.5 ± 0.25 held anywhere in its band (1.46 s, then 1.78 s); 0.35 ± 0.1 held
 * 1.32 s and 1.30 s in two runs, with no rebuffer.
 */
export const liveSync = {
  enabled: true,
  targetLatency: 0.35,
  targetLatencyTolerance: 0.1,
  maxPlaybackRate: 1.1,
  minPlaybackRate: 0.95,
};

/** Seconds of media shaka waits for before it plays after a stall (and at the start of a live stream). */
export const liveRebufferingGoalSeconds = 0.3;

/**
 * On demand, shaka's bandwidth estimator leaves the first rendition alone for this long (issue 30). A first
 * segment from loopback or a CDN arrives so fast that shaka's first estimate switches up at once, and the
 * switch threw away the segment about to be appended: the first frame waited for the higher rung's
 * playlist, init and segment (about 60 ms more in Chromium, and more on a slow network). One on-demand
 * segment's length (ondemand.ts, 4 s): the first segment plays as chosen, ABR takes over from there.
 */
export const onDemandFirstRenditionSeconds = 4;

/** The part of shaka's configuration the players set (a `player.configure()` argument). */
export interface PlayerConfig {
  streaming: {
    bufferBehind: number;
    lowLatencyMode: boolean;
    liveSync?: typeof liveSync;
    rebufferingGoal?: number;
    retryParameters: { maxAttempts: number; baseDelay: number; backoffFactor: number; timeout: number };
  };
  abr?: { minTimeToSwitch: number };
  manifest: {
    defaultPresentationDelay: number;
    hls: { disableClosedCaptionsDetection: boolean };
    retryParameters: { maxAttempts: number; baseDelay: number; backoffFactor: number; timeout: number };
  };
  drm: { servers: Record<string, string>; retryParameters: { maxAttempts: number; baseDelay: number; backoffFactor: number; timeout: number } };
}

// shaka never retries a 401/403 (they are critical): the token-renewing fetch in tokenFetch.ts does
// that once. These attempts cover the ordinary network hiccups.
const retryParameters = { maxAttempts: 3, baseDelay: 500, backoffFactor: 2, timeout: 20_000 };

export function playerConfig(source: MediaSource): PlayerConfig {
  return {
    streaming: {
      bufferBehind: backBufferSeconds,
      lowLatencyMode: source.live,
      ...(source.live ? { liveSync, rebufferingGoal: liveRebufferingGoalSeconds } : {}),
      retryParameters,
    },
    ...(source.live ? {} : { abr: { minTimeToSwitch: onDemandFirstRenditionSeconds } }),
    manifest: {
      // 0 lets shaka pick its own (1.5 × minBufferTime) for on-demand.
      defaultPresentationDelay: source.live ? livePresentationDelaySeconds : 0,
      // Captions are the WebVTT track the studio uploads (a SUBTITLES rendition), never CEA-608 inside the
      // video. Without a CLOSED-CAPTIONS attribute in the master playlist, shaka downloads the first, middle
      // and last segments while it parses, to look for them: two segments more, one after the other, before
      // the first could be appended (issue 30, `BENCH_TRACE=1 pnpm bench streaming`: about 100 ms of the
      // on-demand first frame).
      hls: { disableClosedCaptionsDetection: true },
      retryParameters,
    },
    drm: {
      servers: source.licenseUrl ? { 'org.w3.clearkey': source.licenseUrl } : {},
      retryParameters,
    },
  };
}
