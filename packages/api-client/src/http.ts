import ky, { HTTPError, type KyInstance } from 'ky';
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

export function createHttp(options: HttpOptions): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl === '' ? '/' : options.baseUrl,
    timeout: options.timeoutMs ?? 10_000,
    retry: { limit: 1, methods: ['get'] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** The type a response schema describes, for clients that use schemas as types only. */
export type Infer<S extends z.ZodType> = z.output<S>;

/**
 * GET a path; failures become an ApiError. The answer is not parsed again here: the platform
 * serializes every response through the same zod schemas (fastify-type-provider-zod), so its shape
 * is already guaranteed, and parsing in the browser would ship zod (about 22 KB gzip) to every page.
 */
export async function getJson<T>(
  http: KyInstance,
  path: string,
  searchParams?: Record<string, string | number | boolean>,
): Promise<T> {
  try {
    return await http.get(path, searchParams ? { searchParams } : {}).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * POST (or PUT/DELETE) a JSON body; failures become an ApiError with the platform's message and code.
 * Never retried: these calls change state. An empty answer (204) resolves to undefined.
 */
export async function sendJson<T>(
  http: KyInstance,
  method: 'post' | 'put' | 'delete',
  path: string,
  body?: unknown,
): Promise<T> {
  try {
    const response = await http(path, { method, retry: 0, ...(body === undefined ? {} : { json: body }) });
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
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => undefined);
    return new ApiError(
      error.response.status,
      errorMessage(body) ?? (error.response.statusText || 'Request failed'),
      errorCode(body),
    );
  }
  return error;
}
