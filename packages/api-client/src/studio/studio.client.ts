import { ApiError, failedResponse, getJson, type Http, type Infer } from '../http';
import type { StudioImageDesk, StudioUploadType } from './studio.constants';
import type {
  StudioPage,
  StudioPageCreate,
  StudioPageMove,
  StudioPageRemove,
  StudioPageReorder,
  StudioPageRestore,
  StudioPageRevision,
  StudioPageRevisionsResponse,
  StudioPageUpdate,
  StudioPagesResponse,
} from './studio.pages.schemas';
import type {
  StudioArticleInput,
  StudioArticleUpdate,
  StudioArticlesQuery,
  StudioAuditQuery,
  StudioConflict,
  StudioImagesQuery,
  StudioPublishBody,
  StudioVersionBody,
  studioArticleSchema,
  studioArticlesResponseSchema,
  studioAuditResponseSchema,
  studioRevisionSchema,
  studioRevisionsResponseSchema,
  studioImageResponseSchema,
  studioImagesResponseSchema,
  studioSessionSchema,
  studioSlugResponseSchema,
} from './studio.schemas';

type StudioArticle = Infer<typeof studioArticleSchema>;

/**
 * A save refused because someone else saved first (409 `versionConflict`): who and when, as the
 * platform sent them, beside the sentence to show.
 */
export class StudioConflictError extends ApiError {
  readonly conflict: StudioConflict;
  constructor(conflict: StudioConflict) {
    super(409, conflict.message, conflict.code);
    this.name = 'StudioConflictError';
    this.conflict = conflict;
  }
}

function isConflict(body: unknown): body is StudioConflict {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'versionConflict';
}

/** The platform's error body as an ApiError (the conflict of a versioned write as a StudioConflictError). */
async function readRefusal(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 409 && isConflict(body)) return new StudioConflictError(body);
  const fields = typeof body === 'object' && body !== null ? (body as { message?: unknown; code?: unknown }) : {};
  return new ApiError(
    response.status,
    typeof fields.message === 'string' && fields.message ? fields.message : response.statusText || 'Request failed',
    typeof fields.code === 'string' && fields.code ? fields.code : undefined,
  );
}

/** A write that is never retried; refusals become an ApiError, a version conflict a StudioConflictError. */
async function send<T>(
  http: Http,
  method: 'post' | 'put',
  path: string,
  options: { json?: unknown; body?: Blob; type?: string; searchParams?: Record<string, string> },
): Promise<T> {
  try {
    return await http.json<T>(path, {
      method,
      retry: 0,
      ...(options.searchParams === undefined ? {} : { searchParams: options.searchParams }),
      ...(options.json === undefined ? {} : { json: options.json }),
      // A 10 MB photo on a slow connection takes longer than the usual 10 s for a JSON write.
      ...(options.body === undefined ? {} : { body: options.body, timeout: 120_000 }),
      ...(options.type === undefined ? {} : { headers: { 'content-type': options.type } }),
    });
  } catch (error) {
    const response = failedResponse(error);
    throw response ? await readRefusal(response) : error;
  }
}

