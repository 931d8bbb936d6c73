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
      },
    });
  }
}

function visitorOf(request: FastifyRequest) {
  return { ip: request.ip, host: request.host, protocol: request.protocol };
}
