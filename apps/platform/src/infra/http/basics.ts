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
export async function registerHttpBasics(app: FastifyInstance, options: { version: string; siteOrigins: readonly string[] }): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app.getDefaultJsonParser('error', 'error')));
  await registerOpenApi(app, options.version);
  // Studio writes only from the club's own sites (CSRF): every module's routes under /api/studio.
  app.addHook('onRequest', refuseCrossSiteWrites({ siteOrigins: options.siteOrigins, prefixes: ['/api/studio'] }));
  // Parses the Cookie header for every route: the identity endpoints and every module's CurrentUser.
  await app.register(fastifyCookie);
}
