// The Club TV desk's limits, lists and sentences, without zod: the studio's pages import them (api-client's
// browser bundle test keeps zod out of what a page takes).

/** Where the upload endpoint (tus 1.0.0, creation and termination) is, as the browser sees it. */
export const clubTvUploadPath = '/api/studio/clubtv/uploads';
/** The largest file an upload may be: a whole match replay at broadcast quality fits. */
export const clubTvUploadMaxBytes = 8 * 1024 ** 3;
/** A caption file is text: this is plenty for a two-hour match. */
export const clubTvCaptionsMaxBytes = 1024 ** 2;
export const clubTvPageSize = 20;
export const clubTvTitleMax = 160;
export const clubTvDescriptionMax = 1000;
export const clubTvStatuses = ['uploading', 'queued', 'transcoding', 'ready', 'failed'] as const;
/** The words a status is shown with (and a transcode's share done). */
export function clubTvStatusLabel(video: { status: ClubTvStatus; progress: number }): string {
  switch (video.status) {
    case 'uploading':
      return 'Uploading';
    case 'queued':
      return 'Queued';
    case 'transcoding':
      return `Transcoding ${video.progress}%`;
    case 'ready':
      return 'Ready';
    default:
      return 'Failed';
  }
}
export type ClubTvStatus = (typeof clubTvStatuses)[number];

/**
 * The studio's hold on a live stream: 'live' shows what its channel does, 'idle' keeps it off air (the
 * offline image), 'disabled' stops it being offered at all.
 */
export const clubTvStreamControls = ['live', 'idle', 'disabled'] as const;
export type ClubTvStreamControl = (typeof clubTvStreamControls)[number];
export const clubTvStreamControlLabels: Record<ClubTvStreamControl, string> = {
  live: 'Live',
  idle: 'Idle (off air)',
  disabled: 'Disabled (not offered)',
};
