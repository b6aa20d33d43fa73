import type Provider from 'oidc-provider';
import type { Mailer, MailMessage } from './mail.js';
import type { SqlClient } from './sql.js';
import type { BruteForceGuard } from './throttle.js';
import type { Federation } from './upstreams.js';

/** Everything the provider's own pages need. */
export interface AppContext {
  provider: Provider;
  sql: SqlClient;
  issuer: string;
  portalUrl: string;
  portalOrigin: string;
  mailer: Mailer;
  guard: BruteForceGuard;
  federation: Federation;
  /** The balancers whose X-Forwarded-* headers are believed (addresses, subnets, `loopback`). */
  trustedProxies: string[];
  secureCookies: boolean;
  /** HMAC key for CSRF tokens (the newest cookie key). */
  secret: string;
  defaultTenantId?: string;
  devOutbox: boolean;
}

/**
 * Sends a mail. SMTP goes out in the background, so that the response time does not tell whether
 * an account exists; the outbox is written before answering (tests read it right after).
 */
export async function deliver(ctx: AppContext, message: MailMessage): Promise<void> {
  if (ctx.mailer.kind === 'smtp') {
    void ctx.mailer.send(message).catch((err: unknown) => {
      console.error('[identity] mail to', message.to.replace(/^(.).*@/, '$1***@'), 'failed:', err instanceof Error ? err.message : err);
    });
    return;
  }
  await ctx.mailer.send(message);
}
