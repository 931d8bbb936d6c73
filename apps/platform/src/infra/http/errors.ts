import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@club/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
    message,
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
    const details = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return { path: field ? `${input}.${field}` : input, message: issue.message ?? 'Invalid value' };
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
    const message = clientErrorMessages[error.code] ?? (error.message || STATUS_CODES[statusCode] || 'Bad request');
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

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send(apiError(404, 'Not found'));
}
