import type { SelectQueryBuilder, Simplify } from 'kysely';

/**
 * One page of what `filtered` finds, and how many rows it finds in all, asked together: `rows` picks the page's
 * columns and order (the count needs neither). Postgres answers count(*) as a string; `total` is a number.
 */
export async function countedPage<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: Simplify<Row>[] }> {
  const [counted, found] = await Promise.all([
    filtered
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .$castTo<{ total: number | string }>()
      .executeTakeFirstOrThrow(),
    rows(filtered).limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(counted.total), rows: found };
}

/** The rows of page `page` (from 1) of `size` rows each. */
export const nthPage = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });
