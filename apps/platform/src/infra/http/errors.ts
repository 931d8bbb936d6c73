import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@club/api-client';
import type { FastifyBodyParser, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type ParserDone = (error: Error | null, body?: unknown) => void;

// The longest message an error body carries: a sentence and a short excerpt of an input.
const maxMessage = 500;

/** The one shape of every error the platform answers (api-client's `apiErrorSchema`). */
export function apiError(
  statusCode: number,
  message: string,
  details?: ApiErrorBody['details'],
  code?: string,
): ApiErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    // A message that names an input quotes an excerpt of it; this cap holds for any message that forgets.
    message: excerpt(message, maxMessage),
    ...(code ? { code } : {}),
    ...(details ? { details } : {}),
  };
}

/**
 * A refusal a service throws on purpose: its status, the sentence the person sees (SPEC 8's words where
 * it has them) and, where callers branch on the reason, a machine-readable code (`passwordChangeRequired`,
 * `ERR_3684853_1`). The error handler answers it as the JSON error shape.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  /** Extra headers for the answer, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;
  constructor(statusCode: number, message: string, options: { code?: string; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = options.code;
    this.headers = options.headers ?? {};
  }
}

/**
 * At most `limit` characters of something a client sent, for a message that names it: an error never
 * echoes a whole input back (a 100 KB field, an 8 KB path).
 */
export function excerpt(text: string, limit = 100): string {
  // No more UTF-16 units than the limit is no more characters either: most messages stop here.
  if (text.length <= limit) return text;
  const characters = Array.from(text);
  return characters.length <= limit ? text : `${characters.slice(0, limit).join('')}…`;
}

// A 400 answer lists at most this many wrong inputs (an array of 10,000 bad items is not 10,000 lines).
const maxDetails = 20;

// Fastify's names for where a request input lives, in the words a client developer uses.
const inputNames: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

// Fastify's own 4xx errors carry messages written for developers; these read better to a client.
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body has a content type this endpoint does not accept.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/**
 * Turns every thrown error into the JSON error shape. Bad input is a 400 that says which fields were
 * wrong; other 4xx keep their status; anything else is a 500 whose body reveals nothing (no message,
 * no stack), while the log keeps the whole error.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const input = inputNames[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
    const details = error.validation.slice(0, maxDetails).map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return { path: excerpt(field ? `${input}.${field}` : input), message: excerpt(issue.message ?? 'Invalid value', 200) };
    });
    request.log.info({ details }, 'request rejected: invalid input');
    void reply.code(400).send(apiError(400, "Some of the request's inputs are not valid.", details));
    return;
  }

  if ((error as unknown) instanceof HttpError) {
    const refusal = error as unknown as HttpError;
    if (refusal.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: refusal.statusCode, code: refusal.code }, 'request refused');
    void reply
      .code(refusal.statusCode)
      .headers(refusal.headers)
      .send(apiError(refusal.statusCode, refusal.message, undefined, refusal.code));
    return;
  }

  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    request.log.info({ err: error }, 'request rejected');
    const message = clientErrorMessages[error.code] ?? excerpt(error.message || STATUS_CODES[statusCode] || 'Bad request', 200);
    void reply.code(statusCode).send(apiError(statusCode, message));
    return;
  }

  // A deliberate 5xx (503 and the like) keeps its status; anything unexpected is a 500.
  const serverStatus = statusCode >= 500 && statusCode <= 599 ? statusCode : 500;
  request.log.error({ err: error }, 'request failed');
  void reply
    .code(serverStatus)
    .send(apiError(serverStatus, 'Something went wrong on our side. Please try again in a few minutes.'));
}

/**
 * Errors Fastify answers before any route runs (`frameworkErrors`): a path parameter longer than the
 * router takes (414) and a path that does not decode (400). Fastify's own bodies say 'Bad Request' for
 * the 414 and echo the whole path; these say what happened and echo nothing.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'request rejected by the router');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(apiError(414, 'URI Too Long: a part of the request path is longer than any this platform serves.'));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(apiError(400, 'The request path is not a valid URL path.'));
    return;
  }
  handleError(error, request, reply);
}

/**
 * The JSON body parser: Fastify's (secure-json-parse, so `__proto__` and `constructor.prototype` keys
 * never reach a handler), with a refusal that says which: such a body is valid JSON, so "not valid
 * JSON" would send its sender looking for a syntax error that is not there.
 */
export function jsonBodyParser(defaultParser: FastifyBodyParser<string>): FastifyBodyParser<string> {
  // Fastify's default JSON parser is the callback form of its parser type (getDefaultJsonParser).
  const parse = defaultParser as (request: FastifyRequest, text: string, done: ParserDone) => void;
  return (request: FastifyRequest, text: string, done: ParserDone) => {
    parse(request, text, (error, parsed) => {
      if (!error || (error as FastifyError).code !== 'FST_ERR_CTP_INVALID_JSON_BODY') {
        done(error, parsed);
        return;
      }
      const key = forbiddenKey(text);
      done(key ? new HttpError(400, `The request body has a key that is not allowed: ${key}`, { code: 'forbiddenKey' }) : error);
    });
  };
}

/** The key secure-json-parse refused, when the text is otherwise valid JSON. */
function forbiddenKey(text: string): string | undefined {
  let found: string | undefined;
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') found ??= '__proto__';
      if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) found ??= 'constructor';
      return value;
    });
  } catch {
    return undefined;
  }
  return found;
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send(apiError(404, 'Not found'));
}
