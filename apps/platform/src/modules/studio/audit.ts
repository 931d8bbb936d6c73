import type { StudioAuditEntry } from '@club/api-client';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { StaffMember } from './staff';

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
      const [counted, rows] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
        filtered
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
      ]);
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
      // Postgres answers count(*) as a string.
      return { items, total: Number(counted.total), page: query.page, pageSize: query.pageSize };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
