import { type Kysely, sql } from 'kysely';

/**
 * Staff edits of the navigation's pages live on the page row itself (issue 27: one edit model beside the
 * seed), as they do on packages, adverts, sponsors, promos and slots. `nav_page` gets `origin` ('seed': the
 * world's, replaced with it; 'studio': added or changed by staff), `version` (every change staff made to
 * the page: its words, its moves and reorders), who saved it when, and which part is staff's:
 * `studio_words` (the title, summary and body), `studio_parent_origin_path` and `studio_order` (the section
 * staff put it in, by that section's origin path, and its order there). A seeded page's key across reseeds
 * stays `origin_path`; a page added in the studio gets an id of its own from 10001 up, clear of the seed's
 * (which numbers its pages 1, 2, … in tree order), and `hidden` keeps a studio page the tree cannot take now
 * (its section is gone, its address is the world's) out of every read, at `~hidden/{id}`, until a reseed can
 * place it again.
 *
 * Each overlay row is laid onto its page, then the overlays go:
 * - `nav_page_edit` (words, by the page's path now): onto the page at that path;
 * - `nav_page_place` (a seeded page's place, by its origin): onto the page of that origin;
 * - `nav_page_added` (a page staff added, its words its nav_page_edit row): the page at that path is made
 *   the studio's under a studio id; one the tree did not show (its section gone) becomes a hidden row.
 * An edit or place of a seeded page the tree no longer has becomes a hidden row under that origin (a
 * moved page's words were kept by their new path, so such a page's origin is taken to be that path), so
 * the world laying the page out again finds them. The versions add up as the desk counted them (words
 * plus place); the stamp is the later of the two. `nav_page_redirect` stays: it is address history.
 *
 * The rules are this file's own copy, so the migration does the same thing whatever the module becomes.
 */
const firstStudioPageId = 10001;

type Edit = { full_path: string; title: string; summary: string; body: string; version: number; updated_at: string; updated_by_email: string };
type Added = { full_path: string; parent_path: string; slug: string; page_order: number; created_at: string; created_by_email: string };
type Place = { origin_path: string; parent_origin_path: string | null; page_order: number; version: number; updated_at: string; updated_by_email: string };
type Page = { id: number; full_path: string; origin_path: string | null };
type Stamp = { version: number; updated_at: string; updated_by_email: string };

