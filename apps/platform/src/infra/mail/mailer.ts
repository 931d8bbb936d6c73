import { randomUUID } from 'node:crypto';
import { getClock } from '@club/clock';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface OutboxMessage extends MailMessage {
  id: string;
  sentAt: string;
}

/** Sends the platform's mail (confirmation codes and notices). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves once every message handed over so far has been delivered or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; absent → the outbox table. */
  smtpUrl?: string;
  /** The From address; the club's no-reply address by default. */
  from?: string;
  now?: () => Date;
  /** Told when an SMTP delivery fails (it happens after the request has been answered). */
  onError?: (error: unknown) => void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message lands in the `mail_outbox` table,
 * which development and the end-to-end tests read through GET /api/identity/outbox.
 */
let sequence = 0;
/**
 * Sortable ids: the clock's milliseconds, then a counter, then randomness, so newest-first holds even
 * for several messages in one millisecond or under a test's fixed clock.
 */
function outboxId(at: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${at.getTime().toString().padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
}

export function createMailer(db: Kysely<DB>, options: MailerOptions = {}): Mailer {
  const from = options.from ?? 'no-reply@localhost';
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const pending = new Set<Promise<void>>();
    return {
      // Handed over without waiting: how long a mail server takes must not tell a caller whether an
      // address has an account (a reset code goes out only when it does). A failure is logged; the
      // person can ask for the code again.
      async send(message) {
        const delivery = transport
          .sendMail({ from, to: message.to, subject: message.subject, text: message.text })
          .then(
            () => undefined,
            (error: unknown) => options.onError?.(error),
          )
          .finally(() => pending.delete(delivery));
        pending.add(delivery);
      },
      async idle() {
        await Promise.all(pending);
      },
    };
  }
  const now = options.now ?? (() => getClock().now());
  return {
    async send(message) {
      // One reading of the clock: the id sorts by the instant the message says it was sent.
      const sentAt = now();
      await db
        .insertInto('mail_outbox')
        .values({
          id: outboxId(sentAt),
          to_address: message.to,
          subject: message.subject,
          text: message.text,
          sent_at: sentAt.toISOString(),
        })
        .execute();
    },
    async idle() {},
  };
}

/** The outbox's messages to one address, newest first. */
export async function readOutbox(db: Kysely<DB>, to: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to.trim().toLowerCase())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.text, sentAt: row.sent_at }));
}
