import type { StudioPage, StudioPageCreate, StudioPageMove, StudioPageReorder, StudioPageSummary, StudioPageUpdate } from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { NavPageEditTable, NavPagePlaceTable, NavPageTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { isUniqueViolation } from '../payments/repo';
import { applyPageAdditions, applyPageEdits, maxPageDepth } from './repo';
import { VersionConflict } from '../studio/conflict';
import { recordAudit } from '../studio/audit';
import { sanitiseBody } from '../studio/sanitise';
import { nameOf, type StaffMember } from '../studio/staff';

type PageRow = Pick<
  Selectable<NavPageTable>,
  'id' | 'parent_id' | 'slug' | 'full_path' | 'origin_path' | 'title' | 'template' | 'page_order' | 'post_type' | 'summary' | 'body'
>;
type EditRow = Selectable<NavPageEditTable>;
type PlaceRow = Selectable<NavPagePlaceTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** A page's version counts every change staff made to it: its words and, for a seed page, its place. */
const versionOf = (edit: EditRow | undefined, place: PlaceRow | undefined) => (edit?.version ?? 0) + (place?.version ?? 0);

/** `rest` of `path` under `prefix` ('' for the prefix itself), or undefined when `path` is not under it. */
function under(path: string, prefix: string): string | undefined {
  if (path === prefix) return '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined;
}

const notFound = () => new HttpError(404, 'There is no content page with that id.');

/**
 * The studio's content pages (issue 16): the internal pages of the navigation tree, edited in place.
 * A save sanitises the body as the newsroom does, checks the version it was opened at (409 with who
 * saved since), writes the page and its record in nav_page_edit (so a new release of the tree keeps it,
 * see 0018_page_edits) and its audit row, in one transaction. Staff see the tree's published and draft
 * pages alike; external links are not pages and are left out.
 *
 * Staff may also add a page to a section (a Hub): it is recorded in nav_page_added with its words in
 * nav_page_edit, so it outlives a new release of the tree too, and only such pages can be removed.
 *
 * And they reorder a section's pages and move a page to another section, its pages with it (0027):
 * a seed page's place is kept in nav_page_place by where the seed wrote it, an added page's in its
 * nav_page_added row, and every address a moved page leaves redirects to its new one.
 */
export function createStudioPages(db: Kysely<DB>, now: () => Date) {
  const columns = ['id', 'parent_id', 'slug', 'full_path', 'origin_path', 'title', 'template', 'page_order', 'post_type', 'summary', 'body'] as const;

  interface Found {
    row: PageRow;
    edit: EditRow | undefined;
    place: PlaceRow | undefined;
    added: boolean;
  }

  const summaryOf = ({ row, edit, place, added }: Found): StudioPageSummary => {
    // Who changed it last: its words or its place, whichever was later (a page only renumbered because
    // another passed it has a place of version 0, which is no change of its own).
    const last = place && place.version > 0 && (!edit || place.updated_at > edit.updated_at) ? place : edit;
    return {
      id: row.id,
      title: row.title,
      fullPath: row.full_path,
      depth: depthOf(row.full_path),
      template: row.template,
      updatedAt: last?.updated_at ?? null,
      updatedByEmail: last?.updated_by_email ?? null,
      addedInStudio: added,
      parentId: row.parent_id,
      version: versionOf(edit, place),
    };
  };

  const pageOf = (found: Found): StudioPage => ({
    ...summaryOf(found),
    summary: found.row.summary,
    body: found.row.body,
    publicUrl: `/${found.row.full_path}`,
  });

  const depthOf = (path: string) => path.split('/').length - 1;

  async function placeOf(trx: Db, row: Pick<PageRow, 'origin_path'>): Promise<PlaceRow | undefined> {
    if (row.origin_path === null) return undefined;
    return trx.selectFrom('nav_page_place').selectAll().where('origin_path', '=', row.origin_path).executeTakeFirst();
  }

  async function load(trx: Db, id: number): Promise<Found | undefined> {
    const row = await trx.selectFrom('nav_page').select(columns).where('id', '=', id).where('post_type', '=', 'internal').executeTakeFirst();
    if (!row) return undefined;
    const [edit, added, place] = await Promise.all([
      trx.selectFrom('nav_page_edit').selectAll().where('full_path', '=', row.full_path).executeTakeFirst(),
      trx.selectFrom('nav_page_added').select('full_path').where('full_path', '=', row.full_path).executeTakeFirst(),
      placeOf(trx, row),
    ]);
    return { row, edit, place, added: added !== undefined };
  }

  async function conflictOf({ edit, place }: Pick<Found, 'edit' | 'place'>, trx: Transaction<DB>): Promise<VersionConflict> {
    const last = place && place.version > 0 && (!edit || place.updated_at > edit.updated_at) ? place : edit;
    return new VersionConflict({
      what: 'page',
      updatedBy: last?.updated_by_email ?? null,
      updatedByName: last ? await nameOf(trx, last.updated_by_email) : 'another editor',
      updatedAt: last?.updated_at ?? now().toISOString(),
      version: versionOf(edit, place),
    });
  }

  /**
   * A changed place counts as a change to the page: a seed page's place row gets the new order (and
   * section, when it moved) and its version moves on; an added page's row gets them and its words'
   * version moves on. `bump` false only renumbers (a sibling the move went past keeps its version).
   */
  async function writePlace(trx: Transaction<DB>, row: Pick<PageRow, 'full_path' | 'origin_path'>, change: { order: number; parentOrigin?: string | null; parentPath?: string; bump: boolean }, actor: StaffMember, at: string): Promise<void> {
    if (row.origin_path === null) {
      await trx
        .updateTable('nav_page_added')
        .set({ page_order: change.order, ...(change.parentPath === undefined ? {} : { parent_path: change.parentPath }) })
        .where('full_path', '=', row.full_path)
        .execute();
      if (change.bump) {
        await trx
          .updateTable('nav_page_edit')
          .set((eb) => ({ version: eb('version', '+', 1), updated_at: at, updated_by_email: actor.email }))
          .where('full_path', '=', row.full_path)
          .execute();
      }
      return;
    }
    const place = await placeOf(trx, row);
    if (place) {
      await trx
        .updateTable('nav_page_place')
        .set({
          page_order: change.order,
          ...(change.parentOrigin === undefined ? {} : { parent_origin_path: change.parentOrigin }),
          ...(change.bump ? { version: place.version + 1, updated_at: at, updated_by_email: actor.email } : {}),
        })
        .where('origin_path', '=', row.origin_path)
        .execute();
    } else {
      await trx
        .insertInto('nav_page_place')
        .values({
          origin_path: row.origin_path,
          parent_origin_path: change.parentOrigin ?? null,
          page_order: change.order,
          version: change.bump ? 1 : 0,
          updated_at: at,
          updated_by_email: actor.email,
        })
        .execute();
    }
  }

  /** Every internal page, parents before their children, siblings in page order. */
  async function listIn(trx: Db): Promise<StudioPageSummary[]> {
    const [rows, edits, additions, places] = await Promise.all([
      trx.selectFrom('nav_page').select(columns).where('post_type', '=', 'internal').orderBy('page_order').orderBy('id').execute(),
      trx.selectFrom('nav_page_edit').selectAll().execute(),
      trx.selectFrom('nav_page_added').select('full_path').execute(),
      trx.selectFrom('nav_page_place').selectAll().execute(),
    ]);
    const editByPath = new Map(edits.map((edit) => [edit.full_path, edit]));
    const placeByOrigin = new Map(places.map((place) => [place.origin_path, place]));
    const added = new Set(additions.map((addition) => addition.full_path));
    const children = new Map<number | null, PageRow[]>();
    for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
    const ordered: StudioPageSummary[] = [];
    const visit = (parent: number | null) => {
      for (const row of children.get(parent) ?? []) {
        const place = row.origin_path === null ? undefined : placeByOrigin.get(row.origin_path);
        ordered.push(summaryOf({ row, edit: editByPath.get(row.full_path), place, added: added.has(row.full_path) }));
        visit(row.id);
      }
    };
    visit(null);
    return ordered;
  }

  return {
    /** Every internal page, parents before their children, siblings in page order. */
    async list(): Promise<StudioPageSummary[]> {
      return listIn(db);
    },

    async get(id: number): Promise<StudioPage> {
      const found = await load(db, id);
      if (!found) throw notFound();
      return pageOf(found);
    },

    async update(id: number, input: StudioPageUpdate, actor: StaffMember): Promise<StudioPage> {
      const saved = await db.transaction().execute(async (trx) => {
        const found = await load(trx, id);
        if (!found) throw notFound();
        const { row, edit } = found;
        if (input.version !== versionOf(edit, found.place)) throw await conflictOf(found, trx);
        const version = edit?.version ?? 0;
        const at = now().toISOString();
        const after = { full_path: row.full_path, title: input.title, summary: input.summary, body: sanitiseBody(input.body), version: version + 1, updated_at: at, updated_by_email: actor.email };
        // The version is checked again by the write itself, so two saves racing from one version cannot both land.
        if (edit) {
          const written = await trx
            .updateTable('nav_page_edit')
            .set(after)
            .where('full_path', '=', row.full_path)
            .where('version', '=', version)
            .executeTakeFirst();
          if (Number(written.numUpdatedRows) !== 1) throw new VersionConflict({ what: 'page', updatedBy: null, updatedByName: 'another editor', updatedAt: at, version: version + 1 });
        } else {
          await trx
            .insertInto('nav_page_edit')
            .values(after)
            .execute()
            .catch((error: unknown) => {
              if (isUniqueViolation(error)) throw new VersionConflict({ what: 'page', updatedBy: null, updatedByName: 'another editor', updatedAt: at, version: 1 });
              throw error;
            });
        }
        await applyPageEdits(trx, row.full_path);
        await recordAudit(trx, {
          actor,
          action: 'page.update',
          entity: 'page',
          entityId: row.full_path,
          before: { title: row.title, summary: row.summary, body: row.body },
          after: { title: after.title, summary: after.summary, body: after.body },
          at,
        });
        return pageOf((await load(trx, id))!);
      });
      return saved;
    },

    /**
     * Adds a page to a section (a Hub of the tree) at `/{section}/{slug}`, after the section's other
     * pages, and puts it on the club site at once. An address already in use is refused (409), as is a
     * parent that is not a section (400).
     */
    async create(input: StudioPageCreate, actor: StaffMember): Promise<StudioPage> {
      return db.transaction().execute(async (trx) => {
        const parent = await trx.selectFrom('nav_page').select(['id', 'full_path', 'template']).where('id', '=', input.parentId).where('post_type', '=', 'internal').executeTakeFirst();
        if (!parent) throw new HttpError(400, 'Choose the section the page belongs in.', { code: 'noSuchSection' });
        if (parent.template !== 'Hub') throw new HttpError(400, 'Pages can only be added to a section. Choose a section.', { code: 'notASection' });
        const fullPath = `${parent.full_path}/${input.slug}`;
        const [taken, kept] = await Promise.all([
          trx.selectFrom('nav_page').select('id').where('full_path', '=', fullPath).executeTakeFirst(),
          trx.selectFrom('nav_page_added').select('full_path').where('full_path', '=', fullPath).executeTakeFirst(),
        ]);
        if (taken || kept) throw new HttpError(409, `/${fullPath} is already a page. Choose another address.`, { code: 'pathTaken' });
        const { last } = await trx.selectFrom('nav_page').select((eb) => eb.fn.max('page_order').as('last')).where('parent_id', '=', parent.id).executeTakeFirstOrThrow();
        const at = now().toISOString();
        const words = { title: input.title, summary: input.summary, body: sanitiseBody(input.body) };
        // Any words a removed page once had at this path are gone with it (remove deletes them); a fresh start.
        await trx.deleteFrom('nav_page_edit').where('full_path', '=', fullPath).execute();
        await trx.insertInto('nav_page_edit').values({ full_path: fullPath, ...words, version: 1, updated_at: at, updated_by_email: actor.email }).execute();
        await trx
          .insertInto('nav_page_added')
          .values({ full_path: fullPath, parent_path: parent.full_path, slug: input.slug, page_order: Number(last ?? 0) + 1, created_at: at, created_by_email: actor.email })
          .execute();
        await applyPageAdditions(trx, at);
        await recordAudit(trx, { actor, action: 'page.create', entity: 'page', entityId: fullPath, before: null, after: { path: `/${fullPath}`, ...words }, at });
        const row = await trx.selectFrom('nav_page').select('id').where('full_path', '=', fullPath).executeTakeFirstOrThrow();
        return pageOf((await load(trx, row.id))!);
      });
    },

    /**
     * Removes a page added in the studio, from the club site at once, with the version it was opened
     * at (409 when someone saved it since). The club's own pages cannot be removed here (409).
     */
    async remove(id: number, version: number, actor: StaffMember): Promise<{ removed: true }> {
      return db.transaction().execute(async (trx) => {
        const found = await load(trx, id);
        if (!found) throw notFound();
        const { row, edit, added } = found;
        if (!added) throw new HttpError(409, 'Only pages added in the studio can be removed. Pages of the club’s own tree can be edited.', { code: 'notAdded' });
        if (versionOf(edit, found.place) !== version) throw await conflictOf(found, trx);
        const children = await trx.selectFrom('nav_page').select('id').where('parent_id', '=', id).executeTakeFirst();
        if (children) throw new HttpError(409, 'This page has pages under it. Remove those first.', { code: 'hasChildren' });
        const at = now().toISOString();
        await trx.deleteFrom('nav_page').where('id', '=', id).execute();
        await trx.deleteFrom('nav_page_added').where('full_path', '=', row.full_path).execute();
        await trx.deleteFrom('nav_page_edit').where('full_path', '=', row.full_path).execute();
        // Its old addresses led here; now they lead nowhere, like the page's own.
        await trx.deleteFrom('nav_page_redirect').where('to_path', '=', row.full_path).execute();
        await recordAudit(trx, {
          actor,
          action: 'page.remove',
          entity: 'page',
          entityId: row.full_path,
          before: { path: `/${row.full_path}`, title: row.title, summary: row.summary, body: row.body },
          after: null,
          at,
        });
        return { removed: true as const };
      });
    },

    /**
     * Moves a page to another section, after that section's pages, with every page under it: each
     * page's address becomes the section's path and its slug, its words follow it, and every address
     * it leaves redirects to the new one (and redirects to those addresses too, so a page moved twice
     * is one hop away). Refused: a stale version (409), an address already a page (409), a parent
     * that is not a section, the page itself or one under it, or that would be too deep (400).
     */
    async move(id: number, input: StudioPageMove, actor: StaffMember): Promise<StudioPage> {
      return db.transaction().execute(async (trx) => {
        const found = await load(trx, id);
        if (!found) throw notFound();
        const { row } = found;
        if (versionOf(found.edit, found.place) !== input.version) throw await conflictOf(found, trx);
        const parent = await trx.selectFrom('nav_page').select(['id', 'full_path', 'origin_path', 'template', 'title']).where('id', '=', input.parentId).where('post_type', '=', 'internal').executeTakeFirst();
        if (!parent) throw new HttpError(400, 'Choose the section to move the page to.', { code: 'noSuchSection' });
        if (parent.template !== 'Hub') throw new HttpError(400, 'Pages can only be moved into a section. Choose a section.', { code: 'notASection' });
        if (under(parent.full_path, row.full_path) !== undefined) {
          throw new HttpError(400, 'A page cannot move into itself or a page under it. Choose another section.', { code: 'intoItself' });
        }
        if (parent.id === row.parent_id) throw new HttpError(400, `The page is already in ${parent.title}. Choose another section.`, { code: 'sameSection' });
        const from = row.full_path;
        const to = `${parent.full_path}/${row.slug}`;
        const [taken, kept] = await Promise.all([
          trx.selectFrom('nav_page').select('id').where('full_path', '=', to).executeTakeFirst(),
          trx.selectFrom('nav_page_added').select('full_path').where('full_path', '=', to).executeTakeFirst(),
        ]);
        if (taken || kept) throw new HttpError(409, `/${to} is already a page. Choose another section.`, { code: 'pathTaken' });
        const moving = (await trx.selectFrom('nav_page').select(['id', 'full_path', 'post_type']).where((eb) => eb.or([eb('full_path', '=', from), eb('full_path', 'like', `${from}/%`)])).execute())
          .filter((page) => under(page.full_path, from) !== undefined)
          .map((page) => ({ ...page, to: `${to}${under(page.full_path, from)}` }));
        if (moving.some((page) => page.to.split('/').length > maxPageDepth)) {
          throw new HttpError(400, `The club site’s addresses go ${maxPageDepth} levels deep at most, and this page’s pages would go deeper there. Choose a section nearer the top.`, { code: 'tooDeep' });
        }

        const at = now().toISOString();
        const { last } = await trx.selectFrom('nav_page').select((eb) => eb.fn.max('page_order').as('last')).where('parent_id', '=', parent.id).executeTakeFirstOrThrow();
        const order = Number(last ?? 0) + 1;
        // The new addresses are free (the page's is, so none under it is taken): no write below clashes.
        for (const page of moving) await trx.updateTable('nav_page').set({ full_path: page.to }).where('id', '=', page.id).execute();
        await trx.updateTable('nav_page').set({ parent_id: parent.id, page_order: order }).where('id', '=', id).execute();
        const rekey = async (table: 'nav_page_edit' | 'nav_page_added') => {
          const rows = await trx.selectFrom(table).select('full_path').where((eb) => eb.or([eb('full_path', '=', from), eb('full_path', 'like', `${from}/%`)])).execute();
          for (const { full_path } of rows) {
            const rest = under(full_path, from);
            if (rest === undefined) continue;
            // Words left at the new address by a page no longer there belong to nothing: the moving page's win.
            await trx.deleteFrom(table).where('full_path', '=', `${to}${rest}`).execute();
            await trx.updateTable(table).set({ full_path: `${to}${rest}` }).where('full_path', '=', full_path).execute();
          }
        };
        await rekey('nav_page_edit');
        await rekey('nav_page_added');
        for (const added of await trx.selectFrom('nav_page_added').select(['full_path', 'parent_path']).where('full_path', 'like', `${to}/%`).execute()) {
          const rest = under(added.parent_path, from);
          if (rest !== undefined) await trx.updateTable('nav_page_added').set({ parent_path: `${to}${rest}` }).where('full_path', '=', added.full_path).execute();
        }
        await writePlace(trx, { full_path: to, origin_path: row.origin_path }, { order, parentOrigin: parent.origin_path, parentPath: parent.full_path, bump: true }, actor, at);

        // Redirects: already-redirected addresses follow the page (one hop), then each address it left.
        const pointing = await trx.selectFrom('nav_page_redirect').select(['from_path', 'to_path']).where((eb) => eb.or([eb('to_path', '=', from), eb('to_path', 'like', `${from}/%`)])).execute();
        for (const redirect of pointing) {
          const rest = under(redirect.to_path, from);
          if (rest !== undefined) await trx.updateTable('nav_page_redirect').set({ to_path: `${to}${rest}` }).where('from_path', '=', redirect.from_path).execute();
        }
        for (const page of moving) {
          if (page.post_type !== 'internal') continue;
          await trx.deleteFrom('nav_page_redirect').where('from_path', '=', page.full_path).execute();
          await trx.insertInto('nav_page_redirect').values({ from_path: page.full_path, to_path: page.to, created_at: at, created_by_email: actor.email }).execute();
        }
        // A page moved back where it was is its own address again, not a redirect to itself.
        await trx.deleteFrom('nav_page_redirect').whereRef('from_path', '=', 'to_path').execute();

        await recordAudit(trx, {
          actor,
          action: 'page.move',
          entity: 'page',
          entityId: to,
          before: { path: `/${from}`, parentId: row.parent_id, pages: moving.map((page) => `/${page.full_path}`) },
          after: { path: `/${to}`, parentId: parent.id, pages: moving.map((page) => `/${page.to}`) },
          at,
        });
        return pageOf((await load(trx, id))!);
      });
    },

    /**
     * Moves a page one place up or down among its section's pages (as the club site lists them), and
     * answers the whole list in its new order. The pages of the section are numbered afresh and kept,
     * so a new release of the tree keeps the order; the page and the one it passed count it as a change.
     */
    async reorder(id: number, input: StudioPageReorder, actor: StaffMember): Promise<StudioPageSummary[]> {
      return db.transaction().execute(async (trx) => {
        const found = await load(trx, id);
        if (!found) throw notFound();
        const { row } = found;
        if (versionOf(found.edit, found.place) !== input.version) throw await conflictOf(found, trx);
        let siblingsQuery = trx.selectFrom('nav_page').select(['id', 'full_path', 'origin_path', 'post_type', 'title', 'page_order']);
        siblingsQuery = row.parent_id === null ? siblingsQuery.where('parent_id', 'is', null) : siblingsQuery.where('parent_id', '=', row.parent_id);
        const siblings = await siblingsQuery.orderBy('page_order').orderBy('id').execute();
        // The studio lists the section's pages; an external link among them keeps its place among the rest.
        const pages = siblings.filter((sibling) => sibling.post_type === 'internal');
        const index = pages.findIndex((sibling) => sibling.id === id);
        const passed = pages[input.direction === 'up' ? index - 1 : index + 1];
        if (!passed) {
          throw new HttpError(400, input.direction === 'up' ? 'The page is already first in its section.' : 'The page is already last in its section.', { code: 'cannotMove' });
        }
        const reordered = siblings.filter((sibling) => sibling.id !== id);
        const at = reordered.findIndex((sibling) => sibling.id === passed.id);
        reordered.splice(input.direction === 'up' ? at : at + 1, 0, siblings.find((sibling) => sibling.id === id)!);
        const when = now().toISOString();
        for (const [position, sibling] of reordered.entries()) {
          const order = position + 1;
          const bump = sibling.id === id || sibling.id === passed.id;
          if (sibling.page_order === order && !bump) continue;
          await trx.updateTable('nav_page').set({ page_order: order }).where('id', '=', sibling.id).execute();
          await writePlace(trx, sibling, { order, bump }, actor, when);
        }
        await recordAudit(trx, {
          actor,
          action: 'page.reorder',
          entity: 'page',
          entityId: row.full_path,
          before: { order: pages.map((page) => `/${page.full_path}`) },
          after: { order: reordered.filter((page) => page.post_type === 'internal').map((page) => `/${page.full_path}`) },
          at: when,
        });
        return listIn(trx);
      });
    },
  };
}
export type StudioPages = ReturnType<typeof createStudioPages>;
