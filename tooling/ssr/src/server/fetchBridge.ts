import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** Writes a Fetch `Response` through Fastify, streaming its body as it is produced. */
export function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}
