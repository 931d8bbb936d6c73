import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressPageStream, isCompressiblePage, type PageEncoding } from './compression';

/**
 * A Fetch `Request` for the router, aborted when the visitor goes away before the page is sent. Without
 * a reply (a page rendered once for every visitor who asks, see pageCache) it is never aborted: the
 * others still want it.
 */
export function toFetchRequest(request: FastifyRequest, reply?: FastifyReply): Request {
  const controller = new AbortController();
  reply?.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client closed the connection'));
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/**
 * Writes a Fetch `Response` through Fastify, streaming its body as it is produced. With an `encoding`
 * other than identity, an HTML body is compressed as it streams (see compression.ts).
 */
export function sendFetchResponse(reply: FastifyReply, response: Response, encoding: PageEncoding = 'identity'): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  const page = isCompressiblePage(response.headers.get('content-type') ?? undefined, response.headers.get('content-encoding') ?? undefined);
  if (page) reply.header('vary', 'Accept-Encoding');
  if (!page || encoding === 'identity') return reply.send(body);
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return reply.send(compressPageStream(body, encoding));
}
