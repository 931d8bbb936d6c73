import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

/** Header values that are credentials: never written to a log. */
const credentialHeaders = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'x-playback-token', 'stripe-signature'];
export const redactedPaths = [
  ...credentialHeaders.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]),
  'res.headers["set-cookie"]',
];

/**
 * Query parameters that carry a credential: a playback token (`/media/…?token=`, for players that cannot
 * set headers), and by the same rule any key, code or signature a link may carry.
 */
const credentialParameters = /^(token|access_token|id_token|refresh_token|code|key|signature|sig)$/i;

/** The URL as logged: every credential parameter's value replaced, the rest as asked. */
function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parts = url
    .slice(query + 1)
    .split('&')
    .map((part) => {
      const name = part.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // An undecodable name is logged as sent.
      }
      return credentialParameters.test(decoded) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, query)}?${parts.join('&')}`;
}

export interface LogOptions {
  level: LogLevel;
  /** Where the JSON lines go; stdout when absent. Tests pass a stream to read them back. */
  stream?: NodeJS.WritableStream;
}

/**
 * Structured pino logs, one JSON object a line. Requests are logged with their headers (user agent,
 * forwarding, referrer help when tracing a problem), so credentials in them are redacted: the credential
 * headers, the session cookies, and tokens in the query. Every line a request logs carries its `reqId`
 * (the sites' x-request-id, app.ts).
 */
export function loggerOptions(options: LogOptions): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        // A referrer may be a manifest's URL with its token.
        headers: request.headers.referer ? { ...request.headers, referer: redactUrl(request.headers.referer) } : request.headers,
      }),
    },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
