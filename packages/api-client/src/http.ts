import type * as KyModule from 'ky';
import type { HTTPError, KyInstance, Options } from 'ky';
import type { z } from 'zod';

export interface HttpOptions {
  /** Origin of the platform (server side) or '' for same-origin calls in the browser. */
  baseUrl: string;
  /** A fetch to use instead of the global one (tests, request forwarding on the server). */
  fetch?: typeof fetch;
  /** Headers sent with every call, e.g. the incoming request's cookie during SSR. */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** An error from the platform, with the status code and message SPEC 8 normalises to. */
export class ApiError extends Error {
  readonly statusCode: number;
  /** The platform's machine-readable reason (`code` in the error body), when it gives one. */
  readonly code: string | undefined;
  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** What one call may ask of ky, beside the instance's own options. */
export type HttpRequestOptions = Pick<
  Options,
  'method' | 'json' | 'body' | 'headers' | 'searchParams' | 'retry' | 'timeout' | 'throwHttpErrors'
>;

/**
 * The platform's HTTP client: a ky instance behind two calls, with ky itself loaded by the first call
 * (`import('ky')`), so a page that makes no call right away (a visitor's first load, issue 13) ships none of
 * it. A status outside 2xx rejects with ky's HTTPError (`failedResponse` reads it) unless
 * `throwHttpErrors: false`.
 */
export interface Http {
  /** The answer as it came. */
  request(path: string, options?: HttpRequestOptions): Promise<Response>;
  /** The answer's body read as JSON the way ky reads it (an empty body reads as ''). */
  json<T>(path: string, options?: HttpRequestOptions): Promise<T>;
}

// One module promise for every client; a failed load (a chunk the network lost) is tried again next call.
let kyModule: Promise<typeof KyModule> | undefined;
let httpErrorClass: typeof HTTPError | undefined;

function loadKy(): Promise<typeof KyModule> {
  kyModule ??= import('ky').then(
    (module) => {
      httpErrorClass = module.HTTPError;
      return module;
    },
    (error: unknown) => {
      kyModule = undefined;
      throw error;
    },
  );
  return kyModule;
}

/**
 * The platform's answer inside a failure of `Http` (ky's HTTPError), or undefined for any other failure
 * (network, timeout, abort). Needs no ky of its own: an HTTPError exists only once ky has been loaded.
 */
export function failedResponse(error: unknown): Response | undefined {
  return httpErrorClass !== undefined && error instanceof httpErrorClass ? error.response : undefined;
}

export function createHttp(options: HttpOptions): Http {
  let instance: Promise<KyInstance> | undefined;
  const client = async (): Promise<KyInstance> => {
    instance ??= loadKy().then(({ default: ky }) =>
      ky.create({
        prefixUrl: options.baseUrl === '' ? '/' : options.baseUrl,
        timeout: options.timeoutMs ?? 10_000,
        retry: { limit: 1, methods: ['get'] },
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
      }),
    );
    try {
      return await instance;
    } catch (error) {
      instance = undefined;
      throw error;
    }
  };
  return {
    request: async (path, init) => (await client())(path, init),
    json: async <T>(path: string, init?: HttpRequestOptions) => (await client())(path, init).json<T>(),
  };
}

/** The type a response schema describes, for clients that use schemas as types only. */
export type Infer<S extends z.ZodType> = z.output<S>;

/**
 * GET a path; failures become an ApiError. The answer is not parsed again here: the platform
 * serializes every response through the same zod schemas (fastify-type-provider-zod), so its shape
 * is already guaranteed, and parsing in the browser would ship zod (about 22 KB gzip) to every page.
 */
export async function getJson<T>(
  http: Http,
  path: string,
  searchParams?: Record<string, string | number | boolean>,
): Promise<T> {
  try {
    return await http.json<T>(path, searchParams ? { searchParams } : {});
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * A call the platform may answer twice with no harm (it opens a hosted page, and only the page that is
 * used counts), sent again when the instance that took it was lost before answering: the load balancer's
 * 502/503/504, or the connection gone. A fan's purchase then does not fail because one platform instance
 * died under it (issue 29). Two more tries, the second after about a second.
 */
const repeatable = { limit: 2, methods: ['post'], statusCodes: [502, 503, 504], backoffLimit: 1000 };

/**
 * POST (or PUT/DELETE) a JSON body; failures become an ApiError with the platform's message and code.
 * Not retried (these calls change state) unless `options.repeatable` says repeating it is harmless. An
 * empty answer (204) resolves to undefined.
 */
export async function sendJson<T>(
  http: Http,
  method: 'post' | 'put' | 'delete',
  path: string,
  body?: unknown,
  options?: { repeatable?: boolean },
): Promise<T> {
  try {
    const retry = options?.repeatable ? repeatable : 0;
    const response = await http.request(path, { method, retry, ...(body === undefined ? {} : { json: body }) });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await toApiError(error);
  }
}

function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' && code.length > 0 ? code : undefined;
}

function errorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}

async function toApiError(error: unknown): Promise<unknown> {
  const response = failedResponse(error);
  if (response) {
    const body: unknown = await response.json().catch(() => undefined);
    return new ApiError(response.status, errorMessage(body) ?? (response.statusText || 'Request failed'), errorCode(body));
  }
  return error;
}
