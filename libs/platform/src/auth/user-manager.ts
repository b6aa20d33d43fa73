import type { ReactNode } from 'react';
import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { Env } from '../config/env';
import { buildOidcSettings } from './oidc-settings';
import type { RememberAwareStateStore } from './user-store';

/**
 * The sign-in state, and oidc-client-ts loaded only when needed. A page that opens with a stored,
 * valid token renders from the stored user alone (read here, as oidc-client-ts stores it); the
 * UserManager (about 17 kB gzip) loads when something needs it: signing in or out, the code
 * exchange, a renewal before the token expires (./session-watch.ts), a sign-out in another tab.
 * react-oidc-context's provider comes with it (./oidc-bridge.tsx): its state feeds this one.
 */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** While a sign-in or sign-out step runs (a redirect leaves the page with it set), as react-oidc-context had it. */
  isLoading: boolean;
  activeNavigator?: Navigator;
  /** The last failed sign-in step (`source`: signinRedirect, signinSilent, ...). */
  error?: Error & { source?: string };
}

let settings: UserManagerSettings | null = null;
let state: AuthState = { user: null, isAuthenticated: false, isLoading: false };
const listeners = new Set<() => void>();
let manager: Promise<UserManager> | null = null;
let loadedManager: UserManager | null = null;
const managerWaiters = new Set<(manager: UserManager) => void>();

const stateOf = (user: User | null, error?: AuthState['error'], activeNavigator?: Navigator): AuthState => ({
  user,
  isAuthenticated: !!user && !user.expired,
  isLoading: !!activeNavigator,
  activeNavigator,
  error,
});

function setState(next: Partial<AuthState>): void {
  const pick = <K extends keyof AuthState>(key: K) => (key in next ? next[key] : state[key]);
  state = stateOf(pick('user') ?? null, pick('error'), pick('activeNavigator'));
  for (const listener of listeners) listener();
}
/** Sets the sign-in state: react-oidc-context's (./oidc-bridge.tsx) once the UserManager is there. */
export { setState as setAuthState };

/**
 * A stored user (oidc-client-ts' `User.toStorageString()`), with the getters the portal reads;
 * null when there is none or it does not parse. Replaced by oidc-client-ts' own User once the
 * UserManager loads.
 */
export function parseStoredUser(value: string | null): User | null {
  if (!value) return null;
  try {
    const fields = JSON.parse(value) as Partial<User> & { expires_at?: number };
    if (typeof fields.access_token !== 'string' || typeof fields.profile !== 'object') return null;
    return {
      ...fields,
      get expires_in() {
        return fields.expires_at === undefined ? undefined : fields.expires_at - Math.floor(Date.now() / 1000);
      },
      get expired() {
        const left = this.expires_in;
        return left === undefined ? undefined : left <= 0;
      },
      get scopes() {
        return (fields.scope ?? '').split(' ');
      },
      toStorageString: () => value,
    } as User;
  } catch {
    return null;
  }
}

/** Where oidc-client-ts stores the user (behind the store's prefix). */
const userKey = (s: UserManagerSettings) => `user:${s.authority}:${s.client_id}`;

/** The settings for this portal, and the stored user: called once by the shell before it renders. */
export function configureAuth(env: Env, origin: string = window.location.origin): void {
  settings = buildOidcSettings(env, origin);
  manager = null;
  loadedManager = null;
  bridge = new Promise((resolve) => (connectAuthBridge = resolve));
  // The store oidc-client-ts will use, at its key for the user.
  const store = settings.userStore as RememberAwareStateStore;
  state = stateOf(parseStoredUser(store.read(userKey(settings))));
}

/** The user as this tab's store holds it now (another tab may have written it since this page opened). */
export async function readStoredUser(): Promise<User | null> {
  if (!settings) return null;
  return parseStoredUser((settings.userStore as RememberAwareStateStore).read(userKey(settings)));
}

/**
 * Signs this tab in with a user another tab renewed: `value` (its stored form) is written to this
 * tab's store first (a user kept in sessionStorage is this tab's own copy); then the state, and
 * oidc-client-ts' expiry timers when it is loaded, follow the stored user.
 */
export async function adoptStoredUser(value?: string): Promise<void> {
  if (!settings) return;
  const store = settings.userStore as RememberAwareStateStore;
  const key = userKey(settings);
  if (value !== undefined) await store.set(key, value);
  if (loadedManager) {
    await loadedManager.getUser(true); // raises userLoaded: the state follows
    return;
  }
  const user = parseStoredUser(store.read(key));
  if (user && user.access_token !== state.user?.access_token) setState({ user, error: undefined });
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuthState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The portal's one UserManager, loaded (once) on first use, with react-oidc-context's provider over it (./oidc-bridge.tsx). */
export function loadUserManager(): Promise<UserManager> {
  if (!settings) return Promise.reject(new Error('configureAuth was not called'));
  const current = settings;
  manager ??= import(/* webpackChunkName: "oidc-client" */ './oidc-bridge').then(
    ({ createUserManager }) => {
      const [m, bridgeElement] = createUserManager(current);
      authBridge = bridgeElement;
      setState({});
      loadedManager = m;
      for (const waiter of managerWaiters) waiter(m);
      return m;
    },
    (error: unknown) => {
      manager = null;
      throw error;
    },
  );
  return manager;
}

/** Calls back with the UserManager once it is loaded (at once when it is); returns the unsubscribe. */
export function onUserManager(callback: (manager: UserManager) => void): () => void {
  if (loadedManager) callback(loadedManager);
  else managerWaiters.add(callback);
  return () => managerWaiters.delete(callback);
}

type Navigator = 'signinRedirect' | 'signinSilent' | 'signoutRedirect';
type Step = Navigator | 'removeUser';
/** react-oidc-context's steps (its useAuth()): a failed navigator resolves to null, its error in its state. */
export type AuthSteps = Pick<UserManager, Step>;

let bridge: Promise<AuthSteps>;
/** Steps running: their active navigator stands until they settle (react-oidc-context's state may come first). */
export let running = 0;
/** react-oidc-context's provider over the UserManager, rendered by the AuthProvider beside the app once it is loaded. */
export let authBridge: ReactNode;
/** react-oidc-context's provider is there (./oidc-bridge.tsx): its steps from now on. */
export let connectAuthBridge: (steps: AuthSteps) => void;

/**
 * A UserManager step through react-oidc-context's provider (mounted with the UserManager: a failed
 * step is its state's error, and rejects here). A sign-in or sign-out step is the active
 * navigator while it runs (isLoading), so the auth routes wait instead of starting another sign-in.
 */
export function runUserManager<N extends Step>(name: N, ...args: Parameters<UserManager[N]>): Promise<Awaited<ReturnType<UserManager[N]>>> {
  if (name !== 'removeUser') setState({ activeNavigator: name as Navigator });
  running++;
  return (
    loadUserManager()
      .then(() => bridge)
      .then((m) => (m[name] as (...a: unknown[]) => Promise<Awaited<ReturnType<UserManager[N]>>>).apply(m, args))
      .finally(() => {
        running--;
        if (name !== 'removeUser') setState({ activeNavigator: undefined });
      })
      // react-oidc-context keeps the error in its state (the bridge's): a failed navigator resolves to null.
      .then((result) => {
        if (result === null) throw Object.assign(new Error(name), { source: name });
        return result;
      })
  );
}
