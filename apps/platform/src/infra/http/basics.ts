import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { refuseCrossSiteWrites } from './cross-site';
import { handleError, handleNotFound, jsonBodyParser } from './errors';
import { registerOpenApi } from './openapi';

/**
 * What every module's routes stand on, registered on the root before any of them: zod validation and
 * serialisation, the one error shape, the JSON body parser, the OpenAPI document, the refusal of
 * cross-site studio writes and the Cookie header parsed.
 */
/** HSTS: a year, subdomains too (the sites' servers send the same). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Whether every visitor arrives over HTTPS, by configuration: the club's sites (SITE_ORIGINS) are all
 * https. Then the session cookies are Secure and prefixed and HSTS is sent whatever scheme this hop sees
 * (a TLS-terminating proxy TRUST_PROXY does not name); otherwise the request's scheme decides.
 */
export const httpsOnlyOf = (siteOrigins: readonly string[]): boolean =>
  siteOrigins.length > 0 && siteOrigins.every((origin) => origin.startsWith('https:'));

export async function registerHttpBasics(
  app: FastifyInstance,
  // openApi false: no document and no docs pages (a worker or live process serves none of the API).
  options: { version: string; siteOrigins: readonly string[]; openApi?: boolean },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app.getDefaultJsonParser('error', 'error')));
  if (options.openApi !== false) await registerOpenApi(app, options.version);
  // Studio writes only from the club's own sites (CSRF): every module's routes under /api/studio.
  app.addHook('onRequest', refuseCrossSiteWrites({ siteOrigins: options.siteOrigins, prefixes: ['/api/studio'] }));
  // Parses the Cookie header for every route: the identity endpoints and every module's CurrentUser.
  await app.register(fastifyCookie);
  // HSTS on every answer a visitor got over HTTPS: `request.protocol` believes x-forwarded-proto only
  // from a proxy TRUST_PROXY names (by default the sites' servers on this machine, which pass on theirs).
  const httpsOnly = httpsOnlyOf(options.siteOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    if (httpsOnly || request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    // The id every log line of this request carries (app.ts genReqId), so a report can name it.
    reply.header('x-request-id', request.id);
    return payload;
  });
}
