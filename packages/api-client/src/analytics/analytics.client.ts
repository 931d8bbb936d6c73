import { sendJson, type Infer, type Http } from '../http';
import type { AnalyticsRecord, analyticsAcceptedResponseSchema } from './analytics.schemas';

/** The platform's analytics records (SPEC 7 'Analytics': the put-record call). */
export function createAnalyticsClient(http: Http) {
  return {
    /** Stores one record; send it only with the fan's analytics consent. */
    record: (record: AnalyticsRecord) =>
      sendJson<Infer<typeof analyticsAcceptedResponseSchema>>(http, 'post', 'api/analytics/records', record),
  };
}
export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;
