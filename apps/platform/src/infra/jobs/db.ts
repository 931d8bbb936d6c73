/**
 * One durable job (infra/jobs/queue.ts): added in the transaction of the change that calls for it, claimed
 * by one worker at a time under a lease it keeps renewing, deleted when done.
 */
export interface PlatformJobTable {
  id: string;
  /** What to run, e.g. 'clubtv.transcode'. */
  kind: string;
  /** One job per key while it waits or runs (e.g. 'clubtv.transcode:tv-…'): adding it again adds nothing. */
  key: string;
  /** JSON text. */
  payload: string;
  state: 'queued' | 'running' | 'failed';
  /** Claims so far (a worker killed mid-way leaves its claim to lapse; the next claim is attempt + 1). */
  attempts: number;
  /** When it may run next, machine time in ms since the epoch (a failed attempt backs off). */
  run_at: number;
  /** The claiming worker's id while running. */
  locked_by: string | null;
  /** While running: the worker's lease, renewed as it works; past it, another worker may claim the job. */
  locked_until: number | null;
  last_error: string | null;
  created_at: string;
}

/** The table the job queue owns: only infra/jobs writes it. */
export interface JobsTables {
  platform_job: PlatformJobTable;
}
