import { randomUUID } from 'node:crypto';
import type { AnalyticsRecord } from '@club/api-client';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';

export interface StoredAnalyticsRecord extends AnalyticsRecord {
  id: string;
  receivedAt: string;
}

export function createAnalyticsRepo(db: Kysely<DB>) {
  return {
    async insert(record: AnalyticsRecord, receivedAt: Date): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('analytics_record')
        .values({
          id,
          received_at: receivedAt.toISOString(),
          event: record.event,
          path: record.path,
          advert_id: record.advert?.id ?? null,
          advert_name: record.advert?.name ?? null,
          advert_placement: record.advert?.placement ?? null,
          channel: record.channel,
          domain: record.domain,
          log_id: record.logID,
          screensize: record.screensize,
          sso_vendor: record.ssoVendor,
          user_agent: record.userAgent,
          session_id: record.sessionID,
          sso_id: record.ssoID,
        })
        .execute();
      return id;
    },

    /** The newest records first, for reports and tests. */
    async latest(limit: number): Promise<StoredAnalyticsRecord[]> {
      const rows = await db.selectFrom('analytics_record').selectAll().orderBy('received_at', 'desc').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        event: row.event,
        path: row.path,
        advert:
          row.advert_id === null ? null : { id: row.advert_id, name: row.advert_name ?? '', placement: row.advert_placement ?? '' },
        channel: 'web',
        domain: row.domain,
        logID: row.log_id,
        screensize: row.screensize,
        ssoVendor: row.sso_vendor,
        userAgent: row.user_agent,
        sessionID: row.session_id,
        ssoID: row.sso_id,
      }));
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
