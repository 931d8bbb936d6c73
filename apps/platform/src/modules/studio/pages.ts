import type { StudioPage, StudioPageCreate, StudioPageSummary, StudioPageUpdate } from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, NavPageEditTable, NavPageTable } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { isUniqueViolation } from '../payments/repo';
import { applyPageAdditions, applyPageEdits } from '../web/repo';
import { VersionConflict } from './articles';
import { recordAudit } from './audit';
import { sanitiseBody } from './sanitise';
import { nameOf, type StaffMember } from './staff';

type PageRow = Pick<Selectable<NavPageTable>, 'id' | 'parent_id' | 'full_path' | 'title' | 'template' | 'page_order' | 'summary' | 'body'>;
type EditRow = Selectable<NavPageEditTable>;

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
 */
export function createStudioPages(db: Kysely<DB>, now: () => Date) {
  const columns = ['id', 'parent_id', 'full_path', 'title', 'template', 'page_order', 'summary', 'body'] as const;

  const summaryOf = (row: PageRow, depth: number, edit: EditRow | undefined, added = false): StudioPageSummary => ({
    id: row.id,
    title: row.title,
    fullPath: row.full_path,
    depth,
    template: row.template,
    updatedAt: edit?.updated_at ?? null,
    updatedByEmail: edit?.updated_by_email ?? null,
    addedInStudio: added,
  });

  const pageOf = (row: PageRow, depth: number, edit: EditRow | undefined, added: boolean): StudioPage => ({
    ...summaryOf(row, depth, edit, added),
    summary: row.summary,
    body: row.body,
    version: edit?.version ?? 0,
    publicUrl: `/${row.full_path}`,
  });

  const depthOf = (path: string) => path.split('/').length - 1;

  async function load(trx: Kysely<DB> | Transaction<DB>, id: number): Promise<{ row: PageRow; edit: EditRow | undefined; added: boolean } | undefined> {
    const row = await trx.selectFrom('nav_page').select(columns).where('id', '=', id).where('post_type', '=', 'internal').executeTakeFirst();
    if (!row) return undefined;
    const [edit, added] = await Promise.all([
      trx.selectFrom('nav_page_edit').selectAll().where('full_path', '=', row.full_path).executeTakeFirst(),
      trx.selectFrom('nav_page_added').select('full_path').where('full_path', '=', row.full_path).executeTakeFirst(),
    ]);
    return { row, edit, added: added !== undefined };
  }

  async function conflictOf(edit: EditRow | undefined, trx: Transaction<DB>): Promise<VersionConflict> {
    return new VersionConflict({
      what: 'page',
      updatedBy: edit?.updated_by_email ?? null,
      updatedByName: edit ? await nameOf(trx, edit.updated_by_email) : 'another editor',
      updatedAt: edit?.updated_at ?? now().toISOString(),
      version: edit?.version ?? 0,
    });
  }

  return {
    /** Every internal page, parents before their children, siblings in page order. */
    async list(): Promise<StudioPageSummary[]> {
      const [rows, edits, additions] = await Promise.all([
        db.selectFrom('nav_page').select(columns).where('post_type', '=', 'internal').orderBy('page_order').orderBy('id').execute(),
        db.selectFrom('nav_page_edit').selectAll().execute(),
        db.selectFrom('nav_page_added').select('full_path').execute(),
      ]);
      const editByPath = new Map(edits.map((edit) => [edit.full_path, edit]));
      const added = new Set(additions.map((addition) => addition.full_path));
      const children = new Map<number | null, PageRow[]>();
      for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
      const ordered: StudioPageSummary[] = [];
      const visit = (parent: number | null) => {
        for (const row of children.get(parent) ?? []) {
          ordered.push(summaryOf(row, depthOf(row.full_path), editByPath.get(row.full_path), added.has(row.full_path)));
          visit(row.id);
        }
      };
      visit(null);
      return ordered;
    },

    async get(id: number): Promise<StudioPage> {
      const found = await load(db, id);
      if (!found) throw notFound();
      return pageOf(found.row, depthOf(found.row.full_path), found.edit, found.added);
    },

    async update(id: number, input: StudioPageUpdate, actor: StaffMember): Promise<StudioPage> {
      const saved = await db.transaction().execute(async (trx) => {
        const found = await load(trx, id);
        if (!found) throw notFound();
        const { row, edit } = found;
        const version = edit?.version ?? 0;
        if (input.version !== version) throw await conflictOf(edit, trx);
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
        const reread = await load(trx, id);
        return pageOf(reread!.row, depthOf(row.full_path), reread!.edit, reread!.added);
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
        const created = await load(trx, row.id);
        return pageOf(created!.row, depthOf(fullPath), created!.edit, true);
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
        if ((edit?.version ?? 0) !== version) throw await conflictOf(edit, trx);
        const children = await trx.selectFrom('nav_page').select('id').where('parent_id', '=', id).executeTakeFirst();
        if (children) throw new HttpError(409, 'This page has pages under it. Remove those first.', { code: 'hasChildren' });
        const at = now().toISOString();
        await trx.deleteFrom('nav_page').where('id', '=', id).execute();
        await trx.deleteFrom('nav_page_added').where('full_path', '=', row.full_path).execute();
        await trx.deleteFrom('nav_page_edit').where('full_path', '=', row.full_path).execute();
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
  };
}
export type StudioPages = ReturnType<typeof createStudioPages>;
