import type { StudioAdvertStatus, StudioPromoStatus } from '@club/api-client';
import type { Selectable, Transaction, UpdateObject } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { type Versioned, type VersionStamp, switchAction, versionedUpdate } from '../studio/audit';
import type { StaffMember } from '../studio/staff';

/** The commercial desk's versioned tables (each keeps `origin`, `version`, who saved it when) and each one's key. */
const keys = {
  promo_overlay: 'promo_id',
  advert: 'id',
  advert_slot: 'slot_id',
  sponsor: 'sponsor_id',
  header_sponsor: 'position',
  section_sponsor_slot: 'section_id',
} as const;
type StudioTable = keyof typeof keys;
type KeyOf<T extends StudioTable> = Selectable<DB[T]>[(typeof keys)[T] & keyof Selectable<DB[T]>];

/**
 * The `write` of a `versionedUpdate` of one desk row: sets `columns` and the stamp where the row still has
 * the version the save was opened at, and makes the row the studio's (`origin`), so the demo world's reseed
 * keeps it. Answers how many rows it wrote (none: someone saved since).
 */
export async function writeStudioRow<T extends StudioTable>(
  trx: Transaction<DB>,
  table: T,
  key: KeyOf<T>,
  columns: UpdateObject<DB, T>,
  stamp: VersionStamp,
): Promise<bigint> {
  // Kysely cannot follow a table named by a type parameter; every table above has these columns (db.ts).
  const rows = trx as unknown as Transaction<Record<StudioTable, DB['advert']>>;
  const written = await rows
    .updateTable(table as 'advert')
    .set({ ...(columns as UpdateObject<DB, 'advert'>), origin: 'studio', ...stamp })
    .where(keys[table] as 'id', '=', key as number)
    .where('version', '=', stamp.version - 1)
    .executeTakeFirst();
  return written.numUpdatedRows;
}

/**
 * A staff save of a whole promo or advert (the desk's form), as one `versionedUpdate`: `columns` over the
 * row at the version the form was opened at, the row read back with `find`, and the audit row
 * `<entity>.update`, or `.enable`/`.disable` when the save switched it on or off.
 */
export async function saveSwitchableRow<T extends 'promo_overlay' | 'advert', Row extends Versioned & { enabled: number }>(
  trx: Transaction<DB>,
  save: {
    table: T;
    entity: 'promo' | 'advert';
    key: KeyOf<T> & number;
    columns: UpdateObject<DB, T>;
    version: number;
    actor: StaffMember;
    at: string;
    find: (trx: Transaction<DB>, key: number) => Promise<Row>;
  },
): Promise<Row> {
  return versionedUpdate(trx, {
    what: save.entity,
    before: await save.find(trx, save.key),
    version: save.version,
    actor: save.actor,
    at: save.at,
    write: (stamp) => writeStudioRow(trx, save.table, save.key, save.columns, stamp),
    read: () => save.find(trx, save.key),
    audit: (after, before) => ({
      action: switchAction(save.entity, before.enabled, after.enabled),
      entity: save.entity,
      entityId: String(save.key),
      before,
      after,
    }),
  });
}

/**
 * A staff delete of an advert or a sponsor, as one `versionedUpdate` at the version it was opened at (409
 * otherwise): `unplace` takes it out of wherever it shows (or refuses, naming where), then the row stays,
 * marked deleted and the studio's, so the demo world's reseed never lays it back. The audit row
 * `<table>.delete` keeps the row as it was, with where it was `placed`.
 */
export async function deleteStudioRow<Row extends Versioned>(
  trx: Transaction<DB>,
  remove: {
    table: 'advert' | 'sponsor';
    key: number;
    before: Row;
    placed: Record<string, unknown>;
    version: number;
    actor: StaffMember;
    at: string;
    unplace: () => Promise<unknown>;
  },
): Promise<{ deleted: true }> {
  const { table, key, before, at } = remove;
  await versionedUpdate(trx, {
    what: table,
    before,
    version: remove.version,
    actor: remove.actor,
    at,
    write: async (stamp) => {
      await remove.unplace();
      const deleted = { deleted_at: at };
      // One call a table: Kysely's columns of either table are only known once it is named.
      return table === 'advert' ? writeStudioRow(trx, 'advert', key, deleted, stamp) : writeStudioRow(trx, 'sponsor', key, deleted, stamp);
    },
    read: async () => null,
    audit: () => ({ action: `${table}.delete`, entity: table, entityId: String(key), before: { ...before, ...remove.placed }, after: null }),
  });
  return { deleted: true };
}

/** Whose a desk row is and its last save, as every desk item shows them (the version a save must name). */
export const editOf = (row: Versioned & { origin: 'seed' | 'studio' }) => ({
  origin: row.origin,
  version: row.version,
  updatedAt: row.updated_at,
  updatedByEmail: row.updated_by_email,
});

/** A row staff make: theirs from the start (`origin`), version 1, saved by them now. */
export const madeByStaff = (actor: StaffMember, at: string) => ({ origin: 'studio' as const, version: 1, updated_at: at, updated_by_email: actor.email });

/** The id of a row staff make: after every row's (a deleted one's too), and never below `first`, clear of the demo world's ids. */
export async function nextStudioId(trx: Transaction<DB>, table: 'promo_overlay' | 'advert' | 'sponsor', first: number): Promise<number> {
  const rows = trx as unknown as Transaction<Record<StudioTable, DB['advert']>>;
  const top = await rows
    .selectFrom(table as 'advert')
    .select((eb) => eb.fn.max(keys[table] as 'id').as('id'))
    .executeTakeFirstOrThrow();
  return Math.max(first, Number(top.id ?? 0) + 1);
}

/** Where a dated, switchable item (a promo, an advert) stands at `at`. */
export function scheduleStatus(enabled: number, start: string, end: string, at: number): StudioPromoStatus & StudioAdvertStatus {
  if (enabled !== 1) return 'disabled';
  if (Date.parse(end) <= at) return 'ended';
  if (Date.parse(start) > at) return 'scheduled';
  return 'running';
}

// The public shapes' instants: 'YYYY-MM-DDTHH:MM:SSZ', as the seed writes them.
export const utc = (instant: string): string => new Date(instant).toISOString().replace('.000Z', 'Z');
