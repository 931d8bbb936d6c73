/**
 * Where each kind of stream lives on the platform's `/media` (apps/platform README 'Media'). Every
 * request under it needs the playback token of a granted session check.
 */

/** What the players play: SPEC 3's mediaPlayer media types, plus the live audio of the audio bar. */
export const playerMediaTypes = ['OnDemand', 'DrmLiveVideo', 'LiveAudio'] as const;
export type PlayerMediaType = (typeof playerMediaTypes)[number];

export interface MediaSource {
  manifestUrl: string;
  live: boolean;
  /** The ClearKey license server, for the encrypted live video. */
  licenseUrl: string | null;
  /** The WebVTT thumbnails track (`#xywh=` sprite cues) of an on-demand item. */
  thumbnailsUrl: string | null;
  /** The poster frame of an on-demand item. */
  posterUrl: string | null;
}

export const playbackTokenHeader = 'X-Playback-Token';

/** `base` is the platform's origin ('' for the site's own origin, which proxies `/media`). */
export function mediaSourceFor(videoId: string, mediaType: PlayerMediaType, base = ''): MediaSource {
  const id = encodeURIComponent(videoId);
  switch (mediaType) {
    case 'OnDemand':
      return {
        manifestUrl: `${base}/media/vod/${id}/master.m3u8`,
        live: false,
        licenseUrl: null,
        thumbnailsUrl: `${base}/media/vod/${id}/thumbnails.vtt`,
        posterUrl: `${base}/media/vod/${id}/poster.jpg`,
      };
    case 'DrmLiveVideo':
      return {
        manifestUrl: `${base}/media/live/${id}/manifest.mpd`,
        live: true,
        licenseUrl: `${base}/media/keys/${id}`,
        thumbnailsUrl: null,
        posterUrl: null,
      };
    case 'LiveAudio':
      return { manifestUrl: `${base}/media/live/${id}/manifest.mpd`, live: true, licenseUrl: null, thumbnailsUrl: null, posterUrl: null };
    default:
      return mediaType satisfies never;
  }
}
