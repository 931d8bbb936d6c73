import { ApiError, getJson, type Infer, type Http } from '../http';
import type {
  SessionCheckRequest,
  sessionCheckRefusalSchema,
  sessionCheckResponseSchema,
  VideoFeedQuery,
  videoConfigurationResponseSchema,
  VideoSearchQuery,
  streamResponseSchema,
  videoCategoriesResponseSchema,
  videoFeedsResponseSchema,
  videoFiltersResponseSchema,
  videoSectionsResponseSchema,
} from './videos.schemas';

/** Drops the parameters left out, so the platform applies its defaults. */
function params(query: object): Record<string, string | number> {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** The video platform (`/api/video-platform`): Club TV feeds and the video search of SPEC 7. */
export function createVideoPlatformClient(http: Http) {
  return {
    feeds: () => getJson<Infer<typeof videoFeedsResponseSchema>>(http, 'api/video-platform/feeds'),
    /** One page of a feed's section; read `sections[0].itemData`. Unknown or disabled feeds are an ApiError 404. */
    feed: (videoFeed: string, query: VideoFeedQuery = {}) =>
      getJson<Infer<typeof videoSectionsResponseSchema>>(
        http,
        `api/video-platform/feed/${encodeURIComponent(videoFeed)}/sections/`,
        params(query),
      ),
    search: (query: VideoSearchQuery = {}) =>
      getJson<Infer<typeof videoSectionsResponseSchema>>(http, 'api/video-platform/search', params(query)),
  };
}
export type VideoPlatformClient = ReturnType<typeof createVideoPlatformClient>;

/** The videos service (`/api/videos`): categories, filters and stream assets. */
export function createVideosClient(http: Http) {
  return {
    /** SPEC 3 'Video configuration': feeds, streaming provider, live upgrade, category data. */
    config: () => getJson<Infer<typeof videoConfigurationResponseSchema>>(http, 'api/videos/config'),
    categories: () => getJson<Infer<typeof videoCategoriesResponseSchema>>(http, 'api/videos/categories'),
    filters: () => getJson<Infer<typeof videoFiltersResponseSchema>>(http, 'api/videos/filters'),
    /** A live or on-demand asset; unknown ids are an ApiError 404. */
    stream: (assetId: string) =>
      getJson<Infer<typeof streamResponseSchema>>(http, `api/videos/streams/${encodeURIComponent(assetId)}`),
    /**
     * SPEC 7 session check: 200 and 403 are both answers (granted, or refused with SPEC 8's code and the
     * access status); anything else is an ApiError.
     */
    sessionCheck: (body: SessionCheckRequest) => sessionCheck(http, body),
  };
}
export type VideosClient = ReturnType<typeof createVideosClient>;

export type SessionCheckResult =
  | ({ granted: true } & Infer<typeof sessionCheckResponseSchema>['data']['attributes'])
  | ({ granted: false } & Infer<typeof sessionCheckRefusalSchema>);

async function sessionCheck(http: Http, body: SessionCheckRequest): Promise<SessionCheckResult> {
  const response = await http.request('api/videos/session/check', { method: 'post', json: body, retry: 0, throwHttpErrors: false });
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 200) {
    return { granted: true, ...(answer as Infer<typeof sessionCheckResponseSchema>).data.attributes };
  }
  const refusal = answer as Partial<Infer<typeof sessionCheckRefusalSchema>> | undefined;
  if (response.status === 403 && typeof refusal?.code === 'string') {
    return { granted: false, ...(refusal as Infer<typeof sessionCheckRefusalSchema>) };
  }
  throw new ApiError(response.status, refusal?.message ?? (response.statusText || 'Request failed'), refusal?.code);
}
