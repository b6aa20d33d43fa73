/**
 * The identity provider as a Fastify app: the provider's own pages (registration, password reset,
 * the account's MFA, the developer outbox, the sign-in pages of an OIDC interaction), and
 * everything else (discovery, /auth, /token, /jwks, /session/end ...) handed to oidc-provider,
 * which is a Koa app: its callback gets the raw request and response (reply.hijack()).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './context.js';
import { registerErrorHandling } from './errors.js';
import { registerHealth, registerRequestLog, requestIdOf } from './health.js';
import { alignForwardedHeaders } from './proxies.js';
import { devOutboxRoutes } from './flows/dev-outbox/routes.js';
import { accountMfaRoutes } from './flows/mfa/routes.js';
import { accountPasswordRoutes } from './flows/account-password/routes.js';
import { passwordResetRoutes } from './flows/password-reset/routes.js';
import { registrationRoutes } from './flows/registration/routes.js';
import { federationCallbackRoute } from './flows/sign-in/federated.js';
import { signInRoutes } from './flows/sign-in/routes.js';

/** Our forms are small; a larger body answers 413. */
export const MAX_FORM_BYTES = 16 * 1024;

/** The paths of the provider's own pages (everything else belongs to oidc-provider). */
export const PAGE_PATHS = ['/register', '/signup', '/register/confirm', '/register/resend', '/forgot-password', '/reset-password', '/account/mfa', '/account/password', '/dev/outbox', '/federated/callback'] as const;

export interface IdentityApp {
  app: FastifyInstance;
  /** Node request listener, for a server of the caller's (createIdentityServer) or a test's. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface IdentityAppOptions {
  devInteractions?: boolean;
  /** pino options for JSON request logs (default none). */
  logger?: FastifyServerOptions['logger'];
  /** True once the instance is stopping (readiness answers 503). */
  draining?: () => boolean;
}

export async function buildIdentityApp(ctx: AppContext, options: IdentityAppOptions = {}): Promise<IdentityApp> {
  let handler: IdentityApp['handler'] | undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    // Our own request line (registerRequestLog) replaces Fastify's, which logs URLs with their codes.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
    // request.ip: the rightmost X-Forwarded-For hop that is not a trusted proxy.
    trustProxy: ctx.trustedProxies.length ? ctx.trustedProxies : false,
    // The app is served by whoever calls `handler`; this server never listens.
    serverFactory: (h) => {
      handler = h;
      return createServer(h);
    },
  });
  registerErrorHandling(app);
  const issuerProtocol = ctx.issuer.startsWith('https:') ? 'https' : 'http';
  app.addHook('onRequest', async (request, reply) => {
    // Every answer, also oidc-provider's JSON (discovery, /jwks, /token, /me), is never sniffed.
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    alignForwardedHeaders(request, issuerProtocol);
  });

  app.get('/healthz', async (_request, reply) => reply.type('application/json').send('{"status":"ok"}'));
  registerHealth(app, ctx.sql, options.draining ?? (() => false));
  if (options.logger) registerRequestLog(app);

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_req, body, done) => {
      done(null, new URLSearchParams(String(body)));
    });
    // Other bodies are not read: the pages see an empty form (and answer with its validation errors).
    pages.addContentTypeParser('*', (_req, _payload, done) => done(null, new URLSearchParams()));
    registrationRoutes(pages, ctx);
    passwordResetRoutes(pages, ctx);
    accountMfaRoutes(pages, ctx);
    accountPasswordRoutes(pages, ctx);
    devOutboxRoutes(pages, ctx);
    federationCallbackRoute(pages, ctx);
    if (!options.devInteractions) signInRoutes(pages, ctx);
  });

  await app.register(async (oidc) => {
    // oidc-provider parses bodies itself: leave the request stream unread.
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const callback = ctx.provider.callback();
    const toProvider = async (request: { raw: IncomingMessage }, reply: { hijack(): void; raw: ServerResponse }) => {
      reply.hijack();
      await callback(request.raw, reply.raw);
    };
    oidc.all('/', toProvider);
    oidc.all('/*', toProvider);
  });

  await app.ready();
  if (!handler) throw new Error('identity: Fastify did not hand over its request handler');
  return { app, handler };
}
