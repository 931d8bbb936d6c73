import { type StaffRole, studioCommercialDeleteSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deskRoutes, notFound, saveRefusals } from './desk-routes';
import type { StaffGuard, StaffMember } from './staff';

const deleted = z.object({ deleted: z.literal(true) });

/** A route's words in the API's documentation: its summary and, where there is more to say, a description. */
type Docs = { summary: string; description?: string };

/**
 * A studio collection's versioned CRUD routes, described once (the platform's side of the studio kit,
 * `apps/studio/src/studio/kit/`): where it lives, the roles that may use it (`studioDesks` in
 * `@club/api-client`), its audit subject (the `<subject>.create|update|delete` entries its module's
 * operations write), its zod schemas from `@club/api-client`, and the owning module's operations. The
 * module keeps its writes (and their audit, in the same transaction); this file only says how they are
 * reached over HTTP.
 */
export type CollectionRoutes<Item, Id, ListQuery, Create, Update extends { version: number }> = {
  /** `/promos`: the list and create address; an item is `/promos/:<idParam>`. */
  path: `/${string}`;
  idParam: string;
  /** The audit subject, capitalised in the operation ids: 'Promo' → `getStudioPromo`, `listStudioPromos`. */
  subject: string;
  plural: string;
  roles: readonly StaffRole[];
  schemas: {
    params: z.ZodType<Record<string, Id>>;
    listQuery: z.ZodType<ListQuery>;
    list: z.ZodType;
    item: z.ZodType<Item>;
    create?: z.ZodType<Create>;
    update: z.ZodType<Update>;
  };
  docs: { list: Docs; create?: Docs; get: Docs; update: Docs; remove?: Docs };
  /** The list may answer 404 (an advert slot, a sponsor row the club does not have). */
  listMayMiss?: boolean;
  operations: {
    list: (query: ListQuery) => Promise<unknown>;
    get: (id: Id) => Promise<Item>;
    /** Making one; a collection without it (the packages, laid out by the catalogue) has no create. */
    create?: (input: Create, actor: StaffMember) => Promise<Item>;
    update: (id: Id, input: Update, actor: StaffMember) => Promise<Item>;
    /** Deleting, with the version it was opened at; `POST …/:id/delete` (a collection without it has no delete). */
    remove?: (id: Id, version: number, actor: StaffMember) => Promise<{ deleted: true }>;
  };
};

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Registers a collection's routes on the studio API (mounted at /api/studio): list (200), create (201) when the
 * module can,
 * get (200, 404), update (200; 409 `versionConflict` when `version` is not the stored one) and, when the
 * module can, delete (`POST …/delete` with the version; 200 `{ deleted: true }`). Each is guarded by the
 * collection's roles (401 for a visitor, 403 in words for other staff and fans); a body or address that
 * fails its schema is a 400 before any operation runs.
 */
export function registerCollection<Item, Id, ListQuery, Create, Update extends { version: number }>(
  app: Pick<FastifyInstance, 'route'>,
  guard: StaffGuard,
  collection: CollectionRoutes<Item, Id, ListQuery, Create, Update>,
): void {
  const { path, idParam, schemas, docs, operations } = collection;
  const desk = deskRoutes(app, guard, collection.roles);
  const one = `${path}/:${idParam}` as const;
  const subject = capitalised(collection.subject);
  const idOf = (params: Record<string, Id>): Id => params[idParam] as Id;

  desk.get(path, {
    operationId: `listStudio${capitalised(collection.plural)}`,
    ...docs.list,
    querystring: schemas.listQuery,
    response: collection.listMayMiss ? { 200: schemas.list, ...notFound } : { 200: schemas.list },
  }, ({ query }) => operations.list(query));

  const { create } = operations;
  if (create && schemas.create && docs.create) {
    desk.post(path, { operationId: `createStudio${subject}`, ...docs.create, body: schemas.create, response: { 201: schemas.item } }, ({ body }, staff) => create(body, staff));
  }

  desk.get(one, { operationId: `getStudio${subject}`, ...docs.get, params: schemas.params, response: { 200: schemas.item, ...notFound } }, ({ params }) =>
    operations.get(idOf(params)),
  );

  desk.put(one, {
    operationId: `updateStudio${subject}`,
    ...docs.update,
    params: schemas.params,
    body: schemas.update,
    response: { 200: schemas.item, ...saveRefusals },
  }, ({ params, body }, staff) => operations.update(idOf(params), body, staff));

  const { remove } = operations;
  if (remove && docs.remove) {
    desk.post(`${one}/delete`, {
      operationId: `deleteStudio${subject}`,
      ...docs.remove,
      params: schemas.params,
      body: studioCommercialDeleteSchema,
      response: { 200: deleted, ...saveRefusals },
    }, ({ params, body }, staff) => remove(idOf(params), body.version, staff));
  }
}
