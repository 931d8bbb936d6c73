import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { platformPrefixes, platformSocketPaths, platformStreamPaths } from '../conventions';

/** Who asked, as this server derives it (Fastify's `request.ip`, `host` and `protocol` under TRUST_PROXY). */
export interface Visitor {
  ip: string;
  host: string;
  protocol: string;
  /**
   * Whether a proxy TRUST_PROXY names forwarded the request (the site's own peer is trusted and said who
   * it forwarded for): only then are its geo and client-address headers the proxy's word, not the visitor's.
   */
  viaTrustedProxy: boolean;
  /** This site's id of the request (createSiteServer), sent on as `x-request-id` so the platform's logs carry it too. */
  requestId?: string;
}

/**
 * Headers that say where a visitor is or who they are, which only a proxy in front may set: the CDNs' and
 * load balancers' country headers (the platform's GEO_COUNTRY_HEADER is one of these or is added by the
 * caller) and their client-address headers. From a visitor they are claims, and dropped.
 */
const proxyOnlyHeaders: readonly string[] = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-appengine-country',
  'x-country-code',
  'x-geo-country',
  'cf-connecting-ip',
  'true-client-ip',
  'fastly-client-ip',
  'x-client-ip',
  'x-real-ip',
  'forwarded',
];

// Always written afresh from what this server derived, whoever sent them.
const forwardingHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-prefix', 'x-request-id'];

/**
 * The headers the platform gets: the visitor's own, without the forwarding headers (rewritten here: the
 * visitor's address, host and scheme as this server derived them under TRUST_PROXY, so the platform's
 * `request.ip` is the same address) and, unless a trusted proxy forwarded the request, without the
 * proxy-only headers (`cf-ipcountry: FR` typed by a visitor in London must not reach the live blackout).
 * `geoHeaders` adds the names the platform reads the country from (GEO_COUNTRY_HEADER).
 */
export function withForwardedHeaders(
  headers: IncomingHttpHeaders,
  visitor: Visitor,
  geoHeaders: readonly string[] = [],
): IncomingHttpHeaders {
  const dropped = new Set(forwardingHeaders);
  if (!visitor.viaTrustedProxy) for (const name of [...proxyOnlyHeaders, ...geoHeaders]) dropped.add(name.toLowerCase());
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!dropped.has(name.toLowerCase())) kept[name] = value;
  return {
    ...kept,
    'x-forwarded-for': visitor.ip,
    'x-forwarded-host': visitor.host,
    'x-forwarded-proto': visitor.protocol,
    ...(visitor.requestId ? { 'x-request-id': visitor.requestId } : {}),
  };
}

/**
 * Cookies the platform sets must belong to the site's own host, the only origin the browser talks to:
 * a `Domain` naming the platform's host would make the browser drop them. A `Domain` the visitor's host
 * falls under (the platform's COOKIE_DOMAIN, e.g. `club.example` for `www.` and `watch.club.example`) is
 * kept, so one sign-in covers the club site and the streamer.
 */
