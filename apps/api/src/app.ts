import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RemoteConfig } from '@idea-portal/contracts';
import type { DatabaseHandle } from '@idea-portal/db';
import { transitionTableMarkdown } from '@idea-portal/domain';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthenticate, type CallerRow } from './auth/caller';
import { CallerCache, registerCallerCacheInvalidation } from './auth/caller-cache';
import { createSessionStoreCheck, type SessionCheck } from './auth/session-check';
import { createJwtVerifier, type TokenVerifier } from './auth/verifier';
import { cacheVerifiedTokens } from './auth/verified-token-cache';
import { registerErrorHandling } from './errors';
import { registerInputGuard } from './http/input-guard';
import { purgeExpiredRowsEvery } from './http/expired-rows';
import { DEFAULT_RATE_LIMIT, registerRateLimit, type RateLimitOptions } from './http/rate-limit';
import { registerRequestLog } from './http/request-log';
import { registerIdempotency, type IdempotencyCrashTest } from './http/idempotency';
import { registerRequestWork } from './http/request-work';
import { registerSecurityHeaders, transformDocsCsp } from './http/security-headers';
import { adminModule, type UserCreatedHook } from './modules/admin/routes';
import type { AccountMailHook, AccountMailKind, AccountMailRecipient } from './modules/admin/account-mail';
import type { ModuleOptions } from './modules/context';
import { scheduleDeadlineReminders, type DeadlineJobOptions, type DeadlineJobSchedule } from './modules/tasks/reminders';
import { ideasModule } from './modules/ideas/routes';
import { keyIndicatorsModule } from './modules/key-indicators/routes';
import { notificationsModule } from './modules/notifications/routes';
import { payrollModule } from './modules/payroll/routes';
import { schedulePremiumRelease, type PremiumReleaseSchedule } from './modules/premiums/release-job';
import { premiumsModule } from './modules/premiums/routes';
import { scheduleSavedSearchDigest, type DigestOptions, type DigestSchedule } from './modules/saved-searches/digest';
import { scheduleWorkflowMail, type WorkflowMailOptions, type WorkflowMailSchedule } from './modules/workflow-mail/run';
import { savedSearchesModule } from './modules/saved-searches/routes';
import { searchModule } from './modules/search/routes';
import { tasksModule } from './modules/tasks/routes';
import { buildRemoteConfig, systemModule } from './modules/system/routes';
import { tenantsModule } from './modules/tenants/routes';
import { userFunctionsModule } from './modules/user-functions/routes';
import { absencesModule } from './modules/absences/routes';
import { usersModule } from './modules/users/routes';
import { isDraining } from './lifecycle';
import { requestIdOf, registerRequestId } from './http/request-id';
import { scheduleBlobDeletionRetry } from './storage/blob-deletions';
import { defaultBlobStore, type BlobStore } from './storage/blob-store';

/**
 * Token verification: the issuer with the accepted `aud` values (embedded provider) and/or app
 * client ids (Cognito access tokens carry `client_id` + `token_use: access` instead of `aud`).
 */
export type AuthOptions = { issuer: string; audience?: string | string[]; clientId?: string | string[]; jwksUrl?: string } | { verifier: TokenVerifier };


export type { UserCreatedHook, AccountMailHook, AccountMailKind, AccountMailRecipient };

/** A line of the route table: the module, the URL prefixes it serves and who gets past its door. */
interface Route {
  module: FastifyPluginAsyncZod<ModuleOptions>;
  prefixes: readonly string[];
  /** The role gate of the whole module; rules per idea or per person are the module's own (404 / 403). */
  gate: string;
}

/**
 * Every route of the API, one line per module (mounted in this order; GET /health and /config,
 * the system module, come first and need no sign-in). Every module signs the caller in and keeps
 * to the caller's tenant. A new module is one line here; apps/api/test/route-table.test.ts checks
 * that each module serves only under its prefixes.
 */
