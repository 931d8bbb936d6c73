/** Mail kept by the outbox mailer (no SMTP configured), readable in development. */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** The table the mail infrastructure owns (mailer.ts): only its code writes it. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}
