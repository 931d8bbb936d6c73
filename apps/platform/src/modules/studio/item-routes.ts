import { studioRevisionParamsSchema, studioRevisionsQuerySchema } from '@club/api-client';
import type { z } from 'zod';
import { type DeskRoutes, notFound } from './desk-routes';
import type { StaffMember } from './staff';

/** A route's words in the API's documentation: its summary and, where there is more to say, a description. */
type Docs = { summary: string; description?: string };
type Answers = { [status: number]: z.ZodType };
type RevisionParams = z.output<typeof studioRevisionParamsSchema>;

/**
 * One kind of item on a desk (an article, a page, a Club TV video, a voucher), stated once: its address,
 * the name its operation ids are made of, its address's schema, its schema, and what a save or an action
 * may answer besides the item (`refusals`: usually desk-routes' `saveRefusals`, 404 and 409 `versionConflict`
 * with who saved since; or the desk's own).
 */
export type ItemFamily<Params, Item> = {
  /** `/articles/:id`: the item's address; an action is `POST <path>/<action>`, its history `<path>/revisions`. */
  path: `/${string}`;
  /** 'StudioArticle' → `getStudioArticle`, `updateStudioArticle`, `publishStudioArticle`, `listStudioArticleRevisions`. */
  name: string;
  params: z.ZodType<Params>;
  item: z.ZodType<Item>;
  refusals: Answers;
};

const operationName = (action: string): string => action.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/**
 * An item's routes on a desk's studio routes (`deskRoutes`), each saying only what differs: its words, its
 * body and the owning module's operation, handed the parsed address and the staff member acting.
 *
 * - `get`: `GET <path>` (`get<Name>`), the item (or, with `answer`, a fuller view of it) or 404.
 * - `update`: `PUT <path>` (`update<Name>`), a save answering the item.
 * - `action`: `POST <path>/<action>` (`<action><Name>` unless named), a change answering the item (or `answer`).
 * - `history`: the item's revisions (issue 28): `GET <path>/revisions` (`list<Name>Revisions`, 404 for no such
 *   item), `GET <path>/revisions/:revisionId` (`get<Name>Revision`) and `POST …/:revisionId/restore`
 *   (`restore<Name>Revision`, a save answering the item).
 *
 * The routes keep what `deskRoutes` gives every studio route: the desk's roles, the `studio` tag, the
 * refusals every studio route has, a 400 before any operation for a body or address that fails its schema.
 */
export function itemRoutes<Params, Item>(desk: DeskRoutes, family: ItemFamily<Params, Item>) {
  const { path, name, params, item, refusals } = family;

  return {
    get<Answer = Item>(route: Docs & { answer?: z.ZodType<Answer> }, read: (params: Params) => Promise<Answer>): void {
      const { answer = item, ...docs } = route;
      desk.get(path, { operationId: `get${name}`, ...docs, params, response: { 200: answer, ...notFound } }, ({ params }) => read(params));
    },

    update<Body>(route: Docs & { body: z.ZodType<Body> }, save: (params: Params, body: Body, staff: StaffMember) => Promise<Item>): void {
      desk.put(path, { operationId: `update${name}`, ...route, params, response: { 200: item, ...refusals } }, ({ params, body }, staff) =>
        save(params, body, staff),
      );
    },

    action<Body = unknown, Answer = Item>(
      action: string,
      route: Docs & { operationId?: string; body?: z.ZodType<Body>; answer?: z.ZodType<Answer> },
      run: (params: Params, body: Body, staff: StaffMember) => Promise<Answer>,
    ): void {
      const { operationId = `${operationName(action)}${name}`, answer = item, ...docs } = route;
      desk.post(`${path}/${action}`, { operationId, ...docs, params, response: { 200: answer, ...refusals } }, ({ params, body }, staff) =>
        run(params, body as Body, staff),
      );
    },

    history<Revisions, Revision>(route: {
      revisions: z.ZodType<Revisions>;
      revision: z.ZodType<Revision>;
      /** The restore's body: the version the item was opened at. */
      restore: z.ZodType<{ version: number }>;
      docs: { list: Docs; one: Docs; restore: Docs };
      operations: {
        list: (params: Params, page: number) => Promise<Revisions>;
        one: (params: RevisionParams) => Promise<Revision>;
        restore: (params: RevisionParams, version: number, staff: StaffMember) => Promise<Item>;
      };
    }): void {
      const { docs, operations } = route;
      desk.get(`${path}/revisions`, {
        operationId: `list${name}Revisions`,
        ...docs.list,
        params,
        querystring: studioRevisionsQuerySchema,
        response: { 200: route.revisions, ...notFound },
      }, ({ params, query }) => operations.list(params, query.page));
      desk.get(`${path}/revisions/:revisionId`, {
        operationId: `get${name}Revision`,
        ...docs.one,
        params: studioRevisionParamsSchema,
        response: { 200: route.revision, ...notFound },
      }, ({ params }) => operations.one(params));
      desk.post(`${path}/revisions/:revisionId/restore`, {
        operationId: `restore${name}Revision`,
        ...docs.restore,
        params: studioRevisionParamsSchema,
        body: route.restore,
        response: { 200: item, ...refusals },
      }, ({ params, body }, staff) => operations.restore(params, body.version, staff));
    },
  };
}
