/**
 * Outgoing mail shared by the identity provider (codes) and the API (saved-search digests). With
 * SMTP_URL (e.g. smtp://user:pass@mail.example.com:587) messages go out through nodemailer as
 * MAIL_FROM; otherwise each message is printed to the terminal of the process that sends it, so
 * whoever started the portal still sees it.
 */
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' sends in the background (so response times do not tell whether mail went out). */
  readonly kind: 'smtp' | 'console' | 'outbox' | 'custom';
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Idea Portal <no-reply@idea-portal.local>';

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

/** Prints each message (recipient, subject, text) under `label`; `also` receives it too (e.g. a developer outbox). */
export function createPrintMailer(options: { label: string; print?: (line: string) => void; also?: Mailer }): Mailer {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  return {
    kind: 'console',
    async send(m) {
      const body = m.text
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n');
      print(`[${options.label}] mail (no SMTP_URL, printed here instead of sent)\n  To: ${m.to}\n  Subject: ${m.subject}\n${body}`);
      await options.also?.send(m);
    },
  };
}

/** SMTP when SMTP_URL is set, else printed under `label`. */
export function mailerFromEnv(label: string, env: NodeJS.ProcessEnv = process.env): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM || DEFAULT_MAIL_FROM);
  return createPrintMailer({ label });
}