/** Drops the parameters left out, so the platform applies its defaults. */
function params(query: object): Record<string, string | number> {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => (typeof entry[1] === 'string' && entry[1] !== '') || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/**
 * The studio api (`/api/studio`, issue 16). Every call rides on the staff member's session cookie
 * (same-origin in the browser); a visitor gets ApiError 401, a signed-in account without a staff role
 * ApiError 403 with code 'notStaff'.
 */
export function createStudioClient(http: Http) {
  return {
    session: () => getJson<Infer<typeof studioSessionSchema>>(http, 'api/studio/session'),
    articles: (query: StudioArticlesQuery = {}) =>
      getJson<Infer<typeof studioArticlesResponseSchema>>(http, 'api/studio/articles', params(query)),
    article: (id: number) => getJson<StudioArticle>(http, `api/studio/articles/${id}`),
    /** A new draft (201). ApiError 409 'slugTaken' when the address is another article's. */
    create: (body: StudioArticleInput) => send<StudioArticle>(http, 'post', 'api/studio/articles', { json: body }),
    /**
     * Saves: a draft or scheduled article as it is, a live one as its draft (fans keep the published
     * version until `publishChanges`). StudioConflictError when someone saved first.
     */
    update: (id: number, body: StudioArticleUpdate) => send<StudioArticle>(http, 'put', `api/studio/articles/${id}`, { json: body }),
    /** Now, or scheduled at a future `publishAt`. ApiError 400 'publishIncomplete' names what is missing. */
    publish: (id: number, body: StudioPublishBody) =>
      send<StudioArticle>(http, 'post', `api/studio/articles/${id}/publish`, { json: body }),
    /** Back to a draft, gone from every public read at once. */
    unpublish: (id: number, body: StudioVersionBody) =>
      send<StudioArticle>(http, 'post', `api/studio/articles/${id}/unpublish`, { json: body }),
    /** Makes a live article's draft changes live ("Publish changes"); ApiError 409 'noDraft' when there are none. */
    publishChanges: (id: number, body: StudioVersionBody) =>
      send<StudioArticle>(http, 'post', `api/studio/articles/${id}/publish-changes`, { json: body }),
    /** Drops a live article's draft changes ("Discard draft"); they stay in the history. */
    discardDraft: (id: number, body: StudioVersionBody) =>
      send<StudioArticle>(http, 'post', `api/studio/articles/${id}/discard-draft`, { json: body }),
    /** An article's history, newest first (issue 28): who saved, when, and which fields each save changed. */
    revisions: (id: number, page = 1) =>
      getJson<Infer<typeof studioRevisionsResponseSchema>>(http, `api/studio/articles/${id}/revisions`, page === 1 ? undefined : { page }),
    /** One revision: the article as that change left it. */
    revision: (id: number, revisionId: number) => getJson<Infer<typeof studioRevisionSchema>>(http, `api/studio/articles/${id}/revisions/${revisionId}`),
    /** Brings a revision's fields back as a new save (its status stays). StudioConflictError when someone saved first. */
    restore: (id: number, revisionId: number, body: StudioVersionBody) =>
      send<StudioArticle>(http, 'post', `api/studio/articles/${id}/revisions/${revisionId}/restore`, { json: body }),
    /** Whether an address is free (for another article than `except`), with a free one suggested when not. */
    slug: (slug: string, except?: number) =>
      getJson<Infer<typeof studioSlugResponseSchema>>(
        http,
        `api/studio/slugs/${encodeURIComponent(slug)}`,
        except === undefined ? undefined : { except },
      ),
    /**
     * Uploads an image as it is (no form encoding): 201 with its image key and a preview URL. `desk`: the
     * newsroom's lead images (the default) or the commercial desk's images (which may also be SVG).
     */
    uploadImage: (file: Blob, type: StudioUploadType, desk: StudioImageDesk = 'news') =>
      send<Infer<typeof studioImageResponseSchema>>(http, 'post', 'api/studio/images', {
        body: file,
        type,
        ...(desk === 'news' ? {} : { searchParams: { desk } }),
      }),
    /** A desk's uploaded images, most recent first, a page at a time (for the image chooser). */
    images: (query: StudioImagesQuery = {}) => getJson<Infer<typeof studioImagesResponseSchema>>(http, 'api/studio/images', params(query)),
    /** The content pages of the navigation tree, in tree order (editors and admins). */
    pages: () => getJson<StudioPagesResponse>(http, 'api/studio/pages'),
    page: (id: number) => getJson<StudioPage>(http, `api/studio/pages/${id}`),
    /** Saves a content page; it is on the club site at once. StudioConflictError when someone saved first. */
    updatePage: (id: number, body: StudioPageUpdate) => send<StudioPage>(http, 'put', `api/studio/pages/${id}`, { json: body }),
    /** Adds a page to a section; it is on the club site at once. */
    createPage: (body: StudioPageCreate) => send<StudioPage>(http, 'post', 'api/studio/pages', { json: body }),
    /** Removes a page added in the studio. StudioConflictError when someone saved it since. */
    removePage: (id: number, body: StudioPageRemove) => send<{ removed: true }>(http, 'post', `api/studio/pages/${id}/remove`, { json: body }),
    /** Moves a page (and the pages under it) to another section; its old addresses redirect. StudioConflictError when someone changed it since. */
    movePage: (id: number, body: StudioPageMove) => send<StudioPage>(http, 'post', `api/studio/pages/${id}/move`, { json: body }),
    /** Moves a page one place up or down in its section; answers the whole list in its new order. */
    reorderPage: (id: number, body: StudioPageReorder) => send<StudioPagesResponse>(http, 'post', `api/studio/pages/${id}/reorder`, { json: body }),
    /** A page's history, newest first (issue 28): who saved, when, and which fields each save changed. */
    pageRevisions: (id: number, page = 1) => getJson<StudioPageRevisionsResponse>(http, `api/studio/pages/${id}/revisions`, page === 1 ? undefined : { page }),
    /** One revision: the page's words as that change left them. */
    pageRevision: (id: number, revisionId: number) => getJson<StudioPageRevision>(http, `api/studio/pages/${id}/revisions/${revisionId}`),
    /** Brings a revision's words back as a new save, on the club site at once. StudioConflictError when someone saved first. */
    restorePage: (id: number, revisionId: number, body: StudioPageRestore) =>
      send<StudioPage>(http, 'post', `api/studio/pages/${id}/revisions/${revisionId}/restore`, { json: body }),
    /** The audit log, newest first (admins only). */
    audit: (query: StudioAuditQuery = {}) =>
      getJson<Infer<typeof studioAuditResponseSchema>>(http, 'api/studio/audit', params(query)),
  };
}
export type StudioClient = ReturnType<typeof createStudioClient>;
