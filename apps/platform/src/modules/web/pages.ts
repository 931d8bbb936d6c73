import {
  type StudioPage,
  type StudioPageCreate,
  type StudioPageMove,
  type StudioPageReorder,
  type StudioPageRevision,
  type StudioPageRevisionAction,
  type StudioPageRevisionField,
  type StudioPageRevisionFields,
  type StudioPageRevisionSummary,
  type StudioPageRevisionsResponse,
  type StudioPageSummary,
  type StudioPageUpdate,
  studioPageRevisionFields,
  studioRevisionsPageSize,
} from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage, nthPage } from '../../infra/db/paging';
import type { NavPageRevisionTable, NavPageTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { firstStudioPageId, maxPageDepth } from './repo';
import { VersionConflict } from '../studio/conflict';
import { namesOf, normaliseRevision, recordAudit, toRevisionSummary } from '../studio/audit';
import { bodyText, sanitiseBody } from '../studio/sanitise';
import { nameOf, type StaffMember } from '../studio/staff';

type PageRow = Pick<
  Selectable<NavPageTable>,
  'id' | 'parent_id' | 'slug' | 'full_path' | 'origin_path' | 'title' | 'template' | 'page_order' | 'post_type' | 'summary' | 'body' | 'version' | 'updated_at' | 'updated_by_email' | 'saved_at'
>;
type RevisionRow = Selectable<NavPageRevisionTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** `rest` of `path` under `prefix` ('' for the prefix itself), or undefined when `path` is not under it. */
function under(path: string, prefix: string): string | undefined {
  if (path === prefix) return '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined;
}

const notFound = () => new HttpError(404, 'There is no content page with that id.');
const revisionNotFound = () => new HttpError(404, 'There is no revision with that id for this page.');
/**
 * The page for good, which its revisions are kept under (0093_page_revisions): a seeded page's origin path
 * (the seed renumbers its pages when the tree changes), a page added in the studio `~studio/{id}`.
 */
export const pageKeyOf = (row: { id: number; origin_path: string | null }): string => row.origin_path ?? `~studio/${row.id}`;

/** What a revision keeps of a page (issue 28): the words an editor saves. */
const fieldsOf = (row: Pick<PageRow, 'title' | 'summary' | 'body'>): StudioPageRevisionFields => ({ title: row.title, summary: row.summary, body: row.body });

/** The fields that differ between two revisions, in the history's order; a first revision names those it fills. */
function changedFields(before: StudioPageRevisionFields | null, after: StudioPageRevisionFields): StudioPageRevisionField[] {
  return studioPageRevisionFields.filter((field) => (before === null ? after[field] !== '' : before[field] !== after[field]));
}

function toPageRevisionSummary(row: Omit<RevisionRow, 'fields_json' | 'page_key'>, names: Map<string, string>): StudioPageRevisionSummary {
  return toRevisionSummary<StudioPageRevisionAction, StudioPageRevisionField>(row, names);
}

/**
 * The studio's content pages (issue 16): the internal pages of the navigation tree, edited in place.
 * Staff's changes live on the page row itself (issue 27, 0092_page_origin): a change makes the row the
 * studio's (`origin`), moves its `version` on and stamps who made it when, and marks which part is staff's
 * (`studio_words`; `studio_parent_origin_path` and `studio_order`), which the reseed keeps over the world's.
 * A save sanitises the body as the newsroom does, checks the version it was opened at (409 with who
 * saved since), writes the page and its audit row, in one transaction. Staff see the tree's published
 * and draft pages alike; external links are not pages and are left out, and so are hidden pages.
 *
 * Staff may also add a page to a section (a Hub): a studio row with an id of its own, kept under its
 * section by that section's origin path, and only such pages can be removed.
 *
 * And they reorder a section's pages and move a page to another section, its pages with it (0027): the
 * place is kept on the row, by the section's origin path, and every address a moved page leaves
 * redirects to its new one (`nav_page_redirect`, the address history).
 *
 * Every change of a page's words keeps a revision (issue 28, 0093_page_revisions: `nav_page_revision`),
 * in the change's transaction: the history an editor reads, compares and restores from. A move or reorder
 * changes no words and keeps none (the address history and the audit log have those).
 */
export function createStudioPages(db: Kysely<DB>, now: () => Date) {
  const columns = ['id', 'parent_id', 'slug', 'full_path', 'origin_path', 'title', 'template', 'page_order', 'post_type', 'summary', 'body', 'version', 'updated_at', 'updated_by_email', 'saved_at'] as const;

  const summaryOf = (row: PageRow): StudioPageSummary => ({
    id: row.id,
    title: row.title,
    fullPath: row.full_path,
    depth: depthOf(row.full_path),
    template: row.template,
    // Stamped only by a change of the page's own (a page only renumbered because another passed it is not).
    updatedAt: row.updated_at,
    updatedByEmail: row.updated_by_email,
    addedInStudio: row.origin_path === null,
    parentId: row.parent_id,
    version: row.version,
  });

  const pageOf = (row: PageRow): StudioPage => ({
    ...summaryOf(row),
    summary: row.summary,
    body: row.body,
    publicUrl: `/${row.full_path}`,
  });

  const depthOf = (path: string) => path.split('/').length - 1;

  async function load(trx: Db, id: number): Promise<PageRow | undefined> {
    return trx.selectFrom('nav_page').select(columns).where('id', '=', id).where('post_type', '=', 'internal').where('hidden', '=', 0).executeTakeFirst();
  }

  async function conflictOf(row: PageRow, trx: Transaction<DB>): Promise<VersionConflict> {
    return new VersionConflict({
      what: 'page',
      updatedBy: row.updated_by_email,
      updatedByName: row.updated_by_email ? await nameOf(trx, row.updated_by_email) : 'another editor',
      updatedAt: row.updated_at ?? now().toISOString(),
      version: row.version,
    });
  }

  /**
   * A changed place counts as a change to the page: its row gets the new order (and section, by that
   * section's origin, when it moved), becomes the studio's, and its version moves on. `bump` false only
   * renumbers (a sibling the move went past keeps its version and stamp).
   */
  async function writePlace(trx: Transaction<DB>, id: number, change: { order: number; parentOrigin?: string; bump: boolean }, actor: StaffMember, at: string): Promise<void> {
    await trx
      .updateTable('nav_page')
      .set((eb) => ({
        page_order: change.order,
        origin: 'studio' as const,
        studio_order: change.order,
        ...(change.parentOrigin === undefined ? {} : { studio_parent_origin_path: change.parentOrigin }),
        ...(change.bump ? { version: eb('version', '+', 1), updated_at: at, updated_by_email: actor.email } : {}),
      }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * Keeps the revision of a change of the page's words (issue 28) in its transaction: the words as `after`
   * has them and the fields that moved. A page's first studio save keeps its words before it first (a
   * baseline): for a page of the club's own tree that is the club's text, so a first edit can be undone.
   */
  async function keep(
    trx: Transaction<DB>,
    change: { action: Exclude<StudioPageRevisionAction, 'baseline'>; before: PageRow | null; after: PageRow; actor: StaffMember; at: string; restoredFrom?: number },
  ): Promise<void> {
    const { before, after } = change;
    const key = pageKeyOf(after);
    if (before !== null) {
      const kept = await trx.selectFrom('nav_page_revision').select('id').where('page_key', '=', key).limit(1).executeTakeFirst();
      if (!kept) {
        await trx
          .insertInto('nav_page_revision')
          .values({
            page_key: key,
            version: before.version,
            at: before.updated_at ?? before.saved_at,
            actor_email: before.updated_by_email,
            action: 'baseline',
            fields_json: JSON.stringify(fieldsOf(before)),
            changed_json: '[]',
            restored_from: null,
          })
          .execute();
      }
    }
    const fields = fieldsOf(after);
    await trx
      .insertInto('nav_page_revision')
      .values({
        page_key: key,
        version: after.version,
        at: change.at,
        actor_email: change.actor.email,
        action: change.action,
        fields_json: JSON.stringify(fields),
        changed_json: JSON.stringify(changedFields(before === null ? null : fieldsOf(before), fields)),
        restored_from: change.restoredFrom ?? null,
      })
      .execute();
  }

  /**
   * Writes a page's words as staff's, if the page is still at `row.version`, raising the version: the
   * version is checked again by the write itself, so two saves racing from one version cannot both land.
   */
  async function writeWords(trx: Transaction<DB>, row: PageRow, words: StudioPageRevisionFields, actor: StaffMember, at: string): Promise<PageRow> {
    const written = await trx
      .updateTable('nav_page')
      .set({ ...words, origin: 'studio', studio_words: 1, version: row.version + 1, updated_at: at, updated_by_email: actor.email })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) throw new VersionConflict({ what: 'page', updatedBy: null, updatedByName: 'another editor', updatedAt: at, version: row.version + 1 });
    return (await load(trx, row.id))!;
  }


  /**
   * The section a page is added or moved to, or 400 with the desk's words: a section is one of the world's
   * pages (a page added here has none under it), found again by its origin after a reseed.
   */
  async function sectionFor(trx: Transaction<DB>, id: number, refusals: { missing: string; notASection: string }) {
    const parent = await trx
      .selectFrom('nav_page')
      .select(['id', 'full_path', 'origin_path', 'template', 'title'])
      .where('id', '=', id)
      .where('post_type', '=', 'internal')
      .where('hidden', '=', 0)
      .executeTakeFirst();
    if (!parent) throw new HttpError(400, refusals.missing, { code: 'noSuchSection' });
    if (parent.template !== 'Hub' || parent.origin_path === null) throw new HttpError(400, refusals.notASection, { code: 'notASection' });
    return { ...parent, origin_path: parent.origin_path };
  }

  /** Every internal page, parents before their children, siblings in page order. */
  async function listIn(trx: Db): Promise<StudioPageSummary[]> {
    const rows = await trx.selectFrom('nav_page').select(columns).where('post_type', '=', 'internal').where('hidden', '=', 0).orderBy('page_order').orderBy('id').execute();
    const children = new Map<number | null, PageRow[]>();
    for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
    const ordered: StudioPageSummary[] = [];
    const visit = (parent: number | null) => {
      for (const row of children.get(parent) ?? []) {
        ordered.push(summaryOf(row));
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
      return db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        if (!row) throw notFound();
        if (input.version !== row.version) throw await conflictOf(row, trx);
        const at = now().toISOString();
        const words = { title: input.title, summary: input.summary, body: sanitiseBody(input.body) };
        const after = await writeWords(trx, row, words, actor, at);
        await keep(trx, { action: 'update', before: row, after, actor, at });
        await recordAudit(trx, {
          actor,
          action: 'page.update',
          entity: 'page',
          entityId: row.full_path,
          before: { title: row.title, summary: row.summary, body: row.body },
          after: words,
          at,
        });
        return pageOf(after);
      });
    },

    /** The page's history, newest first (issue 28). 404 when there is no such page. */
    async revisions(id: number, page: number): Promise<StudioPageRevisionsResponse> {
      const row = await load(db, id);
      if (!row) throw notFound();
      const filtered = db.selectFrom('nav_page_revision').where('page_key', '=', pageKeyOf(row));
      const { total, rows } = await countedPage(
        filtered,
        (query) => query.select(['id', 'version', 'at', 'actor_email', 'action', 'changed_json', 'restored_from']).orderBy('version', 'desc'),
        nthPage(page, studioRevisionsPageSize),
      );
      const items = rows.map(normaliseRevision);
      const names = await namesOf(db, items.map((item) => item.actor_email));
      return { items: items.map((item) => toPageRevisionSummary(item, names)), total, page, pageSize: studioRevisionsPageSize };
    },

    /** One revision: the page's words as that change left them, with the body's text for comparing. */
    async revision(id: number, revisionId: number): Promise<StudioPageRevision> {
      const row = await load(db, id);
      if (!row) throw notFound();
      const found = await db.selectFrom('nav_page_revision').selectAll().where('page_key', '=', pageKeyOf(row)).where('id', '=', revisionId).executeTakeFirst();
      if (!found) throw revisionNotFound();
      const revision = normaliseRevision(found);
      const fields = JSON.parse(revision.fields_json) as StudioPageRevisionFields;
      return { ...toPageRevisionSummary(revision, await namesOf(db, [revision.actor_email])), fields, bodyText: bodyText(fields.body) };
    },

    /**
     * Brings back a revision's words as a new save, on the club site at once: version raised, a revision
     * of its own, audited as 'page.restore'. The page stays where it is. 409 on a stale version.
     */
    async restore(id: number, revisionId: number, version: number, actor: StaffMember): Promise<StudioPage> {
      return db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        if (!row) throw notFound();
        if (version !== row.version) throw await conflictOf(row, trx);
        const revision = await trx.selectFrom('nav_page_revision').select('fields_json').where('page_key', '=', pageKeyOf(row)).where('id', '=', revisionId).executeTakeFirst();
        if (!revision) throw revisionNotFound();
        const fields = JSON.parse(revision.fields_json) as StudioPageRevisionFields;
        const at = now().toISOString();
        // As it was: every body a revision holds was the page's body (the club's own, or sanitised by the save
        // that wrote it). Sanitised again, a baseline would lose what the studio's editor cannot write, such
        // as the club's tables.
        const words = { title: fields.title, summary: fields.summary, body: fields.body };
        const after = await writeWords(trx, row, words, actor, at);
        await keep(trx, { action: 'restore', before: row, after, actor, at, restoredFrom: revisionId });
        await recordAudit(trx, {
          actor,
          action: 'page.restore',
          entity: 'page',
          entityId: row.full_path,
          before: fieldsOf(row),
          after: { ...words, restoredFrom: revisionId },
          at,
        });
        return pageOf(after);
      });
    },

    /**
     * Adds a page to a section (a Hub of the tree) at `/{section}/{slug}`, after the section's other
     * pages, and puts it on the club site at once. An address already in use is refused (409), as is a
     * parent that is not a section (400).
     */
    async create(input: StudioPageCreate, actor: StaffMember): Promise<StudioPage> {
      return db.transaction().execute(async (trx) => {
        const parent = await sectionFor(trx, input.parentId, { missing: 'Choose the section the page belongs in.', notASection: 'Pages can only be added to a section. Choose a section.' });
        const fullPath = `${parent.full_path}/${input.slug}`;
        const taken = await trx.selectFrom('nav_page').select('id').where('full_path', '=', fullPath).executeTakeFirst();
        if (taken) throw new HttpError(409, `/${fullPath} is already a page. Choose another address.`, { code: 'pathTaken' });
        const { last } = await trx.selectFrom('nav_page').select((eb) => eb.fn.max('page_order').as('last')).where('parent_id', '=', parent.id).executeTakeFirstOrThrow();
        const { top } = await trx.selectFrom('nav_page').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow();
        const at = now().toISOString();
        const words = { title: input.title, summary: input.summary, body: sanitiseBody(input.body) };
        const order = Number(last ?? 0) + 1;
        const id = Math.max(firstStudioPageId, Number(top ?? 0) + 1);
        await trx
          .insertInto('nav_page')
          .values({
            id,
            parent_id: parent.id,
            slug: input.slug,
            full_path: fullPath,
            ...words,
            template: 'Default',
            page_order: order,
            post_type: 'internal',
            external_url: null,
            new_tab: 0,
            status: 'Published',
            published_at: at,
            saved_at: at,
            origin_path: null,
            origin: 'studio',
            version: 1,
            updated_at: at,
            updated_by_email: actor.email,
            studio_words: 1,
            studio_parent_origin_path: parent.origin_path,
            studio_order: order,
            hidden: 0,
          })
          .execute();
        const created = (await load(trx, id))!;
        await keep(trx, { action: 'create', before: null, after: created, actor, at });
        await recordAudit(trx, { actor, action: 'page.create', entity: 'page', entityId: fullPath, before: null, after: { path: `/${fullPath}`, ...words }, at });
        return pageOf(created);
      });
    },

    /**
     * Removes a page added in the studio, from the club site at once, with the version it was opened
     * at (409 when someone saved it since). The club's own pages cannot be removed here (409).
     */
    async remove(id: number, version: number, actor: StaffMember): Promise<{ removed: true }> {
      return db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        if (!row) throw notFound();
        if (row.origin_path !== null) throw new HttpError(409, 'Only pages added in the studio can be removed. Pages of the club’s own tree can be edited.', { code: 'notAdded' });
        if (row.version !== version) throw await conflictOf(row, trx);
        const children = await trx.selectFrom('nav_page').select('id').where('parent_id', '=', id).executeTakeFirst();
        if (children) throw new HttpError(409, 'This page has pages under it. Remove those first.', { code: 'hasChildren' });
        const at = now().toISOString();
        await trx.deleteFrom('nav_page').where('id', '=', id).execute();
        // Its history goes with it (the audit keeps its words): a page added later may be given its id again.
        await trx.deleteFrom('nav_page_revision').where('page_key', '=', pageKeyOf(row)).execute();
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
        const row = await load(trx, id);
        if (!row) throw notFound();
        if (row.version !== input.version) throw await conflictOf(row, trx);
        const parent = await sectionFor(trx, input.parentId, { missing: 'Choose the section to move the page to.', notASection: 'Pages can only be moved into a section. Choose a section.' });
        if (under(parent.full_path, row.full_path) !== undefined) {
          throw new HttpError(400, 'A page cannot move into itself or a page under it. Choose another section.', { code: 'intoItself' });
        }
        if (parent.id === row.parent_id) throw new HttpError(400, `The page is already in ${parent.title}. Choose another section.`, { code: 'sameSection' });
        const from = row.full_path;
        const to = `${parent.full_path}/${row.slug}`;
        const taken = await trx.selectFrom('nav_page').select('id').where('full_path', '=', to).executeTakeFirst();
        if (taken) throw new HttpError(409, `/${to} is already a page. Choose another section.`, { code: 'pathTaken' });
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
        await trx.updateTable('nav_page').set({ parent_id: parent.id }).where('id', '=', id).execute();
        // Pages added under it follow it: theirs is the section's origin path, which a move never changes.
        await writePlace(trx, id, { order, parentOrigin: parent.origin_path, bump: true }, actor, at);

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
     * on their rows, so a new release of the tree keeps the order; the page and the one it passed count it as a change.
     */
    async reorder(id: number, input: StudioPageReorder, actor: StaffMember): Promise<StudioPageSummary[]> {
      return db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        if (!row) throw notFound();
        if (row.version !== input.version) throw await conflictOf(row, trx);
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
          await writePlace(trx, sibling.id, { order, bump }, actor, when);
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
