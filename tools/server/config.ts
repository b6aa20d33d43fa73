/**
 * The composed portal's settings, all overridable by env. Default ports: shell 3000, remotes
 * 3001-3004 (from the remote registry), API 4000, identity 4001.
 */
import { DEFAULT_PORT_BASE, REMOTE_KEYS, REMOTES, type RemoteKey } from '../../libs/contracts/src/remotes';

const env = process.env;
const num = (v: string | undefined, d: number) => (v ? Number(v) : d);

export function portalConfig() {
  const publicHost = env.PUBLIC_HOST ?? 'localhost';
  const remotePorts = Object.fromEntries(REMOTE_KEYS.map((k) => [k, num(env[REMOTES[k].portEnv], DEFAULT_PORT_BASE + REMOTES[k].portOffset)])) as Record<RemoteKey, number>;
  const ports = {
    shell: num(env.SHELL_PORT, DEFAULT_PORT_BASE),
    ...remotePorts,
    api: num(env.API_PORT, 4000),
    identity: num(env.IDENTITY_PORT, 4001),
  };
  const origin = (port: number) => `http://${publicHost}:${port}`;
  const remoteOrigins = Object.fromEntries(REMOTE_KEYS.map((k) => [k, env[REMOTES[k].urlEnv] ?? origin(ports[k])])) as Record<RemoteKey, string>;
  const shellUrl = env.APP_URL ?? origin(ports.shell);
  const apiUrl = env.API_URL ?? origin(ports.api);
  const issuer = env.OIDC_ISSUER ?? origin(ports.identity);
  return {
    bindHost: env.BIND_HOST ?? 'localhost',
    ports,
    shellUrl,
    apiUrl,
    issuer,
    clientId: env.OIDC_CLIENT_ID ?? 'idea-portal',
    apiAudience: env.API_AUDIENCE ?? 'idea-portal-api',
    remoteOrigins,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '.data/pglite',
    seed: env.SEED ? env.SEED === 'true' : env.NODE_ENV !== 'production',
    supportUrl: env.SUPPORT_URL ?? 'mailto:ideas-support@example.com',
  };
}
export type PortalConfig = ReturnType<typeof portalConfig>;

/** The document the shell reads at start-up: browser env (spec section 5) + remote locations. */
export function runtimeConfig(c: PortalConfig) {
  return {
    env: {
      API_URL: c.apiUrl,
      FETCH_CONFIGS: process.env.FETCH_CONFIGS ?? 'false',
      USE_CUSTOM_DOMAIN: process.env.USE_CUSTOM_DOMAIN ?? 'false',
      APP_URL: c.shellUrl,
      OIDC_AUTHORITY: c.issuer,
      OIDC_CLIENT_ID: c.clientId,
      SUPPORT_URL: c.supportUrl,
      ...(process.env.AWS_COGNITO_USER_POOL_ID && {
        AWS_COGNITO_USER_POOL_ID: process.env.AWS_COGNITO_USER_POOL_ID,
        AWS_COGNITO_CLIENT_ID: process.env.AWS_COGNITO_CLIENT_ID,
        AWS_COGNITO_REGION: process.env.AWS_COGNITO_REGION,
      }),
    },
    remotes: Object.fromEntries(Object.entries(c.remoteOrigins).map(([k, v]) => [k, `${v}/mf-manifest.json`])),
    ...(process.env.REMOTE_TIMEOUT_MS && { remoteTimeoutMs: Number(process.env.REMOTE_TIMEOUT_MS) }),
  };
}

/** Strict CSP for the shell: scripts only from the shell's and the remotes' origins. */
export function shellCsp(c: PortalConfig) {
  const remotes = Object.values(c.remoteOrigins).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${c.apiUrl} ${c.issuer}`,
    `img-src 'self' data: blob: ${c.apiUrl}`,
    // Mantine sets inline styles; remotes ship their CSS modules from their own origins.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    "font-src 'self' data:",
    `frame-src ${c.issuer}`,
    "object-src 'none'",
    // No origin may frame the portal (clickjacking).
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self' ${c.issuer}`,
  ].join('; ');
}
