import { type StaffRole, apiErrorSchema, studioConflictSchema } from '@club/api-client';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { StaffGuard, StaffMember } from './staff';

/** What every studio route may answer besides its own: the schemas' 400, the guard's 401 and 403, a 500. */
export const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema };
/** No such item: a 404 in words. */
export const notFound = { 404: apiErrorSchema };
/** What a versioned save may answer besides its own: no such item (404), someone saved since (409 `versionConflict`, with who and when). */
export const saveRefusals = { ...notFound, 409: z.union([studioConflictSchema, apiErrorSchema]) };

/** A route's answers: its success (200, 201 for a create, 204 for no body) and its own refusals beside `refusals`. */
type Answers = { [status: number]: z.ZodType };
type Success<R extends Answers> = z.input<R[Extract<keyof R, 200 | 201 | 204>]>;

/** A route as the API's documentation shows it (the `studio` tag is added), and what it reads. */
export type DeskRoute<Params, Query, Body, Response extends Answers> = {
  operationId: string;
  summary: string;
  description?: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  response: Response;
};

/** What an operation is handed, parsed by the route's schemas. */
export type DeskInput<Params, Query, Body> = { params: z.output<Params>; query: z.output<Query>; body: z.output<Body> };

type DeskOperation<P, Q, B, R extends Answers> = (input: DeskInput<P, Q, B>, staff: StaffMember) => Promise<Success<R>>;

/** One method's routes: the path (what grep finds), the route's words and schemas, then the operation it calls. */
type DeskMethod = <P extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown, R extends Answers = Answers>(
  url: `/${string}`,
  route: DeskRoute<P, Q, B, R>,
  operation: DeskOperation<P, Q, B, R>,
) => void;

/**
 * A desk's routes on the studio API (mounted at /api/studio), declared one way: each is guarded by the
 * desk's roles (`studioDesks` in `@club/api-client`; 401 for a visitor, 403 in words for other staff and
 * fans), documented under the `studio` tag with the refusals every studio route has, and calls one
 * operation of the owning module with the parsed input and the staff member acting (the module writes its
 * change and its audit entry in one transaction). The answer's status is the route's one success in
 * `response`: 200, 201 for a create, 204 (the operation answers null) for no body. A body or address that
 * fails its schema is a 400 before the operation runs.
 *
 * A route that reads a body other than JSON, or checks its role before the body (an upload), is declared
 * with Fastify's own methods beside these.
 */
export function deskRoutes(
  // Any Fastify instance whose validator and serializer compilers are zod's (the studio API's are): the
  // schemas are generic here, so the operations take the parsed values as the schemas' types.
  app: Pick<FastifyInstance, 'route'>,
  guard: StaffGuard,
  roles: readonly StaffRole[] | 'any',
): { get: DeskMethod; post: DeskMethod; put: DeskMethod; delete: DeskMethod } {
  const preHandler = guard.requireStaff(roles);
  const method =
    (name: 'GET' | 'POST' | 'PUT' | 'DELETE'): DeskMethod =>
    (url, route, operation) => {
      const status = Number(Object.keys(route.response).find((code) => code.startsWith('2')));
      if (!status) throw new Error(`studio route ${name} ${url}: its response names no success (200, 201 or 204)`);
      const options: RouteOptions = {
        method: name,
        url,
        preHandler,
        schema: { tags: ['studio'], ...route, response: { ...route.response, ...refusals } },
        handler: async (request, reply) => {
          const input = { params: request.params, query: request.query, body: request.body } as Parameters<typeof operation>[0];
          return reply.code(status).send(await operation(input, guard.staffOf(request)));
        },
      };
      app.route(options);
    };
  return { get: method('GET'), post: method('POST'), put: method('PUT'), delete: method('DELETE') };
}

/** A desk's route methods, from `deskRoutes` (`item-routes.ts` declares an item's routes on them). */
export type DeskRoutes = ReturnType<typeof deskRoutes>;
