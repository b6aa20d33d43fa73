import { User } from 'oidc-client-ts';
import type { AuthContextProps } from '@idea-portal/platform';
import { mockCurrentUser } from './mock-db';

const noop = async () => {};

/** A signed-in sign-in state (the platform's AuthContext) for standalone mode and unit tests (no identity provider). */
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
    error: undefined,
    removeUser: noop,
    signinSilent: async () => user,
    signinRedirect: noop,
    signoutRedirect: noop,
  };
}
