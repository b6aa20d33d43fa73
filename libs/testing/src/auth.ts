import { User } from 'oidc-client-ts';
import type { AuthContextProps } from 'react-oidc-context';
import { mockCurrentUser } from './mock-db';

const noop = async () => {};

/** A signed-in react-oidc-context value for standalone mode and unit tests (no identity provider). */
export function createMockAuth(): AuthContextProps {
  const profile = mockCurrentUser();
  const now = Math.floor(Date.now() / 1000);
  const user = new User({
    access_token: 'mock-access-token',
    id_token: 'mock-id-token',
    token_type: 'Bearer',
    scope: 'openid profile email',
    profile: {
      sub: profile.userId,
      iss: 'http://localhost/mock-issuer',
      aud: 'standalone',
      exp: now + 3600,
      iat: now,
      email: profile.email,
      given_name: profile.givenName,
      family_name: profile.familyName,
    },
    expires_at: now + 3600,
  });
  return {
    user,
    isLoading: false,
    isAuthenticated: true,
    activeNavigator: undefined,
    error: undefined,
    settings: { authority: 'http://localhost/mock-issuer', client_id: 'standalone', redirect_uri: 'http://localhost/' },
    events: {} as AuthContextProps['events'],
    clearStaleState: noop,
    removeUser: noop,
    signinPopup: async () => user,
    signinSilent: async () => user,
    signinRedirect: noop,
    signinResourceOwnerCredentials: async () => user,
    signoutRedirect: noop,
    signoutPopup: noop,
    signoutSilent: noop,
    querySessionStatus: async () => null,
    revokeTokens: noop,
    startSilentRenew: () => {},
    stopSilentRenew: () => {},
  } as AuthContextProps;
}
