/**
 * Outgoing mail. With SMTP_URL (e.g. smtp://user:pass@mail.example.com:587) messages go out through
 * nodemailer; otherwise each message is printed to the provider's own terminal (recipient, subject
 * and text with the code), so whoever started the portal can still register and reset. Only when a
 * developer turns the outbox on (IDENTITY_DEV_OUTBOX=true) are messages also kept in identity.outbox,
 * which GET /dev/outbox (loopback only) and tests (readOutbox(db, email)) read.
 */
import { createPrintMailer, createSmtpMailer, DEFAULT_MAIL_FROM, type Mailer, type MailMessage } from '@idea-portal/server';
import { resolveSql, type IdentityDatabase, type SqlClient } from './sql.js';

export { createSmtpMailer, DEFAULT_MAIL_FROM, type Mailer, type MailMessage };

export function createOutboxMailer(sql: SqlClient): Mailer {
  return {
    kind: 'outbox',
    async send(m) {
      await sql.query(`INSERT INTO identity.outbox (to_email, subject, text_body, html_body) VALUES ($1, $2, $3, $4)`, [
        m.to.toLowerCase(),
        m.subject,
        m.text,
        m.html ?? null,
      ]);
    },
  };
}

/** Prints each message to the terminal; with `outbox`, also keeps it in identity.outbox. */
export function createConsoleMailer(options: { outbox?: SqlClient; print?: (line: string) => void } = {}): Mailer {
  return createPrintMailer({ label: 'identity', print: options.print, also: options.outbox ? createOutboxMailer(options.outbox) : undefined });
}

/** SMTP when SMTP_URL is set, else the terminal (and the database outbox when the developer outbox is on). */
export function mailerFromEnv(sql: SqlClient, env: NodeJS.ProcessEnv = process.env, options: { devOutbox?: boolean } = {}): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM || DEFAULT_MAIL_FROM);
  return createConsoleMailer({ outbox: options.devOutbox ? sql : undefined });
}

/** The developer outbox is served only when IDENTITY_DEV_OUTBOX=true is set explicitly. */
export function devOutboxFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.IDENTITY_DEV_OUTBOX === 'true';
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

/** The outbox, newest first; for one recipient when `email` is given. */
export async function readOutbox(db: IdentityDatabase, email?: string, limit = 50): Promise<OutboxMessage[]> {
  const sql = resolveSql(db);
  const { rows } = await sql.query<{ id: number | string; to_email: string; subject: string; text_body: string; html_body: string | null; created_at: Date | string }>(
    `SELECT id, to_email, subject, text_body, html_body, created_at FROM identity.outbox
      WHERE ($1::text IS NULL OR to_email = $1) ORDER BY id DESC LIMIT $2`,
    [email ? email.trim().toLowerCase() : null, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_email,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  }));
}
