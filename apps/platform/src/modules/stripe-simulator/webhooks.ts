import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { Job, JobQueue } from '../../infra/jobs/queue';

/**
 * The simulator's webhook deliveries as durable jobs (the worker role, issue 29): each attempt is one job,
 * added in the transaction that wrote the event (the first) or the previous attempt's outcome (a retry,
 * delayed by the back-off), so a delivery survives any instance's restart and no api instance keeps a
 * timer. The `sim_webhook_delivery` row says where the delivery stands (pending, delivered, failed), as
 * Stripe's dashboard does; a job whose attempt the row has already counted does nothing, so a job claimed
 * again after its worker died mid-way neither sends twice in a row nor counts twice.
 */

export interface DeliveryOptions {
  /** Attempts before giving up (Stripe retries for days; a simulator does not need to). */
  maxAttempts: number;
  /** First retry delay; each further one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export const defaultDelivery: DeliveryOptions = { maxAttempts: 6, baseDelayMs: 2000, maxDelayMs: 5 * 60_000, timeoutMs: 10_000 };

export const webhookJob = 'simulator.webhook';

/** One attempt's job: the event, where it goes (decided when it was made, so every attempt goes there), which attempt. */
export interface WebhookAttempt {
  eventId: string;
  url: string;
  attempt: number;
}

/** Signs a payload as Stripe does: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Adds an attempt's job in `trx` (after `delayMs` for a retry). */
export function queueAttempt(trx: Kysely<DB>, jobs: JobQueue, attempt: WebhookAttempt, delayMs = 0): Promise<void> {
  return jobs.add(trx, { kind: webhookJob, key: `${webhookJob}:${attempt.eventId}:${attempt.attempt}`, payload: attempt, delayMs });
}

export interface WebhookSenderOptions {
  db: Kysely<DB>;
  jobs: JobQueue;
  /** Signs every delivery (payments/stripe-client.ts webhookSecretsFor). */
  webhookSecret: string;
  log: { warn(data: object, message: string): void };
  /** Told of a delivery given up after its last attempt (the platform counts it: infra/metrics.ts jobFailed). */
  onGiveUp?: () => void;
  delivery?: Partial<DeliveryOptions>;
  /** The clock's time in ms: signatures are dated by it, as the simulator dates its events. */
  nowMs: () => number;
}

/** The worker's handler of `simulator.webhook` jobs: one attempt, its outcome and the next attempt's job in one transaction. */
export function createWebhookSender(options: WebhookSenderOptions) {
  const { db, jobs, nowMs } = options;
  const delivery: DeliveryOptions = { ...defaultDelivery, ...options.delivery };

  async function send({ payload: { eventId, url, attempt } }: Job<WebhookAttempt>): Promise<void> {
    const row = await db.selectFrom('sim_webhook_delivery').selectAll().where('event_id', '=', eventId).executeTakeFirst();
    const event = await db.selectFrom('sim_event').select(['data', 'type']).where('id', '=', eventId).executeTakeFirst();
    // Delivered, given up, or this attempt already counted (its worker died after saying so).
    if (!row || row.status !== 'pending' || row.attempts !== attempt - 1 || !event) return;
    // The event as the API answers it, pretty-printed as Stripe sends it.
    const body = JSON.stringify(JSON.parse(event.data), null, 2);
    // Signed at send time, as Stripe does: each retry carries a fresh timestamp.
    const signature = signPayload(body, options.webhookSecret, Math.floor(nowMs() / 1000));
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body,
        signal: AbortSignal.timeout(delivery.timeoutMs),
      });
      statusCode = response.status;
      await response.arrayBuffer();
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const giveUp = !delivered && attempt >= delivery.maxAttempts;
    const delay = Math.min(delivery.maxDelayMs, delivery.baseDelayMs * 2 ** (attempt - 1));
    const counted = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('sim_webhook_delivery')
        .set({
          status: delivered ? 'delivered' : giveUp ? 'failed' : 'pending',
          attempts: attempt,
          next_attempt_at: delivered || giveUp ? null : new Date(nowMs() + delay).toISOString(),
          last_status_code: statusCode,
          last_error: error ?? (delivered ? null : `answered ${statusCode}`),
          updated_at: new Date(nowMs()).toISOString(),
        })
        .where('event_id', '=', eventId)
        .where('attempts', '=', attempt - 1)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      if (!delivered && !giveUp) await queueAttempt(trx, jobs, { eventId, url, attempt: attempt + 1 }, delay);
      return true;
    });
    if (!counted || delivered) return;
    options.log.warn({ eventId, type: event.type, attempts: attempt, statusCode, error }, giveUp ? 'simulator webhook given up' : 'simulator webhook failed; will retry');
    if (giveUp) options.onGiveUp?.();
  }

  /**
   * Queues the next attempt of every pending delivery that has no job waiting (deliveries left by a version
   * that retried on timers): adding an attempt's job that waits already adds nothing.
   */
  async function queuePending(url: string): Promise<void> {
    const rows = await db.selectFrom('sim_webhook_delivery').select(['event_id', 'attempts', 'next_attempt_at']).where('status', '=', 'pending').execute();
    if (rows.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const due = Date.parse(row.next_attempt_at ?? '') - nowMs();
        await queueAttempt(trx, jobs, { eventId: row.event_id, url, attempt: row.attempts + 1 }, Number.isFinite(due) ? Math.max(0, due) : 0);
      }
    });
  }

  return { send, queuePending };
}
