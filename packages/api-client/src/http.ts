import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { apiErrorSchema } from './errors';

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
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
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

/** GET a path and parse the answer with its schema; failures become an ApiError. */
export async function getJson<S extends z.ZodType>(
  http: KyInstance,
  path: string,
  schema: S,
  searchParams?: Record<string, string | number | boolean>,
): Promise<z.infer<S>> {
  try {
    const body: unknown = await http.get(path, searchParams ? { searchParams } : {}).json();
    return schema.parse(body);
  } catch (error) {
    throw await toApiError(error);
  }
}

async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => undefined);
    const parsed = apiErrorSchema.safeParse(body);
    return new ApiError(
      error.response.status,
      parsed.success ? parsed.data.message : error.response.statusText || 'Request failed',
    );
  }
  return error;
}
