import type { MediaSource } from './sources';

/** SPEC 9 'Player back buffer 8': seconds kept behind the playhead. */
export const backBufferSeconds = 8;

/**
 * FIELD-NOTES 'Live latency': low-latency DASH with `lowLatencyMode` and a 2 s presentation delay held
 * ~2.3 s behind real time without rebuffering here; without the delay it ran on ~0.3 s of buffer.
 */
export const livePresentationDelaySeconds = 2;

/** The part of shaka's configuration the players set (a `player.configure()` argument). */
export interface PlayerConfig {
  streaming: {
    bufferBehind: number;
    lowLatencyMode: boolean;
    retryParameters: { maxAttempts: number; baseDelay: number; backoffFactor: number; timeout: number };
  };
  manifest: { defaultPresentationDelay: number; retryParameters: { maxAttempts: number; baseDelay: number; backoffFactor: number; timeout: number } };
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
      retryParameters,
    },
    manifest: {
      // 0 lets shaka pick its own (1.5 × minBufferTime) for on-demand; live follows FIELD-NOTES.
      defaultPresentationDelay: source.live ? livePresentationDelaySeconds : 0,
      retryParameters,
    },
    drm: {
      servers: source.licenseUrl ? { 'org.w3.clearkey': source.licenseUrl } : {},
      retryParameters,
    },
  };
}
