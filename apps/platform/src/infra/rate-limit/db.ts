export interface RateLimitWindowTable {
  key: string;
  window_start: string;
  hits: number;
}

/** The table the rate limiter owns (database.ts): only its code writes it. */
export interface RateLimitTables {
  rate_limit_window: RateLimitWindowTable;
}