export const ROUTE_TABLE = {
  users:         { module: usersModule,         prefixes: ['/users'],                                   gate: 'signed in (one’s own profile; another’s followed ideas: ADMIN)' },
  userFunctions: { module: userFunctionsModule, prefixes: ['/users/{id}/functions', '/admin/users/{id}/functions'], gate: 'signed in; changes: ADMIN' },
  absences:      { module: absencesModule,      prefixes: ['/users/me/absence', '/admin/users/{id}/absence'], gate: 'signed in (one’s own absence); another’s: ADMIN' },
  tenants:       { module: tenantsModule,       prefixes: ['/tenants', '/organizational-units'],        gate: 'signed in' },
  ideas:         { module: ideasModule,         prefixes: ['/ideas', '/categories'],                    gate: 'signed in; per idea: visibility and the workflow table' },
  tasks:         { module: tasksModule,         prefixes: ['/tasks'],                                   gate: 'signed in (one’s own tasks)' },
  notifications: { module: notificationsModule, prefixes: ['/notifications'],                           gate: 'signed in (one’s own notifications)' },
  admin:         { module: adminModule,         prefixes: ['/admin'],                                   gate: 'ADMIN' },
  savedSearches: { module: savedSearchesModule, prefixes: ['/me/saved-searches'],                       gate: 'signed in (one’s own searches)' },
  search:        { module: searchModule,        prefixes: ['/search'],                                  gate: 'signed in; only ideas the caller may see' },
  premiums:      { module: premiumsModule,      prefixes: ['/admin/premium-rules', '/ideas/{id}/premium', '/ideas/{id}/premium-rules'], gate: 'signed in; rules: ADMIN or idea manager (works council reads); a premium: idea manager and works council, the submitter and contributors their own share' },
  payroll:       { module: payrollModule,       prefixes: ['/payroll-exports'],                         gate: 'ADMIN or idea manager' },
  keyIndicators: { module: keyIndicatorsModule, prefixes: ['/key-indicators'],                          gate: 'signed in; only ideas the caller may see' },
} as const satisfies Record<string, Route>;

export type ModuleName = keyof typeof ROUTE_TABLE;

