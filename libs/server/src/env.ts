/**
 * The one server environment of the portal: every setting the API, the identity provider and
 * the portal server (tools/server) read, under one name each, validated with zod. Ports and
 * origins of the remotes come from the remote registry. Old names still work as deprecated
 * aliases (the loader reports them so the entry point can warn).
 */
import { z } from 'zod';
import { DEFAULT_PORT_BASE, REMOTE_KEYS, REMOTES, SHELL_SITE, type RemoteKey } from '@idea-portal/contracts';

const port = z.coerce.number().int().min(0).max(65_535);
const optionalText = z.string().trim().min(1).optional().catch(undefined);
const origin = z.url().transform((u) => u.replace(/\/+$/, ''));
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const remotePorts = Object.fromEntries(REMOTE_KEYS.map((k) => [REMOTES[k].portEnv, port.default(DEFAULT_PORT_BASE + REMOTES[k].portOffset)]));
const remoteUrls = Object.fromEntries(REMOTE_KEYS.map((k) => [REMOTES[k].urlEnv, origin.optional()]));

export const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Host name in the public URLs derived from the ports. */
  PUBLIC_HOST: z.string().min(1).default('localhost'),
  /** Interface the servers listen on. */
  BIND_HOST: z.string().min(1).optional(),
  SHELL_PORT: port.default(DEFAULT_PORT_BASE + SHELL_SITE.portOffset),
  ...remotePorts,
  API_PORT: port.default(4000),
  IDENTITY_PORT: port.default(4001),
  /** Public URLs; derived from PUBLIC_HOST and the ports when unset. */
  APP_URL: origin.optional(),
  API_URL: origin.optional(),
  OIDC_ISSUER: origin.optional(),
  ...remoteUrls,
  OIDC_CLIENT_ID: z.string().min(1).default('idea-portal'),
  API_AUDIENCE: z.string().min(1).default('idea-portal-api'),
  OIDC_JWKS_URL: origin.optional(),
  /** Comma-separated browser origins the API allows; the shell's and the remotes' by default. */
  CORS_ORIGINS: z.string().optional(),
  DATABASE_URL: optionalText,
  /** PostgreSQL connections one server process holds at most (PGlite has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  SEED: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SUPPORT_URL: z.string().min(1).default('mailto:ideas-support@example.com'),
  /** How long the shell waits for a remote's manifest and entry before showing its fallback. */
  REMOTE_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** Where attachments live: a local folder (embedded default) or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The local store's folder (default DATA_DIR/blobs). */
  BLOB_DIR: optionalText,
  /** S3-compatible endpoint (MinIO, Ceph, …); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: origin.optional(),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; unset: the AWS SDK's default credential chain (environment, instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style URLs (endpoint/bucket/key), which most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Key prefix inside the bucket. */
  S3_PREFIX: z.string().default(''),
  /** Deadline of one S3 call in ms (connect, a whole request, a silent socket); a hung bucket answers 503 after it. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /**
   * On SIGTERM, how long an instance keeps serving while /health/ready already answers 503, so
   * the load balancer's health checks take it out of rotation before it stops accepting.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
}).superRefine((env, ctx) => {
  if (env.STORAGE === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when STORAGE=s3' });
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
});

/** Deprecated name -> the one name it stands for. */
export const DEPRECATED_ALIASES: Readonly<Record<string, string>> = {
  IDENTITY_ISSUER: 'OIDC_ISSUER',
  PORTAL_URL: 'APP_URL',
  API_PUBLIC_URL: 'API_URL',
  PGLITE_DATA_DIR: 'DATA_DIR',
  IDENTITY_DATA_DIR: 'DATA_DIR',
  IDENTITY_CLIENT_ID: 'OIDC_CLIENT_ID',
  IDENTITY_API_AUDIENCE: 'API_AUDIENCE',
  HOST: 'BIND_HOST',
};

export class InvalidServerEnvError extends Error {
  constructor(public readonly variables: { name: string; message: string }[]) {
    super(`Invalid server environment\n${variables.map((v) => `- ${v.name}: ${v.message}`).join('\n')}`);
    this.name = 'InvalidServerEnvError';
  }
}

export interface LoadOptions {
  /** A standalone server's own port variable that the generic PORT (PaaS convention) sets. */
  portVariable?: 'API_PORT' | 'IDENTITY_PORT';
  /** Interface to listen on when BIND_HOST is unset. */
  defaultBindHost?: string;
}

/** Reads and validates the server environment, then derives the ports, URLs and origins. */
export function loadServerEnv(raw: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}) {
  const input: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined && v !== '') input[k] = v;
  const deprecated: string[] = [];
  for (const [alias, name] of Object.entries(DEPRECATED_ALIASES)) {
    if (input[alias] === undefined) continue;
    deprecated.push(`${alias} is deprecated: use ${name}`);
    input[name] ??= input[alias];
  }
  if (options.portVariable && input.PORT !== undefined) input[options.portVariable] ??= input.PORT;

  const parsed = ServerEnvSchema.safeParse(input);
  if (!parsed.success) throw new InvalidServerEnvError(parsed.error.issues.map((i) => ({ name: String(i.path[0] ?? '(env)'), message: i.message })));
  const env = parsed.data as z.infer<typeof ServerEnvSchema> & Record<string, number | string | undefined>;

  const url = (p: number) => `http://${env.PUBLIC_HOST}:${p}`;
  const ports = {
    shell: env.SHELL_PORT,
    ...(Object.fromEntries(REMOTE_KEYS.map((k) => [k, env[REMOTES[k].portEnv] as number])) as Record<RemoteKey, number>),
    api: env.API_PORT,
    identity: env.IDENTITY_PORT,
  };
  const remoteOrigins = Object.fromEntries(REMOTE_KEYS.map((k) => [k, (env[REMOTES[k].urlEnv] as string | undefined) ?? url(ports[k])])) as Record<RemoteKey, string>;
  const shellUrl = env.APP_URL ?? url(ports.shell);
  const production = env.NODE_ENV === 'production';
  const corsList = env.CORS_ORIGINS?.split(',').map((s) => s.trim()).filter(Boolean);
  return {
    nodeEnv: env.NODE_ENV,
    production,
    publicHost: env.PUBLIC_HOST,
    bindHost: env.BIND_HOST ?? options.defaultBindHost ?? 'localhost',
    ports,
    shellUrl,
    apiUrl: env.API_URL ?? url(ports.api),
    issuer: env.OIDC_ISSUER ?? url(ports.identity),
    remoteOrigins,
    clientId: env.OIDC_CLIENT_ID,
    apiAudience: env.API_AUDIENCE,
    jwksUrl: env.OIDC_JWKS_URL,
    corsOrigins: corsList?.length ? corsList : [shellUrl, ...Object.values(remoteOrigins)],
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    seed: env.SEED ?? !production,
    logLevel: env.LOG_LEVEL,
    supportUrl: env.SUPPORT_URL,
    remoteTimeoutMs: env.REMOTE_TIMEOUT_MS,
    storage:
      env.STORAGE === 's3'
        ? ({
            kind: 's3',
            bucket: env.S3_BUCKET as string,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            prefix: env.S3_PREFIX,
            timeoutMs: env.S3_TIMEOUT_MS,
          } as const)
        : ({ kind: 'local', dir: env.BLOB_DIR } as const),
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    deprecated,
  };
}
export type ServerEnv = ReturnType<typeof loadServerEnv>;
