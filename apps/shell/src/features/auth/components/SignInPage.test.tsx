import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AuthProvider, configureAuth, noteSignedOut, type Env } from '@idea-portal/platform';
import { renderRoutes, setupI18n } from '../../../test/render';
import { SignInPage } from './SignInPage';

/**
 * The portal's UserManager (oidc-client-ts stood in for): no stored user; the redirect is recorded.
 * The page's step goes through the platform's useAuth, react-oidc-context's provider (mounted by
 * the platform with the UserManager) and its signinRedirect, as in the app.
 */
const { signinRedirect, userManager } = vi.hoisted(() => {
  const signinRedirect = vi.fn(async (_args?: unknown) => {});
  const events = Object.fromEntries(
    ['UserLoaded', 'UserUnloaded', 'UserSignedOut', 'SilentRenewError'].flatMap((e) => [`add${e}`, `remove${e}`]).map((name) => [name, () => {}]),
  );
  return { signinRedirect, userManager: { settings: {}, events, getUser: async () => null, signinRedirect } };
});
vi.mock('oidc-client-ts', () => ({
  UserManager: function UserManager() {
    return userManager;
  },
}));

const page = (
  <AuthProvider>
    <SignInPage />
  </AuthProvider>
);
const routes = [{ path: '/auth/login', element: page }];

describe('sign-in page', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => {
    configureAuth({ OIDC_AUTHORITY: 'http://localhost:4001', OIDC_CLIENT_ID: 'idea-portal' } as Env);
  });
  afterEach(() => {
    signinRedirect.mockClear();
    sessionStorage.clear();
  });

  it('starts the hosted sign-in with the return target in the state', async () => {
    renderRoutes(routes, '/auth/login?redirectTo=%2Fapp%2Fideas');
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ ui_locales: 'en', state: { redirectTo: '%2Fapp%2Fideas' } }));
  });

  it("after a sign-out (here or in another tab) it does not sign in again by itself and keeps the path to return to", async () => {
    noteSignedOut('/app/my-page');
    const { router } = renderRoutes(routes, '/auth/login');
    expect(await screen.findByRole('heading', { name: 'You have been signed out' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?redirectTo=%2Fapp%2Fmy-page'));
    expect(signinRedirect).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Continue to sign-in' }).click();
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ ui_locales: 'en', state: { redirectTo: '%2Fapp%2Fmy-page' } }));
  });

  it('after a failed callback it says so instead of "Redirecting…" for ever, and the button starts again', async () => {
    renderRoutes(routes, { pathname: '/auth/login', state: { authFailed: true } });
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeTruthy();
    expect(screen.getByText('Failed to complete authentication. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Redirecting to sign-in…')).toBeNull();
    expect(signinRedirect).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Continue to sign-in' }).click();
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledTimes(1));
  });

  it('a redirect that fails shows in the console and the button starts it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    signinRedirect.mockRejectedValueOnce(new Error('network down'));
    renderRoutes(routes, '/auth/login');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Sign-in redirect failed', expect.objectContaining({ message: 'network down', source: 'signinRedirect' })));
    screen.getByRole('button', { name: 'Continue to sign-in' }).click();
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledTimes(2));
    error.mockRestore();
  });
});
