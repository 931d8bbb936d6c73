import { type Kysely, sql } from 'kysely';

/**
 * Staff edits of a package live on the package row itself (issue 27: one edit model beside the seed), as
 * they do on adverts, sponsors, promos and slots: `package` gets `origin` ('seed': the demo world's,
 * replaced with it; 'studio': saved by staff, whose edit the reseed lays over the world's package again),
 * `version` (0 until staff first save it), who saved it when, `on_sale` and `price_edits` (what staff set
 * of each price option, keyed by the world's price id, as `package_edit.prices` was). Each `package_edit`
 * row is laid onto its package's attributes, so a read finds the package as sold, and then the overlay
 * goes. An edit of a package the world no longer sells (a pass for a match that is over) has nothing to
 * lie on and no way back: the world never lays that id out again.
 *
 * The edit is laid here with this file's own copy of the rule (modules/packages/edits.ts at the time), so
 * the migration does the same thing whatever that module later becomes.
 */
type PackageEdit = { package_id: string; title: string; description: string; on_sale: number; prices: string; version: number; updated_at: string; updated_by_email: string };
type PriceEdits = Record<string, { id: string; amount: number; strikethroughAmount: number | null }>;
type Attributes = {
  title: string;
  description: string;
  priceData: { id: string; priceDisplay: { amount: number; amountFormatted: string; strikethroughAmountFormatted: string | null } }[];
};

const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

function laidOver(attributes: Attributes, edit: PackageEdit): Attributes {
  const prices = JSON.parse(edit.prices) as PriceEdits;
  return {
    ...attributes,
    title: edit.title,
    description: edit.description,
    priceData: attributes.priceData.map((price) => {
      const changed = prices[price.id];
      if (!changed) return price;
      return {
        ...price,
        id: changed.id,
        priceDisplay: {
          ...price.priceDisplay,
          amount: changed.amount,
          amountFormatted: pounds(changed.amount),
          strikethroughAmountFormatted: changed.strikethroughAmount === null ? null : pounds(changed.strikethroughAmount),
        },
      };
    }),
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('package')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
    .execute();
  await db.schema.alterTable('package').addColumn('version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('package').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('package').addColumn('updated_by_email', 'text').execute();
  await db.schema
    .alterTable('package')
    .addColumn('on_sale', 'integer', (col) => col.notNull().defaultTo(1).check(sql`on_sale in (0, 1)`))
    .execute();
  await db.schema.alterTable('package').addColumn('price_edits', 'text', (col) => col.notNull().defaultTo('{}')).execute();
  const { rows: edits } = await sql<PackageEdit>`select package_id, title, description, on_sale, prices, version, updated_at, updated_by_email from package_edit`.execute(db);
  for (const edit of edits) {
    const { rows } = await sql<{ attributes: string }>`select attributes from package where id = ${edit.package_id}`.execute(db);
    const row = rows[0];
    if (!row) continue;
    const attributes = JSON.stringify(laidOver(JSON.parse(row.attributes) as Attributes, edit));
    await sql`update package set attributes = ${attributes}, origin = 'studio', version = ${edit.version}, updated_at = ${edit.updated_at},
      updated_by_email = ${edit.updated_by_email}, on_sale = ${Number(edit.on_sale)}, price_edits = ${edit.prices} where id = ${edit.package_id}`.execute(db);
  }
  await db.schema.dropTable('package_edit').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('package_edit')
    .addColumn('package_id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('on_sale', 'integer', (col) => col.notNull().check(sql`on_sale in (0, 1)`))
    .addColumn('prices', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
  const { rows: edited } = await sql<{ id: string; attributes: string; on_sale: number; price_edits: string; version: number; updated_at: string; updated_by_email: string }>`
    select id, attributes, on_sale, price_edits, version, updated_at, updated_by_email from package where origin = 'studio'`.execute(db);
  for (const row of edited) {
    // The overlay lays title, description and every edited option's id and amounts over the row, but finds
    // an option by the world's id: each option gets that id back; the next reseed writes the world's rest.
    const attributes = JSON.parse(row.attributes) as Attributes;
    const prices = Object.entries(JSON.parse(row.price_edits) as PriceEdits);
    const world = { ...attributes, priceData: attributes.priceData.map((price) => ({ ...price, id: prices.find(([, edit]) => edit.id === price.id)?.[0] ?? price.id })) };
    await sql`update package set attributes = ${JSON.stringify(world)} where id = ${row.id}`.execute(db);
    await sql`insert into package_edit (package_id, title, description, on_sale, prices, version, updated_at, updated_by_email)
      values (${row.id}, ${attributes.title}, ${attributes.description}, ${Number(row.on_sale)}, ${row.price_edits}, ${row.version}, ${row.updated_at}, ${row.updated_by_email})`.execute(db);
  }
  for (const column of ['price_edits', 'on_sale', 'updated_by_email', 'updated_at', 'version', 'origin']) {
    await db.schema.alterTable('package').dropColumn(column).execute();
  }
}
