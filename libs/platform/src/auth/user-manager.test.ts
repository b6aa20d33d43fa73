import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../config/env';

/** A stand-in for oidc-client-ts' UserManager: records its settings and lets the test raise its events. */
const created: FakeManager[] = [];
class FakeManager {
  handlers: Record<string, ((arg?: unknown) => void)[]> = {};
  signinRedirect = vi.fn(async () => {});
  removeUser = vi.fn(async () => this.raise('userUnloaded'));
  events = {
    addUserLoaded: (h: (u: unknown) => void) => (this.handlers.userLoaded ??= []).push(h),
    addUserUnloaded: (h: () => void) => (this.handlers.userUnloaded ??= []).push(h),
    addUserSignedOut: (h: () => void) => (this.handlers.userSignedOut ??= []).push(h),
  };
  constructor(readonly settings: { authority: string; client_id: string }) {
    created.push(this);
  }
  raise(event: string, arg?: unknown) {
    for (const h of this.handlers[event] ?? []) h(arg);
  }
}
// The UserManager with react-oidc-context's provider stood in for: the events set the state, the steps go to the manager itself.
vi.mock('./oidc-bridge', async () => {
  const userManager = await import('./user-manager');
  return {
    createUserManager: (settings: FakeManager['settings']) => {
      const m = new FakeManager(settings);
      m.events.addUserLoaded((user) => userManager.setAuthState({ user: user as never, error: undefined }));
      m.events.addUserUnloaded(() => userManager.setAuthState({ user: null }));
      userManager.connectAuthBridge(m as never);
      return [m, null];
    },
  };
});

const { adoptStoredUser, configureAuth, getAuthState, loadUserManager, onUserManager, parseStoredUser, readStoredUser, runUserManager, subscribeAuthState } = await import('./user-manager');

const env = { OIDC_AUTHORITY: 'http://localhost:4001', OIDC_CLIENT_ID: 'idea-portal' } as Env;
const KEY = 'oidc.user:http://localhost:4001:idea-portal';
const now = () => Math.floor(Date.now() / 1000);
const stored = (expiresIn: number, extra: object = {}) =>
  JSON.stringify({ access_token: 'token-1', refresh_token: 'refresh-1', token_type: 'Bearer', scope: 'openid profile', profile: { sub: 'usr-1' }, expires_at: now() + expiresIn, ...extra });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  created.length = 0;
});

describe('the stored user', () => {
  it('reads oidc-client-ts’ stored user with the getters the portal uses', () => {
    const user = parseStoredUser(stored(120))!;
    expect(user.access_token).toBe('token-1');
    expect(user.expired).toBe(false);
    expect(user.expires_in).toBeGreaterThan(100);
    expect(user.scopes).toEqual(['openid', 'profile']);
    expect(parseStoredUser(stored(-5))!.expired).toBe(true);
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ profile: {} }))).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
  });

  it('signs the first render in from storage, without loading oidc-client-ts', () => {
    sessionStorage.setItem(KEY, stored(120));
    configureAuth(env, 'http://localhost:3000');
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, user: { access_token: 'token-1' } });
    expect(created).toHaveLength(0);
  });

  it("finds a 'Remember me' user in localStorage; an expired one is not signed in (it is renewed)", () => {
    localStorage.setItem(KEY, stored(-10));
    configureAuth(env, 'http://localhost:3000');
    expect(getAuthState()).toMatchObject({ isAuthenticated: false, user: { refresh_token: 'refresh-1' } });
  });

  it("takes a user another tab renewed: into this tab's own store (sessionStorage), and the state follows", async () => {
    sessionStorage.setItem(KEY, stored(30));
    configureAuth(env, 'http://localhost:3000');
    await adoptStoredUser(stored(300, { access_token: 'token-2', refresh_token: 'refresh-2' }));
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, user: { access_token: 'token-2' } });
    expect((await readStoredUser())?.refresh_token).toBe('refresh-2');
    expect(JSON.parse(sessionStorage.getItem(KEY)!).refresh_token).toBe('refresh-2');
    expect(created).toHaveLength(0); // without loading oidc-client-ts
  });

  it('no stored user: signed out', () => {
    configureAuth(env, 'http://localhost:3000');
    expect(getAuthState()).toMatchObject({ isAuthenticated: false, user: null });
  });
});

describe('the UserManager, loaded on first use', () => {
  it('is created once with the portal settings, and the state follows its events', async () => {
    configureAuth(env, 'http://localhost:3000');
    const seen = vi.fn();
    const stop = onUserManager(seen);
    const changes = vi.fn();
    const unsubscribe = subscribeAuthState(changes);
    const [a, b] = await Promise.all([loadUserManager(), loadUserManager()]);
    expect(a).toBe(b);
    expect(created).toHaveLength(1);
    expect(created[0]!.settings).toMatchObject({ authority: 'http://localhost:4001', client_id: 'idea-portal', redirect_uri: 'http://localhost:3000/auth/callback' });
    expect(seen).toHaveBeenCalledWith(a);

    created[0]!.raise('userLoaded', parseStoredUser(stored(300)));
    expect(getAuthState().isAuthenticated).toBe(true);
    await runUserManager('removeUser');
    expect(getAuthState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(changes).toHaveBeenCalledTimes(3); // the load (the AuthProvider renders react-oidc-context's provider), userLoaded, userUnloaded
    stop();
    unsubscribe();
  });

  it("a step is the active navigator while it runs; a failed one (react-oidc-context's null, its error in its state) rejects", async () => {
    configureAuth(env, 'http://localhost:3000');
    const m = (await loadUserManager()) as unknown as FakeManager;
    m.signinRedirect.mockResolvedValueOnce(null as never);
    const step = runUserManager('signinRedirect');
    expect(getAuthState()).toMatchObject({ isLoading: true, activeNavigator: 'signinRedirect' });
    await expect(step).rejects.toMatchObject({ source: 'signinRedirect' });
    expect(getAuthState()).toMatchObject({ isLoading: false, activeNavigator: undefined });
  });
});
