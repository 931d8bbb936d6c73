import type { IncomingHttpHeaders } from 'node:http';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { platformPrefixes } from '../conventions';

/** Adds the `x-forwarded-*` headers the platform needs to see the visitor's address, host and scheme. */
export function withForwardedHeaders(
  headers: IncomingHttpHeaders,
  visitor: { ip: string; host: string; protocol: string },
): IncomingHttpHeaders {
  const chain = headers['x-forwarded-for'];
  const previous = Array.isArray(chain) ? chain.join(', ') : chain;
  return {
    ...headers,
    'x-forwarded-for': previous ? `${previous}, ${visitor.ip}` : visitor.ip,
    'x-forwarded-host': visitor.host,
    'x-forwarded-proto': visitor.protocol,
  };
}

/**
 * Cookies the platform sets must belong to the site's own host, the only origin the browser talks to;
 * a `Domain` naming the platform's host would make the browser drop them.
 */
export function withFirstPartyCookies(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  // Typed as a list, but undici hands a single cookie over as a plain string.
  const setCookie = headers['set-cookie'] as string | string[] | undefined;
  if (setCookie === undefined) return headers;
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((cookie) =>
    cookie
      .split(';')
      .filter((part) => !/^\s*domain\s*=/i.test(part))
      .join(';'),
  );
  return { ...headers, 'set-cookie': cookies };
}

/** The platform's error shape (`apiErrorSchema`), so the sites' api client reads a gateway failure too. */
export interface GatewayError {
  statusCode: 502 | 504;
  error: string;
  message: string;
}

/**
 * What the visitor's browser gets when the platform cannot answer: a gateway status rather than a 500
 * that would blame the site, and no internal address in the message.
 */
export function gatewayError(error: { statusCode?: number }): GatewayError {
  return error.statusCode === 504
    ? {
        statusCode: 504,
        error: 'Gateway Timeout',
        message: 'The club platform took too long to answer. Please try again in a few minutes.',
      }
    : {
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'The club platform cannot be reached right now. Please try again in a few minutes.',
      };
}

/** Forwards `/api/*`, `/media/*` and `/images/*` to the platform, streaming bodies both ways. */
export async function registerPlatformForwarding(app: FastifyInstance, platformUrl: string): Promise<void> {
  for (const prefix of platformPrefixes) {
    await app.register(proxy, {
      upstream: platformUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) =>
          withForwardedHeaders(headers, visitorOf(request as FastifyRequest)),
        rewriteHeaders: (headers) => withFirstPartyCookies(headers),
        onError: (reply, { error }) => {
          const body = gatewayError(error as { statusCode?: number });
          void reply.code(body.statusCode).send(body);
        },
      },
    });
  }
}

function visitorOf(request: FastifyRequest) {
  return { ip: request.ip, host: request.host, protocol: request.protocol };
}