export function withFirstPartyCookies(headers: IncomingHttpHeaders, visitorHost?: string): IncomingHttpHeaders {
  // Typed as a list, but undici hands a single cookie over as a plain string.
  const setCookie = headers['set-cookie'] as string | string[] | undefined;
  if (setCookie === undefined) return headers;
  const host = (visitorHost ?? '').replace(/:\d+$/, '').toLowerCase();
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((cookie) =>
    cookie
      .split(';')
      .filter((part) => {
        const domain = /^\s*domain\s*=\s*\.?([^\s]+)\s*$/i.exec(part)?.[1]?.toLowerCase();
        if (domain === undefined) return !/^\s*domain\s*=/i.test(part);
        return host !== '' && (host === domain || host.endsWith(`.${domain}`));
      })
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

// The upstream handshake is the proxy's own (ws writes its key, version and extensions); these belong to
// the visitor's hop only, or would contradict it.
const handshakeOnly = new Set([
  'host',
  'connection',
  'upgrade',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'content-length',
  'proxy-authorization',
  'proxy-connection',
  'sec-websocket-key',
  'sec-websocket-version',
  'sec-websocket-extensions',
  'sec-websocket-protocol',
]);

/**
 * The headers of the platform-side handshake for a forwarded websocket: the visitor's own (the session
 * cookie, user agent, origin, a CDN's country header…) without the hop's handshake, plus `x-forwarded-*`
 * as for plain requests, so the platform signs the socket's user in and believes what a trusted proxy says.
 */
export function socketUpgradeHeaders(
  headers: IncomingHttpHeaders,
  visitor: Visitor,
  geoHeaders: readonly string[] = [],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(withForwardedHeaders(headers, visitor, geoHeaders))) {
    if (value === undefined || handshakeOnly.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/**
 * Forwards `/api/*`, `/media/*` and `/images/*` to the platform, streaming bodies both ways, and the
 * websocket upgrades of `platformSocketPaths` (the concurrency socket) with the visitor's cookie.
 */
export async function registerPlatformForwarding(
  app: FastifyInstance,
  platformUrl: string,
  options: { geoHeaders?: readonly string[]; httpsOnly?: boolean } = {},
): Promise<void> {
  const geoHeaders = options.geoHeaders ?? [];
  const visitorOf = (request: FastifyRequest) => visitorOfRequest(request, options.httpsOnly === true);
  // Registered first and by exact path: the upgrade listener then claims only these paths, leaving every
  // other upgrade (Vite's HMR in development) to its own listener.
  // @fastify/http-proxy calls `rewriteRequestHeaders(headers, request)` for the upstream handshake (its
  // README); its types leave it out of `wsClientOptions`, hence a variable rather than a literal.
  const wsClientOptions = {
    headers: {},
    rewriteRequestHeaders: (_headers: Record<string, string>, request: FastifyRequest) =>
      socketUpgradeHeaders(request.headers, visitorOf(request), geoHeaders),
  };
  for (const path of platformSocketPaths) {
    await app.register(proxy, {
      upstream: platformUrl,
      prefix: path,
      rewritePrefix: path,
      websocket: true,
      wsClientOptions,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => withForwardedHeaders(headers, visitorOf(request as FastifyRequest), geoHeaders),
        onError: (reply, { error }) => {
          const body = gatewayError(error as { statusCode?: number });
          void reply.code(body.statusCode).send(body);
        },
      },
    });
  }
  // Any other upgrade under the platform's prefixes is refused here: with the proxy as the only upgrade
  // listener it would be sent on as a plain request and leave the visitor's socket hanging. Upgrades
  // elsewhere (Vite's HMR in development) are left to their own listeners.
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const forwarded = (platformSocketPaths as readonly string[]).includes(path);
    const platformPath = platformPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (!forwarded && platformPath) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  // Server-sent events stream through as written (undici hands each chunk on; the site compresses nothing),
  // but each open page holds its upstream connection for as long as it stays: on the shared pool (128
  // connections per origin) the 129th page would leave every other API call queued behind the streams.
  // So the streams get a proxy and a pool of their own, without a cap.
  for (const path of platformStreamPaths) {
    await app.register(proxy, {
      upstream: platformUrl,
      prefix: path,
      rewritePrefix: path,
      undici: { connections: null, pipelining: 1 },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) =>
          withForwardedHeaders(headers, visitorOf(request as FastifyRequest), geoHeaders),
        // A buffering proxy in front (nginx) would otherwise hold the events back.
        rewriteHeaders: (headers) => ({ ...headers, 'x-accel-buffering': 'no' }),
        onError: (reply, { error }) => {
          const body = gatewayError(error as { statusCode?: number });
          void reply.code(body.statusCode).send(body);
        },
      },
    });
  }
  for (const prefix of platformPrefixes) {
    await app.register(proxy, {
      upstream: platformUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) =>
          withForwardedHeaders(headers, visitorOf(request as FastifyRequest), geoHeaders),
        rewriteHeaders: (headers, request) =>
          withFirstPartyCookies(headers, request ? (request as FastifyRequest).host : undefined),
        onError: (reply, { error }) => {
          const body = gatewayError(error as { statusCode?: number });
          void reply.code(body.statusCode).send(body);
        },
      },
    });
  }
}

/** Who asked; `httpsOnly` (HTTPS_ONLY=1) says the visitor's scheme whatever this hop saw. */
function visitorOfRequest(request: FastifyRequest, httpsOnly: boolean): Visitor {
  // Fastify's `ips` (set only under TRUST_PROXY) holds more than the peer's address only when that peer
  // is trusted and forwarded the request; `ip` is then the visitor's address as the trusted chain gives it.
  return {
    ip: request.ip,
    host: request.host,
    protocol: httpsOnly ? 'https' : request.protocol,
    viaTrustedProxy: (request.ips?.length ?? 0) > 1,
    requestId: request.id,
  };
}
