import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { Env } from '../config/env';
import { AuthProvider, useAuth } from './auth-context';
import { AuthStateBridge } from './oidc-bridge';
import { configureAuth, runUserManager } from './user-manager';

/** react-oidc-context's useAuth, as the test sets it: its state and its steps. */
const oidc = vi.hoisted(() => ({
  state: { isLoading: true, isAuthenticated: false } as Record<string, unknown>,
  signoutRedirect: vi.fn(async () => undefined),
  signinRedirect: vi.fn(async () => null),
}));
vi.mock('react-oidc-context', () => ({
  AuthProvider: () => null,
  useAuth: () => ({ ...oidc.state, signoutRedirect: oidc.signoutRedirect, signinRedirect: oidc.signinRedirect }),
}));
vi.mock('oidc-client-ts', () => ({
  UserManager: function UserManager() {
    return { events: { addUserLoaded() {}, addUserUnloaded() {}, addUserSignedOut() {} } };
  },
}));

/** What the apps read: the platform's useAuth. */
function Probe() {
  const auth = useAuth();
  return <p>{`${auth.user?.profile.sub ?? 'nobody'} ${auth.isAuthenticated ? 'in' : 'out'} ${auth.isLoading ? 'loading' : 'idle'} ${auth.error?.source ?? ''}`}</p>;
}

const app = () => (
  <AuthProvider>
    <AuthStateBridge />
    <Probe />
  </AuthProvider>
);
const user = (sub: string) => ({ access_token: `token-${sub}`, profile: { sub }, expired: false });

describe("react-oidc-context's state is the app's sign-in state", () => {
  beforeEach(() => {
    configureAuth({ OIDC_AUTHORITY: 'http://localhost:4001', OIDC_CLIENT_ID: 'idea-portal' } as Env);
    oidc.state = { isLoading: true, isAuthenticated: false };
  });
  afterEach(() => vi.clearAllMocks());

  it('shows its user, its renewal and its sign-out (here or in another tab) in the platform hook', async () => {
    const view = render(app());
    expect(screen.getByText('nobody out idle', { exact: false })).toBeTruthy();
    oidc.state = { isLoading: false, isAuthenticated: true, user: user('usr-1') };
    view.rerender(app());
    await screen.findByText('usr-1 in idle', { exact: false });
    oidc.state = { isLoading: false, isAuthenticated: true, user: user('usr-2') };
    view.rerender(app());
    await screen.findByText('usr-2 in idle', { exact: false });
    oidc.state = { isLoading: false, isAuthenticated: false, user: undefined };
    view.rerender(app());
    await screen.findByText('nobody out idle', { exact: false });
  });

  it('waits for its first getUser: the stored user stays until then', async () => {
    localStorage.setItem('oidc.user:http://localhost:4001:idea-portal', JSON.stringify({ access_token: 't', profile: { sub: 'usr-stored' }, expires_at: Math.floor(Date.now() / 1000) + 300 }));
    configureAuth({ OIDC_AUTHORITY: 'http://localhost:4001', OIDC_CLIENT_ID: 'idea-portal' } as Env);
    render(app());
    expect(screen.getByText('usr-stored in idle', { exact: false })).toBeTruthy();
    localStorage.clear();
  });

  it("the platform's steps go through its methods, and its error is the one the app reads", async () => {
    const view = render(app());
    const signOut = runUserManager('signoutRedirect', { id_token_hint: 'id' });
    await screen.findByText('nobody out loading', { exact: false });
    oidc.state = { isLoading: false, isAuthenticated: false };
    view.rerender(app());
    await signOut;
    expect(oidc.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id' });

    const signIn = runUserManager('signinRedirect').catch((error: Error) => error.message);
    await waitFor(() => expect(oidc.signinRedirect).toHaveBeenCalled());
    expect(await signIn).toBe('signinRedirect');
    oidc.state = { isLoading: false, isAuthenticated: false, error: { name: 'Error', message: 'network down', source: 'signinRedirect' } };
    act(() => view.rerender(app()));
    await screen.findByText('nobody out idle signinRedirect', { exact: false });
  });
});