/** The later of two stamps, counting only a change of the page's own (a place of version 0 was a renumbering). */
const laterOf = (a: Stamp | undefined, b: Stamp | undefined): Stamp | undefined => {
  const [x, y] = [a && a.version > 0 ? a : undefined, b && b.version > 0 ? b : undefined];
  if (!x || !y) return x ?? y;
  return y.updated_at > x.updated_at ? y : x;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('nav_page')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
    .execute();
  await db.schema.alterTable('nav_page').addColumn('version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('nav_page').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('nav_page').addColumn('updated_by_email', 'text').execute();
  await db.schema
    .alterTable('nav_page')
    .addColumn('studio_words', 'integer', (col) => col.notNull().defaultTo(0).check(sql`studio_words in (0, 1)`))
    .execute();
  await db.schema.alterTable('nav_page').addColumn('studio_parent_origin_path', 'text').execute();
  await db.schema.alterTable('nav_page').addColumn('studio_order', 'integer').execute();
  await db.schema
    .alterTable('nav_page')
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0).check(sql`hidden in (0, 1)`))
    .execute();

  const { rows: edits } = await sql<Edit>`select full_path, title, summary, body, version, updated_at, updated_by_email from nav_page_edit`.execute(db);
  const { rows: additions } = await sql<Added>`select full_path, parent_path, slug, page_order, created_at, created_by_email from nav_page_added order by created_at, full_path`.execute(db);
  const { rows: places } = await sql<Place>`select origin_path, parent_origin_path, page_order, version, updated_at, updated_by_email from nav_page_place`.execute(db);
  const { rows: pages } = await sql<Page>`select id, full_path, origin_path from nav_page`.execute(db);
  const { rows: savedRows } = await sql<{ saved_at: string }>`select max(saved_at) as saved_at from nav_page`.execute(db);
  const editByPath = new Map(edits.map((edit) => [edit.full_path, edit]));
  const pageByPath = new Map(pages.map((page) => [page.full_path, page]));
  const pageByOrigin = new Map(pages.filter((page) => page.origin_path !== null).map((page) => [page.origin_path!, page]));
  const { rows: top } = await sql<{ id: number | null }>`select max(id) as id from nav_page`.execute(db);
  let nextId = Math.max(firstStudioPageId, Number(top[0]?.id ?? 0) + 1);
  const savedAt = savedRows[0]?.saved_at ?? null;
  const done = new Set<string>();

  const hiddenRow = async (row: { id: number; slug: string; title: string; summary: string; body: string; publishedAt: string; originPath: string | null; words: 0 | 1; parentOrigin: string | null; order: number | null; stamp: Stamp | undefined; version: number }) => {
    await sql`insert into nav_page (id, parent_id, slug, full_path, title, template, page_order, post_type, external_url, new_tab, status, summary, body, published_at, saved_at,
        origin_path, origin, version, updated_at, updated_by_email, studio_words, studio_parent_origin_path, studio_order, hidden)
      values (${row.id}, null, ${row.slug}, ${`~hidden/${row.id}`}, ${row.title}, 'Default', ${row.order ?? 0}, 'internal', null, 0, 'Published', ${row.summary}, ${row.body},
        ${row.publishedAt}, ${savedAt ?? row.publishedAt}, ${row.originPath}, 'studio', ${row.version}, ${row.stamp?.updated_at ?? null}, ${row.stamp?.updated_by_email ?? null},
        ${row.words}, ${row.parentOrigin}, ${row.order}, 1)`.execute(db);
  };

  // Pages added in the studio: the studio's, under ids of their own (they have no pages under them: only a section takes pages).
  for (const addition of additions) {
    const edit = editByPath.get(addition.full_path);
    done.add(addition.full_path);
    if (!edit) continue; // never shown without its words, and nothing to show
    const page = pageByPath.get(addition.full_path);
    const parentOrigin = pageByPath.get(addition.parent_path)?.origin_path ?? addition.parent_path;
    const id = nextId++;
    if (page && page.origin_path === null) {
      await sql`update nav_page set id = ${id}, origin = 'studio', version = ${edit.version}, updated_at = ${edit.updated_at}, updated_by_email = ${edit.updated_by_email},
        studio_words = 1, studio_parent_origin_path = ${parentOrigin}, studio_order = ${addition.page_order}, title = ${edit.title}, summary = ${edit.summary}, body = ${edit.body}
        where id = ${page.id}`.execute(db);
    } else {
      await hiddenRow({ id, slug: addition.slug, title: edit.title, summary: edit.summary, body: edit.body, publishedAt: addition.created_at, originPath: null, words: 1, parentOrigin, order: addition.page_order, stamp: edit, version: edit.version });
    }
  }

  // The seed's pages: their place by origin, their words by the path they have now.
  const origins = new Set([...places.map((place) => place.origin_path), ...edits.filter((edit) => !done.has(edit.full_path)).map((edit) => pageByPath.get(edit.full_path)?.origin_path ?? edit.full_path)]);
  const placeByOrigin = new Map(places.map((place) => [place.origin_path, place]));
  for (const origin of origins) {
    const page = pageByOrigin.get(origin);
    const place = placeByOrigin.get(origin);
    const edit = page ? editByPath.get(page.full_path) : editByPath.get(origin);
    const version = (edit?.version ?? 0) + (place?.version ?? 0);
    const stamp = laterOf(edit, place);
    const words = edit ? 1 : 0;
    if (page) {
      await sql`update nav_page set origin = 'studio', version = ${version}, updated_at = ${stamp?.updated_at ?? null}, updated_by_email = ${stamp?.updated_by_email ?? null},
        studio_words = ${words}, studio_parent_origin_path = ${place?.parent_origin_path ?? null}, studio_order = ${place?.page_order ?? null}
        ${edit ? sql`, title = ${edit.title}, summary = ${edit.summary}, body = ${edit.body}` : sql``}
        where id = ${page.id}`.execute(db);
    } else {
      await hiddenRow({
        id: nextId++,
        slug: origin.split('/').at(-1)!,
        title: edit?.title ?? origin.split('/').at(-1)!,
        summary: edit?.summary ?? '',
        body: edit?.body ?? '',
        publishedAt: stamp?.updated_at ?? place?.updated_at ?? edit!.updated_at,
        originPath: origin,
        words,
        parentOrigin: place?.parent_origin_path ?? null,
        order: place?.page_order ?? null,
        stamp,
        version,
      });
    }
  }

  await db.schema.dropTable('nav_page_place').execute();
  await db.schema.dropTable('nav_page_added').execute();
  await db.schema.dropTable('nav_page_edit').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nav_page_edit')
    .addColumn('full_path', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('nav_page_added')
    .addColumn('full_path', 'text', (col) => col.primaryKey())
    .addColumn('parent_path', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('page_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('nav_page_place')
    .addColumn('origin_path', 'text', (col) => col.primaryKey())
    .addColumn('parent_origin_path', 'text')
    .addColumn('page_order', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
  type Row = Page & { slug: string; title: string; summary: string; body: string; published_at: string; version: number; updated_at: string | null; updated_by_email: string | null; studio_words: number; studio_parent_origin_path: string | null; studio_order: number | null; hidden: number };
  const { rows } = await sql<Row>`select id, full_path, origin_path, slug, title, summary, body, published_at, version, updated_at, updated_by_email, studio_words,
    studio_parent_origin_path, studio_order, hidden from nav_page where origin = 'studio' order by id`.execute(db);
  const pathOfOrigin = new Map((await sql<Page>`select id, full_path, origin_path from nav_page where origin_path is not null`.execute(db)).rows.map((page) => [page.origin_path!, page.full_path]));
  for (const row of rows) {
    const at = row.updated_at ?? row.published_at;
    const by = row.updated_by_email ?? '';
    // A hidden page's words are kept by the path it would have: its section's and its slug (a seeded page's, its origin).
    const path = row.hidden === 0 ? row.full_path : row.origin_path ?? `${pathOfOrigin.get(row.studio_parent_origin_path ?? '') ?? row.studio_parent_origin_path}/${row.slug}`;
    if (row.origin_path === null) {
      const parentPath = pathOfOrigin.get(row.studio_parent_origin_path ?? '') ?? row.studio_parent_origin_path ?? '';
      await sql`insert into nav_page_added (full_path, parent_path, slug, page_order, created_at, created_by_email)
        values (${path}, ${parentPath}, ${row.slug}, ${row.studio_order ?? 0}, ${row.published_at}, ${by})`.execute(db);
      await sql`insert into nav_page_edit (full_path, title, summary, body, version, updated_at, updated_by_email)
        values (${path}, ${row.title}, ${row.summary}, ${row.body}, ${Math.max(row.version, 1)}, ${at}, ${by})`.execute(db);
      continue;
    }
    // A seeded page's version was words plus place: the words take it, the place the rest (none).
    if (row.studio_words === 1) {
      await sql`insert into nav_page_edit (full_path, title, summary, body, version, updated_at, updated_by_email)
        values (${path}, ${row.title}, ${row.summary}, ${row.body}, ${row.version}, ${at}, ${by})`.execute(db);
    }
    if (row.studio_order !== null) {
      await sql`insert into nav_page_place (origin_path, parent_origin_path, page_order, version, updated_at, updated_by_email)
        values (${row.origin_path}, ${row.studio_parent_origin_path}, ${row.studio_order}, ${row.studio_words === 1 ? 0 : row.version}, ${at}, ${by})`.execute(db);
    }
  }
  await sql`delete from nav_page where hidden = 1`.execute(db);
  for (const column of ['hidden', 'studio_order', 'studio_parent_origin_path', 'studio_words', 'updated_by_email', 'updated_at', 'version', 'origin']) {
    await db.schema.alterTable('nav_page').dropColumn(column).execute();
  }
}
