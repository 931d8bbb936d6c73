/** One analytics record as a site sent it (0008_analytics); the advert columns are null for a page view. */
export interface AnalyticsRecordTable {
  id: string;
  received_at: string;
  event: 'pageView' | 'advertLoad' | 'advertClick';
  path: string;
  advert_id: string | null;
  advert_name: string | null;
  advert_placement: string | null;
  channel: string;
  domain: string;
  log_id: number;
  screensize: string;
  sso_vendor: string;
  user_agent: string;
  session_id: number;
  sso_id: string | null;
}

/** The tables the analytics module owns: only its code writes them (see ownership.test.ts). */
export interface AnalyticsTables {
  analytics_record: AnalyticsRecordTable;
}