export interface BuildApiOptions {
  db: DatabaseHandle;
  auth: AuthOptions;
  /** Allowed browser origins (default http://localhost:3000 … 3004). */
  corsOrigins?: string[];
  logger?: boolean | FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** The /config document, or base URLs to build it from (default http://localhost:4000 for all). */
  remoteConfig?: RemoteConfig | { users: string; tenants?: string; ideas?: string };
  /** Mount only some modules (default all), e.g. to deploy the three services apart. */
  modules?: ModuleName[];
  /** Serve OpenAPI JSON and UI at /docs (default true). */
  docs?: boolean;
  /** Attachment storage (default a local folder: BLOB_DIR, else DATA_DIR/blobs, else .data/blobs); see blobStoreFromSettings. */
  blobStore?: BlobStore;
  /**
   * How often (ms) this instance retries the attachment file deletes that failed (storage down),
   * besides once at start (default 60,000); false: never (tests that drive it themselves).
   */
  blobDeletionRetryMs?: number | false;
  /** Hosts whose images the shell's content security policy allows; other picture and banner addresses answer 400 FOREIGN_IMAGE_URL (default none). */
  imageHosts?: readonly string[];
  /**
   * Whether a token's provider session (`sid`) is still live; default: the embedded provider's
   * session store in the same database (cached 3 s), or none when that store is absent; false: off.
   */
  sessionCheck?: SessionCheck | false;
  /**
   * How long this instance reuses a caller's profile (role, unit, enabled) before loading it
   * again, in ms (default 5,000; 0: every request loads it). Edits through this instance's admin
   * routes apply at once; edits elsewhere within this time.
   */
  callerCacheMs?: number;
  /** Per-user and per-address limits with counters in the database (default off; main.ts turns them on). */
  rateLimit?: RateLimitOptions | false;
  /** Server timeouts (default DEFAULT_SERVER_TIMEOUTS); they apply once the app listens. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Accounts created by an administrator: sets a temporary password that must be changed at
   * first sign-in; POST /admin/users returns it once. Without it the account has no password yet.
   */
  onUserCreated?: UserCreatedHook;
  /**
   * An administrator's "Reset password" and "Resend invitation": mails the person a code to set a
   * new password through whoever keeps the passwords. Without it both answer 409 PASSWORD_NOT_MANAGED.
   */
  onAccountMail?: AccountMailHook;
  /**
   * The daily e-mail digest of saved-search matches, sent from this process (one instance per
   * day, claimed in the database). Default off; main.ts and the portal turn it on.
   */
  digest?: (Omit<DigestOptions, 'now'> & DigestSchedule) | false;
  /**
   * E-mail about tasks, questions and decisions (at once or in a daily digest, per each person's
   * choice), sent from this process; claims in the database keep several instances from mailing
   * anything twice. Default off; main.ts and the portal turn it on.
   */
  workflowMail?: (Omit<WorkflowMailOptions, 'now'> & WorkflowMailSchedule) | false;
  /**
   * Behind a load balancer: the balancers' own addresses or subnets (`172.28.0.10`, `loopback`).
   * The client address (per-address limits, logs) is the rightmost X-Forwarded-For hop that is not
   * one of them, so a client cannot choose its address by sending the header itself. Default none:
   * the socket's peer.
   */
  trustedProxies?: string[];
  /** The time (default the system clock): "today" for due dates and the deadline job; tests inject one. */
  clock?: () => Date;
  /**
   * Reminders before and on a task's due date and escalations to the idea managers, run from this
   * process (one run per hour, claimed in the database; each reminder sent once). Default off;
   * main.ts and the portal turn it on.
   */
  deadlineReminders?: (Omit<DeadlineJobOptions, 'now'> & DeadlineJobSchedule) | false;
  /**
   * Releases the premiums whose objection period ended without objection, run from this process
   * (one run per hour, claimed in the database; each premium released once), so reading a premium
   * changes nothing. Default off; main.ts and the portal turn it on.
   */
  premiumRelease?: PremiumReleaseSchedule | false;
  /** Crash tests of Idempotency-Key only: kill -9 the process right before or after a keyed request commits. */
  crashTest?: IdempotencyCrashTest;
}

/** Server timeouts in milliseconds, so one slow or stalled client cannot hold sockets open. */
export interface ServerTimeouts {
  /** Until all request headers arrived (408 after). */
  headers: number;
  /** Until the whole request (headers and body) arrived (408 after). */
  request: number;
  /**
   * A socket with no traffic is closed after this long while its request arrives or its answer is
   * written; never while the API works on the request (`response` bounds that).
   */
  idle: number;
  /** How long the API works on a request once it has arrived; then 503 TIMEOUT and its writes roll back. */
  response: number;
  /** An idle keep-alive connection between requests is closed after this long. */
  keepAlive: number;
  /** How often Node checks the header and request deadlines. */
  checkInterval: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = { headers: 10_000, request: 60_000, idle: 10_000, response: 30_000, keepAlive: 5_000, checkInterval: 1_000 };

export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`);

function toRemoteConfig(value: BuildApiOptions['remoteConfig']): RemoteConfig {
  if (!value) return buildRemoteConfig({ users: 'http://localhost:4000' });
  return typeof value.users === 'string' ? buildRemoteConfig(value as { users: string }) : (value as RemoteConfig);
}

/** The API as a Fastify instance (not listening). */
export async function buildApi(options: BuildApiOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const t = { ...DEFAULT_SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    requestTimeout: t.request,
    connectionTimeout: t.idle,
    keepAliveTimeout: t.keepAlive,
    http: { headersTimeout: Math.min(t.headers, t.request), connectionsCheckingInterval: t.checkInterval },
    // Our own request line (registerRequestLog) replaces Fastify's, which logs URLs and addresses.
    logController: new LogController({ disableRequestLogging: true }),
    // One id per request, taken from x-request-id when the caller (shell, haproxy) sent a sane one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    ...(typeof logger === 'object' && logger !== null && 'child' in logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: logger as FastifyServerOptions['logger'] }),
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before every route and every other onSend hook: the request's database scope, deadline and idle timeout.
  const workStarts = registerRequestWork(app, options.db, { deadlineMs: t.response, idleMs: t.idle });
  registerInputGuard(app);
  registerSecurityHeaders(app);
  registerRequestId(app);
  registerRequestLog(app);
  await app.register(cors, {
    origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'x-user-id', 'x-csrf-token', 'if-match', 'x-request-id', 'idempotency-key'],
    exposedHeaders: ['etag', 'x-request-id', 'retry-after', 'idempotent-replayed'],
    maxAge: 600,
  });
  // After CORS, so a browser can read a 429 (and its Retry-After) instead of seeing a network error.
  const limiter = options.rateLimit ? registerRateLimit(app, options.db, options.rateLimit) : undefined;
  // Idempotency-Key on POST, kept in the database (in the request's own transaction) so a retry may reach any instance.
  registerIdempotency(app, options.db, workStarts, { statementTimeoutMs: t.response, crashTest: options.crashTest });
  // Ended rate-limit windows and day-old idempotency keys are deleted once per window.
  purgeExpiredRowsEvery(app, options.db, (options.rateLimit || DEFAULT_RATE_LIMIT).windowSeconds);

  if (options.docs !== false) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Idea Portal API', version: '0.1.0', description: 'Users, tenants and ideas services.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
        tags: [
          {
            name: 'workflow',
            description:
              'Every workflow write is checked against this table (404 unless visible, 409 INVALID_TRANSITION, 403 FORBIDDEN, ' +
              '409 VERSION_CONFLICT); EVALUATORS is the per-idea role (global evaluator or assessment assignee).\n\n' +
              transitionTableMarkdown(),
          },
        ],
      },
      transform: jsonSchemaTransform,
      // Named (e.g. recursive) zod schemas become components the paths reference.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: transformDocsCsp });
  }

  const blobs: BlobStore = options.blobStore ?? defaultBlobStore();
  const retryMs = options.blobDeletionRetryMs;
  if (retryMs !== false) {
    let stopRetry: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopRetry = scheduleBlobDeletionRetry(options.db.db, blobs, { intervalMs: retryMs, log: app.log });
    });
    app.addHook('onClose', async () => stopRetry?.());
  }
  app.addHook('onClose', async () => blobs.close?.());
  // A token's signature and claims are checked once, then remembered until it expires.
  const verifier = cacheVerifiedTokens('verifier' in options.auth ? options.auth.verifier : createJwtVerifier(options.auth));
  const callers = new CallerCache<CallerRow>({ ttlMs: options.callerCacheMs });
  registerCallerCacheInvalidation(app, callers);
  const sessionCheck = options.sessionCheck === false ? undefined : (options.sessionCheck ?? createSessionStoreCheck(options.db));
  const authenticate = createAuthenticate(options.db.db, verifier, sessionCheck, callers);
  const moduleOptions: ModuleOptions = { db: options.db.db, authenticate: limiter ? limiter.guardAuthenticate(authenticate) : authenticate, blobs, imageHosts: options.imageHosts, clock: options.clock };

  await app.register(systemModule, { db: options.db, remoteConfig: toRemoteConfig(options.remoteConfig), blobs, draining: () => isDraining(app) });
  for (const name of options.modules ?? (Object.keys(ROUTE_TABLE) as ModuleName[])) {
    await app.register(ROUTE_TABLE[name].module, name === 'admin' ? { ...moduleOptions, onUserCreated: options.onUserCreated, onAccountMail: options.onAccountMail } : moduleOptions);
  }
  if (options.digest) {
    const digest = options.digest;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = scheduleSavedSearchDigest(options.db.db, { log: app.log, ...digest });
    });
    // A digest under way finishes before the instance closes (and its pool with it).
    app.addHook('onClose', async () => stop?.());
  }
  if (options.deadlineReminders) {
    const job = options.deadlineReminders;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = scheduleDeadlineReminders(options.db.db, { log: app.log, clock: options.clock, ...job });
    });
    app.addHook('onClose', async () => stop?.());
  }
  if (options.premiumRelease) {
    const release = options.premiumRelease;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = schedulePremiumRelease(options.db.db, { log: app.log, clock: options.clock, ...release });
    });
    app.addHook('onClose', async () => stop?.());
  }
  if (options.workflowMail) {
    const mail = options.workflowMail;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = scheduleWorkflowMail(options.db.db, { log: app.log, ...mail });
    });
    app.addHook('onClose', async () => stop?.());
  }
  return app;
}
