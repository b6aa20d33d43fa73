import type { UserManagerSettings } from 'oidc-client-ts';
import { RememberAwareStateStore } from './user-store';
import type { Env } from '../config/env';

/** Cognito's hosted login asks for the user-admin scope too. */
export const COGNITO_SCOPES = 'openid email profile aws.cognito.signin.user.admin';
export const OIDC_SCOPES = 'openid profile email offline_access';

export function authorityFor(env: Env): string {
  if (env.AWS_COGNITO_USER_POOL_ID) {
    const region = env.AWS_COGNITO_REGION || env.AWS_COGNITO_USER_POOL_ID.split('_')[0];
    return `https://cognito-idp.${region}.amazonaws.com/${env.AWS_COGNITO_USER_POOL_ID}`;
  }
  if (!env.OIDC_AUTHORITY) throw new Error('Missing required Cognito configuration: user pool id or client id');
  return env.OIDC_AUTHORITY;
}

/**
 * Authorization code + PKCE; the platform renews with the refresh token itself (watchSession,
 * with backoff); the user is kept in localStorage only with 'Remember me', else sessionStorage.
 */
export function buildOidcSettings(env: Env, origin: string): UserManagerSettings {
  const clientId = env.AWS_COGNITO_CLIENT_ID || env.OIDC_CLIENT_ID;
  if (!clientId) throw new Error('Missing required Cognito configuration: user pool id or client id');
  return {
    authority: authorityFor(env),
    client_id: clientId,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/auth/login`,
    response_type: 'code',
    scope: env.AWS_COGNITO_USER_POOL_ID ? COGNITO_SCOPES : OIDC_SCOPES,
    automaticSilentRenew: false,
    userStore: new RememberAwareStateStore(),
    monitorSession: false,
  };
}
