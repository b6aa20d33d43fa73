/**
 * The composed portal's settings: the one server environment (libs/server/src/env.ts) with
 * default ports shell 3000, remotes 3001-3004 (from the remote registry), API 4000, identity 4001.
 */
import { loadServerEnv } from '../../libs/server/src/env';

export function portalConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServerEnv(env);
}
export type PortalConfig = ReturnType<typeof portalConfig>;

/** The document the shell reads at start-up: browser env + remote locations. */
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
    ...(c.remoteTimeoutMs && { remoteTimeoutMs: c.remoteTimeoutMs }),
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
