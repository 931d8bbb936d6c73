import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

/** Header values that are credentials: never written to a log. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

export interface LogOptions {
  level: LogLevel;
  /** Where the JSON lines go; stdout when absent. Tests pass a stream to read them back. */
  stream?: NodeJS.WritableStream;
}

/**
 * Structured pino logs, one JSON object a line. Requests are logged with their headers (user agent,
 * forwarding, referrer help when tracing a problem), so credentials in them are redacted.
 */
export function loggerOptions(options: LogOptions): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: request.ip,
        headers: request.headers,
      }),
    },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
