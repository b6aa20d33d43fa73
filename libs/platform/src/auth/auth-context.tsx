import type { SigninRedirectArgs, SignoutRedirectArgs } from 'oidc-client-ts';
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authBridge, getAuthState, runUserManager, subscribeAuthState, type AuthState } from './user-manager';

/**
 * The sign-in state and steps the apps use, in react-oidc-context's shape: a page opens with the
 * stored user; from the UserManager's loading on it is react-oidc-context's state (its provider and
 * useAuth, ./oidc-bridge.tsx), and the steps go through its methods (./user-manager.ts). Its module
 * imports oidc-client-ts, so its provider loads with it, not on every first page.
 */
export interface AuthContextProps extends AuthState {
  signinRedirect: (args?: SigninRedirectArgs) => Promise<void>;
  signinSilent: () => Promise<AuthState['user']>;
  removeUser: () => Promise<void>;
  signoutRedirect: (args?: SignoutRedirectArgs) => Promise<void>;
}

export const AuthContext = createContext<AuthContextProps | undefined>(undefined);

/** The shell's provider of the sign-in state (one per portal: the platform lib is shared once). */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A state update, not useSyncExternalStore: a change from oidc-client-ts renders with the next
  // task, as react-oidc-context's did, so a step's own continuation (the sign-out's note for the
  // login page, say) runs before the guards see the user gone.
  const [state, setState] = useState(getAuthState);
  useEffect(() => {
    setState(getAuthState());
    return subscribeAuthState(() => setState(getAuthState()));
  }, []);
  const value = useMemo<AuthContextProps>(
    () => ({
      ...state,
      signinRedirect: (args) => runUserManager('signinRedirect', args),
      signinSilent: () => runUserManager('signinSilent'),
      removeUser: () => runUserManager('removeUser'),
      signoutRedirect: (args) => runUserManager('signoutRedirect', args),
    }),
    [state],
  );
  return (
    <AuthContext value={value}>
      {children}
      {authBridge}
    </AuthContext>
  );
}

export function useAuth(): AuthContextProps {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used within the AuthProvider');
  return auth;
}
