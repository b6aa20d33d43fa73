/**
 * The composed portal's settings, all overridable by env. Default ports: shell 3000, remotes
 * 3001-3004, API 4000, identity 4001.
 */
const env = process.env;
const num = (v: string | undefined, d: number) => (v ? Number(v) : d);

export function portalConfig() {
  const publicHost = env.PUBLIC_HOST ?? 'localhost';
  const ports = {
    shell: num(env.SHELL_PORT, 3000),
    ideas: num(env.IDEAS_MFE_PORT, 3001),
    myPage: num(env.MY_PAGE_MFE_PORT, 3002),
    search: num(env.SEARCH_MFE_PORT, 3003),
    admin: num(env.ADMIN_MFE_PORT, 3004),
    api: num(env.API_PORT, 4000),
    identity: num(env.IDENTITY_PORT, 4001),
  };
  const origin = (port: number) => `http://${publicHost}:${port}`;
  const remoteOrigins = {
    ideas: env.REMOTE_IDEAS_URL ?? origin(ports.ideas),
    myPage: env.REMOTE_MY_PAGE_URL ?? origin(ports.myPage),
    search: env.REMOTE_SEARCH_URL ?? origin(ports.search),
    admin: env.REMOTE_ADMIN_URL ?? origin(ports.admin),
  };
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
