import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for createSmtpMailer / SMTP_URL. */
  url: string;
  /** Every message the server accepted, in order. */
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port: the API's mailer talks SMTP
 * to it over TCP; each accepted message is parsed (mailparser) and kept before the server answers
 * 250, so a send that resolved is already in `received`.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
