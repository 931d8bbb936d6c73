import type { StudioPage, StudioPageSummary, StudioPageUpdate } from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, NavPageEditTable, NavPageTable } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { isUniqueViolation } from '../payments/repo';
import { applyPageEdits } from '../web/repo';
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
 */
export function createStudioPages(db: Kysely<DB>, now: () => Date) {
  const columns = ['id', 'parent_id', 'full_path', 'title', 'template', 'page_order', 'summary', 'body'] as const;

  const summaryOf = (row: PageRow, depth: number, edit: EditRow | undefined): StudioPageSummary => ({
    id: row.id,
    title: row.title,
    fullPath: row.full_path,
    depth,
    template: row.template,
    updatedAt: edit?.updated_at ?? null,
    updatedByEmail: edit?.updated_by_email ?? null,
  });

  const pageOf = (row: PageRow, depth: number, edit: EditRow | undefined): StudioPage => ({
    ...summaryOf(row, depth, edit),
    summary: row.summary,
    body: row.body,
    version: edit?.version ?? 0,
    publicUrl: `/${row.full_path}`,
  });

  const depthOf = (path: string) => path.split('/').length - 1;

  async function load(trx: Kysely<DB> | Transaction<DB>, id: number): Promise<{ row: PageRow; edit: EditRow | undefined } | undefined> {
    const row = await trx.selectFrom('nav_page').select(columns).where('id', '=', id).where('post_type', '=', 'internal').executeTakeFirst();
    if (!row) return undefined;
    const edit = await trx.selectFrom('nav_page_edit').selectAll().where('full_path', '=', row.full_path).executeTakeFirst();
    return { row, edit };
  }

  return {
    /** Every internal page, parents before their children, siblings in page order. */
    async list(): Promise<StudioPageSummary[]> {
      const [rows, edits] = await Promise.all([
        db.selectFrom('nav_page').select(columns).where('post_type', '=', 'internal').orderBy('page_order').orderBy('id').execute(),
        db.selectFrom('nav_page_edit').selectAll().execute(),
      ]);
      const editByPath = new Map(edits.map((edit) => [edit.full_path, edit]));
      const children = new Map<number | null, PageRow[]>();
      for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
      const ordered: StudioPageSummary[] = [];
      const visit = (parent: number | null) => {
        for (const row of children.get(parent) ?? []) {
          ordered.push(summaryOf(row, depthOf(row.full_path), editByPath.get(row.full_path)));
          visit(row.id);
        }
      };
      visit(null);
      return ordered;
    },

    async get(id: number): Promise<StudioPage> {
      const found = await load(db, id);
      if (!found) throw notFound();
      return pageOf(found.row, depthOf(found.row.full_path), found.edit);
    },

    async update(id: number, input: StudioPageUpdate, actor: StaffMember): Promise<StudioPage> {
      const saved = await db.transaction().execute(async (trx) => {
        const found = await load(trx, id);
        if (!found) throw notFound();
        const { row, edit } = found;
        const version = edit?.version ?? 0;
        if (input.version !== version) {
          throw new VersionConflict({
            what: 'page',
            updatedBy: edit?.updated_by_email ?? null,
            updatedByName: edit ? await nameOf(trx, edit.updated_by_email) : 'another editor',
            updatedAt: edit?.updated_at ?? now().toISOString(),
            version,
          });
        }
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
        return pageOf(reread!.row, depthOf(row.full_path), reread!.edit);
      });
      return saved;
    },
  };
}
export type StudioPages = ReturnType<typeof createStudioPages>;
