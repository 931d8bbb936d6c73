import type { StudioAuditEntry } from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage, nthPage } from '../../infra/db/paging';
import type { RevisionColumns } from '../../infra/db/staff-edits';
import { type ConflictSubject, VersionConflict } from './conflict';
import { nameOf, type StaffMember } from './staff';

export interface AuditRecord {
  actor: Pick<StaffMember, 'sub' | 'email'>;
  /** `<entity>.<verb>`, e.g. 'article.publish'. */
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the log and the data
 * never disagree: a change that rolls back leaves no row, and no change is made without one.
 */
export async function recordAudit(trx: Transaction<DB>, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at: record.at,
      actor_sub: record.actor.sub,
      actor_email: record.actor.email,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId,
      before_json: record.before === null || record.before === undefined ? null : JSON.stringify(record.before),
      after_json: record.after === null || record.after === undefined ? null : JSON.stringify(record.after),
    })
    .execute();
}

/**
 * The audit action of a save that may switch a row on or off: `<entity>.<on>` or `<entity>.<off>` when
 * the flag moved (e.g. 'advert.disable'), else `<entity>.update`.
 */
export function switchAction(entity: string, before: number, after: number, on = 'enable', off = 'disable'): string {
  return before !== after ? `${entity}.${after === 1 ? on : off}` : `${entity}.update`;
}

/** The columns every versioned studio row keeps: its version and who saved it last, when. */
export interface Versioned {
  version: number;
  updated_at: string | null;
  updated_by_email: string | null;
}

/** What a versioned write sets beside its own columns. */
export interface VersionStamp {
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/**
 * One save of a versioned studio row (a promo, an advert, a sponsor, an advert slot's order, a header
 * sponsor place, a section sponsor slot, a package's edit), in the transaction that makes it: the version
 * the page was opened at must be the stored one, or the save is refused with who saved since
 * (VersionConflict, 409). `write` makes the change with `stamp` (the next
 * version, now, the actor) and checks the version again itself (`where version = before.version`), so two
 * saves racing from one version cannot both land: it answers how many rows it wrote, and none is a
 * conflict too. Then `read` reads the row as it is now and `audit` says what to log of after and before.
 * A change that throws rolls back with its audit row.
 */
export async function versionedUpdate<Row extends Versioned, After>(
  trx: Transaction<DB>,
  change: {
    what: ConflictSubject;
    before: Row;
    version: number;
    actor: StaffMember;
    at: string;
    write: (stamp: VersionStamp) => Promise<number | bigint>;
    read: () => Promise<After>;
    audit: (after: After, before: Row) => Pick<AuditRecord, 'action' | 'entity' | 'entityId' | 'before' | 'after'>;
  },
): Promise<After> {
  const { before, at } = change;
  const conflict = async () =>
    new VersionConflict({
      what: change.what,
      updatedBy: before.updated_by_email,
      updatedByName: await nameOf(trx, before.updated_by_email),
      updatedAt: before.updated_at ?? at,
      version: before.version,
    });
  if (change.version !== before.version) throw await conflict();
  const written = await change.write({ version: before.version + 1, updated_at: at, updated_by_email: change.actor.email });
  if (Number(written) !== 1) throw await conflict();
  const after = await change.read();
  await recordAudit(trx, { actor: change.actor, at, ...change.audit(after, before) });
  return after;
}

function parse(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

export function createAuditLog(db: Kysely<DB>) {
  return {
    /** A page of the log, newest first, optionally of one entity. */
    async list(query: { page: number; pageSize: number; entity?: string | undefined; entityId?: string | undefined; actor?: string | undefined }) {
      let filtered = db.selectFrom('audit_log');
      if (query.actor) filtered = filtered.where('actor_email', '=', query.actor);
      if (query.entity) filtered = filtered.where('entity', '=', query.entity);
      if (query.entityId) filtered = filtered.where('entity_id', '=', query.entityId);
      const { total, rows } = await countedPage(filtered, (page) => page.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), nthPage(query.page, query.pageSize));
      const items: StudioAuditEntry[] = rows.map((row) => ({
        id: Number(row.id),
        at: row.at,
        actorSub: row.actor_sub,
        actorEmail: row.actor_email,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        before: parse(row.before_json),
        after: parse(row.after_json),
      }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;

/** Who a baseline revision names: the words were the club's own (the seed's) before the first studio save. */
const seedName = 'The club (before the studio)';

// Postgres may answer integer columns as strings through some drivers; ids and versions stay numbers either way.
export function normaliseRevision<T extends Pick<Selectable<RevisionColumns>, 'id' | 'version' | 'restored_from'>>(row: T): T {
  return { ...row, id: Number(row.id), version: Number(row.version), restored_from: row.restored_from === null ? null : Number(row.restored_from) };
}

/** One entry of a history (issue 28), an article's or a page's: who saved, when, and which fields that save changed. */
export function toRevisionSummary<Action extends string, Field extends string>(row: Omit<Selectable<RevisionColumns>, 'fields_json'>, names: Map<string, string>) {
  return {
    id: row.id,
    version: row.version,
    at: row.at,
    action: row.action as Action,
    by: row.actor_email,
    byName: row.actor_email === null ? seedName : (names.get(row.actor_email) ?? row.actor_email),
    changed: JSON.parse(row.changed_json) as Field[],
    restoredFrom: row.restored_from,
  };
}

/** Staff names by email for a history, each asked once. */
export async function namesOf(db: Kysely<DB>, emails: readonly (string | null)[]): Promise<Map<string, string>> {
  const distinct = [...new Set(emails.filter((email): email is string => email !== null))];
  return new Map(await Promise.all(distinct.map(async (email) => [email, await nameOf(db, email)] as const)));
}
