import type { User, UserManager } from 'oidc-client-ts';
import { AuthError } from './auth-errors';
import { redirectFromState, safeRedirectTarget } from './redirect';

/** The code exchange must return an access token, an id token and a refresh token. */
export function assertCompleteTokens(user: Pick<User, 'access_token' | 'id_token' | 'refresh_token'>) {
  if (!user.access_token || !user.id_token || !user.refresh_token) throw new AuthError('INCOMPLETE_TOKEN_RESPONSE');
}

function isInvalidGrant(error: unknown): boolean {
  const e = error as { error?: string; message?: string } | null;
  return e?.error === 'invalid_grant' || /invalid_grant/i.test(e?.message ?? '');
}

/**
 * The callback rules: an `error` parameter or a missing `code` fails;
 * otherwise the code is exchanged (oidc-client-ts checks state and PKCE) and the user stored.
 * Resolves to the return target: the `redirectTo` parameter, the one carried in the state, or
 * the dashboard.
 */
export async function completeSignIn(url: string, userManager: Pick<UserManager, 'signinCallback' | 'removeUser'>): Promise<{ user: User; redirectTo: string }> {
  const params = new URL(url).searchParams;
  const providerError = params.get('error');
  if (providerError) {
    throw new AuthError('PROVIDER_ERROR', params.get('error_description') || providerError);
  }
  if (!params.get('code')) throw new AuthError('NO_AUTH_CODE');
  let user: User | undefined;
  try {
    user = await userManager.signinCallback(url);
  } catch (error) {
    if (isInvalidGrant(error)) throw new AuthError('INVALID_GRANT', undefined, error);
    throw new AuthError('TOKEN_EXCHANGE_ERROR', undefined, error);
  }
  if (!user) throw new AuthError('TOKEN_EXCHANGE_ERROR');
  try {
    assertCompleteTokens(user);
  } catch (error) {
    await userManager.removeUser();
    throw error;
  }
  const fromQuery = params.get('redirectTo');
  const redirectTo = fromQuery ? safeRedirectTarget(fromQuery) : (redirectFromState(user.state) ?? safeRedirectTarget(null));
  return { user, redirectTo };
}
