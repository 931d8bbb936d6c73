import { ApiError, failedResponse, getJson, sendJson, type Http } from '../http';
import type {
  ClubTvOptions,
  ClubTvStream,
  ClubTvStreamUpdate,
  ClubTvStreamsResponse,
  ClubTvVersionBody,
  ClubTvVideo,
  ClubTvVideoUpdate,
  ClubTvVideosQuery,
  ClubTvVideosResponse,
} from './studio.clubtv.schemas';

/**
 * The studio's Club TV library (`/api/studio/clubtv`, issue 16) on the staff session cookie. The upload
 * itself goes through a tus client to `clubTvUploadPath`; everything else is here. A visitor gets
 * ApiError 401; an account without the editor or admin role ApiError 403 in words.
 */
export function createStudioClubTvClient(http: Http) {
  return {
    options: () => getJson<ClubTvOptions>(http, 'api/studio/clubtv/options'),
    videos: (query: ClubTvVideosQuery = {}) => {
      const params: Record<string, string | number> = {};
      if (query.page !== undefined) params.page = Number(query.page);
      if (query.status) params.status = query.status;
      if (query.q) params.q = query.q;
      return getJson<ClubTvVideosResponse>(http, 'api/studio/clubtv/videos', params);
    },
    video: (id: string) => getJson<ClubTvVideo>(http, `api/studio/clubtv/videos/${encodeURIComponent(id)}`),
    /** Saves the metadata (the catalogue's copy too, when published). ApiError 409 'versionConflict' when someone saved first. */
    update: (id: string, body: ClubTvVideoUpdate) => sendJson<ClubTvVideo>(http, 'put', `api/studio/clubtv/videos/${encodeURIComponent(id)}`, body),
    /** Into the catalogue (at its release time). ApiError 400 'notReady' until the transcode is done. */
    publish: (id: string, body: ClubTvVersionBody) =>
      sendJson<ClubTvVideo>(http, 'post', `api/studio/clubtv/videos/${encodeURIComponent(id)}/publish`, body),
    unpublish: (id: string, body: ClubTvVersionBody) =>
      sendJson<ClubTvVideo>(http, 'post', `api/studio/clubtv/videos/${encodeURIComponent(id)}/unpublish`, body),
    /**
     * Deletes a video that is not published, with its upload, captions and renditions. ApiError 409
     * 'published' while it is in the catalogue (unpublish it first), 'versionConflict' when someone saved first.
     */
    remove: (id: string, body: ClubTvVersionBody) => sendJson<undefined>(http, 'delete', `api/studio/clubtv/videos/${encodeURIComponent(id)}`, body),
    /** The live streams: each one's hold and what its channel is doing now. */
    streams: () => getJson<ClubTvStreamsResponse>(http, 'api/studio/clubtv/streams'),
    /** Sets a stream live, idle or disabled. ApiError 409 'versionConflict' when someone set it since. */
    setStream: (id: string, body: ClubTvStreamUpdate) => sendJson<ClubTvStream>(http, 'put', `api/studio/clubtv/streams/${encodeURIComponent(id)}`, body),
    /** Transcodes a failed video's upload again. */
    retry: (id: string) => sendJson<ClubTvVideo>(http, 'post', `api/studio/clubtv/videos/${encodeURIComponent(id)}/retry`, {}),
    /** A WebVTT caption file, as its own bytes (text/vtt). ApiError 415 when it is not WebVTT. */
    uploadCaptions: async (id: string, file: Blob): Promise<ClubTvVideo> => {
      try {
        return await http.json<ClubTvVideo>(`api/studio/clubtv/videos/${encodeURIComponent(id)}/captions`, {
          method: 'put',
          body: file,
          headers: { 'content-type': 'text/vtt' },
          retry: 0,
        });
      } catch (error) {
        const response = failedResponse(error);
        if (!response) throw error;
        const body = (await response.json().catch(() => undefined)) as { message?: string; code?: string } | undefined;
        throw new ApiError(response.status, body?.message ?? response.statusText, body?.code);
      }
    },
  };
}
export type StudioClubTvClient = ReturnType<typeof createStudioClubTvClient>;
