import { apiErrorSchema } from '@club/api-client';
import type { FastifyInstance, FastifyPluginOptions, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiError } from './errors';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a read's `load` is given: the path parameters and the query, as the schemas parsed them. */
export interface ReadInput<Params, Query> {
  params: Parsed<Params>;
  query: Parsed<Query>;
}

/** One public read (a GET anyone may make, no sign-in), declared by what differs from the others. */
export interface PublicRead<
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Response extends z.ZodType,
> {
  url: string;
  operationId: string;
  summary: string;
  description?: string;
  params?: Params;
  querystring?: Query;
  /** The 200 answer's schema. The error answers follow from the rest: 400 with params or a query, 404 with `notFound`, 500. */
  response: Response;
  /** Cache-Control of a 200 answer, when it is not the module's, or when it depends on the answer (a live match). */
  cache?: string | ((body: z.output<Response>) => string);
  /**
   * The 404, in the spec's words: the sentence answered when `load` finds nothing (answers undefined), or
   * 'thrown' where `load` throws its own (the matches service's NotFoundError). Absent: the read has no 404.
   */
  notFound?: ((input: ReadInput<Params, Query>) => string) | 'thrown';
  /** The whole 200 answer's body (or undefined: nothing there, see `notFound`); the request for what is not an input (the viewer's country). */
  load: (input: ReadInput<Params, Query>, request: FastifyRequest) => Promise<z.output<Response> | undefined> | z.output<Response> | undefined;
}

/**
 * The public reads of one module (SPEC 7's services under /api and the streamer's feeds): each a GET with
 * its OpenAPI operation, the error answers its inputs call for, the module's tag and Cache-Control on its
 * 200 answers, and its 404 in the spec's words. `publicReads(app, { tags, cache })` answers the module's
 * `read(route)`; a route is found by its `url`.
 */
export function publicReads(app: FastifyInstance, module: { tags: string[]; cache: string }) {
  return <
    Params extends z.ZodType | undefined = undefined,
    Query extends z.ZodType | undefined = undefined,
    Response extends z.ZodType = z.ZodType,
  >(
    route: PublicRead<Params, Query, Response>,
  ): void => {
    const { url, operationId, summary, description, params, querystring, response, cache = module.cache, notFound, load } = route;
    const schema = {
      tags: module.tags,
      operationId,
      summary,
      ...(description !== undefined && { description }),
      ...(params && { params }),
      ...(querystring && { querystring }),
      response: {
        200: response,
        ...((params || querystring) && { 400: apiErrorSchema }),
        ...(notFound && { 404: apiErrorSchema }),
        500: apiErrorSchema,
      },
    };
    app.get(url, { schema }, async (request, reply) => {
      // Fastify has validated both against the schemas above.
      const input = { params: request.params, query: request.query } as ReadInput<Params, Query>;
      const body = await load(input, request);
      if (body === undefined) {
        if (typeof notFound !== 'function') throw new Error(`${operationId}: load found nothing, and the read has no 404 sentence`);
        return reply.code(404).send(apiError(404, notFound(input)));
      }
      return reply.header('cache-control', typeof cache === 'function' ? cache(body) : cache).send(body);
    });
  };
}

/** A module's `read(route)`, from `publicReads`. */
export type PublicReads = ReturnType<typeof publicReads>;

/**
 * A module's public reads as its Fastify plugin, declared in one line:
 * `export const newsRoutes = publicReadRoutes<{ service: NewsService }>({ tags: ['news'], cache }, (read, { service }) => { read(…); })`.
 * `declare` is handed the module's `read` (`publicReads` above), the plugin's options and the app, for a
 * route that is not a read (videos' feed sections, with two different 404s).
 */
export function publicReadRoutes<Options extends FastifyPluginOptions>(
  module: { tags: string[]; cache: string },
  declare: (read: PublicReads, options: Options, app: Parameters<FastifyPluginAsyncZod<Options>>[0]) => void,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => declare(publicReads(app, module), options, app);
}

/** A read's answer for a record that may not be there: `{ data }`, or undefined (the read's 404) when absent. */
export const found = <Data>(data: Data | null | undefined): { data: Data } | undefined => (data == null ? undefined : { data });
